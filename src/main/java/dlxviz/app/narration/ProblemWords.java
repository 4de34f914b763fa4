package dlxviz.app.narration;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.QueensEncoding;
import dlxviz.problems.TilingEncoding;
import dlxviz.sudoku.SudokuEncoding;
import java.util.function.IntFunction;

/**
 * What an item means in the words of its puzzle, for the links view's tooltips: "box 2 needs a
 * 7", "row 3 needs a queen", "cell r2c7 must be covered once". Null for a problem without a
 * puzzle behind it, whose items are only names. Each family's encoding says what an item is; the
 * words are the window's.
 */
public final class ProblemWords {
    private ProblemWords() {
    }

    public static IntFunction<String> of(ExactCoverProblem problem, SudokuEncoding encoding) {
        if (encoding != null) {
            return item -> SudokuWords.item(encoding, item);
        }
        if (problem == null) {
            return null;
        }
        QueensEncoding queens = QueensEncoding.of(problem);
        if (queens != null) {
            return item -> queens(queens, item);
        }
        TilingEncoding tiling = TilingEncoding.of(problem);
        if (tiling != null) {
            return item -> tiling(tiling, problem.itemName(item), item);
        }
        return null;
    }

    /** N-queens: rows, columns, and the diagonals {@code a8} (row + column) and {@code b7} (row - column + n). */
    static String queens(QueensEncoding queens, int item) {
        switch (queens.line(item)) {
            case ROW:
                return "row " + queens.lineNumber(item) + " needs a queen";
            case COLUMN:
                return "column " + queens.lineNumber(item) + " needs a queen";
            case SUM_DIAGONAL:
                return "the / diagonal where row + column = " + queens.lineNumber(item) + ": at most one queen";
            case DIFFERENCE_DIAGONAL:
                return "a \\ diagonal, where row - column is constant: at most one queen";
            default:
                return null;
        }
    }

    /** Tilings: cells {@code r2c7} or Langford slots {@code s3}, and the pieces (or numbers). */
    static String tiling(TilingEncoding tiling, String name, int item) {
        switch (tiling.itemKind(item)) {
            case CELL:
                return "cell " + name + " must be covered by exactly one piece";
            case SLOT:
                return "position " + tiling.slotPosition(item) + " must hold exactly one number";
            case NUMBER:
                return "number " + name + " must be placed once: two " + name + "s with " + name
                        + (name.equals("1") ? " number" : " numbers") + " between them"; // "1 numbers" read wrong
            default:
                return "piece " + name + " must be placed exactly once";
        }
    }
}
