package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.PuzzleParser;
import org.junit.jupiter.api.Test;

/** The check's answers on puzzles whose answers are known (edge-cases-9x9.txt of the shared data). */
public class PuzzleCheckTest {
    /** AI Escargot plus one given that breaks no rule of a row, column or box, yet admits no solution. */
    public static final String UNSOLVABLE = "12...7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
    /** 77 givens and two solutions: a deadly pattern in r1c1, r1c2, r4c1, r4c2. */
    public static final String TWO_SOLUTIONS = "..3496758587132469694875213..8763945946581327375924186761259834852347691439618572";
    public static final String CLASH = "11" + ".".repeat(79);

    static Draft draft(String text) {
        Grid grid = PuzzleParser.parse(text);
        return new Draft(grid, Notation.defaultFor(grid.size()));
    }

    private static CheckVerdict check(Draft draft, long limit, long budget) {
        return PuzzleCheck.run(draft, limit, budget, () -> false, nodes -> { });
    }

    @Test
    void clashingGivensAreInvalidAndNamed() {
        CheckVerdict verdict = check(draft(CLASH), 2, PuzzleCheck.DEFAULT_BUDGET);
        assertEquals(CheckVerdict.Kind.INVALID, verdict.kind());
        assertEquals("Invalid: two givens clash", verdict.headline());
        assertEquals(java.util.List.of("r1c1 and r1c2 both hold 1 (row 1)"), verdict.clashes());
        assertTrue(verdict.detail().startsWith("The two givens named above are marked"), verdict.detail());
    }

    @Test
    void aPuzzleWithoutSolutionSaysSo() {
        CheckVerdict verdict = check(draft(UNSOLVABLE), 2, PuzzleCheck.DEFAULT_BUDGET);
        assertEquals(CheckVerdict.Kind.NO_SOLUTION, verdict.kind());
        assertEquals("No solution", verdict.headline());
    }

    @Test
    void aProperPuzzleHasExactlyOne() {
        CheckVerdict verdict = check(draft(PuzzleLibrary.get("ai-escargot").grid().toString()), 2, PuzzleCheck.DEFAULT_BUDGET);
        assertEquals(CheckVerdict.Kind.ONE, verdict.kind());
        assertEquals("Exactly one solution", verdict.headline());
    }

    /**
     * The nodes a proper puzzle's verdict names are those the window counts when it is stepped to
     * the end (and the library's "DLX nodes" column), not the faster bitmask solver's own: AI
     * Escargot's page said 1,196 beside the library's 1,379.
     */
    @Test
    void aProperPuzzlesNodesAreTheWindowsCount() throws Exception {
        dlxviz.app.session.LoadedProblem loaded = dlxviz.app.session.ProblemSources.example("ai-escargot");
        dlxviz.playback.Playback window = new dlxviz.playback.Playback(loaded.problem(), dlxviz.engine.ItemChoice.MIN_LENGTH,
                loaded.forced());
        while (window.record(1 << 20) > 0) {
            // the whole search, as the window records it
        }
        window.seek(window.recordedLength());
        CheckVerdict verdict = check(draft(PuzzleLibrary.get("ai-escargot").grid().toString()), 2, PuzzleCheck.DEFAULT_BUDGET);
        assertEquals(window.nodes(), verdict.nodes());
        assertTrue(verdict.detail().contains(String.format("%,d search nodes", window.nodes())), verdict.detail());
    }

    @Test
    void severalAreCountedToTheLimitOrExactlyBelowIt() {
        CheckVerdict two = check(draft(TWO_SOLUTIONS), 2, PuzzleCheck.DEFAULT_BUDGET);
        assertEquals(CheckVerdict.Kind.SEVERAL, two.kind());
        assertEquals("Several solutions: at least 2", two.headline());
        CheckVerdict counted = check(draft(TWO_SOLUTIONS), 10, PuzzleCheck.DEFAULT_BUDGET);
        assertEquals("Several solutions: exactly 2", counted.headline());
        CheckVerdict empty = check(Draft.empty(new BoxShape(2, 2)), 1000, PuzzleCheck.DEFAULT_BUDGET);
        assertEquals("Several solutions: exactly 288", empty.headline(), "the empty 4x4 has 288 solutions");
    }

    @Test
    void aSearchPastItsBudgetIsNotSettled() {
        CheckVerdict verdict = check(draft(PuzzleLibrary.get("ai-escargot").grid().toString()), 2, 5);
        assertEquals(CheckVerdict.Kind.NOT_SETTLED, verdict.kind());
        assertEquals("Not settled within 5 search nodes", verdict.headline());
    }

    @Test
    void aCancelStopsTheSearch() {
        long[] seen = new long[1];
        CheckVerdict verdict = PuzzleCheck.run(Draft.empty(new BoxShape(5, 5)), Long.MAX_VALUE, Long.MAX_VALUE,
                () -> seen[0] > 0, nodes -> seen[0] = nodes);
        assertEquals(CheckVerdict.Kind.CANCELLED, verdict.kind());
        assertTrue(seen[0] > 0 && verdict.nodes() < 10 * seen[0], verdict.nodes() + " nodes");
    }
}
