package dlxviz.app.boards.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.engine.Search;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import org.junit.jupiter.api.Test;

class SudokuBoardTest {
    /** From /work/shared/data/sudoku/generated-4x4.txt (CC0): a puzzle and its unique solution. */
    private static final String PUZZLE = "..3...4123...4..";
    private static final String SOLUTION = "4132324123141423";

    @Test
    void candidatesAtTheStartAreTheDigitsNoNeighbourHolds() throws Exception {
        LoadedProblem loaded = ProblemSources.fromText(PUZZLE, "test", false);
        SudokuLayout layout = SudokuLayout.of(loaded.encoding());
        assertNotNull(layout);
        Search search = new Search(loaded.problem());
        for (int option : loaded.forced()) {
            assertTrue(search.forceOption(option));
        }
        SudokuBoard board = SudokuBoard.of(layout, new BoardInput(search.torus(), loaded.forced(), new int[0], new int[0], 0));
        assertEquals(PUZZLE, board.toLine());
        for (int cell = 0; cell < 16; cell++) {
            long expected = PUZZLE.charAt(cell) != '.' ? 0 : bruteForceCandidates(PUZZLE, cell);
            assertEquals(expected, board.candidates(cell), "cell " + cell);
            assertEquals(PUZZLE.charAt(cell) == '.' ? SudokuBoard.EMPTY : SudokuBoard.GIVEN, board.level(cell));
        }
    }

    @Test
    void atTheSolutionTheBoardShowsThePuzzlesOwnSolution() throws Exception {
        LoadedProblem loaded = ProblemSources.fromText(PUZZLE, "test", false);
        SudokuLayout layout = SudokuLayout.of(loaded.encoding());
        Search search = new Search(loaded.problem());
        for (int option : loaded.forced()) {
            search.forceOption(option);
        }
        SearchEvent event;
        do {
            event = search.step();
        } while (event != null && !(event instanceof SolutionFound));
        SolutionFound found = (SolutionFound) event;
        SudokuBoard board = SudokuBoard.of(layout, new BoardInput(search.torus(), loaded.forced(), found.options(), found.options(), 0));
        assertEquals(SOLUTION, board.toLine());
        for (int level = 0; level < found.options().length; level++) {
            assertEquals(level, board.level(layout.cellOf(found.options()[level])));
        }
    }

    @Test
    void theChosenItemsRegionIsItsRowColumnBoxOrCell() throws Exception {
        LoadedProblem loaded = ProblemSources.fromText(PUZZLE, "test", false);
        SudokuLayout layout = SudokuLayout.of(loaded.encoding());
        var problem = loaded.problem();
        assertRegion(layout, problem.itemNumber("r2#3"), new int[] {4, 5, 6, 7});
        assertRegion(layout, problem.itemNumber("c3#1"), new int[] {2, 6, 10, 14});
        assertRegion(layout, problem.itemNumber("b4#2"), new int[] {10, 11, 14, 15});
        assertRegion(layout, problem.itemNumber("r3c2"), new int[] {9});
    }

    private static void assertRegion(SudokuLayout layout, int item, int[] cells) {
        int count = 0;
        for (int cell = 0; cell < 16; cell++) {
            if (layout.inRegion(item, cell)) {
                final int lit = cell;
                assertTrue(java.util.Arrays.stream(cells).anyMatch(c -> c == lit), "cell " + cell);
                count++;
            }
        }
        assertEquals(cells.length, count);
    }

    private static long bruteForceCandidates(String grid, int cell) {
        int r = cell / 4, c = cell % 4;
        long mask = 0;
        for (int d = 1; d <= 4; d++) {
            boolean seen = false;
            for (int other = 0; other < 16; other++) {
                int ro = other / 4, co = other % 4;
                boolean neighbour = ro == r || co == c || (ro / 2 == r / 2 && co / 2 == c / 2);
                if (neighbour && grid.charAt(other) == (char) ('0' + d)) {
                    seen = true;
                }
            }
            if (!seen) {
                mask |= 1L << d;
            }
        }
        return mask;
    }
}
