package dlxviz.cli;

import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridWriter;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code solve [FILE...|-]}: one line per puzzle, the first solution in the input's notation. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solves sudokus (Algorithm X on the exact cover; --method picks the data structure): one output line per puzzle, the solved grid in the input's "
                + "notation, or 'no solution', or 'invalid: <reason with position>'.",
            "Reads one-line puzzles, multi-line grids (.sdk, .ss, decorated), tdoku puzzle:count:solution "
                + "lines, files of many puzzles with # comments; 4x4 to 25x25.",
            "A puzzle with several solutions gets its first (use `count` to check uniqueness).",
            "Exit status: 0 when every puzzle was valid, 2 otherwise."})
public final class SolveCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "Puzzle files, '-' for standard input (the default), or library names such as ai-escargot.")
    List<String> files;

    @Option(names = "--grid", description = "Print boxed grids (a blank line after each) instead of one line.")
    boolean grid;

    @Mixin
    PuzzleSource source;

    @Mixin
    MethodOption method;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<PuzzleSource.Input> inputs;
        try {
            inputs = source.read(files, System.in);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("solve: " + e.getMessage());
            return 2;
        }
        String blank = grid ? System.lineSeparator() : "";
        boolean allValid = new SudokuRunner(method.method).eachPuzzle("solve", inputs, out, spec.commandLine().getErr(), blank,
                (entry, solver) -> {
                    Grid solution = solver.solve(entry.puzzle().grid());
                    if (solution == null) {
                        out.print("no solution" + System.lineSeparator() + blank);
                    } else if (grid) {
                        out.println(GridWriter.boxed(solution, entry.puzzle().notation()));
                    } else {
                        out.println(GridWriter.oneLine(solution, entry.puzzle().notation()));
                    }
                });
        return allValid ? 0 : 2;
    }
}
