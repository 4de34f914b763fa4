package dlxviz.cli;

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
            "Exit status: 0 when every puzzle was valid, 2 otherwise."})
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

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (limit < 0) {
            spec.commandLine().getErr().println("count: --limit must be 0 (no limit) or positive, not " + limit);
            return 2;
        }
        List<PuzzleSource.Input> inputs;
        try {
            inputs = source.read(files, System.in);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("count: " + e.getMessage());
            return 2;
        }
        long cap = limit == 0 ? Long.MAX_VALUE : limit;
        boolean allValid = new SudokuRunner(method.method).eachPuzzle("count", inputs, out, spec.commandLine().getErr(), "",
                (entry, solver) -> out.println(solver.count(entry.puzzle().grid(), cap).solutions()));
        return allValid ? 0 : 2;
    }
}
