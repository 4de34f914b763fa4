package dlxviz.cli;

import dlxviz.sudoku.SolveResult;
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

    @Option(names = "--limit", paramLabel = "N", defaultValue = "1000000",
            description = "Stop counting at N solutions (default ${DEFAULT-VALUE}; 0 for no limit, "
                    + "which on a nearly empty grid may run for ever).")
    long limit;

    @Mixin
    PuzzleSource source;

    @Mixin
    MethodOption method;

    @Mixin
    EffortOption effort;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (limit < 0) {
            err.println("count: --limit must be 0 (no limit) or positive, not " + limit);
            return SudokuRunner.BAD_INPUT;
        }
        if (effort.problem() != null) {
            err.println("count: " + effort.problem());
            return SudokuRunner.BAD_INPUT;
        }
        long cap = limit == 0 ? Long.MAX_VALUE : limit;
        SudokuRunner.Run run = new SudokuRunner.Run("count", source, PuzzleSource.orStandardInput(files),
                effort.effort(), "");
        return new SudokuRunner(method.method).eachPuzzle(run, spec.commandLine().getOut(), err,
                (entry, solver, limits, out) -> {
                    SolveResult result = solver.count(entry.puzzle().grid(), cap, limits);
                    if (result.complete()) {
                        out.println(result.solutions());
                    } else {
                        long found = result.solutions();
                        out.println(SudokuRunner.gaveUp(result.nodes()) + (found == 0 ? ""
                                : " (at least " + found + (found == 1 ? " solution)" : " solutions)")));
                    }
                    return result.complete();
                });
    }
}
