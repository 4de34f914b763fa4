package dlxviz.app;

/** The shape of a sudoku grid as the app draws it: n x n cells in boxes of boxRows x boxCols. */
public record SudokuShape(int size, int boxRows, int boxCols) {

    public SudokuShape {
        if (boxRows * boxCols != size || size < 1) {
            throw new IllegalArgumentException("boxes of " + boxRows + "x" + boxCols + " do not tile a " + size + "x" + size + " grid");
        }
    }

    public int cellCount() {
        return size * size;
    }

    /** Box number (0-based, left to right, top to bottom) of a cell given 0-based. */
    public int boxOf(int row, int col) {
        return (row / boxRows) * (size / boxCols) + col / boxCols;
    }
}
