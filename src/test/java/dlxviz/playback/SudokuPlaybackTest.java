package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A sudoku played with its givens forced, checked against the plain backtracking solver. */
class SudokuPlaybackTest {

    /** Small puzzles: the plain backtracking solver settles them quickly and is the reference. */
    @ParameterizedTest
    @ValueSource(strings = {"easy-1", "4x4-1"})
    void theGivensThenTheSearchReachTheBacktrackingSolutionAndStepBackToTheEmptyGrid(String name) {
        Grid puzzle = PuzzleLibrary.get(name).grid();
        SolveResult expected = new BacktrackingSolver().count(puzzle, 2, 5_000_000);
        assertTrue(expected.complete(), "backtracking settles " + name);
        assertEquals(1, expected.solutions(), "the library puzzle is unique");
        assertEquals(expected.solution(), playAndStepBack(puzzle));
    }

    /**
     * Hard and large puzzles, where plain backtracking takes minutes: the played solution must
     * pass the independent checker and keep the givens.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ai-escargot", "16x16-1"})
    void hardPuzzlesPlayToAGridTheCheckerAcceptsAndStepBackToTheEmptyGrid(String name) {
        Grid puzzle = PuzzleLibrary.get(name).grid();
        Grid solution = playAndStepBack(puzzle);
        assertEquals(null, GridValidator.checkSolution(puzzle, solution));
    }

    /** Plays the puzzle to its solution and to the end, steps back to the start; returns the solution. */
    private static Grid playAndStepBack(Grid puzzle) {
        SudokuEncoding encoding = SudokuEncoding.full(puzzle.shape());
        int[] givens = encoding.givenOptions(puzzle);
        Playback playback = new Playback(encoding.problem(), ItemChoice.MIN_LENGTH, givens);
        Step step = playback.stepForward(StepSize.SOLUTION);
        assertEquals(StepEnd.STEP_DONE, step.end());
        int[] options = IntStream.concat(IntStream.of(playback.forcedOptions()),
                IntStream.of(playback.solutionAtCursor().options())).toArray();
        Grid solution = encoding.decode(Grid.empty(puzzle.shape()), options);

        playback.advance(Long.MAX_VALUE);
        assertEquals(1, playback.solutions());
        assertTrue(playback.isSearchComplete());

        while (playback.canStepBack()) {
            playback.stepBack(StepSize.LEVEL);
        }
        assertEquals(new Torus(encoding.problem()).state(), playback.torus().state());
        return solution;
    }
}
