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
 */
public final class Generator {
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
        long deadline = settings.timeMillis() <= 0 ? 0 : System.nanoTime() + settings.timeMillis() * 1_000_000L;
        Generated best = null;
        do {
            Grid full = randomFullGrid();
            Grid puzzle = removeClues(full);
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
        long budget = 2_000_000L;
        while (true) {
            Search search = new Search(shuffled, ItemChoice.MIN_LENGTH_FAST);
            if (search.run(1, budget) == StopReason.SOLUTION_LIMIT) {
                int[] chosen = search.currentOptions();
                for (int k = 0; k < chosen.length; k++) {
                    chosen[k] = order[chosen[k] - 1]; // back to the encoding's numbering
                }
                return encoding.decode(chosen);
            }
            budget *= 2; // an unlucky order on a big grid: the same order, more patience
        }
    }

    /** Removes orbits of clues in random order while the solution stays unique. */
    private Grid removeClues(Grid full) {
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
        for (int[] orbit : orbits) {
            if (target > 0 && clues - orbit.length < target) {
                continue;
            }
            int[] saved = new int[orbit.length];
            for (int k = 0; k < orbit.length; k++) {
                saved[k] = cells[orbit[k]];
                cells[orbit[k]] = 0;
            }
            SolveResult result = solver.count(Grid.of(full.shape(), cells), 2, checkBudget);
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
