package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dlxviz.engine.ExactCoverProblem;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class SmallExamplesTest {

    @Test
    void matrix4x4HasExactlyOneSolutionRows1And2And4() {
        List<int[]> solutions = Solutions.all(SmallExamples.matrix4x4());
        assertEquals(1, solutions.size());
        assertArrayEquals(new int[] {1, 2, 4}, solutions.get(0));
    }

    @Test
    void matrix4x4LabelsShowTheRowsOfTheMatrix() {
        ExactCoverProblem matrix = SmallExamples.matrix4x4();
        assertEquals(List.of("row 1: 0100", "row 2: 1000", "row 3: 1110", "row 4: 0011"),
                List.of(matrix.optionLabel(1), matrix.optionLabel(2), matrix.optionLabel(3), matrix.optionLabel(4)));
        assertEquals("c1 c2 c3", matrix.itemNamesOf(3));
    }

    @Test
    void knuthsExampleHasExactlyTheSolutionAdBgCef() {
        assertEquals(List.of(new TreeSet<>(Set.of("A D", "B G", "C E F"))),
                Solutions.labels(SmallExamples.knuth()));
    }

    @Test
    void knuthsExampleWithFAndGSecondaryKeepsTheSameSingleSolution() {
        ExactCoverProblem knuth = SmallExamples.knuth();
        var builder = ExactCoverProblem.builder().primary("A", "B", "C", "D", "E").secondary("F", "G");
        for (int k = 1; k <= knuth.optionCount(); k++) {
            builder.option(knuth.itemNamesOf(k).split(" "));
        }
        assertEquals(List.of(new TreeSet<>(Set.of("A D", "B G", "C E F"))), Solutions.labels(builder.build()));
    }

    @Test
    void fromMatrixRejectsRaggedRowsAndOtherCharactersNamingTheRow() {
        var ragged = assertThrows(IllegalArgumentException.class, () -> SmallExamples.fromMatrix("010", "01"));
        assertEquals("row 2 '01' has 2 columns, row 1 has 3", ragged.getMessage());
        var other = assertThrows(IllegalArgumentException.class, () -> SmallExamples.fromMatrix("0x1"));
        assertEquals("row 1 '0x1' has 'x' at column 2; only 0 and 1 are allowed", other.getMessage());
    }
}
