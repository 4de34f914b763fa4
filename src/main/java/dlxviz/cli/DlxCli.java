package dlxviz.cli;

import java.io.PrintWriter;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The headless command line: {@code java -jar dlx-visualizer.jar COMMAND ...}. */
@Command(name = "dlx-visualizer",
        mixinStandardHelpOptions = true,
        version = "DLX Visualizer 0.1",
        description = "Knuth's Algorithm X with Dancing Links, from the command line.%n"
                + "Run without a command to open the app window.",
        subcommands = {
            SolveCommand.class,
            CountCommand.class,
            GenerateCommand.class,
            ExactCoverCommand.class,
            TraceCommand.class,
            BenchCommand.class,
            SlidesCommand.class,
            CommandLine.HelpCommand.class
        })
public final class DlxCli implements Runnable {

    private static final Set<String> FIRST_WORDS = Set.of(
            "solve", "count", "generate", "exact-cover", "trace", "bench", "slides", "help",
            "--help", "-h", "--version", "-V");

    /** True when {@code firstArgument} asks for the CLI rather than the app window. */
    public static boolean isCommandLine(String firstArgument) {
        return FIRST_WORDS.contains(firstArgument);
    }

    /** Runs the CLI and returns its exit code (0 ok, 2 bad input, 1 other failure). */
    public static int run(String... args) {
        return newCommandLine(new PrintWriter(System.out, true), new PrintWriter(System.err, true)).execute(args);
    }

    /** A configured command line writing to the given streams; used by the tests too. */
    public static CommandLine newCommandLine(PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new DlxCli());
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("error: " + ex.getMessage());
            return 1;
        });
        return cli;
    }

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }
}
