package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.events.DeadEnd;
import dlxviz.events.ItemChosen;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class BreakpointTest {
    private static final ExactCoverProblem QUEENS6 = TestProblems.queens(6);
    private static final List<SearchEvent> EVENTS = PlaybackTest.engineEvents(QUEENS6);

    /** Positions just after the events that match: where a run must stop. */
    private static List<Long> expectedStops(Predicate<SearchEvent> matches) {
        List<Long> stops = new ArrayList<>();
        for (int i = 0; i < EVENTS.size(); i++) {
            if (matches.test(EVENTS.get(i))) {
                stops.add((long) i + 1);
            }
        }
        return stops;
    }

    /** Where runs of {@code maxEvents} stop on {@code breakpoint}, from the start to the end. */
    private static List<Long> stops(Breakpoint breakpoint, long maxEvents) {
        Playback playback = new Playback(QUEENS6);
        playback.addBreakpoint(breakpoint);
        List<Long> stops = new ArrayList<>();
        while (playback.canStepForward()) {
            Step step = playback.advance(maxEvents);
            if (step.end() == StepEnd.BREAKPOINT) {
                assertEquals(breakpoint, step.breakpoint());
                stops.add(playback.position());
            } else {
                assertTrue(step.end() == StepEnd.LIMIT || step.end() == StepEnd.END, step.end().toString());
            }
        }
        return stops;
    }

    private static void assertRunsStopAt(Breakpoint breakpoint, Predicate<SearchEvent> matches) {
        List<Long> expected = expectedStops(matches);
        assertTrue(expected.size() > 0, "the test problem reaches " + breakpoint);
        assertEquals(expected, stops(breakpoint, Long.MAX_VALUE), "one run");
        assertEquals(expected, stops(breakpoint, 37), "runs in chunks");
    }

    @Test
    void runsStopRightAfterEverySolution() {
        assertRunsStopAt(Breakpoint.atSolution(), e -> e instanceof SolutionFound);
        assertEquals(TestProblems.QUEENS[6], expectedStops(e -> e instanceof SolutionFound).size());
    }

    @Test
    void runsStopRightAfterEveryDeadEnd() {
        assertRunsStopAt(Breakpoint.atDeadEnd(), e -> e instanceof DeadEnd);
    }

    @Test
    void runsStopWhenTheSearchEntersTheGivenLevel() {
        assertRunsStopAt(Breakpoint.atLevel(3), e -> e instanceof ItemChosen c && c.level() == 3);
    }

    @Test
    void runsStopWhenTheGivenItemIsChosen() {
        int item = QUEENS6.itemNumber("c2");
        assertRunsStopAt(Breakpoint.whenItemChosen(item), e -> e instanceof ItemChosen c && c.item() == item);
    }

    @Test
    void runsStopWhenTheGivenOptionIsTried() {
        assertRunsStopAt(Breakpoint.whenOptionTried(9), e -> e instanceof OptionTried t && t.option() == 9);
    }

    @Test
    void stepsForwardStopAtBreakpointsAndStepsBackIgnoreThem() {
        Playback playback = new Playback(QUEENS6);
        playback.addBreakpoint(Breakpoint.atDeadEnd());
        Step step = playback.stepForward(StepSize.SOLUTION);
        assertEquals(StepEnd.BREAKPOINT, step.end());
        assertEquals(expectedStops(e -> e instanceof DeadEnd).get(0), playback.position());
        playback.stepForward(StepSize.LINK);
        Step back = playback.stepBack(StepSize.SOLUTION);
        assertNotEquals(StepEnd.BREAKPOINT, back.end());
        assertEquals(0, playback.position());
    }

    @Test
    void removedAndClearedBreakpointsNoLongerStop() {
        Playback playback = new Playback(QUEENS6);
        playback.addBreakpoint(Breakpoint.atSolution());
        playback.addBreakpoint(Breakpoint.atLevel(2));
        assertEquals(Set.of(Breakpoint.atSolution(), Breakpoint.atLevel(2)), playback.breakpoints());
        playback.removeBreakpoint(Breakpoint.atLevel(2));
        playback.advance(Long.MAX_VALUE);
        assertTrue(playback.lastEvent() instanceof SolutionFound);
        playback.clearBreakpoints();
        assertEquals(StepEnd.END, playback.advance(Long.MAX_VALUE).end());
    }

    @Test
    void impossibleBreakpointsAreRejectedClearly() {
        assertEquals("a level breakpoint needs a level of 0 or more, not -1",
                assertThrows(IllegalArgumentException.class, () -> Breakpoint.atLevel(-1)).getMessage());
        assertEquals("items are numbered from 1, not 0",
                assertThrows(IllegalArgumentException.class, () -> Breakpoint.whenItemChosen(0)).getMessage());
        assertEquals("options are numbered from 1, not 0",
                assertThrows(IllegalArgumentException.class, () -> Breakpoint.whenOptionTried(0)).getMessage());
    }
}
