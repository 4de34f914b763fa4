package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.PuzzleLibrary;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Typing a puzzle, without a window: keys, clashes, pastes, sizes and undo. */
class DraftModelTest {
    private final DraftModel draft = new DraftModel();

    @Test
    void aClashingGivenMarksBothCellsAndNamesThem() {
        draft.select(0);
        draft.type("7");
        assertTrue(draft.clashes().isEmpty());
        draft.select(4);
        draft.type("7");
        Clashes clashes = draft.clashes();
        assertTrue(clashes.marks(0) && clashes.marks(4));
        assertFalse(clashes.marks(1));
        assertEquals(List.of("r1c1 and r1c5 both hold 7 (row 1)"), clashes.sentences());
        draft.clearCell();
        assertTrue(draft.clashes().isEmpty(), "clearing one of the pair ends the clash");
    }

    @Test
    void arrowsMoveAndStopAtTheEdges() {
        draft.move(-1, -1);
        assertEquals(0, draft.selected());
        draft.move(1, 2);
        assertEquals(9 + 2, draft.selected());
        for (int i = 0; i < 20; i++) {
            draft.move(1, 1);
        }
        assertEquals(80, draft.selected());
    }

    @Test
    void aSixteenBySixteenTakesLettersInItsNotation() {
        draft.useShape(new BoxShape(4, 4));
        draft.type("g");
        assertEquals(16, draft.draft().grid().cell(0));
        assertEquals("G", draft.draft().symbol(0));
        draft.useNotation(Notation.LETTERS);
        assertEquals("P", draft.draft().symbol(0), "letters: A is 1, P is 16");
        draft.move(0, 1);
        draft.type("A");
        assertEquals(1, draft.draft().grid().cell(1));
    }

    @Test
    void inNumbersASecondDigitExtendsTheFirstWhileItFits() {
        draft.useShape(new BoxShape(4, 4));
        draft.useNotation(Notation.NUMBERS);
        draft.type("1");
        draft.type("6");
        assertEquals(16, draft.draft().grid().cell(0));
        draft.type("7"); // 167 does not fit: a new number
        assertEquals(7, draft.draft().grid().cell(0));
        draft.move(0, 1);
        draft.type("1");
        draft.move(0, -1);
        draft.move(0, 1);
        draft.type("2"); // after a move, a digit starts afresh
        assertEquals(2, draft.draft().grid().cell(1));
    }

    @Test
    void aKeyThatIsNoDigitSaysWhichDigitsTheGridTakes() {
        assertTrue(draft.type("x"));
        assertEquals("'x' is not a digit of a 9x9 grid: type 1-9 (Delete clears a cell).", draft.messageProperty().get());
        assertTrue(draft.messageIsErrorProperty().get());
        assertEquals(0, draft.draft().grid().clueCount());
        assertFalse(draft.type("\u007f"), "control characters are left to the key handler");
    }

    @Test
    void aPasted16x16BecomesA16x16Grid() {
        String sixteen = PuzzleLibrary.get("16x16-1").grid().toString();
        assertTrue(draft.paste(sixteen));
        assertEquals(16, draft.draft().size());
        assertEquals(PuzzleLibrary.get("16x16-1").grid(), draft.draft().grid());
        assertEquals(Notation.ONE_BASED, draft.draft().notation());
    }

    @Test
    void textThatCannotBeReadIsKeptWithWhereAndWhatAndTheGridStays() {
        draft.type("5");
        String bad = "12.4\n5x..";
        assertFalse(draft.paste(bad));
        assertEquals(bad, draft.textProperty().get(), "the pasted text is kept to be mended");
        assertEquals(5, draft.draft().grid().cell(0));
        assertTrue(draft.messageProperty().get().contains("line 1"), draft.messageProperty().get());
        draft.textProperty().set(PuzzleLibrary.get("ai-escargot").grid().toString());
        assertTrue(draft.readText());
        assertEquals(PuzzleLibrary.get("ai-escargot").grid(), draft.draft().grid());
    }

    @Test
    void aPuzzleWithClashingGivensIsPastedAndCanBeMended() {
        assertTrue(draft.paste("11" + ".".repeat(79)));
        assertEquals(1, draft.clashes().count());
        draft.select(1);
        draft.type("2");
        assertTrue(draft.clashes().isEmpty());
    }

    @Test
    void clearIsUndoneAndSoIsAPasteThatReplacedTheText() {
        draft.type("3");
        draft.textProperty().set("my notes");
        draft.clearAll();
        assertEquals(0, draft.draft().grid().clueCount());
        draft.undo();
        assertEquals(3, draft.draft().grid().cell(0));
        assertFalse(draft.paste("not a puzzle at all"));
        assertEquals("not a puzzle at all", draft.textProperty().get());
        draft.undo();
        assertEquals("my notes", draft.textProperty().get());
    }

    @Test
    void eachSizeKeepsItsGrid() {
        draft.type("9");
        draft.useShape(new BoxShape(2, 2));
        assertEquals(4, draft.draft().size());
        assertEquals(0, draft.draft().grid().clueCount());
        draft.type("4");
        draft.useShape(new BoxShape(3, 3));
        assertEquals(9, draft.draft().grid().cell(0));
        draft.useShape(new BoxShape(2, 2));
        assertEquals(4, draft.draft().grid().cell(0));
    }

    @Test
    void zeroBasedIsNotOfferedWhereZeroIsAnEmptyCell() {
        assertFalse(Draft.fits(Notation.ZERO_BASED, 9));
        draft.useNotation(Notation.ZERO_BASED);
        assertEquals(Notation.DIGITS, draft.draft().notation());
        assertTrue(draft.messageIsErrorProperty().get());
    }
}
