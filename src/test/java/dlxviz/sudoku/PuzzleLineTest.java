package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PuzzleLineTest {
    private static PuzzleLine line(String text) {
        return PuzzleLine.of(new LineReader.Line(1, text, text.length()), null, null);
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
    void sixteenCellsAreA4x4PuzzleOnlyWhenA4x4GridCanHoldThem() {
        assertEquals(4, line("1.3...4123...4..").puzzleSize);
        assertEquals(0, line("9.D..C6.8.35..7.").puzzleSize);
        assertTrue(line("1.3...4123...4..").hasClue());
        assertFalse(line("................").hasClue());
    }

    @Test
    void aGivenBoxShapeDecidesBetweenPuzzleAndRow() {
        String sixteen = "1.3...4123...4..";
        assertEquals(0, PuzzleLine.of(new LineReader.Line(1, sixteen, 16), new BoxShape(4, 4), null).puzzleSize);
        assertEquals(4, PuzzleLine.of(new LineReader.Line(1, sixteen, 16), new BoxShape(2, 2), null).puzzleSize);
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
    void sizesWithABoxShapeAreTheNonPrimeOnesFromFourToTwentyFive() {
        assertTrue(PuzzleLine.hasShape(4));
        assertTrue(PuzzleLine.hasShape(25));
        assertFalse(PuzzleLine.hasShape(7));
        assertFalse(PuzzleLine.hasShape(26));
        assertEquals(9, PuzzleLine.squareRoot(81));
        assertEquals(0, PuzzleLine.squareRoot(9), "3x3 is too small");
    }
}
