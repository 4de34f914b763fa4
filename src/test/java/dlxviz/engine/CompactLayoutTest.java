package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The memory of a problem of many short options, as a structure rather than a timing or an
 * allocation measure (issue 26: a 5.9 MB file of a million options needed 85 MB of live heap
 * where DLX1 takes 48 MB): the problem keeps its options in flat arrays, with no object per
 * option, and the torus no more than DLX1's three ints a node (U, D, TOP) besides the item list.
 * Counted by reflection over the fields that each object holds itself.
 */
class CompactLayoutTest {
    private static final int OPTIONS = 20_000;
    private static final int SECONDARY = 100;

    /** The shape of the file: item A, items b0..b99, and option k "A b(k mod 100)". */
    private static ExactCoverProblem millionLike() {
        List<String> names = new ArrayList<>(List.of("A"));
        for (int i = 0; i < SECONDARY; i++) {
            names.add("b" + i);
        }
        List<int[]> options = new ArrayList<>();
        for (int k = 0; k < OPTIONS; k++) {
            options.add(new int[] {1, 2 + k % SECONDARY});
        }
        return ExactCoverProblem.of(names, 1, options, null);
    }

    @Test
    void theProblemKeepsItsOptionsFlatWithNoObjectPerOption() throws IllegalAccessException {
        ExactCoverProblem problem = millionLike();
        long ints = 0;
        for (Field field : ownFields(ExactCoverProblem.class)) {
            Object value = field.get(problem);
            if (value instanceof Object[] objects) {
                // item and colour names only: an array of options or of labels would be per option
                assertTrue(objects.length <= problem.itemCount() + 1,
                        field.getName() + " holds " + objects.length + " objects for " + OPTIONS + " options");
            } else if (value instanceof int[] array) {
                ints += array.length;
            }
        }
        // the item numbers (2 an option) and where each option starts: DLX1 keeps no more
        assertEquals(2L * OPTIONS + OPTIONS + 2, ints);
    }

    @Test
    void theTorusHoldsThreeIntsANodeAsDlx1Does() throws IllegalAccessException {
        ExactCoverProblem problem = millionLike();
        Torus torus = new Torus(problem);
        long ints = 0;
        for (Field field : ownFields(Torus.class)) {
            Object value = field.get(torus);
            assertTrue(!(value instanceof Object[]), field.getName() + " is an array of objects");
            if (value instanceof int[] array) {
                ints += array.length;
            }
        }
        // headers, a node per entry and a spacer per option (and one before the first): U, D, TOP
        int nodes = problem.itemCount() + 2 + problem.nodeCount() + OPTIONS;
        assertEquals(nodes, torus.size());
        int itemList = 2 * (problem.itemCount() + 2); // L and R
        assertEquals(3L * nodes + itemList, ints);
    }

    @Test
    void optionsAndTheirFirstNodesReadBackFromTheLayout() {
        ExactCoverProblem problem = millionLike();
        Torus torus = new Torus(problem);
        for (int k = 1; k <= OPTIONS; k += 997) {
            int first = torus.firstNode(k);
            for (int j = 0; j < problem.optionSize(k); j++) {
                assertEquals(k, torus.optionOf(first + j));
                assertEquals(problem.optionItem(k, j), torus.top(first + j));
            }
            assertEquals(0, torus.optionOf(first - 1), "the spacer before option " + k);
        }
        assertEquals(0, torus.optionOf(1), "a header");
    }

    private static List<Field> ownFields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                field.setAccessible(true);
                fields.add(field);
            }
        }
        return fields;
    }
}
