package dlxviz.cli;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridValidator;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.SudokuSolver;
import java.util.HashMap;
import java.util.Map;

/** One DLX solver per box shape, built on first use and reused for every puzzle of that shape. */
final class SudokuRunner {
    private final Map<BoxShape, SudokuSolver> solvers = new HashMap<>();

    SudokuSolver solverFor(BoxShape shape) {
        return solvers.computeIfAbsent(shape, SudokuSolver::new);
    }

    /**
     * Why an entry cannot be solved, for an {@code invalid: ...} line: its format error or its
     * clashing givens, with the position; null when it is a valid puzzle.
     */
    static String invalidReason(PuzzleEntry entry, String source) {
        String prefix = source == null ? "" : source + ": ";
        if (entry.error() != null) {
            return prefix + entry.error().getMessage();
        }
        Grid grid = entry.puzzle().grid();
        GridValidator.Conflict conflict = GridValidator.firstConflict(grid);
        if (conflict != null) {
            return prefix + "line " + entry.line() + ": " + conflict.message(grid.size());
        }
        return null;
    }
}
