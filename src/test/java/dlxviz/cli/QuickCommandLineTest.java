package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@link QuickCommandLine} sets a command's options exactly as picocli does, defaults included,
 * and leaves to picocli every argument list it does not read itself.
 */
class QuickCommandLineTest {
    private static final List<List<String>> READ_HERE = List.of(
            List.of("count"), List.of("solve"), List.of("count", "--limit", "2", "a.txt"),
            List.of("count", "a.txt", "--limit=2", "b.txt", "-"), List.of("solve", "-", "--grid"),
            List.of("count", "--limit", "0", "--max-nodes", "5", "--threads", "1", "--method", "dlx", "x"),
            List.of("solve", "--method=bitmask", "--box", "2x3", "--notation", "letters", "--threads=2", "y"),
            List.of("count", "--limit", "007", "--max-nodes=0010", "ai-escargot"),
            List.of("solve", "--box=3x3", "--notation=auto", "--max-nodes", "999999999999999999", "f"),
            List.of("count", "--box", "bogus", "--notation", "nope", "z"));

    private static final List<List<String>> LEFT_TO_PICOCLI = List.of(
            List.of("count", "--help"), List.of("solve", "-h"), List.of("count", "--version"),
            List.of("count", "--limit", "2", "--limit", "3"), List.of("count", "--limit"), List.of("count", "--limit", "-1"),
            List.of("count", "--limit", "+2"), List.of("count", "--limit", "0x10"), List.of("count", "--limit", "2x"),
            List.of("count", "--limit="), List.of("count", "--grid"), List.of("solve", "--limit", "2"),
            List.of("solve", "--grid=true"), List.of("solve", "--method", "DLX"), List.of("solve", "--method", " dlx"),
            List.of("count", "@args.txt"), List.of("count", "'a b.txt'"), List.of("count", "--", "a.txt"),
            List.of("count", "-x"), List.of("count", "--threads", "1234567890"), List.of("count", "--max-nodes",
                    "9999999999999999999"), List.of("count", "--bogus", "1"), List.of("generate"), List.of("bench", "x"),
            List.of("--help"), List.of());

    @Test
    void plainArgumentsSetWhatPicocliSets() {
        for (List<String> run : READ_HERE) {
            String[] args = run.toArray(new String[0]);
            Object quick = QuickCommandLine.parse(args);
            assertNotNull(quick, String.join(" ", run));
            CommandLine cli = DlxCli.newCommandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
            CommandLine.ParseResult parsed = cli.parseArgs(args);
            Object picocli = parsed.subcommand().commandSpec().userObject();
            assertEquals(settings(picocli), settings(quick), String.join(" ", run));
        }
    }

    @Test
    void everythingElseIsLeftToPicocli() {
        for (List<String> run : LEFT_TO_PICOCLI) {
            assertNull(QuickCommandLine.parse(run.toArray(new String[0])), String.join(" ", run));
        }
    }

    @Test
    void aCommandRunTheQuickWayWritesWhatItWritesThroughPicocli() {
        String[] args = {"count", "--limit=3", "ai-escargot", "nosuch.txt", "easter-monster"};
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = QuickCommandLine.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        CliRun picocli = CliRun.of(args);
        assertEquals(picocli.exitCode() + picocli.out() + picocli.err(), code + out.toString() + err);
    }

    /** Every option a sudoku command holds, as text. */
    private static List<Object> settings(Object command) {
        List<Object> out = new ArrayList<>();
        if (command instanceof CountCommand) {
            CountCommand count = (CountCommand) command;
            out.addAll(List.of("count", String.valueOf(count.files), count.limit));
            add(out, count.source, count.method, count.effort, count.threads);
        } else {
            SolveCommand solve = (SolveCommand) command;
            out.addAll(List.of("solve", String.valueOf(solve.files), solve.grid));
            add(out, solve.source, solve.method, solve.effort, solve.threads);
        }
        return out;
    }

    private static void add(List<Object> out, PuzzleSource source, MethodOption method, EffortOption effort,
                            ThreadsOption threads) {
        out.add(String.valueOf(source.box));
        out.add(source.notation);
        out.add(method.method);
        out.add(effort.maxNodes);
        out.add(threads.threads);
    }
}
