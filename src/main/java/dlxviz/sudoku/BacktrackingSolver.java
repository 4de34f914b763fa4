package dlxviz.sudoku;

/**
 * The plain approach, kept as the baseline DLX is compared with (in class and in {@code bench}):
 * take the first empty cell in reading order, try the digits in order, check the row, the column
 * and the box by looking at their cells, go deeper; undo and try the next digit on the way
 * back. No candidate lists, no heuristic.
 *
 * <p>A node is one digit placed. Hard puzzles can take hundreds of millions of nodes, so every
 * count takes a node cap.
 */
public final class BacktrackingSolver {
    private int n;
    private BoxShape shape;
    private int[] cells;
    private long nodes;
    private long nodeCap;
    private long solutions;
    private long limit;
    private int[] first;
    private boolean capped;

    /** Counts solutions of {@code puzzle} up to {@code limit}, placing at most {@code nodeCap} digits. */
    public SolveResult count(Grid puzzle, long limit, long nodeCap) {
        this.shape = puzzle.shape();
        this.n = puzzle.size();
        this.cells = puzzle.cells();
        this.nodes = 0;
        this.nodeCap = nodeCap;
        this.solutions = 0;
        this.limit = limit;
        this.first = null;
        this.capped = false;
        if (GridValidator.firstConflict(puzzle) != null) {
            return new SolveResult(0, null, 0, 0, true);
        }
        if (limit > 0) {
            search(0);
        }
        Grid solution = first == null ? null : Grid.of(shape, first);
        return new SolveResult(solutions, solution, nodes, 0, !capped);
    }

    /** Fills cells from {@code from} on; returns true to stop (limit reached or cap hit). */
    private boolean search(int from) {
        int cell = from;
        while (cell < cells.length && cells[cell] != 0) {
            cell++;
        }
        if (cell == cells.length) {
            solutions++;
            if (first == null) {
                first = cells.clone();
            }
            return solutions >= limit;
        }
        int row = cell / n, col = cell % n;
        for (int d = 1; d <= n; d++) {
            if (!fits(row, col, d)) {
                continue;
            }
            if (nodes >= nodeCap) {
                capped = true;
                return true;
            }
            nodes++;
            cells[cell] = d;
            boolean stop = search(cell + 1);
            cells[cell] = 0;
            if (stop) {
                return true;
            }
        }
        return false;
    }

    /** True when d appears nowhere in the row, column and box of (row, col). */
    private boolean fits(int row, int col, int d) {
        for (int k = 0; k < n; k++) {
            if (cells[row * n + k] == d || cells[k * n + col] == d) {
                return false;
            }
        }
        int r0 = row - row % shape.boxRows(), c0 = col - col % shape.boxCols();
        for (int r = r0; r < r0 + shape.boxRows(); r++) {
            for (int c = c0; c < c0 + shape.boxCols(); c++) {
                if (cells[r * n + c] == d) {
                    return false;
                }
            }
        }
        return true;
    }
}
