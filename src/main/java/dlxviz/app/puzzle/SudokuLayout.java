package dlxviz.app.puzzle;

import dlxviz.app.SudokuShape;
import dlxviz.engine.ExactCoverProblem;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where each option and item of a sudoku's exact-cover encoding sits in the grid, read from the
 * readable names of the encoding ({@code r3c5=7} options; {@code r3c5}, {@code r3#7},
 * {@code c5#7}, {@code b2#7} items), so the grid view needs nothing but the problem.
 */
public final class SudokuLayout {
    private static final Pattern OPTION = Pattern.compile("r(\\d+)c(\\d+)=(\\w+)");
    private static final Pattern CELL = Pattern.compile("r(\\d+)c(\\d+)");
    private static final Pattern ROW = Pattern.compile("r(\\d+)#\\w+");
    private static final Pattern COL = Pattern.compile("c(\\d+)#\\w+");
    private static final Pattern BOX = Pattern.compile("b(\\d+)#\\w+");

    private final SudokuShape shape;
    private final int[] cellOfOption;   // [option] 0-based cell, -1 when unknown
    private final int[] digitOfOption;  // [option] 1..n
    private final int[] cellItem;       // [cell] the item "rXcY", 0 when missing
    private final boolean[][] regionOfItem; // [item][cell]

    private SudokuLayout(SudokuShape shape, int[] cellOfOption, int[] digitOfOption, int[] cellItem,
                         boolean[][] regionOfItem) {
        this.shape = shape;
        this.cellOfOption = cellOfOption;
        this.digitOfOption = digitOfOption;
        this.cellItem = cellItem;
        this.regionOfItem = regionOfItem;
    }

    /** The layout of {@code problem} on a grid of {@code shape}, or null when its names are not a sudoku's. */
    public static SudokuLayout of(ExactCoverProblem problem, SudokuShape shape) {
        int n = shape.size();
        int[] cellOf = new int[problem.optionCount() + 1];
        int[] digitOf = new int[problem.optionCount() + 1];
        for (int k = 1; k <= problem.optionCount(); k++) {
            Matcher m = OPTION.matcher(problem.optionLabel(k).trim());
            if (!m.matches()) {
                return null;
            }
            int row = Integer.parseInt(m.group(1)) - 1;
            int col = Integer.parseInt(m.group(2)) - 1;
            int digit = digitValue(m.group(3));
            if (row < 0 || row >= n || col < 0 || col >= n || digit < 1 || digit > n) {
                return null;
            }
            cellOf[k] = row * n + col;
            digitOf[k] = digit;
        }
        int[] cellItem = new int[n * n];
        boolean[][] region = new boolean[problem.itemCount() + 1][];
        for (int item = 1; item <= problem.itemCount(); item++) {
            region[item] = regionOf(problem.itemName(item), shape, cellItem, item);
        }
        return new SudokuLayout(shape, cellOf, digitOf, cellItem, region);
    }

    private static boolean[] regionOf(String name, SudokuShape shape, int[] cellItem, int item) {
        int n = shape.size();
        boolean[] cells = new boolean[n * n];
        Matcher m;
        if ((m = CELL.matcher(name)).matches()) {
            int cell = (Integer.parseInt(m.group(1)) - 1) * n + Integer.parseInt(m.group(2)) - 1;
            if (cell >= 0 && cell < n * n) {
                cells[cell] = true;
                cellItem[cell] = item;
            }
        } else if ((m = ROW.matcher(name)).matches()) {
            int row = Integer.parseInt(m.group(1)) - 1;
            for (int c = 0; c < n && row >= 0 && row < n; c++) {
                cells[row * n + c] = true;
            }
        } else if ((m = COL.matcher(name)).matches()) {
            int col = Integer.parseInt(m.group(1)) - 1;
            for (int r = 0; r < n && col >= 0 && col < n; r++) {
                cells[r * n + col] = true;
            }
        } else if ((m = BOX.matcher(name)).matches()) {
            int box = Integer.parseInt(m.group(1)) - 1;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    cells[r * n + c] = shape.boxOf(r, c) == box;
                }
            }
        }
        return cells;
    }

    /** A digit as written in a label: {@code 7}, {@code 16}, or a letter {@code A}.. for 10... */
    public static int digitValue(String text) {
        if (text.chars().allMatch(Character::isDigit)) {
            return Integer.parseInt(text);
        }
        if (text.length() == 1 && Character.isLetter(text.charAt(0))) {
            return Character.toUpperCase(text.charAt(0)) - 'A' + 10;
        }
        return -1;
    }

    /** How a digit is written in the grid: 1-9, then A, B, ... for 10 and up. */
    public static String symbol(int digit) {
        return digit <= 9 ? Integer.toString(digit) : String.valueOf((char) ('A' + digit - 10));
    }

    public SudokuShape shape() {
        return shape;
    }

    public int cellOf(int option) {
        return cellOfOption[option];
    }

    public int digitOf(int option) {
        return digitOfOption[option];
    }

    /** The item standing for {@code cell} (0-based), 0 when the encoding has none. */
    public int cellItem(int cell) {
        return cellItem[cell];
    }

    /** True when {@code cell} lies in the region (cell, row, column or box) that {@code item} stands for. */
    public boolean inRegion(int item, int cell) {
        return item >= 1 && item < regionOfItem.length && regionOfItem[item][cell];
    }
}
