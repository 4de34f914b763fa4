package dlxviz.sudoku;

/**
 * The box shape a drawn grid shows: '|' between the columns of boxes, separator lines between
 * bands of boxes, as {@link GridWriter#boxed} draws them and as .ss and .sdk files and hand-typed
 * grids do. A 6x6 grid of 3x2 boxes printed by {@code solve --grid} reads back as 3x2 this way.
 * The drawing counts only when it is regular: bars (or separators) after every k-th cell (row)
 * and nowhere else; a frame around the grid is not a box edge.
 */
final class DrawnBoxes {
    private final int n;
    /** barAfter[k]: a '|' stands after the k-th cell of some row (1..n-1). */
    private final boolean[] barAfter;
    /** ruleAfter[r]: a separator line stands after the r-th row (1..n-1). */
    private final boolean[] ruleAfter;

    DrawnBoxes(int n) {
        this.n = n;
        this.barAfter = new boolean[n + 1];
        this.ruleAfter = new boolean[n + 1];
    }

    /** Notes the bars of one row; {@code numbers} when its cells are numbers separated by blanks. */
    void row(String text, boolean numbers) {
        for (int k = text.indexOf('|'); k >= 0; k = text.indexOf('|', k + 1)) {
            int before = numbers ? NumberCells.count(text.substring(0, k)) : CharCells.count(text, 0, k);
            if (before > 0 && before < n) {
                barAfter[before] = true;
            }
        }
    }

    /** Notes a separator line after {@code rows} rows. */
    void ruleAfter(int rows) {
        if (rows > 0 && rows < n) {
            ruleAfter[rows] = true;
        }
    }

    /** The shape drawn, or null when the drawing does not show one (no marks, or irregular ones). */
    BoxShape shape() {
        int cols = period(barAfter);
        int rows = period(ruleAfter);
        if (cols < 0 || rows < 0 || cols == 0 && rows == 0) {
            return null;
        }
        if (cols == 0) {
            cols = n / rows;
        } else if (rows == 0) {
            rows = n / cols;
        }
        return rows * cols == n ? new BoxShape(rows, cols) : null;
    }

    /** k when marks stand after exactly every k-th place (k a divisor of n, 2..n/2); 0 for none; -1 when irregular. */
    private int period(boolean[] after) {
        int k = 1;
        while (k < n && !after[k]) {
            k++;
        }
        if (k == n) {
            return 0;
        }
        if (k < 2 || n % k != 0 || n / k < 2) {
            return -1;
        }
        for (int j = 1; j < n; j++) {
            if (after[j] != (j % k == 0)) {
                return -1;
            }
        }
        return k;
    }
}
