package dlxviz.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

// Placeholder until its issue lands: registered now so that DlxCli lists every command.
@Command(name = "generate", mixinStandardHelpOptions = true, description = "Not available yet.")
public final class GenerateCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("generate: not available yet");
        return 1;
    }
}
