package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.ParallelCount;
import dlxviz.engine.Search;
import dlxviz.engine.SearchStats;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code exact-cover --bench}: times the engine as DLX1 is timed, counting every solution of one
 * problem from the start, and reports updates per second (DLX1's unit) for several passes: on
 * one thread, then on several ({@link ParallelCount}). With {@code --against}, Knuth's
 * {@code dlx1} searches the same problem after each pass of the engine, and this program, started
 * again as a whole process, counts the same file after each parallel pass, so all meet the same
 * load on the machine, and each round gives ratios: of rates, and of whole-process times.
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
    /** The workers' busy time in the last parallel pass (the tail: how long one searched alone). */
    private ParallelCount.Timing lastTiming;

    /** One timed search. */
    record Pass(double seconds, double cpuSeconds, long solutions, long nodes, long updates) {
        double updatesPerSecond() {
            return updates / Math.max(seconds, 1e-9);
        }
    }

    /**
     * Warms up, then makes {@code runs} rounds, printing each: a pass on one thread (followed by a
     * run of {@code dlx1} when it is not null), then, when {@code threads > 1} and every solution
     * is counted, a pass on {@code threads} threads; last a whole run of {@code own} when it is not
     * null. Returns false when the passes, dlx1 or the whole process counted differently.
     */
    boolean run(String name, ExactCoverProblem problem, ItemChoice choice, long solutionLimit, int runs, int threads,
                Dlx1Program dlx1, OwnProcess own, PrintWriter out) throws BadInputException {
        Search search = new Search(problem, choice);
        boolean parallel = threads > 1 && solutionLimit == Long.MAX_VALUE;
        out.printf(Locale.ROOT, "bench %s: %,d items (%,d primary), %,d options; no observer; %s%n", name,
                problem.itemCount(), problem.primaryCount(), problem.optionCount(), parallel
                        ? "one thread, then " + threads + " threads (ParallelCount)"
                        : threads > 1 ? "one thread (--limit counts in the search's order, which takes one thread)"
                        : "one thread");
        out.println("machine: " + machineLoad(true));
        out.printf(Locale.ROOT, "warm-up: about %.0f s of searching, untimed, so the JIT has compiled the engine%n",
                WARM_UP_SECONDS);
        out.flush();
        warmUp(search);
        List<Pass> passes = new ArrayList<>();
        List<Pass> parallelPasses = new ArrayList<>();
        List<Dlx1Program.Run> dlx1Runs = new ArrayList<>();
        List<OwnProcess.Run> ownRuns = new ArrayList<>();
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
            if (parallel) {
                out.println(line);
                out.flush();
                Pass wide = timedParallelCount(problem, choice, threads);
                parallelPasses.add(wide);
                line = String.format(Locale.ROOT, "pass %d, %d threads: %9.4f s  %,8.1f M updates/s (%.2fx one thread)",
                        r, threads, wide.seconds(), wide.updatesPerSecond() / 1e6,
                        wide.updatesPerSecond() / pass.updatesPerSecond());
                line += busy(lastTiming);
            }
            if (own != null) { // after the engine's pass with as many threads as it uses
                OwnProcess.Run whole = own.count();
                ownRuns.add(whole);
                line += String.format(Locale.ROOT, "  | java %9.4f s from start to exit", whole.seconds());
            }
            out.println(line);
            out.flush();
        }
        boolean agree = printCounters(passes, parallelPasses, out);
        double[] rates = sorted(passes.stream().mapToDouble(Pass::updatesPerSecond).toArray());
        Pass fastest = fastest(passes);
        out.printf(Locale.ROOT, "fastest of %d: %,.1f M updates/s (%.3f s); median %,.1f M updates/s%n", runs,
                fastest.updatesPerSecond() / 1e6, fastest.seconds(), median(rates) / 1e6);
        if (parallel) {
            Pass wide = fastest(parallelPasses);
            out.printf(Locale.ROOT, "%d threads: fastest %,.1f M updates/s (%.3f s); median %,.1f M updates/s; "
                            + "%.2fx the fastest pass on one thread%n", threads, wide.updatesPerSecond() / 1e6,
                    wide.seconds(), median(sorted(parallelPasses.stream().mapToDouble(Pass::updatesPerSecond)
                            .toArray())) / 1e6, wide.updatesPerSecond() / fastest.updatesPerSecond());
        }
        if (dlx1 != null) {
            agree &= compare(passes, parallelPasses, threads, dlx1Runs, startUp, dlx1.name(), out);
        }
        if (own != null) {
            agree &= compareWholeProcesses(passes.get(0), ownRuns, dlx1Runs, own, out);
        }
        out.println("machine at the end: " + machineLoad(false));
        out.println("wall-clock time; the fastest pass is the one least disturbed by other load on the machine");
        if (fastest.seconds() < SHORT_PASS_SECONDS) {
            out.printf(Locale.ROOT, "passes under %.1f s are too short to time well: try a larger instance%n",
                    SHORT_PASS_SECONDS);
        }
        out.flush();
        return agree;
    }

    /**
     * The processors and the load average: other programs that keep a core busy halve what two
     * threads can do on two cores (and take the whole-process ratios with them), so say so.
     */
    private static String machineLoad(boolean atStart) {
        int cores = Runtime.getRuntime().availableProcessors();
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        String note = !atStart ? " (this bench's own threads included)"
                : load >= 0.5 ? " (other programs were running just now: the figures may be disturbed)" : "";
        return String.format(Locale.ROOT, "%d cores, load average %s over the last minute%s", cores,
                load < 0 ? "unknown" : String.format(Locale.ROOT, "%.2f", load), note);
    }

    /** Each worker's time searching against the workers' time, and the parts that changed hands. */
    private static String busy(ParallelCount.Timing timing) {
        if (timing == null) {
            return "";
        }
        StringBuilder each = new StringBuilder();
        for (double seconds : timing.busy()) {
            each.append(each.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.3f", seconds));
        }
        return String.format(Locale.ROOT, " [workers busy %s s of %.3f s; %d parts given away]", each,
                timing.seconds(), timing.partsGiven());
    }

    private static Pass fastest(List<Pass> passes) {
        return passes.stream().max(java.util.Comparator.comparingDouble(Pass::updatesPerSecond)).orElseThrow();
    }

    /** One count on {@code threads} threads, from the start, timed from the call to the return. */
    private Pass timedParallelCount(ExactCoverProblem problem, ItemChoice choice, int threads) {
        long start = System.nanoTime();
        SearchStats stats;
        try {
            ParallelCount count = new ParallelCount(problem, choice, new int[0], threads);
            stats = count.run();
            lastTiming = count.timing();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while counting", e);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return new Pass(seconds, Double.NaN, stats.solutions(), stats.nodes(), stats.updates());
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

    /**
     * The search is deterministic, and a parallel count counts as one thread does, so every pass
     * counts the same; say so only after checking. Returns whether they agree.
     */
    private static boolean printCounters(List<Pass> passes, List<Pass> parallelPasses, PrintWriter out) {
        String counters = countersOf(passes.get(0));
        boolean agree = passes.stream().allMatch(pass -> countersOf(pass).equals(counters))
                && parallelPasses.stream().allMatch(pass -> countersOf(pass).equals(counters));
        if (agree) {
            out.println("every pass: " + counters + " (DLX1's counters)"
                    + (parallelPasses.isEmpty() ? "" : ", on one thread and on several"));
        } else {
            for (int r = 0; r < passes.size(); r++) {
                out.println("pass " + (r + 1) + " counted " + countersOf(passes.get(r)) + ": the passes disagree");
            }
            for (int r = 0; r < parallelPasses.size(); r++) {
                out.println("pass " + (r + 1) + " on several threads counted " + countersOf(parallelPasses.get(r))
                        + ": the passes disagree");
            }
        }
        return agree;
    }

    /**
     * The rates side by side, and whether dlx1 found as many solutions with as many updates.
     * Nodes are shown, not compared: Knuth's dlx1 of 2017 does not count a solution as a node
     * (the dlx1.w of ascherer/cwebtest, 2023, does, as the engine does).
     */
    private static boolean compare(List<Pass> passes, List<Pass> parallelPasses, int threads,
                                   List<Dlx1Program.Run> runs, double startUp, String name, PrintWriter out) {
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
        for (int r = 0; r < runs.size(); r++) {
            double seconds = Math.max(runs.get(r).seconds() - startUp, 1e-9);
            rates[r] = runs.get(r).updates() / seconds;
        }
        double[] sortedRates = sorted(rates);
        out.printf(Locale.ROOT, "dlx1 fastest %,.1f M updates/s, median %,.1f%n", sortedRates[sortedRates.length - 1] / 1e6,
                median(sortedRates) / 1e6);
        printRatios("engine/dlx1", passes.stream().mapToDouble(Pass::updatesPerSecond).toArray(), rates, out);
        if (!parallelPasses.isEmpty()) {
            printRatios("engine on " + threads + " threads/dlx1",
                    parallelPasses.stream().mapToDouble(Pass::updatesPerSecond).toArray(), rates, out);
        }
        return agree;
    }

    /**
     * The whole-process times of this program (started again) and of dlx1, both from start to
     * exit, reading the same file, and whether this program's process counted as the engine did.
     */
    private static boolean compareWholeProcesses(Pass ours, List<OwnProcess.Run> runs, List<Dlx1Program.Run> dlx1Runs,
                                                 OwnProcess own, PrintWriter out) {
        boolean agree = runs.stream().allMatch(run -> run.solutions() == ours.solutions()
                && run.nodes() == ours.nodes() && run.updates() == ours.updates());
        double[] java = runs.stream().mapToDouble(OwnProcess.Run::seconds).toArray();
        double[] dlx1 = dlx1Runs.stream().mapToDouble(Dlx1Program.Run::seconds).toArray();
        out.printf(Locale.ROOT, "whole process, from start to exit, each reading the same file: '%s' fastest %.3f s, "
                + "median %.3f s%s; dlx1 fastest %.3f s, median %.3f s%n", own.shownCommand(), sorted(java)[0],
                median(sorted(java)), agree ? "" : " (it did NOT count as the engine did)", sorted(dlx1)[0],
                median(sorted(dlx1)));
        // times, not rates: the inverse ratio, so that below 1 means faster than dlx1
        double[] ratios = new double[java.length];
        for (int r = 0; r < java.length; r++) {
            ratios[r] = java[r] / dlx1[r];
        }
        out.printf(Locale.ROOT, "java/dlx1 whole-process time: %.3f fastest against fastest, %.3f median of the "
                        + "rounds%s%n", sorted(java)[0] / sorted(dlx1)[0], median(sorted(ratios)), eachRound(ratios));
        return agree;
    }

    /** Rate ratios: fastest against fastest, and the median of the rounds' ratios. */
    private static void printRatios(String label, double[] ours, double[] theirs, PrintWriter out) {
        double[] ratios = new double[ours.length];
        for (int r = 0; r < ours.length; r++) {
            ratios[r] = ours[r] / theirs[r];
        }
        out.printf(Locale.ROOT, "%s: %.3f fastest against fastest, %.3f median of the rounds%s%n", label,
                sorted(ours)[ours.length - 1] / sorted(theirs)[theirs.length - 1], median(sorted(ratios)),
                eachRound(ratios));
    }

    private static String eachRound(double[] ratios) {
        if (ratios.length > 12) {
            return "";
        }
        StringBuilder each = new StringBuilder();
        for (double ratio : ratios) {
            each.append(each.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.3f", ratio));
        }
        return " (each round: " + each + ")";
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
