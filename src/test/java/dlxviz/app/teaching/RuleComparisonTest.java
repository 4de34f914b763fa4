package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.cli.CliRun;
import dlxviz.engine.ItemChoice;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The comparison's figures are the command line's: {@code exact-cover --count --stats
 * --heuristic RULE} prints the same solutions, nodes and updates, and the two profiles sum to the
 * nodes.
 */
class RuleComparisonTest {

    /** Runs the comparison at once on this thread: no FX toolkit, no waiting. */
    private static RuleComparison direct() {
        return new RuleComparison(Runnable::run, Runnable::run);
    }

    private static String cliStats(String example, String heuristic, String... more) {
        String[] args = {"exact-cover", "--count", "--stats", "--heuristic", heuristic, "--example", example};
        String[] all = Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        CliRun run = CliRun.of(all);
        assertEquals(0, run.exitCode(), run.err());
        for (String line : (run.out() + "\n" + run.err()).split("\n")) {
            if (line.contains("solutions=")) {
                return line.trim();
            }
        }
        throw new AssertionError("no stats line in: " + run.out() + run.err());
    }

    private static RuleComparison compare(String example, ItemChoice a, ItemChoice b, long seed) throws Exception {
        LoadedProblem loaded = ProblemSources.example(example);
        RuleComparison comparison = direct();
        comparison.leftProperty().set(a);
        comparison.rightProperty().set(b);
        comparison.start(loaded, seed);
        assertFalse(comparison.runningProperty().get(), "the comparison ended");
        return comparison;
    }

    /** A view of both results hears of them once per publish, each time with the two of one slice. */
    @Test
    void theResultsTickOnceBothAreSet() throws Exception {
        LoadedProblem loaded = ProblemSources.example("queens8");
        RuleComparison comparison = direct();
        List<String> heard = new ArrayList<>();
        comparison.resultsProperty().addListener((o, was, is) -> {
            RuleComparison.Result a = comparison.leftResultProperty().get();
            RuleComparison.Result b = comparison.rightResultProperty().get();
            heard.add(a == null || b == null ? (a == b ? "none" : "half") : a.finished() + "/" + b.finished());
        });
        comparison.start(loaded, 1);
        assertFalse(heard.isEmpty());
        assertFalse(heard.contains("half"), heard.toString());
        assertEquals("true/true", heard.get(heard.size() - 1));
    }

    @Test
    void queensUnderBothRulesAsTheCommandLineCountsThem() throws Exception {
        RuleComparison comparison = compare("queens8", ItemChoice.MIN_LENGTH, ItemChoice.FIRST_ACTIVE, 1);
        RuleComparison.Result a = comparison.leftResultProperty().get();
        RuleComparison.Result b = comparison.rightResultProperty().get();
        assertTrue(a.finished() && b.finished());
        assertEquals(cliStats("queens8", "min-length"), a.stats().summary());
        assertEquals(cliStats("queens8", "first-active"), b.stats().summary());
        assertEquals(92, a.stats().solutions());
        assertTrue(b.stats().nodes() > a.stats().nodes(), "the heuristic makes the tree smaller");
        assertEquals(a.stats().nodes(), Arrays.stream(a.stats().profile()).sum(), "the profile counts every node");
        assertEquals("Both searches finished.", comparison.statusProperty().get());
    }

    @Test
    void randomTiesWithASeedAsTheCommandLineWithThatSeed() throws Exception {
        RuleComparison comparison = compare("langford7", ItemChoice.MIN_LENGTH, ItemChoice.MIN_LENGTH_RANDOM, 5);
        RuleComparison.Result b = comparison.rightResultProperty().get();
        assertEquals(cliStats("langford7", "min-length-random", "--seed", "5"), b.stats().summary());
    }

    @Test
    void cancelStopsTheRunAndSaysSo() throws Exception {
        LoadedProblem loaded = ProblemSources.example("pentomino6x10");
        java.util.List<Thread> workers = new java.util.ArrayList<>();
        java.util.concurrent.CountDownLatch working = new java.util.concurrent.CountDownLatch(1);
        // published figures are queued and dropped: only the cancel's own words must show
        RuleComparison comparison = new RuleComparison(work -> {
            Thread thread = new Thread(() -> {
                working.countDown();
                work.run();
            });
            workers.add(thread);
            thread.start();
        }, figures -> { });
        comparison.start(loaded, 1);
        assertTrue(working.await(10, TimeUnit.SECONDS), "the worker started"); // cancelled mid-run, not before
        comparison.cancel();
        assertFalse(comparison.runningProperty().get());
        assertEquals("Cancelled: the figures are those counted so far.", comparison.statusProperty().get());
        workers.get(0).join(TimeUnit.SECONDS.toMillis(10));
        assertFalse(workers.get(0).isAlive(), "the worker stops within a slice of the cancel");
    }
}
