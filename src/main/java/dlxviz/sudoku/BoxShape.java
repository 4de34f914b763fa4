package dlxviz.sudoku;

/**
 * The shape of a grid's boxes: {@code boxRows} rows by {@code boxCols} columns, for a grid of
 * size n = boxRows * boxCols. 6x6 is 2x3 (boxes two rows high, three columns wide), 12x12 is
 * 3x4, 8x8 is 2x4.
 */
public record BoxShape(int boxRows, int boxCols) {
    /** Smallest grid we accept: boxes of 1x2 or 1x3 are a shape, but not of a sudoku anyone plays. */
    public static final int MIN_SIZE = 4;

    /** Largest grid we accept: 25x25 already makes a 15,625-option matrix, and a 36-cell line stays unambiguous. */
    public static final int MAX_SIZE = 25;

    public BoxShape {
        if (boxRows < 1 || boxCols < 1 || boxRows * boxCols < 2 || boxRows * boxCols > MAX_SIZE) {
            throw new IllegalArgumentException("boxes of " + boxRows + "x" + boxCols
                    + " do not make a grid of size 2.." + MAX_SIZE);
        }
    }

    /**
     * Written out, as a record would make them, because a record's own equals and hashCode are
     * linked through java.lang.runtime.ObjectMethods the first time they run, and a command-line
     * run, which looks its solvers up by shape, links no other bootstrap on the way to its first
     * puzzle. Measured (issue 28): {@code solve} of one sudoku loads 819 classes instead of 645
     * with the generated ones, and takes 0.120 s of CPU instead of 0.080 (median of 15 runs
     * taking turns; wall time 1.17x).
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof BoxShape && ((BoxShape) other).boxRows == boxRows && ((BoxShape) other).boxCols == boxCols;
    }

    @Override
    public int hashCode() {
        return 31 * boxRows + boxCols;
    }

    /**
     * The usual shape for size n: the most square factorisation with boxRows <= boxCols
     * (4 -> 2x2, 6 -> 2x3, 8 -> 2x4, 9 -> 3x3, 12 -> 3x4, 16 -> 4x4, 25 -> 5x5).
     *
     * @throws IllegalArgumentException when n has no such factorisation (a prime, or too large)
     */
    public static BoxShape forSize(int n) {
        if (n >= 0 && n <= MAX_SIZE && DEFAULTS[n] != null) {
            return DEFAULTS[n];
        }
        return computeForSize(n);
    }

    /**
     * True when this is its size's usual shape (see {@link #forSize}), which a reader assumes and
     * so no note need name. A shape of a prime size (1x5) or of no sudoku size is never usual.
     */
    public boolean isUsual() {
        int n = size();
        return n <= MAX_SIZE && equals(DEFAULTS[n]);
    }

    /** The default shapes, computed once: the parser asks for one per puzzle. */
    private static final BoxShape[] DEFAULTS = new BoxShape[MAX_SIZE + 1];

    static {
        for (int n = MIN_SIZE; n <= MAX_SIZE; n++) {
            try {
                DEFAULTS[n] = computeForSize(n);
            } catch (IllegalArgumentException e) {
                DEFAULTS[n] = null; // a prime: no shape
            }
        }
    }

    private static BoxShape computeForSize(int n) {
        if (n < MIN_SIZE || n > MAX_SIZE) {
            throw new IllegalArgumentException("a sudoku grid must be " + MIN_SIZE + "x" + MIN_SIZE + " to " + MAX_SIZE + "x" + MAX_SIZE + ", not " + n + "x" + n);
        }
        for (int r = (int) Math.sqrt(n); r >= 2; r--) {
            if (n % r == 0) {
                return new BoxShape(r, n / r);
            }
        }
        throw new IllegalArgumentException("a " + n + "x" + n + " grid has no box shape (" + n + " is prime); give one with --box RxC");
    }

    /**
     * Parses {@code RxC}, e.g. {@code 2x3}, the boxes of a sudoku of size {@link #MIN_SIZE} to
     * {@link #MAX_SIZE}. One side may be 1: the only boxes of a prime size (1x5 makes a 5x5 whose
     * boxes are its rows, a Latin square).
     *
     * @throws OfNoSudoku when it is written RxC but makes no sudoku's boxes
     * @throws IllegalArgumentException when it is not written RxC
     */
    public static BoxShape parse(String text) {
        String[] parts = text.trim().toLowerCase().split("x");
        long rows;
        long cols;
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            rows = Long.parseLong(parts[0].trim());
            cols = Long.parseLong(parts[1].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("box shape '" + text + "' is not of the form RxC, e.g. 2x3");
        }
        if (rows < 1 || cols < 1) {
            throw new OfNoSudoku("boxes of " + rows + "x" + cols + " hold no cells: each side is 1 or more, e.g. 2x3");
        }
        if (rows > MAX_SIZE || cols > MAX_SIZE || rows * cols > MAX_SIZE) { // each side checked first: no overflow
            throw new OfNoSudoku("boxes of " + rows + "x" + cols + " make a grid larger than " + MAX_SIZE + "x" + MAX_SIZE
                    + ", the largest sudoku");
        }
        if (rows * cols < MIN_SIZE) {
            throw new OfNoSudoku("boxes of " + rows + "x" + cols + " make a " + rows * cols + "x" + rows * cols
                    + " grid, and a sudoku is " + MIN_SIZE + "x" + MIN_SIZE + " to " + MAX_SIZE + "x" + MAX_SIZE);
        }
        return new BoxShape((int) rows, (int) cols);
    }

    /** A shape written right (RxC) whose boxes make no sudoku; the message says why. */
    public static final class OfNoSudoku extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        OfNoSudoku(String message) {
            super(message);
        }
    }

    /** n, the grid size. */
    public int size() {
        return boxRows * boxCols;
    }

    /** The box (0-based, numbered left to right then top to bottom) of (row, col). */
    public int boxOf(int row, int col) {
        return (row / boxRows) * boxRows + col / boxCols;
    }

    @Override
    public String toString() {
        return boxRows + "x" + boxCols;
    }
}
