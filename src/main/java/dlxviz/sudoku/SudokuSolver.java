package dlxviz.sudoku;

import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.StopReason;
import dlxviz.engine.Torus;

/**
 * Solves and counts sudokus of one box shape with DLX (the torus the app animates; the
 * faster {@link BitmaskSolver} runs the same algorithm on bitmasks), building the torus of the full encoding
 * ONCE: per puzzle it forces the givens' options, runs, and resets. That is what makes
 * thousands of puzzles per second possible (building the 729x324 structure costs more than
 * solving most puzzles).
 *
 * <p>Uses {@link ItemChoice#MIN_LENGTH_FAST}: the same search tree sizes as DLX1's rule up to
 * tie-breaking, about 1.5x faster. Not thread-safe: one solver per thread.
 */
public final class SudokuSolver implements SudokuCounter {
    private final SudokuEncoding encoding;
    private final Search search;

    public SudokuSolver(BoxShape shape) {
        this(shape, ItemChoice.MIN_LENGTH_FAST);
    }

    public SudokuSolver(BoxShape shape, ItemChoice choice) {
        this.encoding = SudokuEncoding.full(shape);
        this.search = new Search(new Torus(encoding.problem()), choice);
    }

    public SudokuEncoding encoding() {
        return encoding;
    }

    @Override
    public BoxShape shape() {
        return encoding.shape();
    }

    /**
     * Counts solutions up to {@code limit}, spending at most about {@code updateBudget} DLX
     * updates; {@link SolveResult#complete()} tells whether the count is settled.
     */
    @Override
    public SolveResult count(Grid puzzle, long limit, long updateBudget) {
        if (!puzzle.shape().equals(encoding.shape())) {
            throw new IllegalArgumentException("a " + puzzle.shape() + "-box puzzle given to a "
                    + encoding.shape() + "-box solver");
        }
        search.reset();
        if (encoding.forceGivens(search, puzzle) >= 0) {
            // Two givens clash: no solution, and no search (old DLX programs loop here).
            return new SolveResult(0, null, 0, search.updates(), true);
        }
        if (limit <= 0) {
            return new SolveResult(0, null, 0, search.updates(), false);
        }
        Grid first = null;
        StopReason reason = search.run(1, updateBudget);
        if (reason == StopReason.SOLUTION_LIMIT) {
            first = encoding.decode(puzzle, search.currentOptions());
            if (limit > 1) {
                long spent = search.updates();
                long left = updateBudget == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, updateBudget - spent);
                reason = search.run(limit - 1, left);
            }
        }
        boolean complete = reason == StopReason.FINISHED || reason == StopReason.SOLUTION_LIMIT;
        return new SolveResult(search.solutions(), first, search.nodes(), search.updates(), complete);
    }
}
