package dlxviz.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

// Placeholder until its issue lands: registered now so that DlxCli lists every command.
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Not available yet.")
public final class BenchCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("bench: not available yet");
        return 1;
    }
}
