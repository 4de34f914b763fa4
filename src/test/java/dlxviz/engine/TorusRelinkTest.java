package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.problems.Examples;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A torus too large to keep a copy of is put back as built by relinking it from its constant
 * parts (issue 26.3: a million options' links once in memory, not twice).
 */
class TorusRelinkTest {

    @Test
    void relinkingInTheMiddleOfASearchGivesTheTorusAsBuilt() {
        ExactCoverProblem problem = Examples.get("queens8").orElseThrow();
        Torus torus = new Torus(problem);
        Search search = new Search(torus, ItemChoice.MIN_LENGTH);
        search.run(3, Long.MAX_VALUE); // deep in the search, items covered
        torus.relink();
        assertEquals(new Torus(problem).state(), torus.state());
        assertNull(torus.sanity());
    }

    @Test
    void aSearchTooLargeToCopyResetsByRelinkingAndCountsTheSameAgain() {
        // items A and B, then enough options "A B_i" to pass the size up to which a copy is kept
        List<String> names = new ArrayList<>(List.of("A"));
        int secondaries = 100;
        for (int i = 0; i < secondaries; i++) {
            names.add("b" + i);
        }
        List<int[]> options = new ArrayList<>();
        int count = Search.COPIED_UP_TO / 3 + 10;
        for (int k = 0; k < count; k++) {
            options.add(new int[] {1, 2 + k % secondaries});
        }
        ExactCoverProblem problem = ExactCoverProblem.of(names, 1, options, null);
        Search search = new Search(problem);
        search.run(5, Long.MAX_VALUE);
        SearchStats partial = search.stats();
        search.reset();
        search.run(5, Long.MAX_VALUE);
        assertEquals(partial.summary(), search.stats().summary());
        search.reset();
        search.runToEnd();
        assertEquals("solutions=" + count + " nodes=" + (count + 1) + " updates=" + (2L * count + 1),
                search.stats().summary());
    }
}
