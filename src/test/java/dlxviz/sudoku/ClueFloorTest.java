package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The clue floors the generator refuses to go under, checked where a check is possible. */
class ClueFloorTest {
    private static final BoxShape FOUR = new BoxShape(2, 2);

    /** Every full 4x4 grid, by plain backtracking (no solver of ours involved). */
    private static List<int[]> allFourByFourGrids() {
        List<int[]> grids = new ArrayList<>();
        fill(new int[16], 0, grids);
        return grids;
    }

    private static void fill(int[] cells, int at, List<int[]> out) {
        if (at == 16) {
            out.add(cells.clone());
            return;
        }
        for (int d = 1; d <= 4; d++) {
            if (fits(cells, at, d)) {
                cells[at] = d;
                fill(cells, at + 1, out);
                cells[at] = 0;
            }
        }
    }

    private static boolean fits(int[] cells, int at, int d) {
        int r = at / 4, c = at % 4;
        for (int k = 0; k < at; k++) {
            int r2 = k / 4, c2 = k % 4;
            boolean sameBox = r2 / 2 == r / 2 && c2 / 2 == c / 2;
            if (cells[k] == d && (r2 == r || c2 == c || sameBox)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void noFourByFourPuzzleWithThreeCluesIsUniqueAndSomeWithFourAre() {
        List<int[]> grids = allFourByFourGrids();
        assertEquals(288, grids.size(), "the known number of 4x4 grids");
        BitmaskSolver solver = new BitmaskSolver(FOUR);
        boolean uniqueWithFour = false;
        for (int[] grid : grids) {
            for (int a = 0; a < 16; a++) {
                for (int b = a + 1; b < 16; b++) {
                    for (int c = b + 1; c < 16; c++) {
                        int[] cells = new int[16];
                        cells[a] = grid[a];
                        cells[b] = grid[b];
                        cells[c] = grid[c];
                        assertNotEquals(1, solver.count(Grid.of(FOUR, cells), 2).solutions());
                        if (!uniqueWithFour) {
                            for (int d = c + 1; d < 16 && !uniqueWithFour; d++) {
                                cells[d] = grid[d];
                                uniqueWithFour = solver.count(Grid.of(FOUR, cells), 2).isUnique();
                                cells[d] = 0;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(uniqueWithFour);
        assertEquals(4, Generator.clueFloor(FOUR).clues());
    }

    /** The n - 1 floor's argument: two digits left out entirely can be swapped. */
    @Property(tries = 50)
    void aPuzzleLackingTwoDigitsHasASecondSolution(@ForAll @IntRange(min = 0, max = 2) int shapeIndex, @ForAll long seed) {
        BoxShape shape = new BoxShape[] {new BoxShape(2, 3), new BoxShape(2, 4), new BoxShape(3, 3)}[shapeIndex];
        Grid full = new Generator(new Generator.Settings(shape, Symmetry.NONE, 0, 0), seed).randomFullGrid();
        Random random = new Random(seed);
        int gone1 = 1 + random.nextInt(shape.size());
        int gone2 = gone1 % shape.size() + 1;
        int[] cells = full.cells();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == gone1 || cells[i] == gone2 || random.nextInt(4) == 0) {
                cells[i] = 0;
            }
        }
        assertEquals(2, new BitmaskSolver(shape).count(Grid.of(shape, cells), 2).solutions());
        if (shape.size() != 9) {
            assertEquals(shape.size() - 1, Generator.clueFloor(shape).clues(), "the floor for sizes without a proof of more");
        }
    }

    @Test
    void nineByNineIsSeventeen() {
        assertEquals(17, Generator.clueFloor(new BoxShape(3, 3)).clues());
    }
}
