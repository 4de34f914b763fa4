package dlxviz.cli;

import dlxviz.sudoku.BacktrackingSolver;
import dlxviz.sudoku.BandSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.PuzzleReader;
import dlxviz.sudoku.SolveResult;
import dlxviz.sudoku.SudokuCounter;
import dlxviz.sudoku.SudokuCounter.Method;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench FILE [--limit N]}: Algorithm X on bitmask items and on dancing links, against plain
 * backtracking, every puzzle counted to 2 solutions (the uniqueness check). Backtracking runs on an
 * evenly spaced sample with a node cap per puzzle, because on hard puzzles it takes minutes; the
 * output says so.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Benchmarks Algorithm X with the shortest-list rule on two data structures, bitmask items "
                + "and DLX's torus (both built once per box shape), and on 9x9 files the digit-bands solver "
                + "(method bands, the default of solve and count), against plain backtracking (first empty cell, "
                + "digits in order): puzzles per second and average search nodes, every puzzle counted to 2 "
                + "solutions (uniqueness check included).",
            "Backtracking runs on a sample with a node cap per puzzle; the other solvers are also timed on that "
                + "sample for like-for-like ratios. One thread. A progress bar shows on stderr after a second."})
public final class BenchCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "1", description = "A puzzle file (any format solve reads), or '-'.")
    String file;

    @Option(names = "--limit", paramLabel = "N", description = "Use only the first N puzzles of the file.")
    Integer limit;

    @Option(names = "--sample", paramLabel = "K", defaultValue = "100",
            description = "Puzzles (evenly spaced) for backtracking; 0 skips it (default ${DEFAULT-VALUE}).")
    int sample;

    @Option(names = "--cap", paramLabel = "NODES", defaultValue = "1000000",
            description = "Backtracking node cap per puzzle (default ${DEFAULT-VALUE}).")
    long cap;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "10000",
            description = "Puzzles solved once, untimed, before timing, so the JIT has compiled the solver (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "5",
            description = "Timed passes over the whole file per solver, taken in turn; the fastest is shown, "
                    + "every pass's figure listed (default ${DEFAULT-VALUE}).")
    int runs;

    @Mixin
    PuzzleSource source;

    @Spec
    CommandSpec spec;

    /** The first option out of its range, named with its value; null when all are in range. */
    private String badOption() {
        if (limit != null && limit < 1) {
            return "--limit must be at least 1, not " + limit;
        }
        if (sample < 0) {
            return "--sample must be 0 (no backtracking) or more, not " + sample;
        }
        if (cap < 1) {
            return "--cap must be at least 1, not " + cap;
        }
        if (warmup < 0) {
            return "--warmup must be 0 or more, not " + warmup;
        }
        return runs < 1 ? "--runs must be at least 1, not " + runs : null;
    }

    /** Invalid puzzles named one by one; the rest are counted. */
    private static final int SKIPPED_SHOWN = 3;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String bad = badOption();
        if (bad != null) {
            err.println("bench: " + bad);
            return ExitCode.BAD_INPUT;
        }
        long readStart = System.nanoTime();
        List<Grid> puzzles = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        int invalid = 0;
        try (PuzzleReader reader = source.open(file, source.readOptions())) {
            for (PuzzleEntry entry = reader.next(); entry != null && (limit == null || puzzles.size() < limit);
                    entry = reader.next()) {
                String reason = SudokuRunner.invalidReason(entry, null);
                if (reason == null) {
                    puzzles.add(entry.puzzle().grid());
                } else if (++invalid <= SKIPPED_SHOWN) {
                    skipped.add(reason);
                }
            }
        } catch (BadInputException | IllegalArgumentException e) {
            err.println("bench: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (IOException e) {
            err.println("bench: cannot read " + PuzzleSource.describe(file) + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        double readSeconds = (System.nanoTime() - readStart) / 1e9;
        if (puzzles.isEmpty()) {
            err.println("bench: no valid puzzle in " + file + (invalid > 0 ? " (" + invalid + " invalid)" : ""));
            skipped.forEach(reason -> err.println("bench: skipped " + reason));
            return ExitCode.BAD_INPUT;
        }
        out.printf(Locale.ROOT, "bench %s: %,d puzzles%s, read in %.2f s%n", file, puzzles.size(),
                invalid > 0 ? " (" + invalid + " invalid skipped)" : "", readSeconds);
        // Name the first few, with their lines: "3 invalid" alone sends the user hunting.
        skipped.forEach(reason -> out.println("skipped " + reason));
        if (invalid > skipped.size()) {
            out.printf(Locale.ROOT, "skipped %,d more invalid puzzles%n", invalid - skipped.size());
        }
        out.printf(Locale.ROOT, "every puzzle counted to 2 solutions (uniqueness check); one thread; "
                + "%,d puzzles solved untimed first by each solver (JIT warm-up)%n", Math.min(warmup, puzzles.size()));
        out.flush();

        Method[] methods = everyPuzzleIsNineByNine(puzzles) ? Method.values() // bands is bitmask on other sizes
                : new Method[] {Method.BITMASK, Method.DLX};
        SudokuRunner[] runners = new SudokuRunner[methods.length];
        for (int m = 0; m < methods.length; m++) {
            runners[m] = new SudokuRunner(methods[m]);
            for (int k = 0; k < Math.min(warmup, puzzles.size()); k++) {
                runners[m].solverFor(puzzles.get(k).shape()).count(puzzles.get(k), 2);
            }
        }
        // Each solver goes through the whole file `runs` times, in turn, so that a burst of load
        // from elsewhere hits one pass and not one solver. The fastest pass is shown, as timeit
        // does: other load can only slow a pass down, never speed it up.
        List<List<Run>> passes = new ArrayList<>();
        for (int m = 0; m < methods.length; m++) {
            passes.add(new ArrayList<>());
        }
        for (int r = 0; r < runs; r++) {
            for (int m = 0; m < methods.length; m++) {
                passes.get(m).add(runCounter(runners[m], puzzles, err, methods[m].word() + (runs > 1 ? " " + (r + 1) : "")));
            }
        }
        out.println();
        out.printf(Locale.ROOT, "%-28s %8s %8s %8s %11s %11s %11s %7s %5s %7s%n",
                "", "puzzles", "wall s", "cpu s", "puzzles/s", "per cpu-s", "avg nodes", "unique", "none", "several");
        for (int m = 0; m < methods.length; m++) {
            print(out, methods[m].label(), fastest(passes.get(m)));
        }
        if (runs > 1) {
            for (int m = 0; m < methods.length; m++) {
                StringBuilder each = new StringBuilder();
                for (Run run : passes.get(m)) {
                    each.append(each.length() == 0 ? "" : ", ")
                            .append(String.format(Locale.ROOT, "%,.0f", run.puzzles / Math.max(run.seconds, 1e-9)));
                }
                out.printf(Locale.ROOT, "%s: %d passes, puzzles/s %s (the fastest is shown above)%n",
                        methods[m].word(), runs, each);
            }
        }

        if (sample > 0) {
            List<Grid> chosen = evenlySpaced(puzzles, sample);
            Run plain = runBacktracking(chosen, err);
            print(out, "backtracking (sample)", plain);
            Run[] onSample = new Run[methods.length];
            for (int m = 0; m < methods.length; m++) {
                onSample[m] = runCounter(runners[m], chosen, err, methods[m].word() + " sample");
                print(out, methods[m].word() + " on the same sample", onSample[m]);
            }
            out.println();
            for (int m = 0; m < methods.length; m++) {
                double speed = plain.seconds / Math.max(onSample[m].seconds, 1e-9);
                double cpuSpeed = plain.cpuSeconds / Math.max(onSample[m].cpuSeconds, 1e-9);
                double nodes = plain.nodes / (double) Math.max(1, onSample[m].nodes);
                out.printf(Locale.ROOT, "on the sample %s is %,.0fx faster than backtracking (%,.0fx in cpu time) "
                        + "and visits %,.0fx fewer nodes%n", methods[m].label(), speed, cpuSpeed, nodes);
            }
            out.printf(Locale.ROOT, "backtracking: first empty cell, digits in order, row/column/box checked by scanning; "
                    + "%,d evenly spaced puzzles, at most %,d nodes each", chosen.size(), cap);
            if (plain.capped > 0) {
                out.printf(Locale.ROOT, "; %,d hit the cap, so its time and nodes are lower bounds (the lead is larger)%n",
                        plain.capped);
            } else {
                out.printf(Locale.ROOT, "; none hit the cap%n");
            }
        }
        out.println("nodes: choices made (forced ones included) plus solutions; the two X solvers break ties differently");
        if (methods.length > 2) {
            out.println("digit bands: its nodes are guesses plus solutions; singles and locked candidates are no nodes");
        }
        out.println("puzzles/s is wall-clock time; per cpu-s uses this thread's cpu time, steadier on a busy machine");
        out.flush();
        return invalid > 0 ? 2 : 0;
    }

    /** Figures of one timed run. */
    private record Run(int puzzles, double seconds, double cpuSeconds, long nodes, int unique, int none,
                       int several, int capped) {
    }

    private Run runCounter(SudokuRunner runner, List<Grid> puzzles, PrintWriter err, String label) {
        ProgressBar bar = ProgressBar.onTerminal(err, label, puzzles.size());
        long nodes = 0;
        int unique = 0, none = 0, several = 0;
        long cpu = cpuNow();
        long start = System.nanoTime();
        SudokuCounter solver = null;
        for (int k = 0; k < puzzles.size(); k++) {
            Grid puzzle = puzzles.get(k);
            if (solver == null || !solver.shape().equals(puzzle.shape())) {
                solver = runner.solverFor(puzzle.shape());
            }
            SolveResult result = solver.count(puzzle, 2);
            nodes += result.nodes();
            if (result.solutions() == 1) {
                unique++;
            } else if (result.solutions() == 0) {
                none++;
            } else {
                several++;
            }
            if ((k & 255) == 0) {
                bar.update(k);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (cpuNow() - cpu) / 1e9;
        bar.finish();
        return new Run(puzzles.size(), seconds, cpuSeconds, nodes, unique, none, several, 0);
    }

    private Run runBacktracking(List<Grid> puzzles, PrintWriter err) {
        ProgressBar bar = ProgressBar.onTerminal(err, "backtracking", puzzles.size());
        BacktrackingSolver solver = new BacktrackingSolver();
        long nodes = 0;
        int unique = 0, none = 0, several = 0, capped = 0;
        long cpu = cpuNow();
        long start = System.nanoTime();
        for (int k = 0; k < puzzles.size(); k++) {
            SolveResult result = solver.count(puzzles.get(k), 2, cap);
            nodes += result.nodes();
            if (!result.complete()) {
                capped++;
            } else if (result.solutions() == 1) {
                unique++;
            } else if (result.solutions() == 0) {
                none++;
            } else {
                several++;
            }
            bar.update(k);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (cpuNow() - cpu) / 1e9;
        bar.finish();
        return new Run(puzzles.size(), seconds, cpuSeconds, nodes, unique, none, several, capped);
    }

    private long cpuNow() {
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static void print(PrintWriter out, String label, Run run) {
        out.printf(Locale.ROOT, "%-28s %,8d %8.3f %8.3f %,11.0f %,11.0f %,11.1f %,7d %,5d %,7d%s%n", label, run.puzzles,
                run.seconds, run.cpuSeconds, run.puzzles / Math.max(run.seconds, 1e-9),
                run.puzzles / Math.max(run.cpuSeconds, 1e-9), run.nodes / (double) run.puzzles, run.unique, run.none, run.several,
                run.capped > 0 ? "  (" + run.capped + " capped)" : "");
    }

    /** The pass with the shortest wall time. */
    private static Run fastest(List<Run> passes) {
        return passes.stream().min(java.util.Comparator.comparingDouble(Run::seconds)).orElseThrow();
    }

    private static List<Grid> evenlySpaced(List<Grid> puzzles, int count) {
        if (count >= puzzles.size()) {
            return puzzles;
        }
        List<Grid> out = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            out.add(puzzles.get((int) ((long) k * puzzles.size() / count)));
        }
        return out;
    }

    private static boolean everyPuzzleIsNineByNine(List<Grid> puzzles) {
        for (Grid puzzle : puzzles) {
            if (!BandSolver.fits(puzzle.shape())) {
                return false;
            }
        }
        return true;
    }
}
