package dlxviz.cli;

import dlxviz.sudoku.Effort;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.SudokuCounter.Method;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * {@code solve} and {@code count} on several threads: the puzzles as read go in batches to
 * worker threads, each with solvers of its own, and the answers come back to the reading thread,
 * which writes them in input order. What is written, and the exit status, are what one thread
 * writes; only the time differs.
 *
 * <ul>
 *   <li>Bounded memory: at most {@code 2 * threads + 1} batches of at most {@link #BATCH}
 *       puzzles are read ahead of the answers written, whatever the length of the input.</li>
 *   <li>A person typing: when the input has nothing more ready, the batch so far is answered
 *       and written at once, before the reader waits for more.</li>
 *   <li>Long searches: a worker gives a puzzle at most {@link #QUICK_UPDATES} updates (a few
 *       milliseconds; nearly every puzzle needs far fewer) and leaves a puzzle that needs more to
 *       the reading thread, which answers it when its turn comes, exactly as one thread would:
 *       with the progress line on a terminal, the answers before it written out while it runs,
 *       a closed output stopping it, and the whole effort limit. The searches are deterministic,
 *       so starting one again gives the answer it would have given.</li>
 *   <li>A closed output stops the run: the workers are stopped and the batches in hand dropped.</li>
 * </ul>
 */
final class PuzzleWorkers {
    /** Puzzles in a batch: enough to make handing over cheap, few enough to keep answers flowing. */
    static final int BATCH = 256;
    /** Cells in a batch at most (a batch of 25x25 puzzles is smaller). */
    static final int BATCH_CELLS = 1 << 15;
    /** The updates a worker spends on one puzzle before it leaves it to the reading thread. */
    static final long QUICK_UPDATES = 2_000_000L;

    /** Answers a puzzle on the reading thread, as one thread does. */
    interface Here {
        void answer(PuzzleEntry entry, String source);
    }

    private static final byte ANSWERED = 0;
    private static final byte INVALID = 1;
    private static final byte LEFT_HERE = 2;

    private final SudokuRunner.Run run;
    private final SudokuRunner.PuzzleAnswer answer;
    private final Here here;
    private final SudokuRunner.Output output;
    private final SudokuRunner.Tally tally;
    private final Thread[] workers;
    private final BlockingQueue<Batch> queue = new LinkedBlockingQueue<>();
    private final ArrayDeque<Batch> inHand = new ArrayDeque<>();
    private final int window;
    private final Method method;
    private final Effort quick;
    /** Workers started so far (see {@link #hand}). */
    private int started;
    private Batch filling;
    private volatile boolean stopped;

    PuzzleWorkers(Method method, SudokuRunner.Run run, SudokuRunner.PuzzleAnswer answer, int threads, Here here,
                  SudokuRunner.Output output, SudokuRunner.Tally tally) {
        this.run = run;
        this.answer = answer;
        this.here = here;
        this.output = output;
        this.tally = tally;
        this.window = 2 * threads + 1;
        this.workers = new Thread[threads];
        this.method = method;
        this.quick = new Effort(Math.min(QUICK_UPDATES, run.effort().updates()), run.effort().nodes(), null);
    }

    /**
     * Hands a batch to the workers, starting one more when every one started has a batch in
     * hand: threads come with the work, so one puzzle never starts more than one.
     */
    private void hand(Batch batch) {
        queue.add(batch);
        inHand.add(batch);
        if (started < workers.length && started < inHand.size()) {
            Thread worker = new Worker(new SudokuRunner(method), quick, run.command() + "-worker-" + started);
            worker.setDaemon(true);
            workers[started++] = worker;
            worker.start();
        }
    }

    /**
     * Takes the next puzzle read; {@code more} tells whether the input has more ready. Writes
     * the answers that are done. False once the output is closed.
     */
    boolean add(PuzzleEntry entry, String source, boolean more) {
        if (filling == null) {
            filling = new Batch(source);
        }
        filling.add(entry);
        if (filling.count == BATCH || filling.cells >= BATCH_CELLS || !more) {
            hand(filling);
            filling = null;
        }
        if (!more) {
            return drain(); // the reader is about to wait: everything read so far is answered first
        }
        while (!inHand.isEmpty() && (inHand.size() >= window || inHand.peek().isDone())) {
            if (!write(inHand.poll())) {
                return false;
            }
        }
        return true;
    }

    /** Answers and writes every puzzle taken so far. False once the output is closed. */
    boolean drain() {
        if (filling != null) {
            hand(filling);
            filling = null;
        }
        while (!inHand.isEmpty()) {
            if (!write(inHand.poll())) {
                return false;
            }
        }
        return true;
    }

    /** Stops the workers (at once, when the output was closed). */
    void close() {
        stopped = true;
        queue.clear();
        for (int t = 0; t < started; t++) {
            workers[t].interrupt();
        }
    }

    /** Waits for a batch, then writes its answers; those left to this thread are answered here. */
    private boolean write(Batch batch) {
        while (!batch.await()) {
            if (!output.flushIfDue(false)) {
                return stop(); // the answers before it are out while it waits; nobody reads them any more
            }
        }
        if (batch.failure != null) {
            stop();
            if (batch.failure instanceof RuntimeException) {
                throw (RuntimeException) batch.failure;
            }
            throw (Error) batch.failure;
        }
        String text = batch.text.toString();
        int from = 0; // the answers before it are written out before a puzzle is answered here
        for (int k = 0; k < batch.count; k++) {
            byte status = batch.status[k];
            if (status == LEFT_HERE) {
                output.answers.write(text, from, batch.ends[k] - from);
                from = batch.ends[k];
                here.answer(batch.entries[k], batch.source);
                if (output.closed()) {
                    return stop();
                }
            } else {
                tally.bad |= status == INVALID;
            }
        }
        output.answers.write(text, from, text.length() - from);
        return output.flushIfDue(true) || stop();
    }

    private boolean stop() {
        close();
        return false;
    }

    /** A thread that answers batches with solvers of its own until stopped. */
    private final class Worker extends Thread {
        private final SudokuRunner solvers;
        private final Effort quick;

        Worker(SudokuRunner solvers, Effort quick, String name) {
            super(name);
            this.solvers = solvers;
            this.quick = quick;
        }

        @Override
        public void run() {
            try {
                while (!stopped) {
                    Batch batch = queue.take();
                    try {
                        batch.answer(solvers, quick);
                    } catch (RuntimeException | Error e) {
                        batch.failure = e;
                    }
                    batch.done.countDown();
                }
            } catch (InterruptedException e) {
                // stopped
            }
        }
    }

    /** Puzzles read in a row, and once a worker is done, the text of their answers and how each went. */
    private final class Batch {
        final String source;
        final PuzzleEntry[] entries = new PuzzleEntry[BATCH];
        final int[] ends = new int[BATCH];
        final byte[] status = new byte[BATCH];
        final StringWriter text = new StringWriter();
        final CountDownLatch done = new CountDownLatch(1);
        int count;
        int cells;
        Throwable failure;

        Batch(String source) {
            this.source = source;
        }

        void add(PuzzleEntry entry) {
            entries[count++] = entry;
            cells += entry.isValid() ? entry.puzzle().grid().size() * entry.puzzle().grid().size() : 81;
        }

        boolean isDone() {
            return done.getCount() == 0;
        }

        /** True once done; false after a while without (for the writer to flush in between). */
        boolean await() {
            try {
                return done.await(50, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for answers", e);
            }
        }

        void answer(SudokuRunner solvers, Effort quick) {
            PrintWriter out = new PrintWriter(text);
            StringBuffer buffer = text.getBuffer();
            for (int k = 0; k < count && !stopped; k++) {
                PuzzleEntry entry = entries[k];
                String invalid = SudokuRunner.invalidReason(entry, source);
                if (invalid != null) {
                    out.println("invalid: " + invalid);
                    out.print(run.afterInvalid());
                    status[k] = INVALID;
                } else {
                    int mark = buffer.length();
                    if (answer.answer(entry, solvers.solverFor(entry.puzzle().grid().shape()), quick, out)) {
                        status[k] = ANSWERED;
                    } else {
                        out.flush();
                        buffer.setLength(mark); // not settled within the quick budget: left to the reading thread
                        status[k] = LEFT_HERE;
                    }
                }
                out.flush();
                ends[k] = buffer.length();
            }
        }
    }
}
