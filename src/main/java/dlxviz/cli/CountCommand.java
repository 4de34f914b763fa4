package dlxviz.cli;

import dlxviz.sudoku.Effort;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.SolveResult;
import dlxviz.sudoku.SudokuCounter;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code count [--limit N] [FILE...|-]}: one number per puzzle. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Counts the solutions of sudokus (Algorithm X on the exact cover; --method picks the data structure): one number per puzzle, or "
                + "'invalid: <reason with position>'.",
            "Counting stops at the limit: a count equal to the limit means at least that many "
                + "(--limit 2 is the uniqueness check: 0 none, 1 unique, 2 several).",
            "A search that reaches --max-nodes answers 'given up after N nodes (at least K solutions)'.",
            "Exit status: 0 when every puzzle was answered, 2 when an input or puzzle was bad, "
                + "1 when a puzzle was given up or the output was closed."})
public final class CountCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "Puzzle files, '-' for standard input (the default), or library names.")
    List<String> files;

    static final long DEFAULT_LIMIT = 1_000_000L;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "" + DEFAULT_LIMIT,
            description = "Stop counting at N solutions (default ${DEFAULT-VALUE}; 0 for no limit, "
                    + "which on a nearly empty grid may run for ever).")
    long limit = DEFAULT_LIMIT;

    @Mixin
    PuzzleSource source;

    @Mixin
    MethodOption method;

    @Mixin
    EffortOption effort;

    @Mixin
    ThreadsOption threads;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return execute(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** Runs the command with its options set, by picocli or by {@link QuickCommandLine}. */
    int execute(PrintWriter stdout, PrintWriter err) {
        if (limit < 0) {
            err.println("count: --limit must be 0 (no limit) or positive, not " + limit);
            return ExitCode.BAD_INPUT;
        }
        if (effort.problem() != null) {
            err.println("count: " + effort.problem());
            return ExitCode.BAD_INPUT;
        }
        if (threads.problem() != null) {
            err.println("count: " + threads.problem());
            return ExitCode.BAD_INPUT;
        }
        long cap = limit == 0 ? Long.MAX_VALUE : limit;
        SudokuRunner.Run run = new SudokuRunner.Run("count", source, PuzzleSource.orStandardInput(files),
                effort.effort(), "", threads.count());
        return new SudokuRunner(method.method).eachPuzzle(run, stdout, err, new Counts(cap));
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
