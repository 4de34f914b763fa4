package dlxviz.app.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.Examples;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

class ProblemWordsTest {

    private static String say(String example, String item) {
        ExactCoverProblem problem = Examples.get(example).orElseThrow();
        IntFunction<String> words = ProblemWords.of(problem, null);
        return words == null ? null : words.apply(problem.itemNumber(item));
    }

    @Test
    void queensItemsAreRowsColumnsAndDiagonals() {
        assertEquals("row 3 needs a queen", say("queens8", "r3"));
        assertEquals("column 5 needs a queen", say("queens8", "c5"));
        assertEquals("the / diagonal where row + column = 4: at most one queen", say("queens8", "a4"));
        assertEquals("a \\ diagonal, where row - column is constant: at most one queen", say("queens8", "b8"));
    }

    @Test
    void tilingItemsAreCellsAndPiecesAndLangfordsArePositionsAndNumbers() {
        assertEquals("cell r2c7 must be covered by exactly one piece", say("pentomino6x10", "r2c7"));
        assertEquals("piece F must be placed exactly once", say("pentomino6x10", "F"));
        assertEquals("position 3 must hold exactly one number", say("langford4", "s3"));
        assertEquals("number 2 must be placed once: two 2s with 2 numbers between them", say("langford4", "2"));
        assertEquals("number 1 must be placed once: two 1s with 1 number between them", say("langford4", "1"));
    }

    @Test
    void aProblemWithoutAPuzzleBehindItHasOnlyNames() {
        assertNull(say("knuth", "A"));
        assertNull(say("matrix4x4", Examples.get("matrix4x4").orElseThrow().itemName(1)));
    }
}
