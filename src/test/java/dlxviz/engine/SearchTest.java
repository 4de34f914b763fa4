package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.events.SearchEvent;
import dlxviz.problems.SmallExamples;
import dlxviz.events.SolutionFound;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchTest {

    static ExactCoverProblem knuthExample() {
        return SmallExamples.knuth();
    }

    static ExactCoverProblem matrix4x4() {
        return SmallExamples.matrix4x4();
    }

    @Test
    void knuthExampleMatchesDlx1Figures() {
        Search search = new Search(knuthExample());
        List<SearchEvent> events = new ArrayList<>();
        search.setObserver(EventCollector.into(events));
        assertEquals(StopReason.FINISHED, search.runToEnd());
        assertEquals("solutions=1 nodes=6 updates=30", search.stats().summary());
        SolutionFound found = (SolutionFound) events.stream()
                .filter(e -> e instanceof SolutionFound).findFirst().orElseThrow();
        int[] options = found.options();
        java.util.Arrays.sort(options);
        assertArrayEquals(new int[] {1, 4, 5}, options);
    }

    @Test
    void matrix4x4HasTheSingleSolutionRows124() {
        Search search = new Search(matrix4x4());
        assertTrue(search.nextSolution());
        int[] options = search.currentOptions();
        java.util.Arrays.sort(options);
        assertArrayEquals(new int[] {1, 2, 4}, options);
        assertEquals(StopReason.FINISHED, search.runToEnd());
        assertEquals(1, search.solutions());
        assertNull(search.torus().sanity());
    }

    @Test
    void stepByStepGivesTheSameEventsAsARun() {
        for (ExactCoverProblem problem : List.of(knuthExample(), matrix4x4())) {
            Search fast = new Search(problem);
            List<SearchEvent> fastEvents = new ArrayList<>();
            fast.setObserver(EventCollector.into(fastEvents));
            fast.runToEnd();

            Search slow = new Search(problem);
            List<SearchEvent> slowEvents = new ArrayList<>();
            Torus.State start = slow.torus().state();
            for (SearchEvent e = slow.step(); e != null; e = slow.step()) {
                slowEvents.add(e);
            }
            assertEquals(fastEvents, slowEvents);
            assertEquals(fast.stats(), slow.stats());
            assertEquals(start, slow.torus().state());
        }
    }

    @Test
    void forcingAnOptionRestrictsTheSearchAndResetUndoesIt() {
        Search search = new Search(knuthExample());
        Torus.State start = search.torus().state();
        assertTrue(search.forceOption(4));          // A D
        assertEquals(false, search.forceOption(2)); // A D G clashes on A
        assertEquals(StopReason.FINISHED, search.runToEnd());
        assertEquals(1, search.solutions());
        search.reset();
        assertEquals(start, search.torus().state());
        assertTrue(search.forceOption(6));          // D E G: no exact cover contains it
        search.runToEnd();
        assertEquals(0, search.solutions());
        search.reset();
        search.runToEnd();
        assertEquals("solutions=1 nodes=6 updates=30", search.stats().summary());
    }
}
