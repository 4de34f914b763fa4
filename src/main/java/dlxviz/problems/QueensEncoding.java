package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * N-queens as exact cover, by its names both ways: {@link NQueens} writes them through
 * {@link #rowName}, {@link #columnName}, {@link #sumDiagonalName}, {@link #differenceDiagonalName}
 * and {@link #optionLabel}; {@link #of(ExactCoverProblem)} reads them back, so that the window asks
 * this class which square an option stands on and which line an item is, and parses no name.
 *
 * <p>A problem is read as queens from its option labels ({@code Q r3c5} is row 3, column 5) or, in
 * a DLX1 file (which has no labels), from the items: an option with exactly one row item
 * {@code r3} and one column item {@code c5}, as {@code --print-problem} writes the queens.
 */
public final class QueensEncoding {
    private static final Pattern OPTION = Pattern.compile("Q r(\\d+)c(\\d+)");
    private static final Pattern ROW_ITEM = Pattern.compile("r(\\d{1,3})");
    private static final Pattern COLUMN_ITEM = Pattern.compile("c(\\d{1,3})");
    private static final Pattern LINE_ITEM = Pattern.compile("([rcab])(\\d{1,3})");
    /** Larger boards are not read as queens: their squares would be too small to read, so they keep the option list. */
    static final int MAX_SIZE = 32;

    /** What an item of the queens stands for. */
    public enum Line {
        /** {@code r3}: row 3 holds exactly one queen. */
        ROW,
        /** {@code c5}: column 5 holds exactly one queen. */
        COLUMN,
        /** {@code a8}: the / diagonal where row + column = 8 holds at most one. */
        SUM_DIAGONAL,
        /** {@code b7}: the \ diagonal where row - column + n = 7 holds at most one. */
        DIFFERENCE_DIAGONAL,
        /** An item of another name, which the queens' encoding does not write. */
        NONE
    }

    private final ExactCoverProblem problem;
    private final int n;
    private final int[] squareOf;
    private final int[] optionAt;

    private QueensEncoding(ExactCoverProblem problem, int n, int[] squareOf, int[] optionAt) {
        this.problem = problem;
        this.n = n;
        this.squareOf = squareOf;
        this.optionAt = optionAt;
    }

    /** The item of row {@code row} (1-based): {@code r3}. */
    public static String rowName(int row) {
        return "r" + row;
    }

    /** The item of column {@code column} (1-based): {@code c5}. */
    public static String columnName(int column) {
        return "c" + column;
    }

    /** The item of the / diagonal of squares with row + column = {@code sum}: {@code a8}. */
    public static String sumDiagonalName(int sum) {
        return "a" + sum;
    }

    /** The item of the \ diagonal of squares with row - column + n = {@code difference}: {@code b7}. */
    public static String differenceDiagonalName(int difference) {
        return "b" + difference;
    }

    /** The label of the option that puts a queen on row {@code row}, column {@code column}: {@code Q r3c5}. */
    public static String optionLabel(int row, int column) {
        return "Q " + rowName(row) + columnName(column);
    }

    /** The queens of {@code problem}, or null when its options are not all queens on distinct squares. */
    public static QueensEncoding of(ExactCoverProblem problem) {
        int options = problem.optionCount();
        if (options == 0) {
            return null;
        }
        int[] row = new int[options + 1];
        int[] col = new int[options + 1];
        int n = 0;
        for (int k = 1; k <= options; k++) {
            Matcher m = OPTION.matcher(problem.optionLabel(k).trim());
            if (m.matches() && m.group(1).length() <= 3 && m.group(2).length() <= 3) {
                row[k] = Integer.parseInt(m.group(1));
                col[k] = Integer.parseInt(m.group(2));
            } else {
                row[k] = onlyNumber(problem, k, ROW_ITEM);
                col[k] = onlyNumber(problem, k, COLUMN_ITEM);
            }
            if (row[k] < 1 || col[k] < 1) {
                return null;
            }
            n = Math.max(n, Math.max(row[k], col[k]));
        }
        if (n > MAX_SIZE) {
            return null;
        }
        int[] squareOf = new int[options + 1];
        int[] optionAt = new int[n * n];
        for (int k = 1; k <= options; k++) {
            int square = (row[k] - 1) * n + col[k] - 1;
            if (optionAt[square] != 0) {
                return null; // two options on one square: not a board
            }
            optionAt[square] = k;
            squareOf[k] = square;
        }
        return new QueensEncoding(problem, n, squareOf, optionAt);
    }

    /** The number in the one item of option {@code k} that {@code pattern} matches; -1 if not exactly one. */
    private static int onlyNumber(ExactCoverProblem problem, int k, Pattern pattern) {
        int found = -1;
        for (int j = 0; j < problem.optionSize(k); j++) {
            Matcher m = pattern.matcher(problem.itemName(problem.optionItem(k, j)));
            if (m.matches()) {
                if (found != -1) {
                    return -1;
                }
                found = Integer.parseInt(m.group(1));
            }
        }
        return found;
    }

    public int size() {
        return n;
    }

    /** The square (row * n + column, 0-based) of {@code option}. */
    public int squareOf(int option) {
        return squareOf[option];
    }

    /** The option on {@code square}, 0 when the problem has none there. */
    public int optionAt(int square) {
        return optionAt[square];
    }

    /** The line {@code item} stands for, by the name this encoding gives it. */
    public Line line(int item) {
        Matcher m = LINE_ITEM.matcher(problem.itemName(item));
        if (!m.matches()) {
            return Line.NONE;
        }
        switch (m.group(1)) {
            case "r":
                return Line.ROW;
            case "c":
                return Line.COLUMN;
            case "a":
                return Line.SUM_DIAGONAL;
            default:
                return Line.DIFFERENCE_DIAGONAL;
        }
    }

    /** The number in {@code item}'s name: the row, the column, or the diagonal's sum or difference; 0 for {@link Line#NONE}. */
    public int lineNumber(int item) {
        Matcher m = LINE_ITEM.matcher(problem.itemName(item));
        return m.matches() ? Integer.parseInt(m.group(2)) : 0;
    }

    /** True when the option on {@code square} contains {@code item}: the square is on that line. */
    public boolean onLine(int item, int square) {
        int option = optionAt[square];
        if (item <= 0 || option == 0) {
            return false;
        }
        for (int j = 0; j < problem.optionSize(option); j++) {
            if (problem.optionItem(option, j) == item) {
                return true;
            }
        }
        return false;
    }
}
