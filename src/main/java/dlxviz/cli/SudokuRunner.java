package dlxviz.cli;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridValidator;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.SudokuCounter;
import dlxviz.sudoku.SudokuCounter.Method;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One solver per box shape, built on first use and reused for every puzzle of that shape. */
final class SudokuRunner {
    private final Method method;
    private final Map<BoxShape, SudokuCounter> solvers = new HashMap<>();

    SudokuRunner(Method method) {
        this.method = method;
    }

    SudokuCounter solverFor(BoxShape shape) {
        return solvers.computeIfAbsent(shape, method::create);
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
            return prefix + "line " + entry.line() + ": " + conflict.message(grid.size(), entry.puzzle().notation());
        }
        return null;
    }

    /** What a command prints for one valid puzzle. */
    interface PuzzleAnswer {
        void answer(PuzzleEntry entry, SudokuCounter solver);
    }

    /**
     * The loop that solve and count share: every input's puzzles in turn, an {@code invalid:}
     * line (plus {@code afterInvalid}) for a bad one, a message on {@code err} for an input with
     * no puzzle, and {@code answer} for each valid one. Returns true when every puzzle was valid.
     */
    boolean eachPuzzle(String command, List<PuzzleSource.Input> inputs, PrintWriter out, PrintWriter err,
                       String afterInvalid, PuzzleAnswer answer) {
        boolean allValid = true;
        for (PuzzleSource.Input input : inputs) {
            String name = inputs.size() > 1 ? input.name() : null;
            if (input.entries().isEmpty()) {
                err.println(command + ": no puzzle in "
                        + (input.name().equals("-") ? "standard input" : "'" + input.name() + "'")
                        + " (only blank or # comment lines)");
                allValid = false;
            }
            for (PuzzleEntry entry : input.entries()) {
                String invalid = invalidReason(entry, name);
                if (invalid != null) {
                    allValid = false;
                    out.println("invalid: " + invalid);
                    out.print(afterInvalid);
                    continue;
                }
                answer.answer(entry, solverFor(entry.puzzle().grid().shape()));
            }
        }
        out.flush();
        return allValid;
    }
}
