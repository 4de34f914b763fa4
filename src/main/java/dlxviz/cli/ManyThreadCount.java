package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ParallelCount;
import dlxviz.engine.SearchStats;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code exact-cover --count} on more than one thread: the top of the tree split into parts,
 * each counted by a search of its own; a progress line on a terminal, the count so far on Ctrl-C.
 */
final class ManyThreadCount {
    private final ExactCoverProblem problem;
    private final Heuristic heuristic;
    private final int threads;
    private final boolean stats;

    ManyThreadCount(ExactCoverProblem problem, Heuristic heuristic, int threads, boolean stats) {
        this.problem = problem;
        this.heuristic = heuristic;
        this.threads = threads;
        this.stats = stats;
    }

    int run(PrintWriter out, PrintWriter err) {
        SearchStats counted;
        try (CountWatch watch = CountWatch.start(out, err)) {
            ParallelCount count = new ParallelCount(problem, heuristic.choice(), new int[0], threads);
            AtomicInteger subtreesDone = new AtomicInteger();
            AtomicInteger subtrees = new AtomicInteger();
            count.onProgress((done, all, solutions) -> {
                subtreesDone.set(done);
                subtrees.set(all);
            });
            watch.following(() -> String.format(Locale.ROOT, "%,d solutions so far, %,d of %,d parts of the tree "
                    + "counted on %d threads", count.solutionsSoFar(), subtreesDone.get(), subtrees.get(), threads));
            counted = count.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("exact-cover: interrupted while counting");
            return ExitCode.INCOMPLETE;
        }
        out.print(counted.solutions() + "\n");
        return ExactCoverCommand.end(out, stats, counted, false, false);
    }
}
