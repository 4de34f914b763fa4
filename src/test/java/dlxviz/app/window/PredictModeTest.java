package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.hover.Highlight;
import dlxviz.app.teaching.model.PredictModel;
import dlxviz.app.testkit.ManualClock;
import dlxviz.app.window.model.CursorModel;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.events.ItemChosen;
import dlxviz.events.OptionTried;
import dlxviz.playback.StepSize;
import org.junit.jupiter.api.Test;

/**
 * Predict mode through the window's view model, on Knuth's example (items A-G, DLX1 chooses A
 * first, of length 2 like B, C, E and F, and tries A D G first): questions come before each
 * decision, answers are scored right and wrong, the reason names the tie, a step with a question
 * waiting shows the answer unscored.
 */
class PredictModeTest {
    private final MainViewModel vm = new MainViewModel(new ManualClock());
    private final CursorModel cursor = vm.cursor();
    private final PredictModel predict = cursor.predict();

    private PredictModel.Question question() {
        return predict.questionProperty().get();
    }

    private void open() {
        assertTrue(vm.session().loadExample("knuth"));
        cursor.stepSizeProperty().set(StepSize.CHOICE);
        predict.onProperty().set(true);
    }

    @Test
    void theFirstQuestionIsTheFirstChoiceWithItsTie() {
        open();
        PredictModel.Question q = question();
        assertNotNull(q, "at Ready the search is about to choose");
        assertEquals(PredictModel.Kind.ITEM, q.kind());
        assertEquals("Level 0: which item will Algorithm X choose? Click it, or type its name.", q.prompt());
        assertEquals("A", q.answerName());
        assertEquals("A has 2 options, the fewest; B, C, E and F have 2 too, and ties go to the leftmost.", q.reason());
        assertTrue(cursor.playback().nextEvent() instanceof ItemChosen);
    }

    /** "Right: c1. c1 has 1 option ...": the item keeps its case; it read "C1 has" (issue 25). */
    @Test
    void theVerdictKeepsTheItemsCase() {
        assertTrue(vm.session().loadExample("matrix4x4"));
        cursor.stepSizeProperty().set(StepSize.CHOICE);
        predict.onProperty().set(true);
        assertEquals("c4", question().answerName());
        assertNull(predict.answer("c4"));
        String verdict = predict.verdictProperty().get().text();
        assertTrue(verdict.startsWith("Right: c4. c4 has 1 option"), verdict);
    }

    @Test
    void aPuzzleWithGivensIsAskedAtReadyToo() {
        assertTrue(vm.session().loadExample("ai-escargot"));
        cursor.stepSizeProperty().set(StepSize.COVER);
        predict.onProperty().set(true);
        assertTrue(cursor.playback().isSettingUp(), "at Ready the last given was the last move");
        PredictModel.Question q = question();
        assertNotNull(q, "yet the first choice is next, and is asked about");
        assertEquals(PredictModel.Kind.ITEM, q.kind());
        assertEquals("c3#1", q.answerName());
    }

    @Test
    void rightAndWrongAnswersAreScored() {
        open();
        assertNull(predict.answer("b"), "a name, in any case, counts");
        assertEquals(1, predict.askedProperty().get());
        assertEquals(0, predict.rightProperty().get());
        PredictModel.Verdict verdict = predict.verdictProperty().get();
        assertFalse(verdict.right());
        assertTrue(verdict.text().startsWith("Not B: the answer is A. A has 2 options, the fewest;"), verdict.text());
        assertNull(question(), "answered");
        cursor.stepForward(); // the choice of A and its cover, then the first option waits
        PredictModel.Question q = question();
        assertEquals(PredictModel.Kind.FIRST_OPTION, q.kind());
        assertEquals("A D G", q.answerName());
        assertTrue(cursor.playback().nextEvent() instanceof OptionTried);
        assertNull(predict.answer("g a d"), "an option by its items in any order");
        assertEquals(2, predict.askedProperty().get());
        assertEquals(1, predict.rightProperty().get());
        assertTrue(predict.verdictProperty().get().text().startsWith("Right: A D G."));
    }

    @Test
    void aClickAnswersWithWhatIsUnderTheMouse() {
        open();
        int a = cursor.playback().problem().itemNumber("A");
        assertEquals("The question is about an item: click a header, a matrix column or a cell.",
                predict.answer(Highlight.option(1)), "an option is no answer to an item question");
        assertEquals(0, predict.askedProperty().get(), "and it is not scored");
        assertNull(predict.answer(Highlight.item(a)));
        assertEquals(1, predict.rightProperty().get());
        cursor.stepForward();
        int first = cursor.playback().torus().down(a);
        assertNull(predict.answer(Highlight.node(first)), "a node of the option");
        assertEquals(2, predict.rightProperty().get());
    }

    @Test
    void unknownNamesAreExplainedNotScoredAndTheTextIsKept() {
        open();
        assertEquals("No item is named 'Z9'.", predict.answer("Z9"));
        assertEquals("No item is named 'Z9'.", predict.hintProperty().get());
        assertEquals(0, predict.askedProperty().get());
        assertNotNull(question(), "the question still waits");
    }

    @Test
    void aStepWithAQuestionWaitingShowsTheAnswerThenGoesOn() {
        open();
        long at = cursor.positionProperty().get();
        cursor.stepForward();
        assertEquals(at, cursor.positionProperty().get(), "the first press shows the answer and does not move");
        assertTrue(predict.verdictProperty().get().text().startsWith("The answer: A."));
        assertEquals(0, predict.askedProperty().get(), "a shown answer is not scored");
        cursor.stepForward();
        assertTrue(cursor.positionProperty().get() > at);
        assertEquals(PredictModel.Kind.FIRST_OPTION, question().kind(), "the step stopped before the next decision");
    }

    @Test
    void everyDecisionOfTheSearchIsAskedOnceAndTheScoreCountsThem() {
        open();
        int items = 0;
        int options = 0;
        for (int guard = 0; guard < 1000 && cursor.canStepForwardProperty().get(); guard++) {
            PredictModel.Question q = question();
            if (q != null) {
                if (q.kind() == PredictModel.Kind.ITEM) {
                    items++;
                } else {
                    options++;
                }
                assertNull(predict.answer(q.answerName()));
            }
            cursor.stepForward();
        }
        // Knuth's example: DLX1 enters 6 nodes (5 choices, 1 solution) and tries a first option
        // at each choice but the dead end's
        assertEquals(5, items);
        assertEquals(4, options);
        assertEquals(9, predict.rightProperty().get());
        assertEquals(9, predict.askedProperty().get());
        cursor.reset();
        assertNull(question(), "an answered decision is not asked again");
    }

    @Test
    void withLengthsOnItAsksBeforeEachCoverHowLongTheItemItShortensMostWillBe() {
        open();
        predict.askLengthsProperty().set(true);
        assertNull(predict.answer("A"));
        cursor.stepForward(); // the choice of A, then a pause before A's cover
        PredictModel.Question q = question();
        assertEquals(PredictModel.Kind.LENGTH, q.kind());
        // A's options are A D G and A D: covering A takes both from D, whose 3 options become 1
        assertEquals("Covering A: how many options will D have left (it has 3)? Type the number.", q.prompt());
        assertEquals("Type a number of options, like 2.", predict.answer("one"));
        assertEquals("The question asks for a number: type it.", predict.answer(Highlight.item(1)));
        assertNull(predict.answer("1"));
        assertTrue(predict.verdictProperty().get().text().startsWith(
                "Right: 1. Covering A hides the other nodes of its 2 options; D is in 2 of them, so LEN(D) goes from 3 to 1."),
                predict.verdictProperty().get().text());
        cursor.stepForward(); // A's cover; then the first option waits
        assertEquals(PredictModel.Kind.FIRST_OPTION, question().kind());
        assertEquals(1, cursor.playback().torus().length(cursor.playback().problem().itemNumber("D")),
                "the answer was true");
    }

    @Test
    void withLengthsOnEveryStopHasAQuestion() {
        open();
        predict.askLengthsProperty().set(true);
        int stops = 0;
        for (int guard = 0; guard < 2000 && cursor.canStepForwardProperty().get(); guard++) {
            PredictModel.Question q = question();
            if (q != null) {
                predict.answer(q.answerName());
            }
            cursor.stepForward();
            if (cursor.playback().lastStep().end() == dlxviz.playback.StepEnd.DECISION) {
                stops++;
                // a cover that hides nothing (the dead end's, an item whose options are all gone)
                // has no length to ask about, so the step must not stop there
                assertNotNull(question(), "a stop with nothing to ask at " + cursor.positionProperty().get()
                        + ", before " + cursor.playback().nextEvent());
            }
        }
        assertTrue(stops > 9, stops + " stops");
    }
}
