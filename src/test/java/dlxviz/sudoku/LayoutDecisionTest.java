package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a file's lines are taken apart into puzzles: each line's role decided from its
 * neighbours, so that no stray line swallows the puzzles after it (issue 16, "lost answers").
 */
class LayoutDecisionTest {
    private static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    /** Entries as "line N: ok" or "line N: error <message>", for whole-list comparisons. */
    private static List<String> read(String text) {
        List<String> out = new ArrayList<>();
        for (PuzzleEntry entry : PuzzleParser.parseAll(text, ReadOptions.AUTO)) {
            out.add("line " + entry.line() + ": " + (entry.isValid()
                    ? entry.puzzle().grid().size() + "x" + entry.puzzle().grid().size()
                    : "error " + entry.error().reason()));
        }
        return out;
    }

    private static List<String> topPuzzles(int count) {
        return TestData.text("tdoku-test-puzzles.txt").lines().filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split(":")[0]).limit(count).toList();
    }

    @Test
    void aShortLineBeforeOneLinePuzzlesIsReportedAloneAndThePuzzlesAreRead() {
        String text = "1234\n" + String.join("\n", topPuzzles(5)) + "\n";
        List<String> entries = read(text);
        assertEquals(6, entries.size(), entries::toString);
        assertTrue(entries.get(0).startsWith("line 1: error 4 cells: neither a one-line puzzle"), entries.get(0));
        for (int k = 1; k <= 5; k++) {
            assertEquals("line " + (k + 1) + ": 9x9", entries.get(k));
        }
    }

    @Test
    void aSixteenCellRowBeforeFourByFourPuzzlesIsReportedAloneAndThePuzzlesAreRead() {
        List<String> fours = TestData.text("generated-4x4.txt").lines().filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split(":")[0]).toList();
        // A 16x16 row (it has a D), then every 4x4 puzzle of the file: 13 lines of 16 cells.
        String text = "9.D..C6.8.35..7.\n" + String.join("\n", fours) + "\n";
        List<String> entries = read(text);
        assertEquals(1 + fours.size(), entries.size(), entries::toString);
        assertEquals("line 1: error 16 cells: neither a 4x4 puzzle ('9' is not a digit of one) "
                + "nor the first of 16 rows of a 16x16 grid", entries.get(0));
        for (int k = 1; k < entries.size(); k++) {
            assertEquals("line " + (k + 1) + ": 4x4", entries.get(k));
        }
    }

    @Test
    void fifteenFourByFourPuzzlesAfterASixteenCellRowAreStillPuzzles() {
        String four = "1.3...4123...4..";
        String text = "9.D..C6.8.35..7.\n" + (four + "\n").repeat(15);
        List<String> entries = read(text);
        assertEquals(16, entries.size(), entries::toString);
        assertTrue(entries.get(0).startsWith("line 1: error 16 cells"), entries.get(0));
        assertEquals("line 16: 4x4", entries.get(15));
    }

    @Test
    void aFewSixteenCellRowsNeverSwallowAFourByFourPuzzleAmongThem() {
        String four = "1.3...4123...4..";
        String text = "9.D..C6.8.35..7.\n" + four + "\n.A..6..B...3.1..\n\n";
        List<String> entries = read(text);
        assertEquals(3, entries.size(), entries::toString);
        assertEquals("line 2: 4x4", entries.get(1));
    }

    @Test
    void aFourByFourPuzzleBeforeAFewSixteenCellRowsIsNotSwallowedEither() {
        String text = "..4.4......3.2..\n5.3...4123...4..\n1234\n";
        List<String> entries = read(text);
        assertEquals("line 1: 4x4", entries.get(0), entries::toString);
        assertEquals(3, entries.size(), entries::toString);
    }

    @Test
    void halfSixteenByRowsAndHalfFourByFourPuzzlesAreReadLineByLine() {
        String four = "1.3...4123...4..";
        String row = "9.D..C6.8.35..7.";
        String text = (row + "\n" + four + "\n").repeat(8);
        List<String> entries = read(text);
        assertEquals(16, entries.size(), entries::toString);
        assertEquals("line 16: 4x4", entries.get(15));
    }

    @Test
    void aGridCutShortBeforeAOneLinePuzzleIsOneErrorAndThePuzzleIsRead() {
        String[] rows = PuzzleParserTest.rows(ESCARGOT, 9, "\n").split("\n");
        String text = String.join("\n", List.of(rows).subList(0, 5)) + "\n" + ESCARGOT + "\n";
        assertEquals(List.of("line 1: error the grid starting here has 5 rows; a 9x9 grid needs 9", "line 6: 9x9"),
                read(text));
    }

    @Test
    void stackedGridsWithoutBlankLinesAreReadOneAfterTheOther() {
        String grid = PuzzleParserTest.rows(ESCARGOT, 9, "\n");
        assertEquals(List.of("line 1: 9x9", "line 10: 9x9", "line 19: 9x9"), read(grid + grid + grid));
    }

    @Test
    void aFrameTypoInTheFirstRowIsNamedAndTheGridKeepsItsSize() {
        String boxed = GridWriter.boxed(PuzzleParser.parse(ESCARGOT), Notation.DIGITS);
        String[] lines = boxed.split("\n");
        lines[0] = lines[0].replaceFirst("\\|", "!"); // "1 . . ! . . 7 | . 9 ."
        String text = String.join("\n", lines) + "\n\n" + ESCARGOT + "\n";
        List<String> entries = read(text);
        assertEquals(List.of("line 1: error '!' is neither a digit of a 9x9 grid nor decoration ('|', '+', '=' or blanks): "
                + "10 cells in this row; a 9x9 grid needs 9", "line 13: 9x9"), entries);
        PuzzleFormatException e = PuzzleParser.parseAll(text, ReadOptions.AUTO).get(0).error();
        assertEquals(7, e.column());
    }

    @Test
    void aFrameTypoInALaterRowIsNamedWithItsColumn() {
        String boxed = GridWriter.boxed(PuzzleParser.parse(ESCARGOT), Notation.DIGITS);
        String[] lines = boxed.split("\n");
        lines[5] = lines[5].substring(0, 14) + "Q" + lines[5].substring(15); // the second '|' of row 5
        PuzzleFormatException e = PuzzleParser.parseAll(String.join("\n", lines), ReadOptions.AUTO).get(0).error();
        assertEquals(6, e.line(), e.getMessage());
        assertEquals(15, e.column(), e.getMessage());
        assertTrue(e.reason().startsWith("'Q' is neither a digit of a 9x9 grid nor decoration"), e.getMessage());
    }

    @Test
    void eightyOneDigitsSeparatedByBlanksAreAOneLinePuzzle() {
        String spaced = String.join(" ", ESCARGOT.split(""));
        List<PuzzleEntry> entries = PuzzleParser.parseAll(spaced + "\n" + ESCARGOT + "\n", ReadOptions.AUTO);
        assertEquals(2, entries.size());
        assertNull(entries.get(0).error(), () -> entries.get(0).error().getMessage());
        assertEquals(PuzzleParser.parse(ESCARGOT), entries.get(0).puzzle().grid());
    }

    @Test
    void strayLinesEachGetTheirOwnErrorAndNoneSwallowsAPuzzle() {
        String text = "hello world\n123456789\n" + ESCARGOT + "\nabc\n" + ESCARGOT + "\n12345\n";
        List<String> entries = read(text);
        assertEquals(6, entries.size(), entries::toString);
        assertEquals("line 3: 9x9", entries.get(2));
        assertEquals("line 5: 9x9", entries.get(4));
        assertTrue(entries.get(1).startsWith("line 2: error 9 cells: neither a one-line puzzle"), entries.get(1));
    }

    @Test
    void aNonAsciiCharacterIsNamedByItsColumnAndCode() {
        String text = ESCARGOT.substring(0, 4) + "é" + ESCARGOT.substring(5) + "\n"   // in place of a cell
                + ESCARGOT.substring(0, 4) + "é" + ESCARGOT.substring(4) + "\n";       // one cell too many
        List<PuzzleEntry> entries = PuzzleParser.parseAll(text, ReadOptions.AUTO);
        assertEquals(2, entries.size());
        for (PuzzleEntry entry : entries) {
            assertEquals(5, entry.error().column(), entry.error().getMessage());
            assertTrue(entry.error().reason().startsWith("'é' (U+00E9) is not ASCII"), entry.error().getMessage());
        }
    }

    @Test
    void numbersTokensThatAreNotNumbersAreQuotedWhole() {
        Grid grid = PuzzleLibrary.get("16x16-1").grid();
        String numbers = GridWriter.oneLine(grid, Notation.NUMBERS).replace(' ', ',');
        for (String token : List.of("1.5", "15x")) {
            String text = token + numbers.substring(numbers.indexOf(','));
            PuzzleFormatException e = PuzzleParser.parseAll(text, ReadOptions.AUTO).get(0).error();
            assertEquals("'" + token + "' is not a digit for a 16x16 grid (numbers 1-16, 0 or . for empty)", e.reason());
            assertEquals(1, e.column());
        }
    }
}
