package dlxviz.sudoku;

import java.util.Arrays;

/**
 * A sudoku grid of size n = boxRows x boxCols: n rows, n columns, n boxes of boxRows rows and
 * boxCols columns each. Cells hold 0 (empty) or a digit 1..n. Immutable: every "change" returns
 * a new grid, so a grid can be shared between the solver, the app and the tests.
 *
 * <p>Indices in code are 0-based (row, col, box 0..n-1; box b covers rows
 * (b / (n / boxCols)) * boxRows ... and is numbered left to right, top to bottom); names shown to
 * people are 1-based ({@code r1c1}, {@code b1}).
 */
public final class Grid {
    private final BoxShape shape;
    private final int[] cells;

    private Grid(BoxShape shape, int[] cells) {
        this.shape = shape;
        this.cells = cells;
    }

    /** A grid from n*n cells in row order (0 = empty). The array is copied. */
    public static Grid of(BoxShape shape, int[] cells) {
        int n = shape.size();
        if (cells.length != n * n) {
            throw new IllegalArgumentException(cells.length + " cells given for a " + n + "x" + n + " grid");
        }
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] < 0 || cells[i] > n) {
                throw new IllegalArgumentException("cell " + cellName(n, i) + " holds " + cells[i]
                        + ", not a digit 1.." + n + " or 0 for empty");
            }
        }
        return new Grid(shape, cells.clone());
    }

    /** A grid with the default box shape for its size (see {@link BoxShape#forSize(int)}). */
    public static Grid of(int[] cells) {
        int n = (int) Math.round(Math.sqrt(cells.length));
        return of(BoxShape.forSize(n), cells);
    }

    /** Wraps an array the caller gives up (no copy); for the parser's fast path. */
    static Grid wrap(BoxShape shape, int[] cells) {
        return new Grid(shape, cells);
    }

    public static Grid empty(BoxShape shape) {
        return new Grid(shape, new int[shape.size() * shape.size()]);
    }

    public BoxShape shape() {
        return shape;
    }

    /** n, the number of rows (= columns = boxes = digits). */
    public int size() {
        return shape.size();
    }

    public int boxRows() {
        return shape.boxRows();
    }

    public int boxCols() {
        return shape.boxCols();
    }

    /** The digit at (row, col), 0-based; 0 when empty. */
    public int get(int row, int col) {
        return cells[row * shape.size() + col];
    }

    /** The digit of cell {@code index} = row * n + col. */
    public int cell(int index) {
        return cells[index];
    }

    /** A copy of the cells in row order. */
    public int[] cells() {
        return cells.clone();
    }

    /** This grid with (row, col) set to {@code digit} (0 clears it). */
    public Grid with(int row, int col, int digit) {
        int n = shape.size();
        if (digit < 0 || digit > n) {
            throw new IllegalArgumentException(digit + " is not a digit for a " + n + "x" + n + " grid");
        }
        int[] copy = cells.clone();
        copy[row * n + col] = digit;
        return new Grid(shape, copy);
    }

    /** The box (0-based, row-major) that holds (row, col). */
    public int boxOf(int row, int col) {
        return shape.boxOf(row, col);
    }

    /** Number of filled cells. */
    public int clueCount() {
        int count = 0;
        for (int v : cells) {
            if (v != 0) {
                count++;
            }
        }
        return count;
    }

    /** True when no cell is empty. */
    public boolean isFull() {
        for (int v : cells) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    /** True when every filled cell of {@code clues} holds the same digit here. */
    public boolean contains(Grid clues) {
        if (!clues.shape.equals(shape)) {
            return false;
        }
        for (int i = 0; i < cells.length; i++) {
            if (clues.cells[i] != 0 && clues.cells[i] != cells[i]) {
                return false;
            }
        }
        return true;
    }

    /** {@code r3c5} for a 0-based cell index in a grid of size n. */
    public static String cellName(int n, int index) {
        return "r" + (index / n + 1) + "c" + (index % n + 1);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Grid g && g.shape.equals(shape) && Arrays.equals(g.cells, cells);
    }

    @Override
    public int hashCode() {
        return shape.hashCode() * 31 + Arrays.hashCode(cells);
    }

    /** The one-line form in the default notation for the size, '.' for empty. */
    @Override
    public String toString() {
        return GridWriter.oneLine(this, Notation.defaultFor(size()));
    }
}
