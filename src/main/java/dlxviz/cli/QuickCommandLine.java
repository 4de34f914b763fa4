package dlxviz.cli;

import dlxviz.sudoku.SudokuCounter.Method;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code solve} and {@code count} with their usual arguments, and {@code exact-cover FILE} with
 * only {@code --count}, {@code --stats} and {@code --threads}, read without picocli: these are the
 * commands run from scripts and timed as whole processes, and setting picocli up (loading its
 * classes, reading every annotation, its type converters) cost about 0.2 s of CPU before the
 * first puzzle was read, as long as the 17-clue set takes tdoku to solve, and a tenth of a
 * two-thread count of pentominoes 5x12 (issue 32).
 *
 * <p>Only plain arguments are read here: file names (or '-'), and each option of the command at
 * most once, as {@code --name value} or {@code --name=value}, with a number of digits for a
 * number, {@code bitmask} or {@code dlx} for the method. Anything else, help, a mistake, an
 * {@code @file}, a quote, an option twice, a value that starts with '-', goes to picocli (the
 * method returns null), so messages and usage stay picocli's. The options set here are set as
 * picocli sets them, defaults included; {@code QuickCommandLineTest} compares the two on many
 * argument lists.
 */
final class QuickCommandLine {
    private static final Set<String> COUNT_OPTIONS = Set.of("--limit", "--max-nodes", "--threads", "--method", "--box",
            "--notation");
    private static final Set<String> SOLVE_OPTIONS = Set.of("--grid", "--max-nodes", "--threads", "--method", "--box",
            "--notation");

    private QuickCommandLine() {
    }

    /** Runs {@code args} when they are plain {@code solve} or {@code count} arguments: the exit code; else null. */
    static Integer run(String[] args, PrintWriter out, PrintWriter err) {
        Object command = args.length > 0 && args[0].equals("exact-cover") ? parseExactCover(args) : parse(args);
        if (command == null) {
            return null;
        }
        try {
            if (command instanceof ExactCoverCommand) {
                return ((ExactCoverCommand) command).execute(out, err);
            }
            return ((SudokuCommand) command).execute(out, err);
        } catch (RuntimeException e) {
            err.println("error: " + e.getMessage()); // as DlxCli's handler of picocli's execution errors
            return ExitCode.INCOMPLETE;
        }
    }

    /** The command with its options set, or null when the arguments are not plain ones (see above). */
    static Object parse(String[] args) {
        if (args.length == 0 || !args[0].equals("count") && !args[0].equals("solve")) {
            return null;
        }
        boolean count = args[0].equals("count");
        Set<String> known = count ? COUNT_OPTIONS : SOLVE_OPTIONS;
        List<String> files = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        SudokuCommand command = count ? new CountCommand() : new SolveCommand(); // its options at their defaults
        PuzzleSource source = command.source;
        MethodOption method = command.method;
        EffortOption effort = command.effort;
        ThreadsOption threads = command.threads;
        long limit = CountCommand.DEFAULT_LIMIT;
        boolean grid = false;
        for (int k = 1; k < args.length; k++) {
            String arg = args[k];
            if (arg.startsWith("@") || arg.indexOf('"') >= 0 || arg.indexOf('\'') >= 0) {
                return null; // an argument file or quotes: picocli's way
            }
            if (arg.equals("-") || !arg.startsWith("-")) {
                files.add(arg);
                continue;
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            String value = equals < 0 ? null : arg.substring(equals + 1);
            if (!known.contains(name) || !seen.add(name)) {
                return null;
            }
            if (name.equals("--grid")) {
                if (value != null) {
                    return null;
                }
                grid = true;
                continue;
            }
            if (value == null) {
                if (k + 1 == args.length) {
                    return null;
                }
                value = args[++k];
            }
            if (value.isEmpty() || value.startsWith("-") || value.startsWith("@") || value.indexOf('"') >= 0
                    || value.indexOf('\'') >= 0) {
                return null;
            }
            switch (name) {
                case "--limit":
                    if (!isNumber(value, 18)) {
                        return null;
                    }
                    limit = Long.parseLong(value);
                    break;
                case "--max-nodes":
                    if (!isNumber(value, 18)) {
                        return null;
                    }
                    effort.maxNodes = Long.parseLong(value);
                    break;
                case "--threads":
                    if (!isNumber(value, 9)) {
                        return null;
                    }
                    threads.threads = Integer.parseInt(value);
                    break;
                case "--method":
                    if (value.equals(Method.BANDS.word())) {
                        method.method = Method.BANDS;
                    } else if (value.equals(Method.BITMASK.word())) {
                        method.method = Method.BITMASK;
                    } else if (value.equals(Method.DLX.word())) {
                        method.method = Method.DLX;
                    } else {
                        return null;
                    }
                    break;
                case "--box":
                    source.box = value;
                    break;
                default: // --notation
                    source.notation = value;
                    break;
            }
        }
        List<String> names = files.isEmpty() ? null : files;
        if (count) {
            ((CountCommand) command).files = names;
            ((CountCommand) command).limit = limit;
        } else {
            ((SolveCommand) command).files = names;
            ((SolveCommand) command).grid = grid;
        }
        return command;
    }

    /**
     * {@code exact-cover} with one file (or '-') and nothing but {@code --count}, {@code --stats}
     * (each at most once, no value) and {@code --threads N} (digits) in any order; else null.
     */
    static ExactCoverCommand parseExactCover(String[] args) {
        String file = null;
        boolean count = false;
        boolean stats = false;
        Integer threads = null;
        for (int k = 1; k < args.length; k++) {
            String arg = args[k];
            if (arg.equals("--count") && !count) {
                count = true;
            } else if (arg.equals("--stats") && !stats) {
                stats = true;
            } else if (arg.startsWith("--threads") && threads == null) {
                String value = arg.equals("--threads") ? (k + 1 < args.length ? args[++k] : "")
                        : arg.startsWith("--threads=") ? arg.substring("--threads=".length()) : "";
                if (value.isEmpty() || !isNumber(value, 9)) {
                    return null;
                }
                threads = Integer.parseInt(value);
            } else if (file == null && (arg.equals("-") || !arg.isEmpty() && !arg.startsWith("-")
                    && !arg.startsWith("@") && arg.indexOf('"') < 0 && arg.indexOf('\'') < 0)) {
                file = arg;
            } else {
                return null; // anything else, help and mistakes included, is picocli's
            }
        }
        return file == null ? null : ExactCoverCommand.plain(file, count, stats, threads);
    }

    /** One to {@code maxDigits} ASCII digits. */
    private static boolean isNumber(String value, int maxDigits) {
        if (value.length() > maxDigits) {
            return false;
        }
        for (int k = 0; k < value.length(); k++) {
            char ch = value.charAt(k);
            if (ch < '0' || ch > '9') {
                return false;
            }
        }
        return true;
    }
}
