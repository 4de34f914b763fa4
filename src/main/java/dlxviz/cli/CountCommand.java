package dlxviz.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

// Placeholder until its issue lands: registered now so that DlxCli lists every command.
@Command(name = "count", mixinStandardHelpOptions = true, description = "Not available yet.")
public final class CountCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("count: not available yet");
        return 1;
    }
}
