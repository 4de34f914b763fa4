package dlxviz.cli;

import dlxviz.catalogue.ExampleNames;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The headless command line: {@code java -jar dlx-visualizer.jar COMMAND ...}.
 *
 * <p>picocli builds a command's whole model (options, mixins, help texts) from its annotations
 * when the command is added, and that is most of what a short run costs: with every command
 * built, {@code count} on one puzzle spent a third of its time there. So a run builds only the
 * command it was given ({@link #newCommandLine(PrintWriter, PrintWriter, String)}); the help, a
 * mistyped command (for picocli's "did you mean") and the tests get them all.
 */
@Command(name = "dlx-visualizer",
        mixinStandardHelpOptions = true,
        version = "DLX Visualizer 0.1",
        description = "Knuth's Algorithm X with Dancing Links, from the command line.%n"
                + "Run without a command to open the app window.",
        // The window's start-up options, as the app reads them (StartupArguments.USAGE; a test
        // keeps the two the same): the CLI cannot reach the app's classes, which need JavaFX.
        footer = {"%nWithout a command, the app window opens:%n"
                + "  dlx-visualizer [FILE|PUZZLE] [--example NAME] [--lesson FILE]%n"
                + "                 [--goto EVENT] [--steps N]%n"
                + "                 [--step-size link|cover|choice|level|solution]%n"
                + "                 [--theme light|dark|high-contrast] [--scale X]%n"
                + "                 [--legend|--no-legend] [--presentation] [--tab board|matrix|algorithm|rules|tree]%n"
                + "                 [--workbench[=type|generate|library]]"})
public final class DlxCli implements Runnable {

    /** The commands in the order the help lists them, each built only when needed ({@link #newCommand}). */
    private static final List<String> COMMANDS = List.of("solve", "count", "generate", "exact-cover", "trace", "bench",
            "slides", "grade", "help");

    /**
     * A new command object for a name of {@link #COMMANDS}, else null. A switch rather than a
     * map of constructor references: each of those would be a lambda to set up and a class to
     * load at start, whichever command runs.
     */
    private static Object newCommand(String name) {
        switch (name) {
            case "solve":
                return new SolveCommand();
            case "count":
                return new CountCommand();
            case "generate":
                return new GenerateCommand();
            case "exact-cover":
                return new ExactCoverCommand();
            case "trace":
                return new TraceCommand();
            case "bench":
                return new BenchCommand();
            case "slides":
                return new SlidesCommand();
            case "grade":
                return new GradeCommand();
            case "help":
                return new CommandLine.HelpCommand();
            default:
                return null;
        }
    }

    /** The options that, as the first word, ask for the CLI's help or version. */
    private static final Set<String> HELP_AND_VERSION = Set.of("--help", "-h", "--version", "-V");

    /** The app window's own options (see the app's start-up arguments), with or without {@code =value}. */
    static final Set<String> APP_OPTIONS = Set.of("--example", "--lesson", "--goto", "--steps", "--step-size", "--theme", "--scale",
            "--legend", "--no-legend", "--presentation", "--tab", "--workbench");

    /** The commands that run without a window, by name, in the help's order. */
    public static List<String> commands() {
        return COMMANDS.subList(0, COMMANDS.indexOf("help"));
    }

    /**
     * True when {@code args} ask for the CLI rather than the app window. The window opens for no
     * arguments, the app's options, an existing file, an example or library name, and anything
     * that looks like a path or a pasted puzzle (the window reports what it cannot read). Every
     * other first word is taken as a command, so a mistyped one ({@code solv x.txt}) gets picocli's
     * "did you mean" and exit 2 instead of a window that cannot start on a machine without a display.
     */
    public static boolean isCommandLine(String[] args) {
        if (args.length == 0) {
            return false;
        }
        String first = args[0];
        if (COMMANDS.contains(first) || HELP_AND_VERSION.contains(first)) {
            return true;
        }
        if (first.startsWith("-")) {
            int equals = first.indexOf('=');
            return !APP_OPTIONS.contains(equals < 0 ? first : first.substring(0, equals));
        }
        if (isFile(first) || ExampleNames.exists(first)) {
            return false;
        }
        return looksLikeAWord(first) && nearACommand(first);
    }

    /**
     * True when {@code word} is a command mistyped: at most two letters off one (solv, sovle,
     * generat, exact_cover). A word far from every command ({@code puzzles}, a file name without
     * its folder) opens the window, which says it found no such file, rather than picocli's
     * "Did you mean: dlx-visualizer slides?" and no window at all.
     */
    static boolean nearACommand(String word) {
        String typed = word.toLowerCase(java.util.Locale.ROOT);
        for (String command : COMMANDS) {
            if (editDistance(typed, command) <= 2) {
                return true;
            }
        }
        return false;
    }

    /** Levenshtein distance with a swap of neighbours counting one (optimal string alignment). */
    private static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    private static boolean isFile(String name) {
        try {
            return Files.exists(Path.of(name));
        } catch (InvalidPathException e) {
            return false; // a pasted puzzle with characters no path may hold
        }
    }

    /** A command-shaped word: a letter, then letters, digits, '-' or '_' (no dot, slash or puzzle cells). */
    private static boolean looksLikeAWord(String text) {
        if (text.isEmpty() || !Character.isLetter(text.charAt(0)) || text.length() > 40) {
            return false;
        }
        for (int k = 1; k < text.length(); k++) {
            char ch = text.charAt(k);
            if (!Character.isLetterOrDigit(ch) && ch != '-' && ch != '_') {
                return false;
            }
        }
        return true;
    }

    /** Runs the CLI and returns its exit code (0 ok, 2 bad input, 1 other failure). */
    public static int run(String... args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        Integer quick = QuickCommandLine.run(args, out, err); // solve and count with plain arguments
        if (quick != null) {
            return quick;
        }
        return newCommandLine(out, err, args.length == 0 ? null : args[0]).execute(args);
    }

    /** A configured command line with every command, writing to the given streams; used by the tests too. */
    public static CommandLine newCommandLine(PrintWriter out, PrintWriter err) {
        return newCommandLine(out, err, null);
    }

    /**
     * A configured command line writing to the given streams, with only the command named
     * {@code command} when it is one (but {@code help}, which lists them all), else with every
     * command.
     */
    static CommandLine newCommandLine(PrintWriter out, PrintWriter err, String command) {
        CommandLine cli = new CommandLine(new DlxCli());
        Object only = command == null || command.equals("help") ? null : newCommand(command);
        if (only != null) {
            cli.addSubcommand(only);
        } else {
            for (String name : COMMANDS) {
                cli.addSubcommand(newCommand(name));
            }
        }
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(DlxCli::badArguments);
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("error: " + ex.getMessage());
            return ExitCode.INCOMPLETE;
        });
        return cli;
    }

    /**
     * picocli's handling of bad arguments, but a mistyped command (the first word) gets its "did you mean" alone,
     * without picocli's "Unmatched arguments from index 0" line before it.
     */
    private static int badArguments(CommandLine.ParameterException ex, String[] args) {
        CommandLine cli = ex.getCommandLine();
        PrintWriter err = cli.getErr();
        boolean mistypedCommand = cli.getParent() == null && ex instanceof CommandLine.UnmatchedArgumentException;
        if (!mistypedCommand || !CommandLine.UnmatchedArgumentException.printSuggestions(ex, err)) {
            err.println(ex.getMessage());
            if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, err)) {
                cli.usage(err);
            }
        }
        return cli.getCommandSpec().exitCodeOnInvalidInput();
    }

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }
}
