package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PuzzleLineTest {
    private static PuzzleLine line(String text) {
        return PuzzleLine.of(new LineReader.Line(1, text, text.length()), null, null, PuzzleLine::hasUsualShape);
    }

    @Test
    void blankAndCommentLinesAreSkippedAndDrawnRulesAreSeparators() {
        assertEquals(PuzzleLine.SKIP, line("  # x").kind);
        assertEquals(PuzzleLine.SKIP, line(" \t").kind);
        assertEquals(PuzzleLine.SEPARATOR, line("------+-------+------").kind);
        assertEquals(PuzzleLine.SEPARATOR, line("*-----------*").kind);
        assertEquals(PuzzleLine.CONTENT, line("---|---|---").kind, "a row of empty cells written as dashes");
    }

    @Test
    void aTokenOfNSquaredCellsIsAWholePuzzleAndTextAfterItIsNotCounted() {
        PuzzleLine nine = line(".".repeat(81) + "  AI Escargot");
        assertEquals(9, nine.puzzleSize);
        assertEquals(81, nine.tokenCells);
        assertEquals(91, nine.lineCells);
        assertEquals(0, line(".".repeat(80)).puzzleSize);
        assertEquals(0, line(".".repeat(49)).puzzleSize, "7x7 has no box shape");
    }

    @Test
    void aLinesOwnBoxNoteGivesAPrimeSizeItsShape() {
        assertEquals(7, line(".".repeat(49) + " # box: 1x7, 20 clues").puzzleSize);
        assertEquals(5, line(".".repeat(25) + " # Box: 5x1").puzzleSize);
        assertTrue(line("..... # box: 1x5").hasShape(5), "the first row of a 5x5 grid");
        assertEquals(0, line(".".repeat(25) + " # box: 3x2").puzzleSize, "a note for 6x6 gives 5x5 no shape");
        assertEquals(0, line(".".repeat(25) + " # box: 1by5").puzzleSize, "an unreadable note gives none");
        assertFalse(line(".".repeat(25) + " # box: 1x5").hasShape(7));
    }

    @Test
    void sixteenCellsAreA4x4PuzzleOnlyWhenA4x4GridCanHoldThem() {
        assertEquals(4, line("1.3...4123...4..").puzzleSize);
        assertEquals(0, line("9.D..C6.8.35..7.").puzzleSize);
        assertTrue(line("1.3...4123...4..").hasClue());
        assertFalse(line("................").hasClue());
    }

    @Test
    void aGivenBoxShapeDecidesBetweenPuzzleAndRow() {
        String sixteen = "1.3...4123...4..";
        assertEquals(0, PuzzleLine.of(new LineReader.Line(1, sixteen, 16), new BoxShape(4, 4), null, n -> n == 16).puzzleSize);
        assertEquals(4, PuzzleLine.of(new LineReader.Line(1, sixteen, 16), new BoxShape(2, 2), null, n -> n == 4).puzzleSize);
    }

    @Test
    void numbersLinesCountTheirNumbers() {
        PuzzleLine numbers = line("1,0,0,16" + ",0".repeat(252));
        assertTrue(numbers.numbers);
        assertEquals(256, numbers.lineCells);
        assertEquals(16, numbers.puzzleSize);
        assertEquals(256, numbers.cellsAs(true));
        assertEquals(0, line("1,0,0,16" + ",0".repeat(12)).puzzleSize, "16 numbers up to 16: a 16x16 row");
    }

    @Test
    void sizesWithAUsualBoxShapeAreTheNonPrimeOnesFromFourToTwentyFive() {
        assertTrue(PuzzleLine.hasUsualShape(4));
        assertTrue(PuzzleLine.hasUsualShape(25));
        assertFalse(PuzzleLine.hasUsualShape(7));
        assertFalse(PuzzleLine.hasUsualShape(26));
        assertEquals(9, PuzzleLine.squareRoot(81));
        assertEquals(0, PuzzleLine.squareRoot(9), "3x3 is too small");
    }
}
