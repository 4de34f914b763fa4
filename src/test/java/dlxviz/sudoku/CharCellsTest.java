package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CharCellsTest {
    private static Cells collect(String line) {
        Cells cells = new Cells();
        CharCells.collect(line, 7, 0, line.length(), cells);
        return cells;
    }

    @Test
    void decorationAndBlanksAreNotCellsAndEachCellKeepsItsColumn() {
        Cells cells = collect("1 . | 3 \u00A04");
        assertEquals(4, cells.count);
        assertEquals("1.34", new String(cells.chars, 0, 4));
        assertEquals(1, cells.columns[0]);
        assertEquals(7, cells.columns[2]);
        assertEquals(10, cells.columns[3], "a non-breaking space is a blank");
        assertEquals(7, cells.lines[3]);
        assertEquals(4, CharCells.count("1 . | 3 \u00A04", 0, 10));
    }

    @Test
    void aCharacterBeyondTheBasicPlaneIsOneCellAtOneColumn() {
        Cells cells = collect("1\uD83D\uDE00.2");
        assertEquals(4, cells.count);
        assertEquals(0x1F600, cells.values[1]);
        assertEquals(3, cells.columns[2]);
        assertEquals(4, CharCells.count("1\uD83D\uDE00.2", 0, 5));
    }

    @Test
    void theFirstTokenEndsAtABlankOrAColon() {
        assertEquals(5, CharCells.tokenEnd("  abc d", 2));
        assertEquals(3, CharCells.tokenEnd("abc:1:x", 0));
        assertEquals(2, CharCells.firstNonBlank("\t abc"));
    }

    @Test
    void strayCharactersAreThoseNoNotationUses() {
        for (char ch : "!?#@\u00E9\uFFFD".toCharArray()) {
            assertTrue(CharCells.isStray(ch), String.valueOf(ch));
        }
        for (char ch : "09azAZ._-*".toCharArray()) {
            assertFalse(CharCells.isStray(ch), String.valueOf(ch));
        }
        assertEquals("'\u00E9' (U+00E9) is not ASCII: cells are digits, letters or . 0 _ - *", CharCells.stray(0xE9));
        assertEquals("bytes that are not UTF-8 (read as U+FFFD): save the file as UTF-8 text", CharCells.stray(0xFFFD));
    }

    @Test
    void aSymbolOfOneSizeIsNotOneOfASmallerSize() {
        Cells cells = collect("1Q9G");
        assertEquals(1, CharCells.firstNotASymbol(cells, 0, 4, 9, null), "Q is no 9x9 digit");
        assertEquals(1, CharCells.firstNotASymbol(cells, 0, 4, 16, null), "nor a 16x16 one in any notation");
        assertEquals(-1, CharCells.firstNotASymbol(cells, 2, 4, 16, null), "9 and G are 16x16 digits (1-9A)");
        assertEquals(2, CharCells.firstNotASymbol(cells, 2, 4, 16, Notation.LETTERS), "9 is no letter");
        assertTrue(CharCells.fourByFourOnly(collect("12.0-34"), 0, 7));
        assertFalse(CharCells.fourByFourOnly(collect("125"), 0, 3));
    }

    @Test
    void aGridIsBuiltInItsNotationAndABadCellIsNamedAtItsColumn() {
        CharCells reader = new CharCells();
        Cells cells = collect(". 2 . 1 | 1 . 2 . | . 1 . 2 | 2 . 1 .");
        Grid grid = reader.toGrid(cells, new BoxShape(2, 2), Notation.DIGITS);
        assertEquals(2, grid.get(0, 1));
        assertEquals(0, grid.get(3, 3));
        Cells bad = collect("12x4" + ".".repeat(12));
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> reader.toGrid(bad, new BoxShape(2, 2), Notation.DIGITS));
        assertEquals(3, e.column());
        assertEquals("'x' is not a digit for a 4x4 grid (digits 1-4; empty . 0 _ - *)", e.reason());
    }
}
