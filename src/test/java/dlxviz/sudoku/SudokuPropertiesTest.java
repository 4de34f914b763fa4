package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class SudokuPropertiesTest {
    private static final BoxShape[] SHAPES = {
        new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(2, 4), new BoxShape(3, 3), new BoxShape(3, 4)};

    /** A random full grid of the shape, and a copy with each cell cleared with the given chance. */
    private static Grid[] fullAndPuzzle(BoxShape shape, long seed, int percentCleared) {
        Generator generator = new Generator(new Generator.Settings(shape, Symmetry.NONE, 0, 0), seed);
        Grid full = generator.randomFullGrid();
        Random random = new Random(seed ^ 0x5DEECE66DL);
        int[] cells = full.cells();
        for (int i = 0; i < cells.length; i++) {
            if (random.nextInt(100) < percentCleared) {
                cells[i] = 0;
            }
        }
        return new Grid[] {full, Grid.of(shape, cells)};
    }

    @Property(tries = 60)
    void randomValidGridWithCluesRemovedSolvesToAGridKeepingTheClues(
            @ForAll @IntRange(min = 0, max = 4) int shapeIndex, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 100) int percentCleared) {
        BoxShape shape = SHAPES[shapeIndex];
        Grid[] grids = fullAndPuzzle(shape, seed, percentCleared);
        assertNull(GridValidator.checkSolution(null, grids[0]), "the random full grid is valid");
        Grid solution = new DlxSudokuSolver(shape).solve(grids[1]);
        assertNotNull(solution, "a puzzle cut from a valid grid has a solution");
        assertTrue(solution.contains(grids[1]));
        assertNull(GridValidator.checkSolution(grids[1], solution));
    }

    @Property(tries = 60)
    void everyNotationRoundTripsOneLineAndBoxed(@ForAll @IntRange(min = 0, max = 4) int shapeIndex,
                                                @ForAll long seed) {
        BoxShape shape = SHAPES[shapeIndex];
        Grid puzzle = fullAndPuzzle(shape, seed, 50)[1];
        for (Notation notation : Notation.values()) {
            if (!notation.fits(shape.size())) {
                continue;
            }
            ReadOptions options = new ReadOptions(shape, notation);
            assertEquals(puzzle, PuzzleParser.parseOne(GridWriter.oneLine(puzzle, notation), options).grid(), notation.name());
            assertEquals(puzzle, PuzzleParser.parseOne(GridWriter.boxed(puzzle, notation), options).grid(), notation.name());
        }
    }

    @Property(tries = 100)
    void aBadCharacterAnywhereIsReportedAtItsLineAndColumn(@ForAll @IntRange(min = 0, max = 80) int cell,
                                                          @ForAll @IntRange(min = 0, max = 8) int row,
                                                          @ForAll @IntRange(min = 0, max = 2) int form) {
        char bad = "xZ?!@".charAt(cell % 5);
        String oneLine = PuzzleLibrary.get("golden-nugget").grid().toString();
        String text;
        int line, column;
        if (form == 0) { // one line, after two comment lines
            text = "# a\n# b\n" + oneLine.substring(0, cell) + bad + oneLine.substring(cell + 1) + "\n";
            line = 3;
            column = cell + 1;
        } else { // a decorated grid: the bad character replaces the first cell of a row
            String boxed = GridWriter.boxed(PuzzleParser.parse(oneLine), Notation.DIGITS);
            String[] lines = boxed.split("\n");
            int index = row + row / 3; // two rule lines between the bands
            lines[index] = bad + lines[index].substring(1);
            text = (form == 2 ? "#A author\r\n" : "") + String.join(form == 2 ? "\r\n" : "\n", lines);
            line = index + 1 + (form == 2 ? 1 : 0);
            column = 1;
        }
        PuzzleFormatException e = org.junit.jupiter.api.Assertions.assertThrows(PuzzleFormatException.class,
                () -> PuzzleParser.parse(text));
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
        assertTrue(e.getMessage().startsWith("line " + line + ", column " + column + ": '" + bad + "'"), e.getMessage());
    }

    @Property(tries = 30)
    void reducedEncodingFindsTheSameSolutionCountAsForcedGivens(@ForAll @IntRange(min = 0, max = 2) int shapeIndex,
                                                               @ForAll long seed) {
        BoxShape shape = SHAPES[shapeIndex];
        Grid puzzle = fullAndPuzzle(shape, seed, 70)[1];
        SudokuEncoding reduced = SudokuEncoding.reduced(puzzle);
        dlxviz.engine.Search search = new dlxviz.engine.Search(reduced.problem());
        search.run(50, Long.MAX_VALUE);
        assertEquals(new DlxSudokuSolver(shape).count(puzzle, 50).solutions(), search.solutions());
    }

    /**
     * The bitmask solver against DLX on puzzles of every kind: cut from a valid grid (one or many
     * solutions), then with a few cells overwritten by random digits (clashes, no solution, or
     * another puzzle altogether). Same counts up to the limit; any first solution is a checked
     * grid keeping the givens, and a unique one is the same grid.
     */
    @Property(tries = 300)
    void bitmaskSolverAgreesWithDlxOnRandomPuzzles(@ForAll @IntRange(min = 0, max = 4) int shapeIndex,
                                                   @ForAll long seed,
                                                   @ForAll @IntRange(min = 30, max = 100) int percentCleared,
                                                   @ForAll @IntRange(min = 0, max = 3) int overwritten) {
        BoxShape shape = SHAPES[shapeIndex];
        int[] cells = fullAndPuzzle(shape, seed, percentCleared)[1].cells();
        Random random = new Random(seed);
        for (int k = 0; k < overwritten; k++) {
            cells[random.nextInt(cells.length)] = 1 + random.nextInt(shape.size());
        }
        Grid puzzle = Grid.of(shape, cells);
        long limit = 3;
        SolveResult dlx = new DlxSudokuSolver(shape).count(puzzle, limit);
        SolveResult bitmask = new BitmaskSolver(shape).count(puzzle, limit);
        assertEquals(dlx.solutions(), bitmask.solutions(), puzzle::toString);
        assertTrue(bitmask.complete());
        if (bitmask.solutions() > 0) {
            assertTrue(bitmask.solution().contains(puzzle));
            assertNull(GridValidator.checkSolution(puzzle, bitmask.solution()));
        } else {
            assertNull(bitmask.solution());
        }
        if (bitmask.solutions() == 1) {
            assertEquals(dlx.solution(), bitmask.solution());
        }
    }
}
