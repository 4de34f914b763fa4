package dlxviz.cli;

import dlxviz.sudoku.Effort;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.SolveResult;
import dlxviz.sudoku.SudokuCounter;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code count [--limit N] [FILE...|-]}: one number per puzzle. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Counts the solutions of sudokus (Algorithm X on the exact cover; --method picks the data structure): one number per puzzle, or "
                + "'invalid: <reason with position>'.",
            "Counting stops at the limit: a count equal to the limit means at least that many "
                + "(--limit 2 is the uniqueness check: 0 none, 1 unique, 2 several).",
            "A search that reaches --max-nodes answers 'given up after N nodes (at least K solutions)'.",
            SudokuCommand.EXIT_STATUS})
public final class CountCommand extends SudokuCommand {
    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "Puzzle files, '-' for standard input (the default), or library names.")
    List<String> files;

    static final long DEFAULT_LIMIT = 1_000_000L;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "" + DEFAULT_LIMIT,
            description = "Stop counting at N solutions (default ${DEFAULT-VALUE}; 0 for no limit, "
                    + "which on a nearly empty grid may run for ever).")
    long limit = DEFAULT_LIMIT;

    @Override
    int execute(PrintWriter stdout, PrintWriter err) {
        if (limit < 0) {
            err.println("count: --limit must be 0 (no limit) or positive, not " + limit);
            return ExitCode.BAD_INPUT;
        }
        long cap = limit == 0 ? Long.MAX_VALUE : limit;
        return eachPuzzle("count", files, "", new Counts(cap), stdout, err);
    }

    /** One number per puzzle. (A class, not a lambda: see {@link SudokuRunner.PuzzleAnswer}.) */
    private static final class Counts implements SudokuRunner.PuzzleAnswer {
        private final long cap;

        Counts(long cap) {
            this.cap = cap;
        }

        @Override
        public boolean answer(PuzzleEntry entry, SudokuCounter solver, Effort limits, PrintWriter out) {
            SolveResult result = solver.count(entry.puzzle().grid(), cap, limits);
            if (result.complete()) {
                out.println(result.solutions());
            } else {
                long found = result.solutions();
                out.println(SudokuRunner.gaveUp(result.nodes()) + (found == 0 ? ""
                        : " (at least " + found + (found == 1 ? " solution)" : " solutions)")));
            }
            return result.complete();
        }
    }
}
