package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dlxviz.engine.ExactCoverProblem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class NQueensTest {

    /** OEIS A000170. */
    @ParameterizedTest(name = "{0} queens: {1} solutions")
    @CsvSource({"1,1", "2,0", "3,0", "4,2", "5,10", "6,4", "7,40", "8,92", "9,352", "10,724"})
    void countsMatchTheKnownNumbersOfSolutions(int n, long expected) {
        assertEquals(expected, Solutions.count(NQueens.of(n)));
    }

    @Test
    void everySolutionOfSixQueensIsAPlacementWithoutAttacks() {
        ExactCoverProblem six = NQueens.of(6);
        for (int[] solution : Solutions.all(six)) {
            assertEquals(6, solution.length);
            for (int i = 0; i < solution.length; i++) {
                for (int j = i + 1; j < solution.length; j++) {
                    int[] a = square(six, solution[i]), b = square(six, solution[j]);
                    assertNotEquals(a[0], b[0]);
                    assertNotEquals(a[1], b[1]);
                    assertNotEquals(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), "diagonal attack");
                }
            }
        }
    }

    /** Row and column read back from the label {@code Q r<r>c<c>}. */
    private static int[] square(ExactCoverProblem problem, int option) {
        String label = problem.optionLabel(option);
        String[] parts = label.substring("Q r".length()).split("c");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
    }

    @Test
    void rowsAndColumnsArePrimaryAndDiagonalsSecondary() {
        ExactCoverProblem four = NQueens.of(4);
        assertEquals(8, four.primaryCount());
        assertEquals(8 + 7 + 7, four.itemCount());
        assertEquals("r1 c3 a4 b2", four.itemNamesOf(3));
        assertEquals("Q r1c3", four.optionLabel(3));
    }

    @Test
    void rejectsABoardOfSizeZero() {
        assertThrows(IllegalArgumentException.class, () -> NQueens.of(0));
    }
}
