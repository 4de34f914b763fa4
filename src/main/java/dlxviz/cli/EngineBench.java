package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code exact-cover --bench}: times the engine as DLX1 is timed, counting every solution of one
 * problem from the start, and reports updates per second (DLX1's unit) for several passes. The
 * same file can be given to Knuth's {@code dlx1} for a like-for-like comparison.
 */
final class EngineBench {
    /** How long partial searches run untimed first, so the JIT compiles the search loop. */
    static final double WARM_UP_SECONDS = 1.0;
    /** Updates per partial search in the warm-up: short, so the search loop is entered often. */
    private static final long WARM_UP_BUDGET = 100_000;
    /** Below this a pass is mostly timer noise and start-up of the search. */
    private static final double SHORT_PASS_SECONDS = 0.1;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    /** One timed search. */
    record Pass(double seconds, double cpuSeconds, long solutions, long nodes, long updates) {
        double updatesPerSecond() {
            return updates / Math.max(seconds, 1e-9);
        }
    }

    /** Warms up, then makes {@code runs} passes, printing each; returns them for the summary. */
    List<Pass> run(String name, ExactCoverProblem problem, ItemChoice choice, long solutionLimit, int runs,
                   PrintWriter out) {
        Search search = new Search(problem, choice);
        out.printf(Locale.ROOT, "bench %s: %,d items (%,d primary), %,d options; one thread, no observer%n", name,
                problem.itemCount(), problem.primaryCount(), problem.optionCount());
        out.printf(Locale.ROOT, "warm-up: %.1f s of partial searches, untimed, so the JIT has compiled the engine%n",
                WARM_UP_SECONDS);
        out.flush();
        warmUp(search);
        List<Pass> passes = new ArrayList<>();
        for (int r = 1; r <= runs; r++) {
            search.reset();
            long cpu = cpuNow();
            long start = System.nanoTime();
            search.run(solutionLimit, Long.MAX_VALUE);
            Pass pass = new Pass((System.nanoTime() - start) / 1e9, (cpuNow() - cpu) / 1e9, search.solutions(),
                    search.nodes(), search.updates());
            passes.add(pass);
            out.printf(Locale.ROOT, "pass %d: %9.4f s  (cpu %.4f s)  %,8.1f M updates/s%n", r, pass.seconds(),
                    pass.cpuSeconds(), pass.updatesPerSecond() / 1e6);
            out.flush();
        }
        // The search is deterministic, so every pass counts the same; say so only after checking.
        String counters = countersOf(passes.get(0));
        if (passes.stream().allMatch(pass -> countersOf(pass).equals(counters))) {
            out.println("every pass: " + counters + " (DLX1's counters)");
        } else {
            for (int r = 0; r < passes.size(); r++) {
                out.println("pass " + (r + 1) + " counted " + countersOf(passes.get(r)) + ": the passes disagree");
            }
        }
        Pass fastest = passes.stream().max(java.util.Comparator.comparingDouble(Pass::updatesPerSecond)).orElseThrow();
        out.printf(Locale.ROOT, "fastest of %d: %,.1f M updates/s (%.3f s); median %,.1f M updates/s%n", runs,
                fastest.updatesPerSecond() / 1e6, fastest.seconds(), median(passes) / 1e6);
        out.println("wall-clock time; the fastest pass is the one least disturbed by other load on the machine");
        if (fastest.seconds() < SHORT_PASS_SECONDS) {
            out.printf(Locale.ROOT, "passes under %.1f s are too short to time well: try a larger instance%n",
                    SHORT_PASS_SECONDS);
        }
        out.flush();
        return passes;
    }

    /** Partial searches from the start for about {@link #WARM_UP_SECONDS}, results discarded. */
    private static void warmUp(Search search) {
        long end = System.nanoTime() + (long) (WARM_UP_SECONDS * 1e9);
        do {
            search.reset();
            search.run(Long.MAX_VALUE, WARM_UP_BUDGET);
        } while (System.nanoTime() < end);
    }

    private static String countersOf(Pass pass) {
        return String.format(Locale.ROOT, "solutions=%d nodes=%d updates=%d", pass.solutions(), pass.nodes(),
                pass.updates());
    }

    private static double median(List<Pass> passes) {
        double[] rates = passes.stream().mapToDouble(Pass::updatesPerSecond).sorted().toArray();
        int middle = rates.length / 2;
        return rates.length % 2 == 1 ? rates[middle] : (rates[middle - 1] + rates[middle]) / 2;
    }

    private long cpuNow() {
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
