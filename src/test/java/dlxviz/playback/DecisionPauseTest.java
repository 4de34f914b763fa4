package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.events.ItemChosen;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.problems.Examples;
import dlxviz.problems.SmallExamples;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Steps that pause at decisions (predict mode): they stop before every item choice and before
 * every first option of a chosen item, and nowhere else; between them they reach what plain
 * steps reach.
 */
class DecisionPauseTest {

    /** Positions (events applied) just before each decision, from the engine's own event list. */
    private static List<Long> decisionPositions(ExactCoverProblem problem) {
        List<SearchEvent> events = PlaybackTest.engineEvents(problem);
        List<Long> positions = new ArrayList<>();
        boolean justChosen = false;
        for (int k = 0; k < events.size(); k++) {
            SearchEvent event = events.get(k);
            if (event instanceof ItemChosen) {
                positions.add((long) k);
                justChosen = true;
            } else if (event instanceof OptionTried && justChosen) {
                positions.add((long) k); // the first option tried after a choice
                justChosen = false;
            } else if (event instanceof dlxviz.events.DeadEnd) {
                justChosen = false;
            }
        }
        return positions;
    }

    private static void pausesExactlyAtDecisions(ExactCoverProblem problem, StepSize size) {
        List<Long> expected = decisionPositions(problem);
        Playback playback = new Playback(problem);
        List<Long> pauses = new ArrayList<>();
        int guard = 0;
        while (playback.canStepForward() && guard++ < 1_000_000) {
            Step step = playback.stepForward(size, Pause.DECISIONS);
            if (step.end() == StepEnd.DECISION) {
                pauses.add(playback.position());
            }
        }
        // a step that starts at a decision makes it, so a decision at a plain step boundary is
        // reached by the step before without a pause: every pause is a decision, and every
        // decision is a pause or a place where a step of this size ends anyway
        assertTrue(expected.containsAll(pauses), "paused only before decisions: " + pauses);
        Playback plain = new Playback(problem);
        List<Long> boundaries = new ArrayList<>(List.of(0L));
        while (plain.canStepForward()) {
            plain.stepForward(size);
            boundaries.add(plain.position());
        }
        for (long position : expected) {
            assertTrue(pauses.contains(position) || boundaries.contains(position),
                    "the decision before event " + (position + 1) + " is a stop at " + size);
        }
        assertEquals(plain.solutions(), playback.solutions());
        assertEquals(plain.updates(), playback.updates());
        assertEquals(plain.torus().state(), playback.torus().state());
    }

    @Test
    void knuthsExampleAtEverySize() {
        for (StepSize size : StepSize.values()) {
            pausesExactlyAtDecisions(SmallExamples.knuth(), size);
        }
    }

    @Test
    void queensAtTheLargestSizePauseAtEveryDecision() {
        ExactCoverProblem queens = Examples.get("queens6").orElseThrow();
        pausesExactlyAtDecisions(queens, StepSize.SOLUTION);
        // at the size solution no decision is a boundary: each one is a pause
        Playback playback = new Playback(queens);
        long pauses = 0;
        while (playback.canStepForward()) {
            if (playback.stepForward(StepSize.SOLUTION, Pause.DECISIONS).end() == StepEnd.DECISION) {
                pauses++;
            }
        }
        assertEquals(decisionPositions(queens).size() - 1, pauses, "all but the first, where the first step starts");
    }
}
