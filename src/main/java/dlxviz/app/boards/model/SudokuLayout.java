package dlxviz.app.boards.model;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.SudokuEncoding;

/**
 * Where each option and item of a sudoku's exact-cover encoding sits in the grid, as the
 * encoding itself says (its options are (row, column, digit), its items a cell or a unit with a
 * digit), so the grid view re-derives nothing from names.
 */
public final class SudokuLayout {
    private final SudokuEncoding encoding;
    private final int n;
    private final int[] cellItem;           // [cell] the cell's item
    private final boolean[][] regionOfItem; // [item][cell]

    private SudokuLayout(SudokuEncoding encoding) {
        this.encoding = encoding;
        this.n = encoding.size();
        this.cellItem = new int[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            cellItem[cell] = encoding.cellItem(cell / n, cell % n);
        }
        this.regionOfItem = new boolean[encoding.itemCount() + 1][];
        for (int item = 1; item <= encoding.itemCount(); item++) {
            regionOfItem[item] = new boolean[n * n];
            for (int cell : encoding.regionCells(item)) {
                regionOfItem[item][cell] = true;
            }
        }
    }

    /** The grid of {@code encoding}'s problem. */
    public static SudokuLayout of(SudokuEncoding encoding) {
        return new SudokuLayout(encoding);
    }

    public BoxShape shape() {
        return encoding.shape();
    }

    /** Cells and rows per side: n. */
    public int size() {
        return n;
    }

    public int cellCount() {
        return n * n;
    }

    /** The 0-based cell (row * n + column) that {@code option} fills. */
    public int cellOf(int option) {
        return encoding.optionCell(option);
    }

    /** The digit (1..n) that {@code option} places. */
    public int digitOf(int option) {
        return encoding.optionDigit(option);
    }

    /** The option that puts digit {@code digit} (1..n) in {@code cell} (0-based); 0 when there is none. */
    public int option(int cell, int digit) {
        return encoding.option(cell / n, cell % n, digit);
    }

    /** The item standing for {@code cell} (0-based). */
    public int cellItem(int cell) {
        return cellItem[cell];
    }

    /** True when {@code cell} lies in the region (cell, row, column or box) that {@code item} stands for. */
    public boolean inRegion(int item, int cell) {
        return item >= 1 && item < regionOfItem.length && regionOfItem[item][cell];
    }

    /** A digit as the grid shows it: 1-9, then A, B, ... from 10 on. */
    public String symbol(int digit) {
        return encoding.digitName(digit);
    }
}
