package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Every answer of the band counter checked against the DLX engine (an independent solver). */
class BandSolverTest {
    private static final BoxShape NINE = new BoxShape(3, 3);

    private final BandSolver counter = new BandSolver();
    private final DlxSudokuSolver dlx = new DlxSudokuSolver(NINE);

    /** Same count, same completeness, and a solution that keeps the givens and breaks no rule. */
    private void agrees(Grid puzzle, long limit, String where) {
        SolveResult expected = dlx.count(puzzle, limit);
        SolveResult actual = counter.count(puzzle, limit);
        assertEquals(expected.solutions(), actual.solutions(), where);
        assertEquals(expected.complete(), actual.complete(), where);
        if (expected.solutions() == 0) {
            assertNull(actual.solution(), where);
        } else {
            assertNull(GridValidator.checkSolution(puzzle, actual.solution()), where);
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = BandSolverTest.class.getResourceAsStream("/dlxviz/sudoku/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void the17ClueSampleIsUniqueAsDlxSays() throws IOException {
        int seen = 0;
        for (PuzzleEntry entry : PuzzleParser.parseAll(resource("17-clue-sample.txt"), ReadOptions.AUTO)) {
            agrees(entry.puzzle().grid(), 2, "line " + entry.line());
            assertTrue(counter.count(entry.puzzle().grid(), 2).isUnique(), "line " + entry.line());
            seen++;
        }
        assertEquals(500, seen);
    }

    @Test
    void hardAndEdgePuzzlesCountAsDlxCountsThem() throws IOException {
        for (String name : new String[] {"famous-9x9.txt", "edge-cases-9x9.txt", "tdoku-test-puzzles.txt"}) {
            for (String line : resource(name).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String text = line.contains("|") ? line.split("\\|")[1] : line.split("[:\\s]")[0];
                if (text.length() < 81) {
                    continue;
                }
                Grid puzzle = PuzzleParser.parseOne(text.substring(0, 81), ReadOptions.AUTO).grid();
                for (long limit : new long[] {1, 2, 50}) {
                    agrees(puzzle, limit, name + ": " + line + " limit " + limit);
                }
            }
        }
    }

    @Test
    void noneOneAndMany() {
        Grid empty = Grid.empty(NINE);
        assertEquals(1000, counter.count(empty, 1000).solutions(), "an empty grid has far more than 1000");
        agrees(empty, 1000, "empty grid");
        Grid clash = empty.with(0, 0, 5).with(8, 0, 5);
        SolveResult none = counter.count(clash, 2);
        assertEquals(0, none.solutions());
        assertTrue(none.complete(), "clashing givens: no solution, settled");
        // AI Escargot plus a given that breaks no rule but leaves no solution (edge-cases-9x9.txt)
        Grid locallyValid = PuzzleParser.parseOne(
                "12...7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..", ReadOptions.AUTO).grid();
        agrees(locallyValid, 2, "unsolvable");
        assertEquals(0, counter.count(locallyValid, 2).solutions());
    }

    @Test
    void aNodeBudgetStopsTheCountUnsettled() {
        SolveResult result = counter.count(Grid.empty(NINE), 10_000, Effort.ofNodes(5));
        assertFalse(result.complete());
        assertTrue(result.solutions() < 10_000);
    }

    /** Pigeonholes (no solution, yet no cell or unit shows it) are refuted quickly, as the DLX engine refutes them. */
    @Test
    void ninByNinePigeonholesHaveNoSolutionAfterFewGuesses() {
        for (int boxColumns = 2; boxColumns <= 2; boxColumns++) { // one box column leaves no arrangement at 9x9
            for (long seed = 1; seed <= 5; seed++) {
                Grid puzzle = Pigeonholes.build(NINE, boxColumns, seed);
                agrees(puzzle, 2, boxColumns + " box columns, seed " + seed);
                SolveResult result = counter.count(puzzle, 2);
                assertEquals(0, result.solutions());
                assertTrue(result.nodes() < 1_000, result.nodes() + " guesses");
            }
        }
    }

    @Test
    void theBandsMethodIsThisSolverOnNineByNineAndTheBitmaskOneElsewhere() {
        assertTrue(SudokuCounter.Method.BANDS.create(NINE) instanceof BandSolver);
        assertTrue(SudokuCounter.Method.BANDS.create(new BoxShape(4, 4)) instanceof BitmaskSolver);
        assertTrue(SudokuCounter.Method.BANDS.create(new BoxShape(2, 3)) instanceof BitmaskSolver);
        assertTrue(SudokuCounter.Method.BITMASK.create(NINE) instanceof BitmaskSolver);
    }

    @Test
    void otherShapesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> counter.count(Grid.empty(new BoxShape(2, 2)), 2));
        assertFalse(BandSolver.fits(new BoxShape(2, 3)));
    }

    @Property(tries = 200)
    void randomPartialGridsCountAsDlxCountsThem(@ForAll long seed, @ForAll @IntRange(min = 40, max = 85) int percentCleared) {
        Grid full = new Generator(new Generator.Settings(NINE, Symmetry.NONE, 0, 0), seed).randomFullGrid();
        Random random = new Random(seed ^ 0x5DEECE66DL);
        int[] cells = full.cells();
        for (int i = 0; i < cells.length; i++) {
            if (random.nextInt(100) < percentCleared) {
                cells[i] = 0;
            } else if (random.nextInt(40) == 0) {
                cells[i] = 1 + random.nextInt(9); // now and then a wrong given: 0 solutions, or a clash
            }
        }
        agrees(Grid.of(NINE, cells), 20, "seed " + seed + ", " + percentCleared + "% cleared");
    }
}
