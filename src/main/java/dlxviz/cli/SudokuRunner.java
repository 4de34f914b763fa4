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
import dlxviz.text.Where;
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
 * at once), every {@link #FLUSH_EVERY} answers, or when the last flush is
 * {@link #FLUSH_NANOS} old; a failed write to a closed output ends the run.
 */
final class SudokuRunner {
    private static final int FLUSH_EVERY = 256;
    /** Answers wait at most this long in the buffer: a slow puzzle's answer shows when it is found. */
    private static final long FLUSH_NANOS = 200_000_000L;

    private final Method method;
    private final Map<BoxShape, SudokuCounter> solvers = new HashMap<>();

    SudokuRunner(Method method) {
        this.method = method;
    }

    SudokuCounter solverFor(BoxShape shape) {
        SudokuCounter solver = solvers.get(shape);
        if (solver == null) { // not computeIfAbsent: no lambda on the way to the first puzzle (see PuzzleAnswer)
            solver = method.create(shape);
            solvers.put(shape, solver);
        }
        return solver;
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
            return prefix + Where.prefix(entry.line()) + conflict.message(grid.size(), entry.puzzle().notation());
        }
        return null;
    }

    /**
     * What a command prints for one valid puzzle; false when the search gave up. The commands
     * implement it with small classes rather than lambdas, as the rest of the way from the
     * command line to the first puzzle does: the first lambdas of a run set up the JVM's
     * method-handle machinery, tens of milliseconds of a run that takes a few hundred.
     */
    interface PuzzleAnswer {
        boolean answer(PuzzleEntry entry, SudokuCounter solver, Effort effort, PrintWriter out);
    }

    /**
     * The settings of one run of {@link #eachPuzzle}; {@code threads} answer the puzzles (1: this
     * thread alone, as the puzzles are read; more: {@link PuzzleWorkers}).
     */
    record Run(String command, PuzzleSource source, List<String> names, Effort effort, String afterInvalid, int threads) {
    }

    /** What a run found so far: a bad input or puzzle, a puzzle given up. */
    static final class Tally {
        boolean bad;
        boolean gaveUp;
    }

    /**
     * Answers every puzzle of every input in turn: {@code answer} for a valid one, an
     * {@code invalid:} line (plus {@code afterInvalid}) for a bad one, a message on {@code err}
     * for an input that cannot be read or holds no puzzle. Returns the exit status:
     * {@link ExitCode#BAD_INPUT} when any input was bad, else {@link ExitCode#INCOMPLETE} when a puzzle was
     * given up or the output closed, else {@link ExitCode#OK}.
     *
     * <p>With more than one thread the answers are worked out ahead, in batches, on worker threads
     * (see {@link PuzzleWorkers}), and written here in the same order, with the same text and the
     * same exit status as on one thread.
     */
    int eachPuzzle(Run run, PrintWriter out, PrintWriter err, PuzzleAnswer answer) {
        ReadOptions options;
        try {
            options = run.source().readOptions();
        } catch (IllegalArgumentException e) {
            err.println(run.command() + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        Output output = new Output(out, Terminal.isStandardError() ? new SearchProgress(err, run.command()) : null);
        Effort effort = run.effort().withMonitor(output);
        Tally tally = new Tally();
        Here here = new Here(run, answer, output, effort, tally);
        PuzzleWorkers workers = run.threads() > 1 ? new PuzzleWorkers(method, run, answer, run.threads(), here, output, tally)
                : null;
        boolean stdinRead = false;
        try {
            for (String name : run.names()) {
                boolean again = name.equals("-") && stdinRead;
                stdinRead |= name.equals("-");
                String source = run.names().size() > 1 ? name : null;
                int entries = 0;
                try (PuzzleReader reader = run.source().open(name, options)) {
                    for (PuzzleEntry entry = reader.next(); entry != null; entry = reader.next()) {
                        entries++;
                        if (workers != null) {
                            if (!workers.add(entry, source, reader.ready())) {
                                return ExitCode.INCOMPLETE;
                            }
                            continue;
                        }
                        here.answer(entry, source);
                        if (output.closed() || !output.flushIfDue(entries % FLUSH_EVERY == 0 || !reader.ready())) {
                            return ExitCode.INCOMPLETE; // the output is closed: nobody reads what follows
                        }
                    }
                } catch (BadInputException e) {
                    tally.bad = true;
                    if (!written(workers, output)) {
                        return ExitCode.INCOMPLETE;
                    }
                    err.println(run.command() + ": " + e.getMessage());
                    continue;
                } catch (IOException e) {
                    tally.bad = true;
                    if (!written(workers, output)) {
                        return ExitCode.INCOMPLETE;
                    }
                    err.println(run.command() + ": cannot read " + PuzzleSource.describe(name) + " after " + entries
                            + " puzzles: " + e.getMessage());
                    continue;
                }
                if (!written(workers, output)) {
                    return ExitCode.INCOMPLETE;
                }
                if (entries == 0 && !again) { // '-' again after the end of standard input: nothing left, no fault
                    tally.bad = true;
                    err.println(run.command() + ": no puzzle in " + PuzzleSource.describe(name)
                            + " (only blank or # comment lines)");
                }
            }
        } finally {
            if (workers != null) {
                workers.close();
            }
        }
        return tally.bad ? ExitCode.BAD_INPUT : tally.gaveUp ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /** Every answer so far written out (those the workers have in hand first); false once the output is closed. */
    private static boolean written(PuzzleWorkers workers, Output output) {
        return (workers == null || workers.drain()) && output.flushIfDue(true);
    }

    /** Answers one puzzle on this thread, into the output's buffer, with progress and the output watched. */
    private final class Here implements PuzzleWorkers.Here {
        private final Run run;
        private final PuzzleAnswer answer;
        private final Output output;
        private final Effort effort;
        private final Tally tally;

        Here(Run run, PuzzleAnswer answer, Output output, Effort effort, Tally tally) {
            this.run = run;
            this.answer = answer;
            this.output = output;
            this.effort = effort;
            this.tally = tally;
        }

        @Override
        public void answer(PuzzleEntry entry, String source) {
            String invalid = invalidReason(entry, source);
            if (invalid != null) {
                tally.bad = true;
                output.answers.println("invalid: " + invalid);
                output.answers.print(run.afterInvalid());
            } else {
                output.searching((source == null ? "" : "'" + source + "' ") + "line " + entry.line());
                tally.gaveUp |= !answer.answer(entry, solverFor(entry.puzzle().grid().shape()), effort, output.answers);
                output.answered();
            }
        }
    }

    /**
     * The answers on their way out: buffered, written out when due, and watched during a long
     * search (as the search's monitor) so that answers found before it do not wait for it, and a
     * closed output stops it.
     */
    static final class Output implements Effort.Monitor {
        final PrintWriter answers;
        private final PrintWriter out;
        private final SearchProgress progress;
        private long lastFlush = System.nanoTime();
        private boolean closed;

        Output(PrintWriter out, SearchProgress progress) {
            this.out = out;
            this.answers = new PrintWriter(new BufferedWriter(out, 1 << 16));
            this.progress = progress;
        }

        void searching(String where) {
            if (progress != null) {
                progress.start(where);
            }
        }

        void answered() {
            if (progress != null) {
                progress.finish();
            }
        }

        @Override
        public boolean proceed(long nodes) {
            if (progress != null) {
                progress.proceed(nodes);
            }
            return flushIfDue(false);
        }

        /** Writes the answers out when {@code now} or when they have waited too long; false once the output is closed. */
        boolean flushIfDue(boolean now) {
            long time = System.nanoTime();
            if (now || time - lastFlush > FLUSH_NANOS) {
                lastFlush = time;
                answers.flush();
                closed |= out.checkError(); // a pipe to head: nobody reads what follows
            }
            return !closed;
        }

        boolean closed() {
            return closed;
        }
    }

    /** The answer line of a search that gave up. */
    static String gaveUp(long nodes) {
        return "given up after " + nodes + " nodes";
    }
}
