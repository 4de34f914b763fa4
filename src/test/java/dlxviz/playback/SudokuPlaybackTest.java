package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.sudoku.BacktrackingSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridValidator;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.SolveResult;
import dlxviz.sudoku.SudokuEncoding;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Sudokus played with their givens forced, checked against independent facts. */
class SudokuPlaybackTest {

    /** Plays to the first solution and returns the whole grid it describes. */
    private static Grid playToSolution(Playback playback, SudokuEncoding encoding, Grid puzzle) {
        Step step = playback.stepForward(StepSize.SOLUTION);
        assertEquals(StepEnd.STEP_DONE, step.end());
        int[] options = IntStream.concat(IntStream.of(playback.forcedOptions()),
                IntStream.of(playback.solutionAtCursor().options())).toArray();
        return encoding.decode(Grid.empty(puzzle.shape()), options);
    }

    @ParameterizedTest
    @ValueSource(strings = {"easy-1", "ai-escargot", "4x4-1"})
    void theSolutionReachedIsTheBacktrackingSolversAndLevelStepsGoBackToTheEmptyGrid(String name) {
        Grid puzzle = PuzzleLibrary.get(name).grid();
        SolveResult expected = new BacktrackingSolver().count(puzzle, 2, Long.MAX_VALUE);
        assertEquals(1, expected.solutions(), "the library puzzle is unique");
        SudokuEncoding encoding = SudokuEncoding.full(puzzle.shape());
        Playback playback = new Playback(encoding.problem(), ItemChoice.MIN_LENGTH, encoding.givenOptions(puzzle));

        assertEquals(expected.solution(), playToSolution(playback, encoding, puzzle));
        playback.advance(Long.MAX_VALUE);
        assertEquals(1, playback.solutions());
        assertTrue(playback.isSearchComplete());

        while (playback.canStepBack()) {
            playback.stepBack(StepSize.LEVEL);
        }
        assertEquals(new Torus(encoding.problem()).state(), playback.torus().state());
    }

    @Test
    void aSixteenBySixteenPlaysToAValidSolutionAndJumpsBack() {
        Grid puzzle = PuzzleLibrary.get("16x16-1").grid();
        SudokuEncoding encoding = SudokuEncoding.full(puzzle.shape());
        Playback playback = new Playback(encoding.problem(), ItemChoice.MIN_LENGTH, encoding.givenOptions(puzzle));
        Grid solution = playToSolution(playback, encoding, puzzle);
        assertNull(GridValidator.checkSolution(puzzle, solution));
        Snapshot atSolution = Snapshot.of(playback);
        playback.advance(Long.MAX_VALUE);
        assertEquals(1, playback.solutions());
        playback.stepBack(StepSize.SOLUTION);
        assertEquals(atSolution, Snapshot.of(playback));
        playback.stepBack(StepSize.SOLUTION);
        assertEquals(new Torus(encoding.problem()).state(), playback.torus().state());
    }
}
