package dlxviz.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import dlxviz.problems.SmallExamples;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExerciseSessionTest {

    private static Exercise exercise(ExactCoverProblem problem, StepSize detail) {
        return new Exercise("test", null, problem, detail, false);
    }

    /** A student who makes the right move at every step, with a clock that ticks a second per reading. */
    private static ExerciseSession playRight(ExerciseSession session) {
        while (!session.isFinished()) {
            Verdict verdict = session.answer(session.rightMove());
            assertEquals(Verdict.Outcome.RIGHT, verdict.outcome());
        }
        return session;
    }

    @Test
    void aStudentRightAtEveryLinkReachesTheSolutionWithTheSameTorusCountersAndEvents() {
        for (ExactCoverProblem problem : List.of(SmallExamples.knuth(), SmallExamples.matrix4x4(),
                dlxviz.problems.NQueens.of(5))) {
            Playback playback = new Playback(problem);
            long[] clock = {0};
            ExerciseSession session = new ExerciseSession(exercise(problem, StepSize.LINK),
                    new PlaybackCursor(playback), () -> clock[0] += 1000);
            playRight(session);

            Search search = new Search(problem);
            List<SearchEvent> stepped = new ArrayList<>();
            SearchEvent event;
            do {
                event = search.step();
                stepped.add(event);
            } while (!(event instanceof SolutionFound));

            assertEquals(stepped, session.performed(), problem.toString());
            assertEquals(search.torus().state(), session.torus().state());
            assertEquals(search.nodes(), playback.nodes());
            assertEquals(search.updates(), playback.updates());
            assertEquals(search.solutions(), playback.solutions());
            Score score = session.score();
            assertEquals(score.steps(), score.rightFirstTime());
            assertEquals(0, score.helped());
            assertEquals(1000L * score.steps(), score.millis(), "one tick between asking and answering");
        }
    }

    @Test
    void atChoiceDetailOnlyChoicesAreAskedAndTheCoversPlayByThemselves() {
        ExerciseSession session = ExerciseSession.start(exercise(SmallExamples.knuth(), StepSize.CHOICE), () -> 0);
        List<String> tasks = new ArrayList<>();
        while (!session.isFinished()) {
            tasks.add(session.task());
            session.answer(session.rightMove());
        }
        assertTrue(tasks.stream().allMatch(t -> t.equals("choose item") || t.equals("try option")), tasks.toString());
        assertTrue(session.performed().stream().anyMatch(e -> e instanceof NodeHidden));
    }

    @Test
    void aWrongChoiceGetsItsReasonThenTheModelAnswer() {
        ExactCoverProblem knuth = SmallExamples.knuth();
        ExerciseSession session = ExerciseSession.start(exercise(knuth, StepSize.LINK), () -> 0);
        Verdict first = session.answer(Move.item(knuth.itemNumber("D")));
        assertEquals(Verdict.Outcome.WRONG, first.outcome());
        assertEquals("D has 3 options, and an item with 2 options is in the list: choose an item with the fewest options",
                first.reason());
        assertTrue(first.performed().isEmpty(), "a wrong move changes nothing");

        Verdict second = session.answer(Move.item(knuth.itemNumber("B")));
        assertEquals(Verdict.Outcome.HELPED, second.outcome());
        assertEquals("B has 2 options like an item to its left: of equal lengths, take the leftmost", second.reason());
        assertEquals("choose item A", second.modelAnswer());
        assertEquals(new ItemChosen(1, 2, 0), second.performed().get(0));

        StepRecord step = session.steps().get(0);
        assertEquals(StepRecord.HELPED, step.verdict());
        assertEquals(2, step.wrongTries());
        assertEquals(List.of("item D", "item B"), step.answers().stream().map(StepRecord.Answer::move).toList());
    }

    @Test
    void aNodeBelowTheNextOneIsRefusedWithTheOrderInWords() {
        ExactCoverProblem knuth = SmallExamples.knuth();
        ExerciseSession session = ExerciseSession.start(exercise(knuth, StepSize.LINK), () -> 0);
        session.answer(Move.item(1));                    // choose A
        session.answer(Move.item(1));                    // A's header leaves the list
        assertEquals(new NodeHidden(14, 4, 4, 22), session.expected());
        Verdict wrong = session.answer(Move.node(22));
        assertEquals("node 22 is in option 4 (A D), below node 14's option in column A: hide the nodes top to bottom",
                wrong.reason());
        Verdict helped = session.answer(Move.node(15));
        assertEquals("node 15 comes after node 14 in option 2 (A D G): go across the row to the right", helped.reason());
        assertEquals("hide node 14 (option 2 (A D G)) from column D", helped.modelAnswer());
        assertEquals(new NodeHidden(15, 7, 7, 25), session.expected(), "the model answer was performed");
        assertEquals(1, session.score().helped());
        assertEquals(2, session.score().rightFirstTime());
    }

    @Test
    void theCoverAndUncoverOrdersFollowAlgorithmXAtEveryEventOfKnuthsExample() {
        ExactCoverProblem knuth = SmallExamples.knuth();
        ExerciseSession session = ExerciseSession.start(exercise(knuth, StepSize.LINK), () -> 0);
        List<String> danced = new ArrayList<>();
        int refusals = 0;
        while (!session.isFinished()) {
            SearchEvent expected = session.expected();
            danced.add(words(expected, knuth));
            // Every other item, option and node is refused, each with a reason.
            for (Move move : everyMove(session)) {
                String why = session.judge(move);
                boolean right = move.equals(session.rightMove())
                        || (expected instanceof OptionTried t && move.target() == Move.Target.NODE
                        && session.torus().optionOf(move.number()) == t.option());
                if (right) {
                    assertNull(why, move + " at " + expected);
                } else {
                    assertNotNull(why, move + " at " + expected);
                    assertFalse(why.isBlank());
                    refusals++;
                }
            }
            session.answer(session.rightMove());
        }
        assertEquals(new TextbookDance(knuth).danceToFirstSolution(), danced);
        assertTrue(danced.contains("restore 11") && danced.contains("relink E"), "the dead end's uncovers were asked");
        assertTrue(refusals > 1000, "refusals checked: " + refusals);
    }

    @Test
    void theTextbookOrderHoldsOnQueensAndLangfordToo() {
        for (ExactCoverProblem problem : List.of(dlxviz.problems.NQueens.of(6), dlxviz.problems.LangfordPairs.of(4))) {
            ExerciseSession session = ExerciseSession.start(exercise(problem, StepSize.LINK), () -> 0);
            List<String> danced = new ArrayList<>();
            while (!session.isFinished()) {
                danced.add(words(session.expected(), problem));
                session.answer(session.rightMove());
            }
            assertEquals(new TextbookDance(problem).danceToFirstSolution(), danced);
        }
    }

    private static List<Move> everyMove(ExerciseSession session) {
        List<Move> moves = new ArrayList<>();
        for (int i = 1; i <= session.torus().itemCount(); i++) {
            moves.add(Move.item(i));
        }
        for (int o = 1; o <= session.torus().optionCount(); o++) {
            moves.add(Move.option(o));
        }
        for (int node = session.torus().itemCount() + 1; node < session.torus().size(); node++) {
            if (!session.torus().isSpacer(node)) {
                moves.add(Move.node(node));
            }
        }
        return moves;
    }

    private static String words(SearchEvent event, ExactCoverProblem problem) {
        if (event instanceof ItemChosen e) {
            return "choose " + problem.itemName(e.item());
        }
        if (event instanceof OptionTried e) {
            return "try " + e.option();
        }
        if (event instanceof HeaderUnlinked e) {
            return "unlink " + problem.itemName(e.item());
        }
        if (event instanceof HeaderRelinked e) {
            return "relink " + problem.itemName(e.item());
        }
        if (event instanceof NodeHidden e) {
            return "hide " + e.node();
        }
        return "restore " + ((NodeRestored) event).node();
    }
}
