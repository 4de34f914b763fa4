package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.events.ItemChosen;
import dlxviz.events.SearchEvent;
import dlxviz.problems.Examples;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The minimum length with a seeded random tie-break: a fair and repeatable choice among the shortest items. */
class RandomTieBreakTest {

    private static Search seeded(ExactCoverProblem problem, long seed) {
        Search search = new Search(problem, ItemChoice.MIN_LENGTH_RANDOM);
        search.setTieBreakSeed(seed);
        return search;
    }

    @Test
    void theSameSeedMakesTheSameSearchAndTheSolutionsAreTheSame() {
        ExactCoverProblem queens = Examples.get("queens8").orElseThrow();
        Search a = seeded(queens, 42);
        Search b = seeded(queens, 42);
        a.run(Long.MAX_VALUE, Long.MAX_VALUE);
        b.run(Long.MAX_VALUE, Long.MAX_VALUE);
        assertEquals(a.stats(), b.stats());
        assertEquals(92, a.solutions(), "the tie-break changes the order of the search, not its solutions");
        b.reset();
        b.run(Long.MAX_VALUE, Long.MAX_VALUE);
        assertEquals(a.stats(), b.stats(), "reset starts the generator again");
    }

    @Test
    void everyChoiceIsAShortestItemAndDifferentSeedsPickDifferentOnes() {
        ExactCoverProblem knuth = Examples.get("knuth").orElseThrow(); // at level 0 A, B, C, E, F all have 2 options
        Set<Integer> firstChoices = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            Search search = seeded(knuth, seed);
            SearchEvent event;
            boolean first = true;
            while ((event = search.step()) != null) {
                if (event instanceof ItemChosen chosen) {
                    int shortest = Integer.MAX_VALUE;
                    TorusView torus = search.torus();
                    for (int item = torus.right(0); item != 0; item = torus.right(item)) {
                        shortest = Math.min(shortest, torus.length(item));
                    }
                    assertTrue(chosen.length() == shortest || chosen.length() == 0,
                            "item " + chosen.item() + " has " + chosen.length() + ", the shortest " + shortest);
                    if (first) {
                        firstChoices.add(chosen.item());
                        first = false;
                    }
                }
            }
            assertEquals(1, search.solutions());
        }
        assertTrue(firstChoices.size() >= 3, "forty seeds pick among the five tied items: " + firstChoices);
    }
}
