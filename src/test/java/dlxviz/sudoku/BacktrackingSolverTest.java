package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BacktrackingSolverTest {
    private final BacktrackingSolver backtracking = new BacktrackingSolver();

    @Test
    void agreesWithDlxOnTheTdokuTestPuzzles() {
        DlxSudokuSolver dlx = new DlxSudokuSolver(new BoxShape(3, 3));
        List<PuzzleEntry> entries = PuzzleParser.parseAll(TestData.text("tdoku-test-puzzles.txt"), ReadOptions.AUTO);
        int settled = 0;
        for (PuzzleEntry entry : entries) {
            Grid puzzle = entry.puzzle().grid();
            // Some of these take backtracking hundreds of millions of nodes: compare those it settles.
            SolveResult plain = backtracking.count(puzzle, 2, 100_000);
            if (!plain.complete()) {
                continue;
            }
            settled++;
            SolveResult expected = dlx.count(puzzle, 2);
            assertEquals(expected.solutions(), plain.solutions(), "line " + entry.line());
            if (expected.solutions() == 1) {
                assertEquals(expected.solution(), plain.solution(), "line " + entry.line());
            }
        }
        assertTrue(settled >= 20, settled + " settled");
    }

    @Test
    void emptyFourByFourGridHas288Solutions() {
        assertEquals(288, backtracking.count(Grid.empty(new BoxShape(2, 2)), 1000, Long.MAX_VALUE).solutions());
    }

    @Test
    void nodeCapStopsTheSearchAndSaysSo() {
        SolveResult result = backtracking.count(PuzzleLibrary.get("ai-escargot").grid(), 2, 100);
        assertFalse(result.complete());
        assertEquals(100, result.nodes());
    }
}
