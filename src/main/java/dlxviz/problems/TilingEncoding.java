package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tiling problem laid out as its box: each option is one piece (its one item that is not a
 * cell) on some cells, named {@code r2c7} as in the pentomino examples, or slots {@code s5} in
 * one row as in Langford pairs (the piece is the number placed twice).
 */
public final class TilingEncoding {
    private static final Pattern CELL = Pattern.compile("r(\\d{1,3})c(\\d{1,3})");
    private static final Pattern SLOT = Pattern.compile("s(\\d{1,3})");
    /** Boxes larger than this would make cells too small to read; they keep the option list. */
    static final int MAX_CELLS = 600;

    private final ExactCoverProblem problem;
    private final int rows;
    private final int cols;
    private final int[] cellItem;
    private final int[] pieceItem;
    /** The cells each option covers, worked out once: the board asks on every frame. */
    private final int[][] cellsOfOption;

    private TilingEncoding(ExactCoverProblem problem, int rows, int cols, int[] cellItem, int[] pieceItem,
                         int[][] cellsOfOption) {
        this.problem = problem;
        this.rows = rows;
        this.cols = cols;
        this.cellItem = cellItem;
        this.pieceItem = pieceItem;
        this.cellsOfOption = cellsOfOption;
    }

    /** The box of {@code problem}, or null when its options are not pieces on named cells. */
    public static TilingEncoding of(ExactCoverProblem problem) {
        if (problem.hasColours()) {
            return null; // cells with colours hold letters (a word rectangle's), not pieces
        }
        int items = problem.itemCount();
        int[] row = new int[items + 1];
        int[] col = new int[items + 1];
        int rows = 0;
        int cols = 0;
        boolean cells = false;
        boolean slots = false;
        for (int item = 1; item <= items; item++) {
            Matcher cell = CELL.matcher(problem.itemName(item));
            Matcher slot = SLOT.matcher(problem.itemName(item));
            if (cell.matches()) {
                row[item] = Integer.parseInt(cell.group(1));
                col[item] = Integer.parseInt(cell.group(2));
                cells = true;
            } else if (slot.matches()) {
                row[item] = 1;
                col[item] = Integer.parseInt(slot.group(1));
                slots = true;
            }
            rows = Math.max(rows, row[item]);
            cols = Math.max(cols, col[item]);
        }
        if (rows == 0 || cols == 0 || (cells && slots) || problem.optionCount() == 0
                || (long) rows * cols > MAX_CELLS) {
            return null;
        }
        int[] cellItem = new int[rows * cols];
        int[] cellOfItem = new int[items + 1];
        for (int item = 1; item <= items; item++) {
            if (row[item] >= 1 && col[item] >= 1) {
                int cell = (row[item] - 1) * cols + col[item] - 1;
                if (cellItem[cell] != 0) {
                    return null; // two items named for one cell
                }
                cellItem[cell] = item;
                cellOfItem[item] = cell;
            }
        }
        int[] pieceItem = new int[problem.optionCount() + 1];
        int[][] cellsOfOption = new int[problem.optionCount() + 1][];
        for (int k = 1; k <= problem.optionCount(); k++) {
            int pieces = 0;
            int covered = 0;
            int[] onCells = new int[problem.optionSize(k)];
            for (int j = 0; j < problem.optionSize(k); j++) {
                int item = problem.optionItem(k, j);
                if (row[item] >= 1) {
                    onCells[covered++] = cellOfItem[item];
                } else {
                    pieces++;
                    pieceItem[k] = item;
                }
            }
            if (pieces != 1 || covered == 0) {
                return null;
            }
            cellsOfOption[k] = java.util.Arrays.copyOf(onCells, covered);
        }
        return new TilingEncoding(problem, rows, cols, cellItem, pieceItem, cellsOfOption);
    }

    public int rows() {
        return rows;
    }

    /** True for one row of slots where numbers go (Langford pairs), not a box of cells for pieces. */
    /** The item name of {@code cell} as the problem spells it ("s3", "r2c5"); "" for a hole. */
    public String cellName(int cell) {
        int item = cellItem(cell);
        return item == 0 ? "" : problem.itemName(item);
    }

    public boolean isRowOfSlots() {
        return rows == 1;
    }

    public int cols() {
        return cols;
    }

    /** The item of {@code cell} (row * cols + col, 0-based); 0 when the box has a hole there. */
    public int cellItem(int cell) {
        return cellItem[cell];
    }

    /** The name of the piece option {@code option} places, e.g. {@code F}. */
    public String pieceName(int option) {
        return problem.itemName(pieceItem[option]);
    }

    /** The cells (0-based) option {@code option} covers, in the option's order. Read it; do not change it. */
    public int[] cellsOf(int option) {
        return cellsOfOption[option];
    }
}
