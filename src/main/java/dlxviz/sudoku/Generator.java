package dlxviz.sudoku;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.StopReason;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Makes puzzles with exactly one solution.
 *
 * <ol>
 *   <li>A random full grid: DLX on the full encoding with the options in a shuffled order
 *       (seeded), stopped at its first solution.</li>
 *   <li>Clues removed orbit by orbit (an orbit = the cells a {@link Symmetry} ties together), in
 *       a random order; a removal stays only when the puzzle still has exactly one solution
 *       (DLX count to 2). One pass leaves a puzzle from which no orbit can be removed.</li>
 *   <li>With a target number of clues, orbits are removed only while the count stays at or
 *       above the target, and fresh passes (new full grids) run until the target is met or the
 *       time budget is spent; without a target, passes run while time is left and the puzzle
 *       with the fewest clues wins. With no time budget the result depends on the seed only.</li>
 * </ol>
 * For 16x16 and 25x25 a uniqueness check that exceeds its update budget counts as "not shown
 * unique", so the clue stays: every puzzle returned is unique, at worst with a few extra clues.
 *
 * <p>A 25x25 takes tens of seconds, so {@link #next(Progress)} reports how far it got and can be
 * stopped between any two search slices (the app's cancel button); stopping changes nothing
 * that a run to the end would have made.
 */
public final class Generator {
    /** Seconds spent looking for a clue target unless told otherwise (the command line and the workbench). */
    public static final double TARGET_SECONDS = 10;

    /** What to make. {@code targetClues} 0 means as few as possible; {@code timeMillis} 0 means one pass. */
    public record Settings(BoxShape shape, Symmetry symmetry, int targetClues, long timeMillis) {
        public Settings {
            if (shape == null || symmetry == null) {
                throw new IllegalArgumentException("a shape and a symmetry are needed");
            }
            int cells = shape.size() * shape.size();
            if (targetClues < 0 || targetClues > cells) {
                throw new IllegalArgumentException("target clues " + targetClues + " is outside 0.." + cells);
            }
        }
    }

    /** A generated puzzle with its solution and rating; {@code metTarget} false when the target was not reached. */
    public record Generated(Grid puzzle, Grid solution, boolean metTarget) {
        public Difficulty difficulty() {
            return Difficulty.rate(puzzle);
        }
    }

    /**
     * The fewest clues a puzzle of a shape must have to be unique, as far as it is proven, and why.
     *
     * @param clues the floor: no unique puzzle of the shape has fewer clues
     * @param why   the reason, for messages
     */
    public record ClueFloor(int clues, String why) {
    }

    /**
     * What is known about the fewest clues: 17 for 9x9 (McGuire, Tugemann and Civario, 2012, an
     * exhaustive computer search), 4 for 4x4 (small enough to check every case, as a test here
     * does). For every size, n - 1: a puzzle whose clues leave two digits out entirely has a
     * second solution with those two swapped. Other floors reported in the literature are not
     * claimed here.
     */
    public static ClueFloor clueFloor(BoxShape shape) {
        int n = shape.size();
        if (n == 9 && shape.boxRows() == 3) {
            return new ClueFloor(17, "no 9x9 sudoku with fewer than 17 clues has a unique solution "
                    + "(McGuire, Tugemann and Civario, 2012, by exhaustive search)");
        }
        if (n == 4) {
            return new ClueFloor(4, "no 4x4 sudoku with fewer than 4 clues has a unique solution (every case checked)");
        }
        return new ClueFloor(n - 1, "no " + n + "x" + n + " sudoku with fewer than " + (n - 1) + " clues has a unique "
                + "solution: clues leaving two digits out allow a second solution with those two swapped");
    }

    /**
     * Hears how a puzzle's making goes, often (at least every few hundred milliseconds of work),
     * and may stop it. Called on the generating thread.
     */
    @FunctionalInterface
    public interface Progress {
        /** Never stops, says nothing. */
        Progress NONE = (pass, tried, orbits, clues) -> true;

        /**
         * @param pass   the pass, from 1: each pass starts from a fresh full grid
         * @param tried  the groups of cells (orbits) tried for removal so far in this pass; 0 while
         *               the full grid is being made
         * @param orbits the orbits a pass tries in all
         * @param clues  the clues the pass's puzzle has now
         * @return false to stop: the puzzle under way is dropped
         */
        boolean proceed(int pass, int tried, int orbits, int clues);
    }

    /**
     * The clues one removal pass without a target left in 10 runs here (symmetry none to 180),
     * for messages about targets: "22 to 29 clues" for 9x9.
     */
    public static String typicalOnePass(int n) {
        switch (n) {
            case 4:
                return "4 to 6 clues";
            case 6:
                return "9 to 12 clues";
            case 8:
                return "17 to 24 clues";
            case 9:
                return "22 to 29 clues";
            case 12:
                return "47 to 54 clues";
            case 16:
                return "90 to 106 clues";
            default:
                return "far more than that";
        }
    }

    /** Updates between two calls of the progress while a full grid is made. */
    private static final long FULL_GRID_SLICE = 200_000;

    private final Random random;
    private final Settings settings;
    private final SudokuEncoding encoding;
    private final SudokuCounter solver;
    private final long checkBudget;

    public Generator(Settings settings, long seed) {
        this.settings = settings;
        this.random = new Random(seed);
        this.encoding = SudokuEncoding.full(settings.shape());
        // Uniqueness checks are most of the generator's work: the fastest counter does them.
        this.solver = new BitmaskSolver(settings.shape());
        int n = settings.shape().size();
        this.checkBudget = n <= 9 ? Long.MAX_VALUE : n <= 12 ? 20_000_000L : 5_000_000L;
    }

    /** The next puzzle. */
    public Generated next() {
        return next(Progress.NONE);
    }

    /** The next puzzle, telling {@code progress} how it goes; null when {@code progress} stopped it. */
    public Generated next(Progress progress) {
        long deadline = settings.timeMillis() <= 0 ? 0 : System.nanoTime() + settings.timeMillis() * 1_000_000L;
        Generated best = null;
        int pass = 0;
        do {
            pass++;
            Grid full = randomFullGrid(pass, progress);
            Grid puzzle = full == null ? null : removeClues(full, pass, progress);
            if (puzzle == null) {
                return null;
            }
            boolean met = settings.targetClues() == 0 || puzzle.clueCount() <= settings.targetClues();
            Generated candidate = new Generated(puzzle, full, met);
            if (best == null || puzzle.clueCount() < best.puzzle().clueCount()) {
                best = candidate;
            }
            if (settings.targetClues() > 0 && met) {
                break;
            }
        } while (deadline != 0 && System.nanoTime() < deadline);
        return best;
    }

    /** A random complete grid: DLX with the options shuffled, first solution. */
    public Grid randomFullGrid() {
        return randomFullGrid(1, Progress.NONE);
    }

    /**
     * A random complete grid, or null when {@code progress} stopped it. The search runs in slices
     * so it can be stopped; the first solution of a search does not depend on how it is sliced.
     */
    private Grid randomFullGrid(int pass, Progress progress) {
        ExactCoverProblem ordered = encoding.problem();
        int m = ordered.optionCount();
        int[] order = new int[m];
        for (int k = 0; k < m; k++) {
            order[k] = k + 1;
        }
        for (int k = m - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int t = order[k];
            order[k] = order[j];
            order[j] = t;
        }
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= ordered.itemCount(); i++) {
            names.add(ordered.itemName(i));
        }
        List<int[]> options = new ArrayList<>(m);
        for (int k = 0; k < m; k++) {
            options.add(ordered.option(order[k]));
        }
        ExactCoverProblem shuffled = ExactCoverProblem.of(names, ordered.primaryCount(), options, null);
        int cells = settings.shape().size() * settings.shape().size();
        Search search = new Search(shuffled, ItemChoice.MIN_LENGTH_FAST);
        while (true) {
            if (!progress.proceed(pass, 0, cells, cells)) {
                return null;
            }
            StopReason reason = search.run(1, FULL_GRID_SLICE);
            if (reason == StopReason.SOLUTION_LIMIT) {
                int[] chosen = search.currentOptions();
                for (int k = 0; k < chosen.length; k++) {
                    chosen[k] = order[chosen[k] - 1]; // back to the encoding's numbering
                }
                return encoding.decode(chosen);
            }
            if (reason == StopReason.FINISHED) {
                throw new IllegalStateException("the empty " + settings.shape() + " grid has no solution");
            }
        }
    }

    /**
     * Removes orbits of clues in random order while the solution stays unique; null when
     * {@code progress} stopped it (between orbits, or inside a uniqueness check, whose monitor
     * asks it too).
     */
    private Grid removeClues(Grid full, int pass, Progress progress) {
        int n = full.size();
        List<int[]> orbits = new ArrayList<>();
        boolean[] seen = new boolean[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            if (!seen[cell]) {
                int[] orbit = settings.symmetry().orbit(n, cell);
                for (int c : orbit) {
                    seen[c] = true;
                }
                orbits.add(orbit);
            }
        }
        java.util.Collections.shuffle(orbits, random);
        int[] cells = full.cells();
        int clues = n * n;
        int target = settings.targetClues();
        int tried = 0;
        boolean[] stopped = new boolean[1]; // set by the check's monitor when progress says stop
        for (int[] orbit : orbits) {
            int triedNow = tried++;
            int cluesNow = clues;
            if (!progress.proceed(pass, triedNow, orbits.size(), cluesNow)) {
                return null;
            }
            if (target > 0 && clues - orbit.length < target) {
                continue;
            }
            int[] saved = new int[orbit.length];
            for (int k = 0; k < orbit.length; k++) {
                saved[k] = cells[orbit[k]];
                cells[orbit[k]] = 0;
            }
            Effort effort = Effort.ofUpdates(checkBudget)
                    .withMonitor(nodes -> {
                        stopped[0] = !progress.proceed(pass, triedNow, orbits.size(), cluesNow);
                        return !stopped[0];
                    });
            SolveResult result = solver.count(Grid.of(full.shape(), cells), 2, effort);
            if (stopped[0]) {
                return null; // the check was cut short, so its answer says nothing
            }
            if (result.isUnique()) {
                clues -= orbit.length;
                if (target > 0 && clues == target) {
                    break;
                }
            } else {
                for (int k = 0; k < orbit.length; k++) {
                    cells[orbit[k]] = saved[k];
                }
            }
        }
        return Grid.of(full.shape(), cells);
    }
}
