package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The dance itself: covers undone in reverse order restore every array, whatever was covered. */
class TorusPropertiesTest {

    @Provide
    Arbitrary<ExactCoverProblem> problems() {
        return RandomProblems.problems();
    }

    @Property
    void coverThenUncoverRestoresEveryArray(@ForAll("problems") ExactCoverProblem problem,
                                            @ForAll @Size(max = 8) List<@IntRange(min = 1, max = 7) Integer> wishes) {
        Torus torus = new Torus(problem);
        Torus.State start = torus.state();
        Deque<Integer> covered = new ArrayDeque<>();
        for (int wish : wishes) {
            int item = 1 + (wish - 1) % problem.itemCount();
            if (!torus.isItemActive(item)) {
                continue; // an item is covered at most once at a time, as in the search
            }
            torus.cover(item, covered.size(), null);
            covered.push(item);
            assertNull(torus.sanity(), "after covering " + item);
        }
        while (!covered.isEmpty()) {
            torus.uncover(covered.pop(), covered.size(), null);
            assertNull(torus.sanity());
        }
        assertEquals(start, torus.state());
    }

    @Property
    void coverCountsOneUpdateForTheHeaderAndOnePerHiddenNode(@ForAll("problems") ExactCoverProblem problem,
                                                            @ForAll @IntRange(min = 1, max = 7) int wish) {
        Torus torus = new Torus(problem);
        int item = 1 + (wish - 1) % problem.itemCount();
        int hidden = 0;
        for (int node = torus.down(item); node != item; node = torus.down(node)) {
            hidden += torus.optionSize(torus.optionOf(node)) - 1;
        }
        assertEquals(1 + hidden, torus.cover(item, 0, null));
        assertEquals(false, torus.isItemActive(item));
    }
}
