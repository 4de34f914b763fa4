package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dlxviz.engine.ExactCoverProblem;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PentominoTest {

    @Test
    void theTwelvePiecesHave63DistinctOrientations() {
        Map<Pentomino, Integer> expected = new EnumMap<>(Pentomino.class);
        for (Pentomino p : new Pentomino[] {Pentomino.F, Pentomino.L, Pentomino.N, Pentomino.P, Pentomino.Y}) {
            expected.put(p, 8);
        }
        for (Pentomino p : new Pentomino[] {Pentomino.T, Pentomino.U, Pentomino.V, Pentomino.W, Pentomino.Z}) {
            expected.put(p, 4);
        }
        expected.put(Pentomino.I, 2);
        expected.put(Pentomino.X, 1);
        Map<Pentomino, Integer> actual = new EnumMap<>(Pentomino.class);
        int total = 0;
        for (Pentomino p : Pentomino.values()) {
            actual.put(p, p.orientations().size());
            total += p.orientations().size();
            for (int[][] shape : p.orientations()) {
                assertEquals(5, shape.length, p + " has five cells");
            }
        }
        assertEquals(expected, actual);
        assertEquals(63, total);
    }

    @Test
    void threeByTwentyHasEightTilingsCountingTheBoxSymmetries() {
        assertEquals(8, Solutions.count(PentominoTiling.of(3, 20)));
    }

    @Test
    void everyTilingOfThreeByTwentyCoversEachCellOnceWithEachPieceOnce() {
        ExactCoverProblem box = PentominoTiling.of(3, 20);
        for (int[] solution : Solutions.all(box)) {
            int[][] owner = new int[4][21];
            StringBuilder pieces = new StringBuilder();
            for (int option : solution) {
                String[] items = box.itemNamesOf(option).split(" ");
                pieces.append(items[0]);
                for (int i = 1; i < items.length; i++) {
                    String[] rc = items[i].substring(1).split("c");
                    owner[Integer.parseInt(rc[0])][Integer.parseInt(rc[1])]++;
                }
            }
            char[] sorted = pieces.toString().toCharArray();
            java.util.Arrays.sort(sorted);
            assertEquals("FILNPTUVWXYZ", new String(sorted));
            for (int r = 1; r <= 3; r++) {
                for (int c = 1; c <= 20; c++) {
                    assertEquals(1, owner[r][c], "cell r" + r + "c" + c);
                }
            }
        }
    }

    @Test
    void smallerBoxesUseSomePiecesAtMostOnce() {
        ExactCoverProblem box = PentominoTiling.of(5, 5);
        assertEquals(0, box.primaryCount() - 25); // only the cells are primary
        // A 1x5 strip: only I fits, in one placement.
        assertEquals(1, Solutions.count(PentominoTiling.of(1, 5)));
    }

    @Test
    void rejectsBoxesThatNoSetOfDistinctPentominoesCanFill() {
        var odd = assertThrows(IllegalArgumentException.class, () -> PentominoTiling.of(3, 7));
        assertEquals("a 3x7 box has 21 cells; twelve distinct pentominoes can only fill a multiple of 5 up to 60",
                odd.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PentominoTiling.of(7, 10));
    }
}
