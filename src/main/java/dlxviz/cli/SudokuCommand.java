package dlxviz.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What {@code solve} and {@code count} share: the puzzle inputs' {@code --box} and
 * {@code --notation}, {@code --method}, {@code --max-nodes} and {@code --threads}, their checks,
 * and the run over every puzzle. {@link QuickCommandLine} sets the same fields as picocli does,
 * so each starts with its default.
 */
abstract class SudokuCommand implements Callable<Integer> {
    /** The last paragraph of each one's help. */
    static final String EXIT_STATUS = "Exit status: 0 when every puzzle was answered, 2 when an input or puzzle was bad, "
            + "1 when a puzzle was given up or the output was closed.";

    @Mixin
    PuzzleSource source = new PuzzleSource();

    @Mixin
    MethodOption method = new MethodOption();

    @Mixin
    EffortOption effort = new EffortOption();

    @Mixin
    ThreadsOption threads = new ThreadsOption();

    @Spec
    CommandSpec spec;

    @Override
    public final Integer call() {
        return execute(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** Runs the command with its options set, by picocli or by {@link QuickCommandLine}. */
    abstract int execute(PrintWriter out, PrintWriter err);

    /**
     * Answers every puzzle of {@code files} (standard input when none) with {@code answer}, after
     * checking the shared options: the exit status, {@link ExitCode#BAD_INPUT} with a message
     * naming {@code command} for a bad value.
     *
     * @param afterInvalid what follows an {@code invalid:} line (a blank line between boxed grids)
     */
    final int eachPuzzle(String command, List<String> files, String afterInvalid, SudokuRunner.PuzzleAnswer answer,
                         PrintWriter out, PrintWriter err) {
        String problem = effort.problem() != null ? effort.problem() : threads.problem();
        if (problem != null) {
            err.println(command + ": " + problem);
            return ExitCode.BAD_INPUT;
        }
        SudokuRunner.Run run = new SudokuRunner.Run(command, source, PuzzleSource.orStandardInput(files),
                effort.effort(), afterInvalid, threads.count());
        return new SudokuRunner(method.method).eachPuzzle(run, out, err, answer);
    }
}
