package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.engine.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class LangfordPairsTest {

    /** Twice OEIS A014552 (a sequence and its reverse both count): 1, 1, 0, 0, 26, 150. */
    @ParameterizedTest(name = "n={0}: {1} solutions")
    @CsvSource({"1,0", "2,0", "3,2", "4,2", "5,0", "6,0", "7,52", "8,300"})
    void countsMatchTheKnownNumbers(int n, long expected) {
        assertEquals(expected, Solutions.count(LangfordPairs.of(n)));
    }

    @Test
    void theSolutionsForThreeAre312132AndItsReverse() {
        ExactCoverProblem three = LangfordPairs.of(3);
        List<String> sequences = new ArrayList<>();
        for (int[] solution : Solutions.all(three)) {
            sequences.add(sequence(three, solution, 3));
        }
        sequences.sort(null);
        assertEquals(List.of("231213", "312132"), sequences);
    }

    /** Decodes options {@code k sj sl} into the sequence they describe. */
    private static String sequence(ExactCoverProblem problem, int[] solution, int n) {
        char[] row = new char[2 * n];
        for (int option : solution) {
            String[] items = problem.itemNamesOf(option).split(" ");
            char k = items[0].charAt(0);
            row[Integer.parseInt(items[1].substring(1)) - 1] = k;
            row[Integer.parseInt(items[2].substring(1)) - 1] = k;
        }
        return new String(row);
    }
}
