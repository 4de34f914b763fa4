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
public final class DlxSudokuSolver implements SudokuCounter {
    private final SudokuEncoding encoding;
    private final Search search;

    public DlxSudokuSolver(BoxShape shape) {
        this(shape, ItemChoice.MIN_LENGTH_FAST);
    }

    public DlxSudokuSolver(BoxShape shape, ItemChoice choice) {
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
     * Counts solutions up to {@code limit} within {@code effort}. The engine counts updates, not
     * nodes, so the search runs in slices of {@link #SLICE} updates (about a millisecond) and the
     * node budget and the monitor are checked between slices: a search given up stops at most one
     * slice past its node budget. The first solution is searched for alone, to decode it while it
     * is on the stack; a slice that finds more solutions restarts the node budget at its end.
     */
    @Override
    public SolveResult count(Grid puzzle, long limit, Effort effort) {
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
        long updateLimit = effort.updates() >= Long.MAX_VALUE - search.updates()
                ? Long.MAX_VALUE : search.updates() + effort.updates();
        Effort.Meter meter = effort.meter();
        Grid first = null;
        while (true) {
            long found = search.solutions();
            StopReason reason = search.run(first == null ? 1 : limit - found, Math.min(SLICE, updateLimit - search.updates()));
            long nodes = search.nodes();
            if (first == null && search.solutions() > 0) {
                first = encoding.decode(puzzle, search.currentOptions());
            }
            if (reason == StopReason.FINISHED || search.solutions() >= limit) {
                return new SolveResult(search.solutions(), first, nodes, search.updates(), true);
            }
            if (search.solutions() > found) {
                meter.solutionAt(nodes);
            }
            // Also after a solution: the monitor must hear a count that finds one every few nodes.
            if (search.updates() >= updateLimit || nodes >= meter.nextCheck && !meter.check(nodes)) {
                return new SolveResult(search.solutions(), first, nodes, search.updates(), false);
            }
        }
    }

    /** Updates per slice of a search between checks of the effort: about a millisecond. */
    private static final long SLICE = 200_000;
}
