package dlxviz.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ItemChoice;
import dlxviz.events.DeadEnd;
import dlxviz.events.ItemChosen;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import dlxviz.problems.Examples;
import org.junit.jupiter.api.Test;

class PositionFinderTest {
    private static Playback matrixFirstItem() {
        return new Playback(Examples.get("matrix4x4").orElseThrow(), ItemChoice.FIRST_ACTIVE);
    }

    private static long find(String position, Playback playback) {
        return PositionFinder.find(Position.parse(position), playback, StepSize.COVER);
    }

    @Test
    void eachMomentIsJustAfterItsEvent() {
        Playback playback = matrixFirstItem();
        long solution = find("first solution", playback);
        playback.seek(solution);
        SolutionFound found = assertInstanceOf(SolutionFound.class, playback.lastEvent());
        // rows 2, 1 and 4 (options 2, 1, 4 counted from 1) are the matrix's one exact cover
        assertEquals(java.util.List.of(2, 1, 4), java.util.Arrays.stream(found.options()).boxed().toList());
        long deadEnd = find("first dead end", playback);
        playback.seek(deadEnd);
        assertInstanceOf(DeadEnd.class, playback.lastEvent());
        assertTrue(deadEnd > solution, "with the first item rule, c1's second row (1110) is the dead end, after the solution");
        long guess = find("first guess", playback);
        playback.seek(guess);
        assertEquals(2, assertInstanceOf(ItemChosen.class, playback.lastEvent()).length(), "c1 has two rows");
        long end = find("end", playback);
        playback.seek(end);
        assertInstanceOf(SearchFinished.class, playback.lastEvent());
    }

    @Test
    void stepsAndLevelsCountAsTheWindowDoes() {
        Playback playback = matrixFirstItem();
        long afterTwo = find("step 2", playback);
        Playback byHand = matrixFirstItem();
        byHand.ready();
        byHand.stepForward(StepSize.COVER);
        byHand.stepForward(StepSize.COVER);
        assertEquals(byHand.position(), afterTwo);
        long level2 = find("level 2", playback);
        playback.seek(level2);
        assertEquals(2, playback.level());
        playback.seek(level2 - 1);
        assertEquals(1, playback.level(), "the first moment at level 2");
    }

    @Test
    void aMomentTheSearchNeverReachesIsSaid() {
        Playback playback = new Playback(Examples.get("matrix4x4").orElseThrow(), ItemChoice.MIN_LENGTH);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> find("first dead end", playback));
        assertEquals("the search ends without reaching a dead end", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> find("event 999", playback));
        assertTrue(e.getMessage().contains("fewer than 999"), e.getMessage());
    }
}
