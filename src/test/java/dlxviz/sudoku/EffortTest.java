package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Budgets and monitors that bound a search, on both solvers. */
class EffortTest {
    private static final BoxShape NINE = new BoxShape(3, 3);

    @Test
    void aMonitorHearsTheNodesNowAndThenAndCanStopEitherSolver() {
        for (SudokuCounter.Method method : SudokuCounter.Method.values()) {
            List<Long> heard = new ArrayList<>();
            Effort effort = Effort.UNLIMITED.withMonitor(nodes -> {
                heard.add(nodes);
                return heard.size() < 3;
            });
            SolveResult result = method.create(NINE).count(Grid.empty(NINE), Long.MAX_VALUE, effort);
            assertFalse(result.complete(), method.word());
            assertEquals(3, heard.size(), method.word());
            assertTrue(heard.get(0) >= Effort.REPORT_EVERY, method.word() + " " + heard);
            assertTrue(heard.get(1) >= heard.get(0) + Effort.REPORT_EVERY, method.word() + " " + heard);
            assertEquals(heard.get(2), result.nodes(), method.word());
        }
    }

    @Test
    void aNodeBudgetStopsASearchThatFindsNothingNearTheBudget() {
        Grid pigeonhole = PuzzleParser.parse("........................174.293.........285.176.........396.485.........41.832.7"
                + "........52.961.8........63..54..........7...9...........8.147.23........9.258.16..........36..45"
                + "..........7...9..........481.372.........592.681.........6.3.5.4...........7...9");
        SolveResult result = new DlxSudokuSolver(pigeonhole.shape()).count(pigeonhole, 1, Effort.ofNodes(30_000));
        assertFalse(result.complete());
        assertEquals(0, result.solutions());
        assertTrue(result.nodes() >= 30_000 && result.nodes() < 40_000, "nodes " + result.nodes());
    }

    @Test
    void theNodeBudgetStartsAgainAtEverySolution() {
        BoxShape four = new BoxShape(2, 2);
        for (SudokuCounter.Method method : SudokuCounter.Method.values()) {
            SolveResult all = method.create(four).count(Grid.empty(four), 1000, Effort.ofNodes(50));
            assertTrue(all.complete(), method.word());
            assertEquals(288, all.solutions(), method.word());
            assertTrue(all.nodes() > 500, method.word() + " took " + all.nodes() + " nodes in all");
        }
    }

    @Test
    void budgetsCannotBeNegative() {
        assertThrows(IllegalArgumentException.class, () -> Effort.ofNodes(-1));
    }
}
