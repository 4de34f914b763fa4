package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForcedOptionsTest {
    /** Queens 6: the queen on r0c1 (option 2) is in one of the four solutions, with r1c3 (option 10). */
    private static final ExactCoverProblem QUEENS6 = TestProblems.queens(6);
    private static final int[] GIVENS = {2, 10};

    @Test
    void forcedOptionsAreRecordedFirstAtLevelMinusOneAndDecodeToTheEnginesEvents() {
        EngineTrace trace = EngineTrace.of(QUEENS6, GIVENS);
        Playback playback = new Playback(QUEENS6, ItemChoice.MIN_LENGTH, GIVENS);
        List<SearchEvent> passed = new ArrayList<>();
        while (playback.canStepForward()) {
            passed.addAll(playback.stepForward(StepSize.LINK).events());
        }
        assertEquals(trace.events, passed);
        assertEquals(new OptionTried(2, firstNodeOf(2), -1), passed.get(0));
    }

    private static int firstNodeOf(int option) {
        return new Torus(QUEENS6).firstNode(option);
    }

    @Test
    void theSetUpStepsOneGivenAtATimeAndStepsBackToTheTorusAsBuilt() {
        Playback playback = new Playback(QUEENS6, ItemChoice.MIN_LENGTH, GIVENS);
        Torus.State built = new Torus(QUEENS6).state();
        assertFalse(playback.isSettingUp());
        assertEquals(0, playback.forcedOptions().length);

        playback.stepForward(StepSize.CHOICE);
        assertTrue(playback.isSettingUp());
        assertEquals(-1, playback.level());
        assertArrayEquals(new int[] {2}, playback.forcedOptions());
        assertEquals(0, playback.nodes());
        assertEquals(0, playback.partialSolution().length);

        playback.stepForward(StepSize.CHOICE); // the second given, then the first choice of the search
        assertArrayEquals(GIVENS, playback.forcedOptions());
        assertFalse(playback.isSettingUp());
        assertEquals(0, playback.level());
        assertEquals(1, playback.nodes());

        playback.stepBack(StepSize.CHOICE);
        assertArrayEquals(new int[] {2}, playback.forcedOptions());
        assertTrue(playback.isSettingUp());
        playback.stepBack(StepSize.CHOICE);
        assertEquals(0, playback.position());
        assertEquals(built, playback.torus().state());
        assertEquals(0, playback.updates());
        assertEquals(0, playback.forcedOptions().length);
    }

    @Test
    void countersAtEveryObservablePositionEqualTheEngines() {
        EngineTrace trace = EngineTrace.of(QUEENS6, GIVENS);
        Playback playback = new Playback(QUEENS6, ItemChoice.MIN_LENGTH, GIVENS);
        for (int k = 0; k <= trace.length(); k++) {
            if (trace.states.get(k) != null) {
                assertEquals(trace.states.get(k), playback.torus().state(), "torus after " + k);
                long[] c = trace.counters.get(k);
                assertEquals(c[0], playback.nodes());
                assertEquals(c[1], playback.updates(), "updates after " + k);
                assertEquals(c[2], playback.solutions());
                assertEquals(playback.isSettingUp() ? -1 : c[3], playback.level());
                assertArrayEquals(trace.stacks.get(k), playback.partialSolution());
            }
            playback.advance(1);
        }
    }

    @Test
    void onlyTheSolutionsContainingTheGivensAreFound() {
        // Independent fact: filter the unforced search's solutions.
        List<SolutionFound> all = new ArrayList<>();
        for (SearchEvent e : PlaybackTest.engineEvents(QUEENS6)) {
            if (e instanceof SolutionFound s) {
                all.add(s);
            }
        }
        long expected = all.stream().filter(s -> {
            List<Integer> options = Arrays.stream(s.options()).boxed().toList();
            return options.contains(GIVENS[0]) && options.contains(GIVENS[1]);
        }).count();
        assertEquals(1, expected);
        Playback playback = new Playback(QUEENS6, ItemChoice.MIN_LENGTH, GIVENS);
        Step step = playback.stepForward(StepSize.SOLUTION);
        SolutionFound found = playback.solutionAtCursor();
        int[] together = new int[found.options().length + 2];
        System.arraycopy(GIVENS, 0, together, 0, 2);
        System.arraycopy(found.options(), 0, together, 2, found.options().length);
        Arrays.sort(together);
        assertTrue(all.stream().anyMatch(s -> {
            int[] o = s.options();
            Arrays.sort(o);
            return Arrays.equals(o, together);
        }), "the given queens plus the found ones form a solution of the whole problem");
        assertEquals(StepEnd.STEP_DONE, step.end());
        playback.advance(Long.MAX_VALUE);
        assertEquals(expected, playback.solutions());
    }

    @Test
    void givensThatCoverEverythingLeaveTheEmptySolution() {
        ExactCoverProblem problem = TestProblems.matrix4x4();
        int[] givens = {1, 2, 4};
        EngineTrace trace = EngineTrace.of(problem, givens);
        Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, givens);
        playback.advance(Long.MAX_VALUE);
        assertEquals(trace.length(), playback.position());
        long[] c = trace.counters.get(trace.length());
        assertEquals(c[0], playback.nodes());
        assertEquals(c[1], playback.updates());
        assertEquals(1, playback.solutions());
        playback.reset();
        playback.stepForward(StepSize.SOLUTION);
        assertEquals(new SolutionFound(1, new int[0]), playback.solutionAtCursor());
    }

    @Test
    void aClashingGivenIsRejectedNamingBothOptions() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Playback(QUEENS6, ItemChoice.MIN_LENGTH, 2, 8));
        assertEquals("forced option 8 (Q11) clashes with forced option 2 (Q01): they share an item", e.getMessage());
        IllegalArgumentException range = assertThrows(IllegalArgumentException.class,
                () -> new Playback(QUEENS6, ItemChoice.MIN_LENGTH, 37));
        assertEquals("forced option 37 does not exist: the options are numbered 1 to 36", range.getMessage());
    }
}
