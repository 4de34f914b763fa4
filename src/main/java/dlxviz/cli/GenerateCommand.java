package dlxviz.cli;

import dlxviz.sudoku.BoxNote;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Difficulty;
import dlxviz.sudoku.Generator;
import dlxviz.sudoku.GridWriter;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.Symmetry;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code generate --size N ...}: one unique puzzle per line. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Generates sudokus with exactly one solution: one puzzle per line, followed by "
                + "'# clues, difficulty, DLX nodes' (drop it with --bare; readers ignore text after the puzzle).",
            "Boxes of a shape other than the size's usual one (--box 3x2 for 6x6) are noted in the comment, "
                + "'# box: 3x2, ...', which solve, count and the app read back.",
            "Without --clues, one removal pass leaves a puzzle from which no clue (or symmetric group of "
                + "clues) can be removed; --time S keeps trying fresh grids for S seconds and keeps the fewest clues."})
public final class GenerateCommand implements Callable<Integer> {
    @Option(names = "--size", paramLabel = "N", description = "Grid size: 4, 6, 8, 9, 12, 16 or 25 (25 is slow: best effort).")
    Integer size;

    @Option(names = "--box", paramLabel = "RxC", description = "Box shape (default from the size: 6 -> 2x3, 12 -> 3x4, ...).")
    String box;

    @Option(names = "--symmetry", paramLabel = "S", defaultValue = "180",
            description = "none, 180, 90, mirror or diagonal (default ${DEFAULT-VALUE}).")
    String symmetry;

    @Option(names = "--clues", paramLabel = "K", description = "Target number of clues (default: as few as one pass reaches). "
            + "At least 17 for 9x9 and 4 for 4x4 (proven floors), n - 1 for other sizes; a lower target is refused at once.")
    Integer clues;

    @Option(names = "--count", paramLabel = "M", defaultValue = "1", description = "Number of puzzles (default ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "X", description = "Random seed, for repeatable output (default: from the clock, printed on stderr).")
    Long seed;

    @Option(names = "--time", paramLabel = "S", description = "Seconds per puzzle to look for fewer clues, or to reach --clues "
            + "(default: 0 without --clues, 10 with it).")
    Double time;

    @Option(names = "--notation", paramLabel = "NAME", description = "How to write digits for n >= 10: 1-9A (default), 0-9A, letters, numbers "
            + "(0-9A only from 10x10: below, '0' is an empty cell). Any notation but the default is stated in a first line "
            + "'# notation: NAME' that solve and count honour.")
    String notation;

    @Option(names = "--grid", description = "Print boxed grids instead of one line each.")
    boolean grid;

    @Option(names = "--bare", description = "Print only the puzzles, without the '# clues, difficulty' comment.")
    boolean bare;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Generator.Settings settings;
        Notation written;
        try {
            BoxShape shape = shape();
            int n = shape.size();
            written = notation == null ? Notation.defaultFor(n) : Notation.fromName(notation);
            if (!written.fits(n)) {
                throw new IllegalArgumentException("notation " + written.cliName() + " cannot write the digits of a " + n + "x" + n + " grid");
            }
            if (count < 1) {
                throw new IllegalArgumentException("--count must be at least 1, not " + count);
            }
            if (written == Notation.ZERO_BASED && n <= 9) {
                throw new IllegalArgumentException("notation 0-9A writes the digit 1 as '0', which a " + n + "x" + n
                        + " puzzle reads as an empty cell: use the plain digits (the default)");
            }
            if (clues != null && (clues < 1 || clues > n * n)) {
                throw new IllegalArgumentException("--clues must be 1.." + n * n + " for a " + n + "x" + n + " grid, not " + clues);
            }
            Generator.ClueFloor floor = Generator.clueFloor(shape);
            if (clues != null && clues < floor.clues()) {
                // Said at once: no amount of --time would reach it.
                throw new IllegalArgumentException("--clues " + clues + " cannot be reached: " + floor.why()
                        + "; the smallest target is --clues " + floor.clues() + " (one pass without a target typically "
                        + "leaves " + typical(n) + ")");
            }
            double seconds = time != null ? time : clues != null ? Generator.TARGET_SECONDS : 0;
            if (seconds < 0 || seconds > 86_400) {
                throw new IllegalArgumentException("--time must be 0..86400 seconds, not " + seconds);
            }
            settings = new Generator.Settings(shape, Symmetry.fromName(symmetry), clues == null ? 0 : clues, (long) (seconds * 1000));
        } catch (IllegalArgumentException e) {
            err.println("generate: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        long actualSeed = seed != null ? seed : System.nanoTime();
        if (seed == null) {
            err.println("generate: seed " + actualSeed);
        }
        Generator generator = new Generator(settings, actualSeed);
        if (written != Notation.defaultFor(settings.shape().size())) {
            // The reader cannot always tell this notation from the default (a 0-9A puzzle without a
            // single '0' reads as 1-9A): say it, in the line the reader honours.
            if (bare) {
                err.println("generate: --bare leaves out the '# notation: " + written.cliName() + "' line; read the "
                        + "puzzles back with --notation " + written.cliName());
            } else {
                out.println("# notation: " + written.cliName());
            }
        }
        if (bare && !grid && BoxNote.of(settings.shape()) != null) {
            // A bare line cannot say its shape, and a reader takes a 6x6 line for 2x3 boxes.
            err.println("generate: --bare leaves out the note '# " + BoxNote.of(settings.shape()) + "'; read the "
                    + "puzzles back with --box " + settings.shape());
        }
        boolean allMet = true;
        for (int k = 0; k < count; k++) {
            Generator.Generated generated = generator.next();
            if (!generated.metTarget()) {
                allMet = false;
                err.println("generate: puzzle " + (k + 1) + " has " + generated.puzzle().clueCount()
                        + " clues; the target " + clues + " was not reached in the time given (try --time)");
            }
            String comment = "";
            String boxNote = BoxNote.of(settings.shape());
            if (!bare) {
                Difficulty difficulty = generated.difficulty();
                comment = "# " + (boxNote == null ? "" : boxNote + ", ") + generated.puzzle().clueCount() + " clues, "
                        + difficulty.summary();
            }
            if (grid) {
                if (!bare) {
                    out.println(comment);
                }
                out.println(GridWriter.boxed(generated.puzzle(), written));
            } else {
                out.println(GridWriter.cells(generated.puzzle(), written) + (bare ? "" : " " + comment));
            }
            if (out.checkError()) {
                return ExitCode.INCOMPLETE; // the output is closed (a pipe to head): stop making puzzles nobody reads
            }
        }
        return allMet ? 0 : 1;
    }

    /** What one removal pass typically leaves, for the message about targets. */
    private static String typical(int n) {
        return Generator.typicalOnePass(n) + (n == 9 ? "; lower targets take --time" : "");
    }

    private BoxShape shape() {
        if (box != null) {
            BoxShape shape = BoxShape.parse(box);
            if (size != null && size != shape.size()) {
                throw new IllegalArgumentException("--box " + box + " makes a " + shape.size() + "x" + shape.size()
                        + " grid, but --size is " + size);
            }
            return shape;
        }
        if (size == null) {
            throw new IllegalArgumentException("give --size N (4, 6, 8, 9, 12, 16, 25) or --box RxC");
        }
        return BoxShape.forSize(size);
    }
}
