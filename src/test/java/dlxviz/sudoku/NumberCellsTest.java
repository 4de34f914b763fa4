package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NumberCellsTest {
    @Test
    void aLineOfNumbersHasACommaOrATwoDigitNumberAndNoPuzzleLongFirstToken() {
        assertTrue(NumberCells.looksLikeNumbers("1,0,0,3"));
        assertTrue(NumberCells.looksLikeNumbers("1 0 12 3"));
        assertTrue(NumberCells.looksLikeNumbers("15x,0,0"), "a typo in the first number is still numbers");
        assertFalse(NumberCells.looksLikeNumbers("1 . . 3"), "single digits read the same as characters");
        assertFalse(NumberCells.looksLikeNumbers("1....7.9..3..2.. # 12, 13"), "a one-line puzzle with a comment");
    }

    @Test
    void tokensAreNumberedWithTheirColumnsAndTextAfterAHashIsAComment() {
        Cells cells = new Cells();
        NumberCells.collect(" 10, 0;.  7 | 16 # 5", 3, cells);
        assertEquals(5, cells.count);
        assertEquals(10, cells.values[0]);
        assertEquals(0, cells.values[2], "'.' is an empty cell");
        assertEquals(16, cells.values[4]);
        assertEquals(2, cells.columns[0]);
        assertEquals(15, cells.columns[4]);
        assertEquals(5, NumberCells.count(" 10, 0;.  7 | 16 # 5"));
    }

    @Test
    void aTokenThatIsNotANumberIsQuotedWholeAtItsColumn() {
        Cells cells = new Cells();
        String line = "1,1.5" + ",0".repeat(14);
        NumberCells.collect(line, 1, cells);
        assertEquals(-1, cells.values[1]);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> NumberCells.toGrid(cells, new BoxShape(2, 2)));
        assertEquals(3, e.column());
        assertEquals("'1.5' is not a digit for a 4x4 grid (numbers 1-4, 0 or . for empty)", e.reason());
    }

    @Test
    void aNumberAboveTheSizeIsQuotedAsTyped() {
        Cells cells = new Cells();
        NumberCells.collect("1,2,3,4000" + ",0".repeat(12), 1, cells);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> NumberCells.toGrid(cells, new BoxShape(2, 2)));
        assertTrue(e.reason().startsWith("'4000' is not a digit"), e.reason());
    }

    @Test
    void fourByFourNumbersAreZeroToFour() {
        assertTrue(NumberCells.fourByFourOnly("1,0,4,.,2"));
        assertFalse(NumberCells.fourByFourOnly("1,0,5"));
    }
}
