package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code exact-cover --bench}: times the engine as DLX1 is timed, counting every solution of one
 * problem from the start, and reports updates per second (DLX1's unit) for several passes. With
 * {@code --against}, Knuth's {@code dlx1} searches the same problem after each pass of the engine,
 * so both meet the same load on the machine, and each round gives a ratio.
 */
final class EngineBench {
    /** How long searches run untimed first, so the JIT compiles the search loop. */
    static final double WARM_UP_SECONDS = 1.0;
    /**
     * Updates per search in the warm-up, about a second's worth: small problems are searched
     * whole, again and again, and a large one far enough to reach its deep levels, so the JIT
     * compiles for the branches of the whole search, not only of its first levels (with 100,000
     * per search, pentominoes ran up to 5% slower).
     */
    private static final long WARM_UP_BUDGET = 200_000_000;
    /** Below this a pass is mostly timer noise and start-up of the search. */
    private static final double SHORT_PASS_SECONDS = 0.1;
    /** Extra runs of dlx1 in the first round that time its start-up and input (one more in each round). */
    private static final int START_UP_RUNS = 3;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    /** One timed search. */
    record Pass(double seconds, double cpuSeconds, long solutions, long nodes, long updates) {
        double updatesPerSecond() {
            return updates / Math.max(seconds, 1e-9);
        }
    }

    /**
     * Warms up, then makes {@code runs} passes (each followed by a run of {@code dlx1} when it is
     * not null), printing each. Returns false when dlx1 counted differently from the engine.
     */
    boolean run(String name, ExactCoverProblem problem, ItemChoice choice, long solutionLimit, int runs,
                Dlx1Program dlx1, PrintWriter out) throws BadInputException {
        Search search = new Search(problem, choice);
        out.printf(Locale.ROOT, "bench %s: %,d items (%,d primary), %,d options; one thread, no observer%n", name,
                problem.itemCount(), problem.primaryCount(), problem.optionCount());
        out.printf(Locale.ROOT, "warm-up: about %.0f s of searching, untimed, so the JIT has compiled the engine%n",
                WARM_UP_SECONDS);
        out.flush();
        warmUp(search);
        List<Pass> passes = new ArrayList<>();
        List<Dlx1Program.Run> dlx1Runs = new ArrayList<>();
        double startUp = Double.MAX_VALUE;
        for (int r = 1; r <= runs; r++) {
            Pass pass = timedSearch(search, solutionLimit);
            passes.add(pass);
            String line = String.format(Locale.ROOT, "pass %d: %9.4f s  (cpu %.4f s)  %,8.1f M updates/s", r,
                    pass.seconds(), pass.cpuSeconds(), pass.updatesPerSecond() / 1e6);
            if (dlx1 != null) {
                Dlx1Program.Run other = dlx1.search();
                dlx1Runs.add(other);
                // its start-up and input, timed in every round as its searches are, fastest taken
                for (int k = 0; k < (r == 1 ? START_UP_RUNS : 1); k++) {
                    startUp = Math.min(startUp, dlx1.startUpSeconds());
                }
                line += String.format(Locale.ROOT, "  | dlx1 %9.4f s from start to exit", other.seconds());
            }
            out.println(line);
            out.flush();
        }
        printCounters(passes, out);
        double[] rates = sorted(passes.stream().mapToDouble(Pass::updatesPerSecond).toArray());
        Pass fastest = passes.stream().max(java.util.Comparator.comparingDouble(Pass::updatesPerSecond)).orElseThrow();
        out.printf(Locale.ROOT, "fastest of %d: %,.1f M updates/s (%.3f s); median %,.1f M updates/s%n", runs,
                fastest.updatesPerSecond() / 1e6, fastest.seconds(), median(rates) / 1e6);
        boolean agree = dlx1 == null || compare(passes, dlx1Runs, startUp, dlx1.name(), out);
        out.println("wall-clock time; the fastest pass is the one least disturbed by other load on the machine");
        if (fastest.seconds() < SHORT_PASS_SECONDS) {
            out.printf(Locale.ROOT, "passes under %.1f s are too short to time well: try a larger instance%n",
                    SHORT_PASS_SECONDS);
        }
        out.flush();
        return agree;
    }

    private Pass timedSearch(Search search, long solutionLimit) {
        search.reset();
        long cpu = cpuNow();
        long start = System.nanoTime();
        search.run(solutionLimit, Long.MAX_VALUE);
        return new Pass((System.nanoTime() - start) / 1e9, (cpuNow() - cpu) / 1e9, search.solutions(),
                search.nodes(), search.updates());
    }

    /** Searches from the start for about {@link #WARM_UP_SECONDS}, results discarded. */
    private static void warmUp(Search search) {
        long end = System.nanoTime() + (long) (WARM_UP_SECONDS * 1e9);
        do {
            search.reset();
            search.run(Long.MAX_VALUE, WARM_UP_BUDGET);
        } while (System.nanoTime() < end);
    }

    /** The search is deterministic, so every pass counts the same; say so only after checking. */
    private static void printCounters(List<Pass> passes, PrintWriter out) {
        String counters = countersOf(passes.get(0));
        if (passes.stream().allMatch(pass -> countersOf(pass).equals(counters))) {
            out.println("every pass: " + counters + " (DLX1's counters)");
        } else {
            for (int r = 0; r < passes.size(); r++) {
                out.println("pass " + (r + 1) + " counted " + countersOf(passes.get(r)) + ": the passes disagree");
            }
        }
    }

    /**
     * The rates side by side, and whether dlx1 found as many solutions with as many updates.
     * Nodes are shown, not compared: Knuth's dlx1 of 2017 does not count a solution as a node.
     */
    private static boolean compare(List<Pass> passes, List<Dlx1Program.Run> runs, double startUp, String name,
                                   PrintWriter out) {
        out.printf(Locale.ROOT, "dlx1 (%s, the problem on its standard input): start-up and input take %.4f s "
                + "(fastest of %d runs with T0, one after each search), taken off each of its times%n", name, startUp,
                runs.size() + START_UP_RUNS - 1);
        Pass ours = passes.get(0);
        boolean agree = true;
        for (Dlx1Program.Run run : runs) {
            agree &= run.solutions() == ours.solutions() && run.updates() == ours.updates();
        }
        Dlx1Program.Run theirs = runs.get(0);
        out.printf(Locale.ROOT, "dlx1 counted solutions=%d nodes=%d updates=%d: %s%n", theirs.solutions(),
                theirs.nodes(), theirs.updates(), agree
                        ? "the same solutions and updates as the engine"
                        : "NOT the same solutions and updates as the engine, so the rates do not compare");
        double[] rates = new double[runs.size()];
        double[] ratios = new double[runs.size()];
        for (int r = 0; r < runs.size(); r++) {
            double seconds = Math.max(runs.get(r).seconds() - startUp, 1e-9);
            rates[r] = runs.get(r).updates() / seconds;
            ratios[r] = passes.get(r).updatesPerSecond() / rates[r];
        }
        double[] sortedRates = sorted(rates);
        double fastestDlx1 = sortedRates[sortedRates.length - 1];
        double fastestEngine = passes.stream().mapToDouble(Pass::updatesPerSecond).max().orElseThrow();
        StringBuilder each = new StringBuilder();
        for (double ratio : ratios) {
            each.append(each.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.3f", ratio));
        }
        out.printf(Locale.ROOT, "dlx1 fastest %,.1f M updates/s, median %,.1f%n", fastestDlx1 / 1e6,
                median(sortedRates) / 1e6);
        out.printf(Locale.ROOT, "engine/dlx1: %.3f fastest against fastest, %.3f median of the rounds%s%n",
                fastestEngine / fastestDlx1, median(sorted(ratios)),
                ratios.length <= 12 ? " (each round: " + each + ")" : "");
        return agree;
    }

    private static String countersOf(Pass pass) {
        return String.format(Locale.ROOT, "solutions=%d nodes=%d updates=%d", pass.solutions(), pass.nodes(),
                pass.updates());
    }

    private static double[] sorted(double[] values) {
        double[] copy = values.clone();
        Arrays.sort(copy);
        return copy;
    }

    /** The median of sorted values. */
    private static double median(double[] sorted) {
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private long cpuNow() {
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
