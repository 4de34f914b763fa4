package dlxviz.cli;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Effort;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridValidator;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.PuzzleReader;
import dlxviz.sudoku.ReadOptions;
import dlxviz.sudoku.SudokuCounter;
import dlxviz.sudoku.SudokuCounter.Method;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The loop that {@code solve} and {@code count} share, and one solver per box shape, built on
 * first use and reused for every puzzle of that shape.
 *
 * <p>Inputs are opened in turn and read one puzzle at a time; every puzzle gets one answer
 * line: its answer, {@code invalid: ...}, or {@code given up after N nodes}. Answers are
 * buffered and flushed when the input has nothing more ready (a person typing sees each answer
 * at once) or every {@link #FLUSH_EVERY} answers; a failed write to a closed output ends the run.
 */
final class SudokuRunner {
    /** Exit status: every puzzle answered. */
    static final int OK = 0;
    /** Exit status: a puzzle was given up, or the output was closed. */
    static final int INCOMPLETE = 1;
    /** Exit status: bad input (an invalid puzzle, an input that cannot be read). */
    static final int BAD_INPUT = 2;

    private static final int FLUSH_EVERY = 256;

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

    /** What a command prints for one valid puzzle; false when the search gave up. */
    interface PuzzleAnswer {
        boolean answer(PuzzleEntry entry, SudokuCounter solver, Effort effort, PrintWriter out);
    }

    /** The settings of one run of {@link #eachPuzzle}. */
    record Run(String command, PuzzleSource source, List<String> names, Effort effort, String afterInvalid) {
    }

    /**
     * Answers every puzzle of every input in turn: {@code answer} for a valid one, an
     * {@code invalid:} line (plus {@code afterInvalid}) for a bad one, a message on {@code err}
     * for an input that cannot be read or holds no puzzle. Returns the exit status:
     * {@link #BAD_INPUT} when any input was bad, else {@link #INCOMPLETE} when a puzzle was
     * given up or the output closed, else {@link #OK}.
     */
    int eachPuzzle(Run run, PrintWriter out, PrintWriter err, PuzzleAnswer answer) {
        ReadOptions options;
        try {
            options = run.source().readOptions();
        } catch (IllegalArgumentException e) {
            err.println(run.command() + ": " + e.getMessage());
            return BAD_INPUT;
        }
        SearchProgress progress = Terminal.isStandardError() ? new SearchProgress(err, run.command()) : null;
        Effort effort = progress == null ? run.effort() : run.effort().withMonitor(progress);
        PrintWriter answers = new PrintWriter(new BufferedWriter(out, 1 << 16));
        boolean bad = false;
        boolean gaveUp = false;
        for (String name : run.names()) {
            String source = run.names().size() > 1 ? name : null;
            int entries = 0;
            try (PuzzleReader reader = run.source().open(name, options)) {
                for (PuzzleEntry entry = reader.next(); entry != null; entry = reader.next()) {
                    entries++;
                    String invalid = invalidReason(entry, source);
                    if (invalid != null) {
                        bad = true;
                        answers.println("invalid: " + invalid);
                        answers.print(run.afterInvalid());
                    } else {
                        if (progress != null) {
                            progress.start((source == null ? "" : "'" + source + "' ") + "line " + entry.line());
                        }
                        gaveUp |= !answer.answer(entry, solverFor(entry.puzzle().grid().shape()), effort, answers);
                        if (progress != null) {
                            progress.finish();
                        }
                    }
                    if ((entries % FLUSH_EVERY == 0 || !reader.ready()) && !flushed(answers, out)) {
                        return INCOMPLETE; // the output is closed: nobody reads what follows
                    }
                }
            } catch (BadInputException e) {
                bad = true;
                if (!flushed(answers, out)) {
                    return INCOMPLETE;
                }
                err.println(run.command() + ": " + e.getMessage());
                continue;
            } catch (IOException e) {
                bad = true;
                if (!flushed(answers, out)) {
                    return INCOMPLETE;
                }
                err.println(run.command() + ": cannot read " + PuzzleSource.describe(name) + " after " + entries
                        + " puzzles: " + e.getMessage());
                continue;
            }
            if (entries == 0) {
                bad = true;
                if (!flushed(answers, out)) {
                    return INCOMPLETE;
                }
                err.println(run.command() + ": no puzzle in " + PuzzleSource.describe(name)
                        + " (only blank or # comment lines)");
            }
        }
        if (!flushed(answers, out)) {
            return INCOMPLETE;
        }
        return bad ? BAD_INPUT : gaveUp ? INCOMPLETE : OK;
    }

    /** Writes the buffered answers out; false when the output is closed (a pipe to head). */
    private static boolean flushed(PrintWriter answers, PrintWriter out) {
        answers.flush();
        return !out.checkError();
    }

    /** The answer line of a search that gave up. */
    static String gaveUp(long nodes) {
        return "given up after " + nodes + " nodes";
    }
}
