package dlxviz.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

// Placeholder until its issue lands: registered now so that DlxCli lists every command.
@Command(name = "solve", mixinStandardHelpOptions = true, description = "Not available yet.")
public final class SolveCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("solve: not available yet");
        return 1;
    }
}
