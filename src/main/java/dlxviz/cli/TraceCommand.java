package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import dlxviz.text.Shown;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code trace}: prints the engine's event stream for a DLX1 problem, one event per line, with
 * item names and option labels, indented by search level, so a reader can follow every link.
 */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = {
            "Print every step of the dancing-links search on a DLX1 problem, one event per line: "
                    + "items chosen, covered and uncovered, headers unlinked and relinked, "
                    + "nodes hidden and restored, options tried and retracted, dead ends, solutions.",
            "Lines are indented two spaces per level (up to level " + TraceCommand.DEEPEST_INDENT + "); the links changed "
                    + "by a cover sit one step deeper. Names and options are shown with control characters "
                    + "escaped, and cut after " + Shown.MAX_SHOWN + " characters."},
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {ExitCode.OK + ":traced", ExitCode.INCOMPLETE + ":the output was closed (e.g. a pipe to head)", ExitCode.BAD_INPUT + ":bad input or usage",
            ExitCode.OUT_OF_MEMORY + ":out of memory (the message names the heap's limit and -Xmx)"})
public final class TraceCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "DLX1 file to trace, or - for standard input.")
    private String file;

    @Option(names = "--example", paramLabel = "NAME", description = "Trace a built-in example instead of a file.")
    private String example;

    @Option(names = "--limit", paramLabel = "N", converter = WholeNumber.LongConverter.class,
            description = "Stop after the N-th solution.")
    private Long limit;

    /** About 70 MB of text: more than anyone reads, and a pipe to grep still ends in seconds. */
    static final long DEFAULT_MAX_EVENTS = 1_000_000;

    @Option(names = "--max-events", paramLabel = "N", converter = WholeNumber.LongConverter.class,
            description = "Stop after N events (default " + DEFAULT_MAX_EVENTS + ", about 70 MB of text; "
                    + "0 for no limit).")
    private Long maxEvents;

    @Option(names = "--heuristic", paramLabel = "RULE", converter = ExactCoverCommand.HeuristicConverter.class,
            defaultValue = "min-length",
            description = "Item choice: min-length (DLX1's, default), min-length-fast or first-active.")
    private Heuristic heuristic;

    @Option(names = "--seed", paramLabel = "N",
            description = "The seed of min-length-random's tie-break (default 0).")
    private long seed;

    @Option(names = "--stats", description = "End with the line 'solutions=N nodes=N updates=N'.")
    private boolean stats;

    /**
     * The deepest level whose lines are indented further: a search thousands of levels deep would
     * otherwise print more spaces than events, and no one counts 32 steps of indent by eye.
     */
    static final int DEEPEST_INDENT = 32;

    private InputStream stdin = System.in;

    /** For tests: what {@code -} reads. */
    void setStandardInput(InputStream stdin) {
        this.stdin = stdin;
    }

    @Override
    public Integer call() {
        try {
            return trace();
        } catch (OutOfMemoryError e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("trace: out of memory; " + OutOfMemory.advice());
            err.flush();
            return ExitCode.OUT_OF_MEMORY;
        }
    }

    private Integer trace() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (limit != null && limit < 1) {
            err.println("trace: --limit must be at least 1, not " + limit);
            return ExitCode.BAD_INPUT;
        }
        if (maxEvents != null && maxEvents < 0) {
            err.println("trace: --max-events must be 0 (no limit) or more, not " + maxEvents);
            return ExitCode.BAD_INPUT;
        }
        ExactCoverInput.Loaded loaded;
        try {
            loaded = ExactCoverInput.load(file, example, stdin);
        } catch (BadInputException e) {
            err.println("trace: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        loaded.warnings().forEach(w -> err.println("trace: warning: " + w));
        err.flush();
        ExactCoverProblem problem = loaded.problem();
        Search search = new Search(problem, heuristic.choice());
        search.setTieBreakSeed(seed);
        EventText text = new EventText(search.torus());
        long solutionLimit = limit == null ? Long.MAX_VALUE : limit;
        long eventLimit = maxEvents == null ? DEFAULT_MAX_EVENTS : maxEvents == 0 ? Long.MAX_VALUE : maxEvents;
        StringBuilder line = new StringBuilder();
        long events = 0;
        SearchEvent event;
        while ((event = search.step()) != null) {
            // Events of a level sit at its depth; the link changes of a cover one step deeper.
            // a solution and the end at the search's level, a given's events at level 0's, link
            // events one deeper than the search's level, inside the cover that makes them
            int indent = event instanceof SolutionFound || event instanceof SearchFinished ? search.level()
                    : event.forced() ? 0
                    : event.hasLevel() ? event.level()
                    : search.level() + 1;
            line.setLength(0);
            line.append("  ".repeat(Math.min(indent, DEEPEST_INDENT))).append(text.describe(event)).append('\n');
            out.print(line);
            events++;
            // A closed pipe (| head) makes PrintWriter drop output silently; stop tracing then.
            if ((events & 1023) == 0 && out.checkError()) {
                return ExitCode.INCOMPLETE;
            }
            if (event instanceof SolutionFound found && found.number() >= solutionLimit && !search.isFinished()) {
                out.print("stopped after " + found.number() + " solution" + (found.number() == 1 ? "" : "s") + "\n");
                break;
            }
            if (events >= eventLimit && !search.isFinished()) {
                out.print("stopped after " + events + " events" + (maxEvents == null
                        ? ", the default limit: give --max-events N for more, or --max-events 0 for no limit" : "")
                        + "\n");
                break;
            }
        }
        if (stats) {
            out.print(search.stats().summary() + "\n");
        }
        out.flush();
        return ExitCode.OK;
    }
}
