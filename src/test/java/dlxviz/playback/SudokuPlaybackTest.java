package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.sudoku.BacktrackingSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.PuzzleLibrary;
import dlxviz.sudoku.SolveResult;
import dlxviz.sudoku.SudokuEncoding;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A sudoku played with its givens forced, checked against the plain backtracking solver. */
class SudokuPlaybackTest {

    @ParameterizedTest
    @ValueSource(strings = {"easy-1", "ai-escargot", "4x4-1", "16x16-1"})
    void theGivensThenTheSearchReachTheSolverSolutionAndStepBackToTheEmptyGrid(String name) {
        Grid puzzle = PuzzleLibrary.get(name).grid();
        SolveResult expected = new BacktrackingSolver().count(puzzle, 2, Long.MAX_VALUE);
        assertEquals(1, expected.solutions(), "the library puzzle is unique");

        SudokuEncoding encoding = SudokuEncoding.full(puzzle.shape());
        int[] givens = encoding.givenOptions(puzzle);
        Playback playback = new Playback(encoding.problem(), ItemChoice.MIN_LENGTH, givens);
        Step step = playback.stepForward(StepSize.SOLUTION);
        assertEquals(StepEnd.STEP_DONE, step.end());
        int[] options = IntStream.concat(IntStream.of(playback.forcedOptions()),
                IntStream.of(playback.solutionAtCursor().options())).toArray();
        assertEquals(expected.solution(), encoding.decode(Grid.empty(puzzle.shape()), options));

        playback.advance(Long.MAX_VALUE);
        assertEquals(1, playback.solutions());
        assertTrue(playback.isSearchComplete());

        while (playback.canStepBack()) {
            playback.stepBack(StepSize.LEVEL);
        }
        assertEquals(new Torus(encoding.problem()).state(), playback.torus().state());
    }
}
