package dlxviz.app.links.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.lens.LensFocus;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.SudokuEncoding;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;

/** Where the lens looks as a playback is fed to the model, move by move: no view, no window. */
class LensFocusFeedTest {
    private final Grid grid = PuzzleLibrary.get("ai-escargot").grid();
    private final SudokuEncoding encoding = SudokuEncoding.full(grid.shape());
    private final Playback playback = new Playback(encoding.problem(), ItemChoice.MIN_LENGTH, encoding.givenOptions(grid));
    private final LinksModel model = new LinksModel();
    private final PlaybackFeed feed = new PlaybackFeed(model);

    private LensFocus show(dlxviz.playback.Step step) {
        feed.show(playback, step, Duration.ZERO);
        return model.lensFocusProperty().get();
    }

    @Test
    void atReadyTheCellOfTheLastGivenThenTheChosenItemThenTheItemChosenLast() {
        LensFocus ready = show(playback.ready());
        int[] givens = playback.forcedOptions();
        assertEquals(LensFocus.Reason.LAST_PLACED, ready.reason());
        assertEquals(encoding.problem().optionItem(givens[givens.length - 1], 0), ready.item(), "the last given's cell");
        assertTrue(model.lensShown(), "a 9x9 gets the lens");

        LensFocus chosen = show(playback.stepForward(StepSize.COVER));
        assertEquals(LensFocus.Reason.CHOSEN, chosen.reason());
        assertEquals(encoding.problem().itemNumber("c3#1"), chosen.item(), "AI Escargot's first choice");
        assertEquals(chosen.item(), model.lens().focus());

        LensFocus back = show(playback.stepBack(StepSize.COVER));
        assertEquals(new LensFocus(chosen.item(), LensFocus.Reason.LAST_CHOSEN, -1, 0), back,
                "back at Ready the lens stays where the search last looked (never ahead: this item was seen)");
    }

    @Test
    void amongTheGivensBeingPlacedTheLensFollowsEachGiven() {
        show(playback.ready());
        show(playback.stepForward(StepSize.COVER)); // an item chosen: remembered
        show(playback.stepBack(StepSize.COVER));
        LensFocus setUp = show(playback.stepBack(StepSize.CHOICE)); // the last given taken out again
        assertTrue(playback.position() < playback.setUpLength());
        int[] placed = playback.forcedOptions();
        assertEquals(LensFocus.Reason.LAST_PLACED, setUp.reason());
        assertEquals(encoding.problem().optionItem(placed[placed.length - 1], 0), setUp.item(),
                "the cell of the last given still placed, not the item chosen later");
    }

    @Test
    void aPickHoldsTheLensUntilItFollowsAgain() {
        show(playback.ready());
        int item = encoding.problem().itemNumber("r1c2");
        model.pick(item);
        assertEquals(LensFocus.picked(item), model.lensFocusProperty().get());
        show(playback.stepForward(StepSize.COVER));
        assertEquals(item, model.lens().focus(), "the search moved on, the lens stayed");
        model.follow();
        assertFalse(model.picked());
        assertEquals(LensFocus.Reason.CHOSEN, model.lensFocusProperty().get().reason());
        model.pick(0);
        model.pick(encoding.problem().itemCount() + 1);
        assertFalse(model.picked(), "an item the problem lacks is ignored");
    }
}
