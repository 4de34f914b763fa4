package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the options of an N-queens problem stand on the board: option {@code Q r3c5} is the
 * square of row 3, column 5. Recognised from the option labels, or, in a DLX1 file (which has
 * no labels), from the items: an option with exactly one row item {@code r3} and one column
 * item {@code c5}, as {@code --print-problem} writes the queens.
 */
public final class QueensEncoding {
    private static final Pattern OPTION = Pattern.compile("Q r(\\d+)c(\\d+)");
    private static final Pattern ROW_ITEM = Pattern.compile("r(\\d{1,3})");
    private static final Pattern COLUMN_ITEM = Pattern.compile("c(\\d{1,3})");
    /** Larger boards would make squares too small to read; they keep the option list. */
    static final int MAX_SIZE = 32;

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

    /** The board of {@code problem}, or null when its options are not all queens on distinct squares. */
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
