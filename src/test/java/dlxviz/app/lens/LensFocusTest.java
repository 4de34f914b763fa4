package dlxviz.app.lens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Torus;
import dlxviz.playback.CursorMarks;
import org.junit.jupiter.api.Test;

/** Where the lens looks, from playback's marks alone: never at the item the rule will choose next. */
class LensFocusTest {
    private final ExactCoverProblem knuth = TestProblems.knuth();
    private final Torus torus = new Torus(knuth);

    @Test
    void theItemChosenAtTheCursor() {
        CursorMarks marks = CursorMarks.of(torus, new int[0], new int[] {2}, new int[] {1, 2}, false);
        LensFocus focus = LensFocus.following(marks, 0, knuth);
        assertEquals(new LensFocus(2, LensFocus.Reason.CHOSEN, 1, 0), focus);
        assertEquals("Lens: b, chosen at level 1", focus.caption(knuth));
    }

    @Test
    void withNothingChosenTheItemChosenLastThenTheLastOptionPlacedThenTheFirstItem() {
        CursorMarks none = CursorMarks.none(torus);
        assertEquals(LensFocus.Reason.LAST_CHOSEN, LensFocus.following(none, 5, knuth).reason());
        assertEquals(5, LensFocus.following(none, 5, knuth).item());

        CursorMarks given = CursorMarks.of(torus, new int[] {6}, new int[0], new int[0], false); // d e g placed
        LensFocus placed = LensFocus.following(given, 0, knuth);
        assertEquals(new LensFocus(4, LensFocus.Reason.LAST_PLACED, -1, 6), placed, "d, the first item of d e g");
        assertEquals("Lens: d, of d e g placed last", placed.caption(knuth));

        assertEquals(new LensFocus(1, LensFocus.Reason.FIRST_ITEM, -1, 0), LensFocus.following(none, 0, knuth));
    }

    @Test
    void aPickSaysHowToFollowAgain() {
        LensFocus picked = LensFocus.picked(3);
        assertTrue(picked.caption(knuth).contains("O follows"), picked.caption(knuth));
        assertTrue(picked.explanation(knuth).contains("Press O"), picked.explanation(knuth));
    }
}
