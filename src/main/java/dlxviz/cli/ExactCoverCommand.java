package dlxviz.cli;

import dlxviz.catalogue.ExampleNames;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.SearchStats;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Dlx1Show;
import dlxviz.sudoku.PuzzleLibrary;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code exact-cover}: solves a problem in Knuth's DLX1 format (or a built-in example) and
 * prints its solutions, their number, and DLX1's counters.
 */
@Command(name = "exact-cover", mixinStandardHelpOptions = true,
        description = {
            "Solve an exact-cover problem in Knuth's DLX1 format: a first line of item names "
                    + "(primary, then '|' and secondary ones), then one option per line; "
                    + "lines starting with '|' are comments. Knuth's DLX2 colours too: X:a gives secondary item X "
                    + "colour a, and options that agree on X's colour may share it (Algorithm C).",
            "Prints every solution, one option per line as written in the input, "
                    + "with a blank line between solutions."},
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {ExitCode.OK + ":solved (also when there is no solution: 'Altogether 0 solutions' on standard error, as DLX1)",
            ExitCode.INCOMPLETE + ":--budget stopped the search before its end, or the output was closed (e.g. a pipe to head)",
            ExitCode.BAD_INPUT + ":bad input or usage",
            ExitCode.OUT_OF_MEMORY + ":out of memory while solving (the message names the heap's limit and -Xmx)"})
public final class ExactCoverCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "DLX1 file to solve, or - for standard input.")
    private String file;

    @Option(names = "--example", paramLabel = "NAME",
            description = "Solve a built-in example instead of a file: knuth, queens8, pentomino6x10, knuth-colours "
                    + "(colours), a sudoku of the library such as ai-escargot, ... (see --list-examples).")
    private String example;

    @Option(names = "--count",
            description = "Print only the number of solutions; counted on every core unless --threads says otherwise. "
                    + "On a terminal a progress line shows on standard error after a second; Ctrl-C prints the "
                    + "count so far.")
    private boolean countOnly;

    @Option(names = "--limit", paramLabel = "N", converter = WholeNumber.LongConverter.class,
            description = "Stop after N solutions (1000000, 1e6).")
    private Long limit;

    @Option(names = "--stats",
            description = "End with the line 'solutions=N nodes=N updates=N', counted as Knuth's DLX1 counts; with "
                    + "colours 'solutions=N nodes=N updates=N cleansings=N', as Knuth's DLX2 counts.")
    private boolean stats;

    @Option(names = "--heuristic", paramLabel = "RULE", converter = HeuristicConverter.class,
            defaultValue = "min-length",
            description = "Item choice: min-length (DLX1's, default), min-length-fast, first-active, or "
                    + "min-length-random (ties broken at random, from --seed).")
    private Heuristic heuristic;

    @Option(names = "--seed", paramLabel = "N",
            description = "The seed of min-length-random's tie-break (default 0): the same seed, the same search.")
    private Long seed;

    @Option(names = "--print-problem",
            description = "Print the problem in DLX1 format instead of solving it (e.g. to feed Knuth's dlx1); "
                    + "with colours in DLX2's (X:a), for Knuth's dlx2.")
    private boolean printProblem;

    @Option(names = "--list-examples", description = "List the built-in examples (and the sudoku library) and exit.")
    private boolean listExamples;

    @Option(names = "--bench",
            description = "Time the engine instead of printing solutions: count every solution (up to --limit) "
                    + "--runs times after a 1 s warm-up, on one thread and then on --threads, and report updates "
                    + "per second, DLX1's unit.")
    private boolean bench;

    @Option(names = "--runs", paramLabel = "N", converter = WholeNumber.IntConverter.class,
            description = "Timed passes for --bench (default 5); the fastest and the median are shown.")
    private Integer runs;

    @Option(names = "--against", paramLabel = "PROGRAM",
            description = "With --bench: after each pass, run Knuth's dlx1 (the path to its binary) on the same "
                    + "problem, and show both rates and their ratio; then time this program as a whole process "
                    + "counting the same file (--count --threads N) against dlx1's whole process.")
    private String against;

    @Option(names = "--threads", paramLabel = "N", converter = WholeNumber.IntConverter.class,
            description = "Threads for --count and for --bench's second pass of each round: 0, the default, for "
                    + "every core. The counters equal one thread's. --limit counts on one thread.")
    private Integer threads;

    @Option(names = "--show", paramLabel = "WHAT", split = ",", converter = ShowConverter.class,
            description = "Print on standard error the lines Knuth's DLX1 prints with its verbose bits, comma-"
                    + "separated: basics (v1), choices (v2), details (v4), profile (v128), full-state (v256), "
                    + "totals (v512), max-degree (v2048). Counts on one thread.")
    private List<Dlx1Show> show = List.of();

    @Option(names = "--shape", paramLabel = "FILE",
            description = "Write DLX1's shape file of the search tree (its S<file>): a line 'LENGTH ITEM' for each "
                    + "choice of item and 'sol' for each solution. Counts on one thread.")
    private Path shape;

    @Option(names = "--budget", paramLabel = "N|TIME", converter = Budget.Converter.class,
            description = "Stop the search after N updates (1000000, 1e9) or after a time (500ms, 10s, 2m); the output "
                    + "then ends with a 'stopped by --budget' line and the exit status is 1. No budget by default: "
                    + "counting every tiling of a big box is what exact-cover is for.")
    private Budget budget;

    private InputStream stdin = System.in;
    /** Threads the count runs on, once chosen: the advice when memory runs out depends on it. */
    private int threadsUsed = 1;

    /** For tests: what {@code -} reads. */
    void setStandardInput(InputStream stdin) {
        this.stdin = stdin;
    }

    /**
     * A search or count of one file with only {@code --count}, {@code --stats} and {@code --threads},
     * set as picocli sets it, defaults included: {@link QuickCommandLine} runs it without picocli.
     */
    static ExactCoverCommand plain(String file, boolean countOnly, boolean stats, Integer threads) {
        ExactCoverCommand command = new ExactCoverCommand();
        command.file = file;
        command.countOnly = countOnly;
        command.stats = stats;
        command.threads = threads;
        command.heuristic = Heuristic.MIN_LENGTH; // --heuristic's defaultValue
        return command;
    }

    @Override
    public Integer call() {
        return execute(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** The command on these streams: the exit code. */
    Integer execute(PrintWriter out, PrintWriter err) {
        try {
            return solve(out, err);
        } catch (OutOfMemoryError | IllegalStateException e) {
            if (!OutOfMemory.isCause(e)) {
                throw e;
            }
            // The problem and its links are garbage by now: there is room for the message.
            err.println("exact-cover: out of memory while solving; " + OutOfMemory.advice()
                    + (threadsUsed > 1 ? ", or count on one thread (--threads 1): each thread holds a copy "
                    + "of the links" : ""));
            err.flush();
            return ExitCode.OUT_OF_MEMORY;
        }
    }

    /** The options checked, the problem loaded, then one mode: list, print, bench, count on many threads, or search. */
    private int solve(PrintWriter out, PrintWriter err) {
        if (listExamples) {
            return listExamples(out);
        }
        String clash = optionClash();
        if (clash != null) {
            err.println("exact-cover: " + clash);
            return ExitCode.BAD_INPUT;
        }
        ExactCoverInput.Loaded loaded;
        try {
            loaded = ExactCoverInput.load(file, example, stdin);
        } catch (BadInputException e) {
            err.println("exact-cover: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        loaded.warnings().forEach(w -> err.println("exact-cover: warning: " + w));
        err.flush();
        ExactCoverProblem problem = loaded.problem();
        long wanted = limit == null ? Long.MAX_VALUE : limit;
        if (printProblem) {
            return printProblem(problem, out, err);
        }
        if (bench) {
            String name = example != null ? example : file.equals("-") ? "<stdin>" : file;
            return new ExactCoverBench(name, heuristic, runs == null ? 5 : runs, countingThreads(), against)
                    .run(problem, wanted, out, err);
        }
        int counting = countOnly ? fittingThreads(problem, err) : 1;
        threadsUsed = counting;
        if (counting > 1) {
            return new ManyThreadCount(problem, heuristic, counting, stats).run(out, err);
        }
        return new OneSearch(problem, heuristic, seed == null ? 0 : seed, budget, show, shape, countOnly, stats)
                .run(wanted, out, err);
    }

    private static int listExamples(PrintWriter out) {
        // the names users type come from the catalogue, as --example reads them (issue 28)
        for (String name : ExampleNames.exactCoverNames()) {
            out.println(name + "  " + ExampleNames.description(name).orElse(""));
        }
        out.println("queensN, langfordN, pentominoHxW  the same for other sizes (e.g. queens12, pentomino6x10)");
        for (PuzzleLibrary.Entry sudoku : ExampleNames.sudokus()) {
            out.println(sudoku.name() + "  sudoku: " + sudoku.description());
        }
        out.flush();
        return ExitCode.OK;
    }

    private static int printProblem(ExactCoverProblem problem, PrintWriter out, PrintWriter err) {
        try {
            out.print(Dlx1Format.toText(problem));
        } catch (IllegalArgumentException e) {
            err.println("exact-cover: cannot write this problem in DLX1 format: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        out.flush();
        return ExitCode.OK;
    }

    /** What is wrong with the options together (a bad value, or two that do not go together), or null. */
    private String optionClash() {
        if (limit != null && limit < 1) {
            return "--limit must be at least 1, not " + limit;
        }
        if (runs != null && !bench) {
            return "--runs goes with --bench";
        }
        if (runs != null && runs < 1) {
            return "--runs must be at least 1, not " + runs;
        }
        if (against != null && !bench) {
            return "--against goes with --bench";
        }
        if (against != null && heuristic != Heuristic.MIN_LENGTH) {
            return "--against compares with dlx1, which always branches on a shortest item: leave out --heuristic";
        }
        if (bench && heuristic == Heuristic.MIN_LENGTH_RANDOM) {
            return "--bench times the rules that count on every core; min-length-random counts on one";
        }
        if (seed != null && heuristic != Heuristic.MIN_LENGTH_RANDOM) {
            return "--seed seeds min-length-random's tie-break: give --heuristic min-length-random too";
        }
        if (threads != null && threads < 0) {
            return "--threads must be 0 (every core) or more, not " + threads;
        }
        if (threads != null && !countOnly && !bench) {
            return "--threads goes with --count or --bench";
        }
        boolean verbose = !show.isEmpty() || shape != null;
        if (verbose && (bench || printProblem)) {
            return "--show and --shape go with a search, not with --bench or --print-problem";
        }
        boolean manyThreads = threads != null && threads != 1;
        if (manyThreads && verbose) {
            return "--show and --shape follow the search in its order, which takes one thread: leave out --threads";
        }
        if (manyThreads && limit != null) {
            return "--limit counts the first N solutions in the search's order, which takes one thread: "
                    + "leave out --threads";
        }
        if (budget != null && manyThreads) {
            return "--budget stops one search where it stands, which takes one thread: leave out --threads";
        }
        if (budget != null && (bench || printProblem)) {
            return "--budget goes with solving and counting, not with --bench or --print-problem";
        }
        if (bench && printProblem) {
            return "give --bench or --print-problem, not both";
        }
        return null;
    }

    /**
     * The search modes' common end: {@code --stats}' line (after a blank line when it follows a
     * solution's options), then the exit status.
     */
    static int end(PrintWriter out, boolean stats, SearchStats counted, boolean afterSolutions, boolean stopped) {
        if (stats) {
            // A blank line keeps the figures apart from the last solution's options.
            out.print((afterSolutions ? "\n" : "") + counted.summary() + "\n");
        }
        out.flush();
        return stopped ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /** {@link #countingThreads()}, fewer when the heap cannot hold a copy of the links for each (said on stderr). */
    private int fittingThreads(ExactCoverProblem problem, PrintWriter err) {
        int wanted = countingThreads();
        if (wanted <= 1) {
            return wanted;
        }
        long heap = Runtime.getRuntime().maxMemory();
        int fit = CountingMemory.threads(problem, wanted, heap);
        if (fit < wanted) {
            err.printf(Locale.ROOT, "exact-cover: counting on %d thread%s, not %d: each holds a copy of the links "
                            + "(%,d MB here) and the Java heap's limit is %,d MB (-Xmx gives more)%n", fit,
                    fit == 1 ? "" : "s", wanted, CountingMemory.linksBytes(problem) >> 20, heap >> 20);
            err.flush();
        }
        return fit;
    }

    /**
     * Threads for counting: one when counting up to a limit (the first N solutions are those of
     * the search's order) or printing DLX1's lines (in the search's order), else
     * {@code --threads}, with 0 or nothing for every core.
     */
    private int countingThreads() {
        // a limit, DLX1's verbose lines, a random tie-break and a budget all follow the one search's order
        if (limit != null || !show.isEmpty() || shape != null || heuristic == Heuristic.MIN_LENGTH_RANDOM
                || budget != null) {
            return 1;
        }
        return threads == null || threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }

    /** picocli's hook for {@link Dlx1Show#parse}. */
    static final class ShowConverter implements picocli.CommandLine.ITypeConverter<Dlx1Show> {
        @Override
        public Dlx1Show convert(String value) {
            return Dlx1Show.parse(value).orElseThrow(() -> new picocli.CommandLine.TypeConversionException(
                    "'" + value + "' is not one of DLX1's outputs; use " + Dlx1Show.allTyped()));
        }
    }

    /** picocli's hook for {@link Heuristic#parse}. */
    static final class HeuristicConverter implements picocli.CommandLine.ITypeConverter<Heuristic> {
        @Override
        public Heuristic convert(String value) {
            return Heuristic.parse(value);
        }
    }
}
