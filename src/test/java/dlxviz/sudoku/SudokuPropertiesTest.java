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
        Grid solution = new SudokuSolver(shape).solve(grids[1]);
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

    @Property(tries = 30)
    void reducedEncodingFindsTheSameSolutionCountAsForcedGivens(@ForAll @IntRange(min = 0, max = 2) int shapeIndex,
                                                               @ForAll long seed) {
        BoxShape shape = SHAPES[shapeIndex];
        Grid puzzle = fullAndPuzzle(shape, seed, 70)[1];
        SudokuEncoding reduced = SudokuEncoding.reduced(puzzle);
        dlxviz.engine.Search search = new dlxviz.engine.Search(reduced.problem());
        search.run(50, Long.MAX_VALUE);
        assertEquals(new SudokuSolver(shape).count(puzzle, 50).solutions(), search.solutions());
    }
}
