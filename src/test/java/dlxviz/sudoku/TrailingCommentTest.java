package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Issue 26.9: a grid row with a trailing {@code # comment} was read with the comment's letters
 * as cells ("the grid starting here has 9 rows; a 14x14 grid needs 14"). '#' is never a cell:
 * what follows it on a line is a remark.
 */
class TrailingCommentTest {
    private static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    @Test
    void aRemarkAfterARowIsNotPartOfTheGrid() {
        String grid = String.join("\n",
                "1 . . | . . 7 | . 9 .  # AI Escargot",
                ". 3 . | . 2 . | . . 8",
                ". . 9 | 6 . . | 5 . .",
                "------+-------+------  # band 2",
                ". . 5 | 3 . . | 9 . .",
                ". 1 . | . 8 . | . . 2 #no blank before it",
                "6 . . | . . 4 | . . .",
                "------+-------+------",
                "3 . . | . . . | . 1 .",
                ". 4 . | . . . | . . 7",
                ". . 7 | . . . | 3 . .  # last row");
        assertEquals(PuzzleParser.parse(ESCARGOT), PuzzleParser.parse(grid));
    }

    @Test
    void aRemarkAfterARowOfNumbersToo() {
        StringBuilder grid = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                char ch = ESCARGOT.charAt(r * 9 + c);
                grid.append(ch == '.' ? "0" : String.valueOf(ch)).append(c < 8 ? "," : "");
            }
            grid.append(r == 2 ? " # row three\n" : "\n");
        }
        assertEquals(PuzzleParser.parse(ESCARGOT), PuzzleParser.parse(grid.toString()));
    }
}
