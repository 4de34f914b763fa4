package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExamplesTest {

    @Test
    void namesAreTheMenuInTeachingOrder() {
        assertEquals(List.of("matrix4x4", "knuth", "queens4", "queens5", "queens6", "queens7", "queens8",
                "langford3", "langford4", "pentomino3x20",
                "knuth-colours", "word-rectangle", "word-rectangles"), Examples.names());
    }

    @Test
    void everyListedNameHasAProblemAndAOneLineDescription() {
        for (String name : Examples.names()) {
            assertTrue(Examples.get(name).isPresent(), name);
            String description = Examples.description(name).orElseThrow();
            assertFalse(description.isBlank(), name);
            assertFalse(description.contains("\n"), name);
        }
    }

    @Test
    void listedNamesGiveTheMatchingInstances() {
        assertEquals(NQueens.of(8).toString(), Examples.get("queens8").orElseThrow().toString());
        assertEquals("A D G", Examples.get("knuth").orElseThrow().itemNamesOf(2));
        assertEquals("row 3: 1110", Examples.get("matrix4x4").orElseThrow().optionLabel(3));
        assertEquals(PentominoTiling.of(3, 20).toString(), Examples.get("pentomino3x20").orElseThrow().toString());
        assertEquals(LangfordPairs.of(4).toString(), Examples.get("langford4").orElseThrow().toString());
    }

    @Test
    void generalFormsGiveAnySize() {
        ExactCoverProblem twelve = Examples.get("queens12").orElseThrow();
        assertEquals(24, twelve.primaryCount());
        assertEquals(PentominoTiling.of(6, 10).toString(), Examples.get("pentomino6x10").orElseThrow().toString());
        assertEquals(LangfordPairs.of(7).toString(), Examples.get("langford7").orElseThrow().toString());
    }

    @Test
    void unknownOrImpossibleNamesGiveNothing() {
        for (String name : new String[] {"queen8", "queens0", "queens999", "pentomino7x9", "pentomino8x8",
                "langford", "", "KNUTH"}) {
            assertEquals(Optional.empty(), Examples.get(name), name);
            assertEquals(Optional.empty(), Examples.description(name), name);
        }
        assertEquals(Optional.empty(), Examples.get(null));
    }
}
