package dlxviz.cli;

import dlxviz.sudoku.Effort;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridWriter;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.SolveResult;
import dlxviz.sudoku.SudokuCounter;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code solve [FILE...|-]}: one line per puzzle, the first solution in the input's notation. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solves sudokus (Algorithm X on the exact cover; --method picks the data structure): one output line per puzzle, the solved grid in the input's "
                + "notation, or 'no solution', or 'invalid: <reason with position>'.",
            "Reads one-line puzzles, multi-line grids (.sdk, .ss, decorated), tdoku puzzle:count:solution "
                + "lines, files of many puzzles with # comments; 4x4 to 25x25.",
            "A puzzle with several solutions gets its first (use `count` to check uniqueness).",
            "A search that reaches --max-nodes answers 'given up after N nodes' and the next puzzle goes on.",
            SudokuCommand.EXIT_STATUS})
public final class SolveCommand extends SudokuCommand {
    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "Puzzle files, '-' for standard input (the default), or library names such as ai-escargot.")
    List<String> files;

    @Option(names = "--grid", description = "Print boxed grids (a blank line after each) instead of one line.")
    boolean grid;

    @Override
    int execute(PrintWriter stdout, PrintWriter err) {
        String blank = grid ? System.lineSeparator() : "";
        return eachPuzzle("solve", files, blank, new Solutions(grid, blank), stdout, err);
    }

    /** The first solution of each puzzle. (A class, not a lambda: see {@link SudokuRunner.PuzzleAnswer}.) */
    private static final class Solutions implements SudokuRunner.PuzzleAnswer {
        private final boolean grid;
        private final String blank;

        Solutions(boolean grid, String blank) {
            this.grid = grid;
            this.blank = blank;
        }

        @Override
        public boolean answer(PuzzleEntry entry, SudokuCounter solver, Effort limits, PrintWriter out) {
            SolveResult result = solver.count(entry.puzzle().grid(), 1, limits);
            Grid solution = result.solution();
            if (solution != null && grid) {
                out.println(GridWriter.boxed(solution, entry.puzzle().notation()));
            } else if (solution != null) {
                out.println(GridWriter.oneLine(solution, entry.puzzle().notation()));
            } else {
                out.print((result.complete() ? "no solution" : SudokuRunner.gaveUp(result.nodes()))
                        + System.lineSeparator() + blank);
            }
            return result.complete() || solution != null;
        }
    }
}
