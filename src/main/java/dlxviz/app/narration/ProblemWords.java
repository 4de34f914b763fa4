package dlxviz.app.narration;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.QueensEncoding;
import dlxviz.problems.TilingEncoding;
import dlxviz.sudoku.SudokuEncoding;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an item means in the words of its puzzle, for the links view's tooltips: "box 2 needs a
 * 7", "row 3 needs a queen", "cell r2c7 must be covered once". Null for a problem without a
 * puzzle behind it, whose items are only names.
 */
public final class ProblemWords {
    private static final Pattern QUEENS_ITEM = Pattern.compile("([rcab])(\\d+)");
    private static final Pattern SLOT = Pattern.compile("s(\\d+)");

    private ProblemWords() {
    }

    public static IntFunction<String> of(ExactCoverProblem problem, SudokuEncoding encoding) {
        if (encoding != null) {
            return item -> SudokuWords.item(encoding, item);
        }
        if (problem == null) {
            return null;
        }
        if (QueensEncoding.of(problem) != null) {
            return item -> queens(problem.itemName(item));
        }
        TilingEncoding tiling = TilingEncoding.of(problem);
        if (tiling != null) {
            return item -> tiling(tiling, problem.itemName(item));
        }
        return null;
    }

    /** N-queens: {@code r3}, {@code c5}, and the diagonals {@code a8} (row + column) and {@code b7} (row - column + n). */
    static String queens(String name) {
        Matcher m = QUEENS_ITEM.matcher(name);
        if (!m.matches()) {
            return null;
        }
        switch (m.group(1)) {
            case "r":
                return "row " + m.group(2) + " needs a queen";
            case "c":
                return "column " + m.group(2) + " needs a queen";
            case "a":
                return "the / diagonal where row + column = " + m.group(2) + ": at most one queen";
            default:
                return "a \\ diagonal, where row - column is constant: at most one queen";
        }
    }

    /** Tilings: cells {@code r2c7} or Langford slots {@code s3}, and the pieces (or numbers). */
    static String tiling(TilingEncoding layout, String name) {
        if (name.matches("r\\d+c\\d+")) {
            return "cell " + name + " must be covered by exactly one piece";
        }
        Matcher slot = SLOT.matcher(name);
        if (slot.matches()) {
            return "position " + slot.group(1) + " must hold exactly one number";
        }
        return layout.isRowOfSlots() && name.matches("\\d+")
                ? "number " + name + " must be placed once: two " + name + "s with " + name
                        + (name.equals("1") ? " number" : " numbers") + " between them" // "1 numbers" read wrong
                : "piece " + name + " must be placed exactly once";
    }
}
