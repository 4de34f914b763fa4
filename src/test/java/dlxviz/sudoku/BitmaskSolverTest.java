package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What only the bitmask solver has; the shared checks are in {@link SudokuCounterTest}. */
class BitmaskSolverTest {
    private final BitmaskSolver nine = new BitmaskSolver(new BoxShape(3, 3));

    @Test
    void searchesTreesOfTheSameSizeAsDlxOnThe17ClueSample() {
        // Same algorithm, other data structure: the node counts should be close (the tie-breaking
        // and the order of forced moves differ), not merely the answers.
        DlxSudokuSolver dlx = new DlxSudokuSolver(new BoxShape(3, 3));
        long dlxNodes = 0, bitmaskNodes = 0;
        for (PuzzleEntry entry : PuzzleParser.parseAll(TestData.text("17-clue-sample.txt"), ReadOptions.AUTO)) {
            Grid puzzle = entry.puzzle().grid();
            SolveResult d = dlx.count(puzzle, 2);
            SolveResult b = nine.count(puzzle, 2);
            assertEquals(d.solution(), b.solution(), "line " + entry.line());
            dlxNodes += d.nodes();
            bitmaskNodes += b.nodes();
        }
        double ratio = bitmaskNodes / (double) dlxNodes;
        assertTrue(ratio > 0.7 && ratio < 1.3, "bitmask/DLX nodes = " + ratio);
    }

    @Test
    void aPuzzleSinglesFinishIsCountedOneChoicePerEmptyCellPlusTheSolution() {
        // Every empty cell of a singles-only puzzle is filled by a forced choice, and the
        // solution counts as a node, as in DLX1.
        Grid puzzle = PuzzleLibrary.get("4x4-1").grid();
        BitmaskSolver four = new BitmaskSolver(puzzle.shape());
        SolveResult result = four.count(puzzle, 2);
        assertTrue(Difficulty.rate(puzzle).singlesSuffice());
        assertEquals(1, result.solutions());
        assertEquals(16 - puzzle.clueCount() + 1, result.nodes());
    }

    @Test
    void theUpdateBudgetStopsAHardCountAndAFullBudgetSettlesIt() {
        Grid hard = PuzzleLibrary.get("easter-monster").grid();
        SolveResult cut = nine.count(hard, 2, 100);
        assertFalse(cut.complete());
        SolveResult full = nine.count(hard, 2, Long.MAX_VALUE);
        assertTrue(full.complete());
        assertEquals(1, full.solutions());
        assertTrue(full.updates() > 100);
    }

    @Test
    void aPuzzleOfAnotherShapeIsRefused() {
        Grid four = Grid.empty(new BoxShape(2, 2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> nine.count(four, 1));
        assertTrue(e.getMessage().contains("2x2"), e.getMessage());
    }

    @Test
    void twentyFiveByTwentyFiveGridsFitTheMasks() {
        // n = 25 is the largest size: 25-bit masks. A full valid grid with its diagonal cleared
        // has exactly one solution, the grid itself.
        BoxShape shape = new BoxShape(5, 5);
        int[] cells = new int[625];
        for (int r = 0; r < 25; r++) {
            for (int c = 0; c < 25; c++) {
                // the classic pattern: shift rows by the box width within a band, by one across bands
                cells[r * 25 + c] = 1 + ((r % 5) * 5 + r / 5 + c) % 25;
            }
        }
        Grid full = Grid.of(shape, cells);
        assertNull(GridValidator.checkSolution(null, full));
        int[] holes = full.cells();
        for (int k = 0; k < 25; k++) {
            holes[k * 25 + k] = 0;
        }
        SolveResult result = new BitmaskSolver(shape).count(Grid.of(shape, holes), 2);
        assertEquals(1, result.solutions());
        assertEquals(full, result.solution());
    }
}
