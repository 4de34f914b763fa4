package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The nodes alone, as the workbench's check asks for them: equal to the rating's, and cancellable. */
class DifficultyTest {

    @Test
    void theNodesAloneAreTheRatingsWhateverTheSlices() {
        for (String name : new String[] {"easy-1", "ai-escargot", "16x16-1"}) {
            Grid puzzle = PuzzleLibrary.get(name).grid();
            assertEquals(Difficulty.rate(puzzle).dlxNodes(), Difficulty.dlxNodes(puzzle, () -> false), name);
        }
    }

    @Test
    void aStopEndsTheCountWithMinusOne() {
        Grid puzzle = PuzzleLibrary.get("ai-escargot").grid();
        assertEquals(-1, Difficulty.dlxNodes(puzzle, () -> true));
        AtomicInteger asked = new AtomicInteger();
        assertEquals(1379, Difficulty.dlxNodes(puzzle, () -> asked.incrementAndGet() > 1));
        assertEquals(1, asked.get(), "asked before each slice of a million updates: AI Escargot needs one");
    }
}
