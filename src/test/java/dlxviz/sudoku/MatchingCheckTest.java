package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The bitmask solver's matching check: pigeonholes refuted at once, every answer unchanged. */
class MatchingCheckTest {
    static final String PIGEONHOLE_16 = "........................174.293.........285.176.........396.485.........41.832.7"
            + "........52.961.8........63..54..........7...9...........8.147.23........9.258.16..........36..45"
            + "..........7...9..........481.372.........592.681.........6.3.5.4...........7...9";

    @Test
    void theIssuesSixteenBySixteenPigeonholeHasNoSolutionAtOnce() {
        Grid puzzle = PuzzleParser.parse(PIGEONHOLE_16);
        assertNull(GridValidator.firstConflict(puzzle), "locally valid: no clash");
        SolveResult result = assertTimeoutPreemptively(Duration.ofSeconds(2),
                () -> new BitmaskSolver(puzzle.shape()).count(puzzle, 2));
        assertTrue(result.complete());
        assertEquals(0, result.solutions());
        assertTrue(result.nodes() < 20_000, "nodes " + result.nodes());
    }

    @Test
    void pigeonholesBuiltTheSameWayAtTwentyFiveByTwentyFiveHaveNoSolutionAtOnce() {
        BoxShape shape = new BoxShape(5, 5);
        for (int boxColumns = 2; boxColumns <= 4; boxColumns++) {
            Grid puzzle = Pigeonholes.build(shape, boxColumns, boxColumns);
            assertNull(GridValidator.firstConflict(puzzle));
            SolveResult result = assertTimeoutPreemptively(Duration.ofSeconds(2),
                    () -> new BitmaskSolver(shape).count(puzzle, 2));
            assertTrue(result.complete(), "box columns " + boxColumns);
            assertEquals(0, result.solutions(), "box columns " + boxColumns);
        }
    }

    @Test
    void theBuilderMakesThePuzzleOfTheIssueKind() {
        // Its own 16x16: the last two box columns hold 1..9 in rows 2..16, row 1 is empty.
        Grid puzzle = Pigeonholes.build(new BoxShape(4, 4), 2, 7);
        for (int c = 8; c < 16; c++) {
            int seen = 0;
            for (int r = 1; r < 16; r++) {
                seen |= puzzle.get(r, c) == 0 ? 0 : 1 << puzzle.get(r, c);
            }
            assertEquals(0b11_1111_1110, seen, "column " + (c + 1) + " holds 1..9");
        }
        for (int c = 0; c < 16; c++) {
            assertEquals(0, puzzle.get(0, c));
        }
    }

    @Test
    void aCountThatKeepsFindingSolutionsNeverPaysForTheCheck() {
        // A million solutions of the empty grid, one every few nodes: the check would double the
        // time of the count, and could never cut anything (every subtree holds solutions).
        BitmaskSolver solver = new BitmaskSolver(new BoxShape(3, 3));
        SolveResult result = solver.count(Grid.empty(new BoxShape(3, 3)), 100_000);
        assertEquals(100_000, result.solutions());
        assertTrue(result.nodes() > 10 * BitmaskSolver.MATCH_FROM);
        assertEquals(0, solver.matchChecks());
    }

    @Test
    void onThe17ClueSampleTheAnswersAndTreesAreThoseWithoutTheCheck() {
        BoxShape nine = new BoxShape(3, 3);
        BitmaskSolver with = new BitmaskSolver(nine);
        BitmaskSolver without = new BitmaskSolver(nine, Long.MAX_VALUE);
        for (PuzzleEntry entry : PuzzleParser.parseAll(TestData.text("17-clue-sample.txt"), ReadOptions.AUTO)) {
            SolveResult a = with.count(entry.puzzle().grid(), 2);
            SolveResult b = without.count(entry.puzzle().grid(), 2);
            assertEquals(b.solution(), a.solution(), "line " + entry.line());
            assertEquals(b.nodes(), a.nodes(), "line " + entry.line() + ": under the threshold, the same tree");
        }
    }

    /**
     * Checked at every node or never: the same counts and the same first solution (the check
     * only cuts subtrees without solutions), and never more nodes.
     */
    @Property(tries = 200)
    void checkingEveryNodeChangesNoAnswer(@ForAll @IntRange(min = 0, max = 3) int shapeIndex, @ForAll long seed,
                                          @ForAll @IntRange(min = 40, max = 95) int percentCleared,
                                          @ForAll @IntRange(min = 0, max = 2) int overwritten) {
        BoxShape shape = new BoxShape[] {new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(2, 4), new BoxShape(3, 3)}[shapeIndex];
        Grid full = new Generator(new Generator.Settings(shape, Symmetry.NONE, 0, 0), seed).randomFullGrid();
        Random random = new Random(seed);
        int[] cells = full.cells();
        for (int i = 0; i < cells.length; i++) {
            if (random.nextInt(100) < percentCleared) {
                cells[i] = 0;
            }
        }
        for (int k = 0; k < overwritten; k++) {
            cells[random.nextInt(cells.length)] = 1 + random.nextInt(shape.size());
        }
        Grid puzzle = Grid.of(shape, cells);
        SolveResult always = new BitmaskSolver(shape, 0).count(puzzle, 5, Effort.ofNodes(200_000));
        SolveResult never = new BitmaskSolver(shape, Long.MAX_VALUE).count(puzzle, 5, Effort.ofNodes(200_000));
        if (!never.complete()) {
            return; // a nearly empty grid searched too long for a test; nothing to compare
        }
        assertTrue(always.complete());
        assertEquals(never.solutions(), always.solutions(), puzzle::toString);
        assertEquals(never.solution(), always.solution(), puzzle::toString);
        assertTrue(always.nodes() <= never.nodes(), puzzle::toString);
    }
}
