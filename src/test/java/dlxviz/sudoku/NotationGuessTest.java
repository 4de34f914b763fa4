package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class NotationGuessTest {
    private static Cells cells(String text) {
        Cells cells = new Cells();
        CharCells.collect(text, 1, 0, text.length(), cells);
        return cells;
    }

    @Test
    void upToNineByNineItIsAlwaysTheDigits() {
        assertEquals(Notation.DIGITS, NotationGuess.choose(null, 9, cells("0A..")));
    }

    @Test
    void lettersWithoutDigitsAreTheLettersNotation() {
        assertEquals(Notation.LETTERS, NotationGuess.choose(null, 16, cells("A.P.")));
    }

    @Test
    void aZeroWithoutTheTopOneBasedSymbolAndAnotherEmptyMarkerIsZeroBased() {
        assertEquals(Notation.ZERO_BASED, NotationGuess.choose(null, 16, cells("0F..")));
        assertEquals(Notation.ONE_BASED, NotationGuess.choose(null, 16, cells("0G..")), "G is 16 in 1-9A only");
        assertEquals(Notation.ONE_BASED, NotationGuess.choose(null, 16, cells("10F1")), "zeros are empty cells here");
        assertEquals(Notation.ONE_BASED, NotationGuess.choose(null, 16, cells("1F..")), "no zero: cannot tell, 1-9A");
    }

    @Test
    void aGivenNotationIsTakenWhenItFitsAndRefusedWhenItCannot() {
        assertEquals(Notation.LETTERS, NotationGuess.choose(Notation.LETTERS, 16, cells("1234")));
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> NotationGuess.choose(Notation.DIGITS, 16, cells("1234")));
        assertEquals("notation digits cannot write the digits of a 16x16 grid", e.reason());
    }
}
