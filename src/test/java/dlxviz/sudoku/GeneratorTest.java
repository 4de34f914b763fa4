package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class GeneratorTest {

    @Property(tries = 40)
    void generatedPuzzlesAreUniqueAndHaveTheAskedSymmetry(@ForAll Symmetry symmetry,
                                                          @ForAll @IntRange(min = 0, max = 2) int shapeIndex,
                                                          @ForAll long seed) {
        BoxShape shape = new BoxShape[] {new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(3, 3)}[shapeIndex];
        Generator.Generated generated = new Generator(new Generator.Settings(shape, symmetry, 0, 0), seed).next();
        Grid puzzle = generated.puzzle();
        assertTrue(symmetry.holdsFor(puzzle), symmetry + "\n" + puzzle);
        SolveResult result = new DlxSudokuSolver(shape).count(puzzle, 2);
        assertEquals(1, result.solutions());
        assertEquals(generated.solution(), result.solution());
        assertNull(GridValidator.checkSolution(puzzle, generated.solution()));
    }

    @Test
    void sameSeedGivesTheSamePuzzle() {
        Generator.Settings settings = new Generator.Settings(new BoxShape(3, 3), Symmetry.ROTATE_180, 0, 0);
        assertEquals(new Generator(settings, 42).next().puzzle(), new Generator(settings, 42).next().puzzle());
    }

    @Test
    void targetCluesIsMetWhenReachable() {
        Generator.Settings settings = new Generator.Settings(new BoxShape(3, 3), Symmetry.NONE, 30, 5_000);
        Generator.Generated generated = new Generator(settings, 7).next();
        assertTrue(generated.metTarget());
        assertEquals(30, generated.puzzle().clueCount());
        assertTrue(new DlxSudokuSolver(new BoxShape(3, 3)).count(generated.puzzle(), 2).isUnique());
    }

    @Test
    void onePassLeavesNoRemovableClue() {
        Grid puzzle = new Generator(new Generator.Settings(new BoxShape(3, 3), Symmetry.NONE, 0, 0), 3).next().puzzle();
        DlxSudokuSolver solver = new DlxSudokuSolver(new BoxShape(3, 3));
        for (int cell = 0; cell < 81; cell++) {
            if (puzzle.cell(cell) != 0) {
                assertEquals(2, solver.count(puzzle.with(cell / 9, cell % 9, 0), 2).solutions(), "cell " + cell);
            }
        }
    }

    @Test
    void sixteenBySixteenIsGeneratedUnique() {
        Generator.Generated generated = new Generator(
                new Generator.Settings(new BoxShape(4, 4), Symmetry.ROTATE_180, 0, 0), 1).next();
        assertTrue(Symmetry.ROTATE_180.holdsFor(generated.puzzle()));
        assertTrue(new DlxSudokuSolver(new BoxShape(4, 4)).count(generated.puzzle(), 2).isUnique());
    }

    @Test
    void orbitsMatchTheirDefinition() {
        assertEquals("[0, 8, 72, 80]", java.util.Arrays.toString(Symmetry.ROTATE_90.orbit(9, 0)));
        assertEquals("[40]", java.util.Arrays.toString(Symmetry.ROTATE_90.orbit(9, 40)));
        assertEquals("[1, 9]", java.util.Arrays.toString(Symmetry.DIAGONAL.orbit(9, 1)));
        assertEquals("[1, 7]", java.util.Arrays.toString(Symmetry.MIRROR.orbit(9, 1)));
        assertEquals("[1, 79]", java.util.Arrays.toString(Symmetry.ROTATE_180.orbit(9, 1)));
    }

    @Test
    void progressThatSaysGoOnMakesTheSamePuzzleAsNoProgress() {
        Generator.Settings settings = new Generator.Settings(new BoxShape(3, 3), Symmetry.ROTATE_180, 0, 0);
        int[] calls = new int[1];
        Generator.Generated told = new Generator(settings, 42).next((pass, tried, orbits, clues) -> {
            calls[0]++;
            return true;
        });
        assertEquals(new Generator(settings, 42).next().puzzle(), told.puzzle());
        assertTrue(calls[0] > 40, "the progress hears of every group of cells tried: " + calls[0]);
    }

    @Test
    void progressThatSaysStopEndsTheRunWithNothing() {
        Generator.Settings settings = new Generator.Settings(new BoxShape(5, 5), Symmetry.ROTATE_180, 0, 0);
        long start = System.nanoTime();
        int[] calls = new int[1];
        assertNull(new Generator(settings, 1).next((pass, tried, orbits, clues) -> ++calls[0] < 3));
        assertEquals(3, calls[0]);
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "a 25x25 stopped at once, not after its 20 s");
    }

    @Test
    void aStopInsideAUniquenessCheckDropsThePuzzle() {
        // 16x16: the checks are long enough for the solver's monitor to ask the progress
        Generator.Settings settings = new Generator.Settings(new BoxShape(4, 4), Symmetry.NONE, 0, 0);
        int[] seenTried = {-1};
        Generator.Generated generated = new Generator(settings, 5).next((pass, tried, orbits, clues) -> {
            if (tried == seenTried[0] && tried > 0) {
                return false; // a second call for the same group: from inside its check
            }
            seenTried[0] = tried;
            return true;
        });
        assertNull(generated);
    }
}
