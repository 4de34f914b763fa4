package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tiling as exact cover, by its names both ways: each option is one piece (its one item that is
 * not a cell) on some cells, named {@code r2c7} as in the pentomino examples ({@link #cellName},
 * written by {@link PentominoTiling}), or slots {@code s5} in one row as in Langford pairs
 * ({@link #slotName}, written by {@link LangfordPairs}; the piece is the number placed twice).
 * {@link #of} reads the names back, so that the window asks this class which cell an item is and
 * parses no name.
 */
public final class TilingEncoding {
    private static final Pattern CELL = Pattern.compile("r(\\d{1,3})c(\\d{1,3})");
    private static final Pattern SLOT = Pattern.compile("s(\\d{1,3})");
    /**
     * A larger box is not read as a tiling: the board beside the links could not draw its cells
     * large enough to read (it shows the option list instead), and the cells of each option, kept
     * for the board, would cost memory on a large DLX1 file.
     */
    static final int MAX_CELLS = 600;

    /** What an item of a tiling stands for. */
    public enum ItemKind {
        /** {@code r2c7}: the cell must be covered by exactly one piece. */
        CELL,
        /** {@code s3}: Langford's position 3 must hold exactly one number. */
        SLOT,
        /** {@code 2} in a row of slots: Langford's number 2, placed twice. */
        NUMBER,
        /** {@code F}: a piece, placed once (or at most once, when secondary). */
        PIECE
    }

    private final ExactCoverProblem problem;
    private final int rows;
    private final int cols;
    private final int[] cellItem;
    private final int[] pieceItem;
    /** The cells each option covers, worked out once: the board asks on every frame. */
    private final int[][] cellsOfOption;
    private final ItemKind[] itemKind;
    /** A slot's position (1-based); 0 for other items. */
    private final int[] slotOf;

    private TilingEncoding(ExactCoverProblem problem, int rows, int cols, int[] cellItem, int[] pieceItem,
                         int[][] cellsOfOption, ItemKind[] itemKind, int[] slotOf) {
        this.problem = problem;
        this.rows = rows;
        this.cols = cols;
        this.cellItem = cellItem;
        this.pieceItem = pieceItem;
        this.cellsOfOption = cellsOfOption;
        this.itemKind = itemKind;
        this.slotOf = slotOf;
    }

    /** The item of the cell in row {@code row}, column {@code column} (1-based): {@code r2c7}. */
    public static String cellName(int row, int column) {
        return "r" + row + "c" + column;
    }

    /** The item of position {@code position} (1-based) in a row of slots: {@code s5}. */
    public static String slotName(int position) {
        return "s" + position;
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
        ItemKind[] kind = new ItemKind[items + 1];
        int[] slotOf = new int[items + 1];
        for (int item = 1; item <= items; item++) {
            if (row[item] >= 1) {
                kind[item] = slots ? ItemKind.SLOT : ItemKind.CELL;
                slotOf[item] = slots ? col[item] : 0;
            } else {
                // a piece; a row of slots places numbers, the pieces of Langford's pairs
                kind[item] = rows == 1 && isNumber(problem.itemName(item)) ? ItemKind.NUMBER : ItemKind.PIECE;
            }
        }
        return new TilingEncoding(problem, rows, cols, cellItem, pieceItem, cellsOfOption, kind, slotOf);
    }

    private static boolean isNumber(String name) {
        return !name.isEmpty() && name.chars().allMatch(ch -> ch >= '0' && ch <= '9');
    }

    public int rows() {
        return rows;
    }

    /** The item name of {@code cell} as the problem spells it ("s3", "r2c5"); "" for a hole. */
    public String cellName(int cell) {
        int item = cellItem(cell);
        return item == 0 ? "" : problem.itemName(item);
    }

    /** True for one row of slots where numbers go (Langford pairs), not a box of cells for pieces. */
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

    /** What {@code item} stands for: a cell, a slot, a number or a piece. */
    public ItemKind itemKind(int item) {
        return itemKind[item];
    }

    /** The position (1-based) of slot item {@code item} ({@code s3}: 3); 0 for an item that is no slot. */
    public int slotPosition(int item) {
        return slotOf[item];
    }

    /**
     * The most options that cover one cell: the largest number a board shows in an empty cell,
     * at Ready (the numbers only fall as the search goes down).
     */
    public int widestCover() {
        int[] covers = new int[rows * cols];
        int widest = 0;
        for (int[] cells : cellsOfOption) {
            if (cells != null) {
                for (int cell : cells) {
                    widest = Math.max(widest, ++covers[cell]);
                }
            }
        }
        return widest;
    }

    /** The cells (0-based) option {@code option} covers, in the option's order: a copy (five cells for a pentomino). */
    public int[] cellsOf(int option) {
        return cellsOfOption[option].clone();
    }
}
