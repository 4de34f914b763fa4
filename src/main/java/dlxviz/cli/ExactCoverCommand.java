package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ParallelCount;
import dlxviz.engine.Search;
import dlxviz.engine.SearchStats;
import dlxviz.engine.StopReason;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Dlx1Show;
import dlxviz.problems.Dlx1Verbose;
import dlxviz.problems.Examples;
import dlxviz.sudoku.PuzzleLibrary;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
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
        exitCodeList = {"0:solved (also when there is no solution: 'Altogether 0 solutions' on standard error, as DLX1)",
            "1:--budget stopped the search before its end, or the output was closed (e.g. a pipe to head)",
            "2:bad input or usage",
            "3:out of memory while solving (the message names the heap's limit and -Xmx)"})
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

    @Override
    public Integer call() {
        try {
            return solve();
        } catch (OutOfMemoryError | IllegalStateException e) {
            if (!OutOfMemory.isCause(e)) {
                throw e;
            }
            // The problem and its links are garbage by now: there is room for the message.
            PrintWriter err = spec.commandLine().getErr();
            err.println("exact-cover: out of memory while solving; " + OutOfMemory.advice()
                    + (threadsUsed > 1 ? ", or count on one thread (--threads 1): each thread holds a copy "
                    + "of the links" : ""));
            err.flush();
            return 3;
        }
    }

    private Integer solve() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (listExamples) {
            for (String name : Examples.names()) {
                out.println(name + "  " + Examples.description(name).orElse(""));
            }
            out.println("queensN, langfordN, pentominoHxW  the same for other sizes (e.g. queens12, pentomino6x10)");
            for (PuzzleLibrary.Entry sudoku : PuzzleLibrary.entries()) {
                out.println(sudoku.name() + "  sudoku: " + sudoku.description());
            }
            out.flush();
            return 0;
        }
        if (limit != null && limit < 1) {
            err.println("exact-cover: --limit must be at least 1, not " + limit);
            return 2;
        }
        if (runs != null && !bench) {
            err.println("exact-cover: --runs goes with --bench");
            return 2;
        }
        if (runs != null && runs < 1) {
            err.println("exact-cover: --runs must be at least 1, not " + runs);
            return 2;
        }
        if (against != null && !bench) {
            err.println("exact-cover: --against goes with --bench");
            return 2;
        }
        if (against != null && heuristic != Heuristic.MIN_LENGTH) {
            err.println("exact-cover: --against compares with dlx1, which always branches on a shortest item: "
                    + "leave out --heuristic");
            return 2;
        }
        if (bench && heuristic == Heuristic.MIN_LENGTH_RANDOM) {
            err.println("exact-cover: --bench times the rules that count on every core; min-length-random counts on one");
            return 2;
        }
        if (seed != null && heuristic != Heuristic.MIN_LENGTH_RANDOM) {
            err.println("exact-cover: --seed seeds min-length-random's tie-break: give --heuristic min-length-random too");
            return 2;
        }
        if (threads != null && threads < 0) {
            err.println("exact-cover: --threads must be 0 (every core) or more, not " + threads);
            return 2;
        }
        if (threads != null && !countOnly && !bench) {
            err.println("exact-cover: --threads goes with --count or --bench");
            return 2;
        }
        boolean verbose = !show.isEmpty() || shape != null;
        if (verbose && (bench || printProblem)) {
            err.println("exact-cover: --show and --shape go with a search, not with --bench or --print-problem");
            return 2;
        }
        if (threads != null && threads != 1 && verbose) {
            err.println("exact-cover: --show and --shape follow the search in its order, which takes one thread: "
                    + "leave out --threads");
            return 2;
        }
        if (threads != null && threads != 1 && limit != null) {
            err.println("exact-cover: --limit counts the first N solutions in the search's order, which takes one "
                    + "thread: leave out --threads");
            return 2;
        }
        if (budget != null && threads != null && threads != 1) {
            err.println("exact-cover: --budget stops one search where it stands, which takes one thread: "
                    + "leave out --threads");
            return 2;
        }
        if (budget != null && (bench || printProblem)) {
            err.println("exact-cover: --budget goes with solving and counting, not with --bench or --print-problem");
            return 2;
        }
        if (bench && printProblem) {
            err.println("exact-cover: give --bench or --print-problem, not both");
            return 2;
        }
        ExactCoverInput.Loaded loaded;
        try {
            loaded = ExactCoverInput.load(file, example, stdin);
        } catch (BadInputException e) {
            err.println("exact-cover: " + e.getMessage());
            return 2;
        }
        loaded.warnings().forEach(w -> err.println("exact-cover: warning: " + w));
        err.flush();
        ExactCoverProblem problem = loaded.problem();
        if (printProblem) {
            try {
                out.print(Dlx1Format.toText(problem));
            } catch (IllegalArgumentException e) {
                err.println("exact-cover: cannot write this problem in DLX1 format: " + e.getMessage());
                return 2;
            }
            out.flush();
            return 0;
        }
        long wanted = limit == null ? Long.MAX_VALUE : limit;
        if (bench) {
            return bench(problem, wanted, out, err);
        }
        SearchStats counted;
        boolean stopped = false;
        int counting = countOnly ? fittingThreads(problem, err) : 1;
        threadsUsed = counting;
        if (counting > 1) {
            try (CountWatch watch = CountWatch.start(out, err)) {
                ParallelCount count = new ParallelCount(problem, heuristic.choice(), new int[0], counting);
                AtomicInteger subtreesDone = new AtomicInteger();
                AtomicInteger subtrees = new AtomicInteger();
                count.onProgress((done, all, solutions) -> {
                    subtreesDone.set(done);
                    subtrees.set(all);
                });
                watch.following(() -> String.format(Locale.ROOT, "%,d solutions so far, %,d of %,d parts of the tree "
                        + "counted on %d threads", count.solutionsSoFar(), subtreesDone.get(), subtrees.get(), counting));
                counted = count.run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                err.println("exact-cover: interrupted while counting");
                return 1;
            }
            out.print(counted.solutions() + "\n");
        } else {
            Search search = new Search(problem, heuristic.choice());
            search.setTieBreakSeed(seed == null ? 0 : seed);
            Budget.Spending spending = new Budget.Spending(budget, search);
            Dlx1Outputs dlx1Lines = null;
            if (verbose) {
                try {
                    dlx1Lines = Dlx1Outputs.start(search, Set.copyOf(show), shape, err);
                } catch (BadInputException e) {
                    err.println("exact-cover: " + e.getMessage());
                    return 2;
                }
            }
            if (countOnly) {
                try (CountWatch watch = CountWatch.start(out, err)) {
                    spending.watchedBy(() -> watch.update(() -> String.format(Locale.ROOT,
                            "%,d solutions so far, %,d updates", search.solutions(), search.updates())));
                    spending.run(wanted);
                }
                out.print(spending.stopped() ? stoppedLine(search, "at least " + search.solutions() + " solutions")
                        : search.solutions() + "\n");
            } else {
                if (!printSolutions(search, spending, problem, wanted, out)) {
                    return 1;
                }
                if (spending.stopped()) {
                    out.print((search.solutions() == 0 ? "" : "\n")
                            + stoppedLine(search, search.solutions() + " solutions so far"));
                } else if (search.solutions() == 0 && show.isEmpty()) {
                    // DLX1 says so on standard error, where --show basics puts its line: not silence
                    err.flush();
                    new Dlx1Verbose(search.torus(), Set.of(Dlx1Show.BASICS), line -> err.print(line + "\n"), null)
                            .finish(search.stats());
                    err.flush();
                }
            }
            counted = search.stats();
            stopped = spending.stopped();
            if (dlx1Lines != null && !dlx1Lines.finish(counted)) {
                return 1;
            }
        }
        if (stats) {
            // A blank line keeps the figures apart from the last solution's options.
            out.print((countOnly || counted.solutions() == 0 || stopped ? "" : "\n") + counted.summary() + "\n");
        }
        out.flush();
        return stopped ? 1 : 0;
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

    /** "stopped by --budget 10s after 123456 updates: 3 solutions so far". */
    private String stoppedLine(Search search, String found) {
        return "stopped by --budget " + budget.text() + " after " + search.updates() + " updates: " + found + "\n";
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

    /**
     * {@code --bench}, alone or {@code --against} dlx1 on a copy of the problem in DLX1 format,
     * which this program, started again, counts too for the whole-process times.
     */
    private int bench(ExactCoverProblem problem, long wanted, PrintWriter out, PrintWriter err) {
        String name = example != null ? example : file.equals("-") ? "<stdin>" : file;
        Path copy = null;
        try {
            Dlx1Program dlx1 = null;
            OwnProcess own = null;
            if (against != null) {
                copy = Files.createTempFile("dlx-visualizer-bench", ".dlx");
                Files.writeString(copy, Dlx1Format.toText(problem));
                dlx1 = new Dlx1Program(against, copy, wanted);
                own = new OwnProcess(copy, wanted, countingThreads());
            }
            boolean agree = new EngineBench().run(name, problem, heuristic.choice(), wanted, runs == null ? 5 : runs,
                    countingThreads(), dlx1, own, out);
            return agree ? 0 : 1;
        } catch (BadInputException e) {
            out.flush();
            err.println("exact-cover: " + e.getMessage());
            return 2;
        } catch (IllegalArgumentException e) {
            err.println("exact-cover: cannot write this problem in DLX1 format for dlx1: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("exact-cover: cannot write the problem for dlx1 to a temporary file: " + e.getMessage());
            return 2;
        } finally {
            if (copy != null) {
                try {
                    Files.deleteIfExists(copy);
                } catch (IOException e) {
                    err.println("exact-cover: warning: could not delete " + copy);
                }
            }
        }
    }

    /** Prints the solutions; false when the output went away (a closed pipe). */
    private static boolean printSolutions(Search search, Budget.Spending spending, ExactCoverProblem problem, long wanted,
                                          PrintWriter out) {
        StringBuilder text = new StringBuilder();
        for (long found = 0; found < wanted && spending.run(1) == StopReason.SOLUTION_LIMIT; found++) {
            text.setLength(0);
            if (found > 0) {
                text.append('\n');
            }
            for (int option : search.currentOptions()) {
                text.append(problem.optionLabel(option)).append('\n');
            }
            out.print(text);
            // A closed pipe (| head) makes PrintWriter drop output silently; stop searching then.
            if (found % 64 == 63 && out.checkError()) {
                return false;
            }
        }
        return true;
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
