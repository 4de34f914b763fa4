package dlxviz.app.window;

import dlxviz.app.session.FileText;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import java.nio.file.Path;
import java.util.concurrent.Executor;

/**
 * File > Open (and a file dropped on the window, or a device or pipe named at start-up) read off
 * the FX thread: a FIFO blocked the window until something wrote into it, and /dev/zero filled
 * the heap. The file is read on {@code background}, at most {@link FileText#MAX_BYTES} bytes,
 * with its progress in the busy strip and Cancel there; what was read is loaded on {@code fx}.
 * Both executors are given, so tests run it without a window or a thread.
 */
final class FileOpening {
    /** The busy strip is told at most this often. */
    private static final long PROGRESS_NANOS = 100_000_000L;

    private final CurrentProblem session;
    private final BusyState busy;
    private final Messages messages;
    private final Executor background;
    private final Executor fx;
    private Reading current;

    FileOpening(CurrentProblem session, BusyState busy, Messages messages, Executor background, Executor fx) {
        this.session = session;
        this.busy = busy;
        this.messages = messages;
        this.background = background;
        this.fx = fx;
    }

    /** A daemon thread per file: closing the app never waits for a pipe nobody writes into. */
    static Executor threads() {
        return work -> {
            Thread thread = new Thread(work, "dlx-open-file");
            thread.setDaemon(true);
            thread.start();
        };
    }

    /** True while a file is being read. */
    boolean isReading() {
        return current != null;
    }

    /** Starts reading {@code path}; a file still being read is given up. Call on the FX thread. */
    void open(Path path) {
        cancelQuietly();
        Reading reading = new Reading(path);
        current = reading;
        busy.begin("Reading " + reading.name + "…");
        messages.clear();
        background.execute(reading);
    }

    /** Stops the reading (a pipe nobody writes into is left to its thread, which ends with the app). */
    void cancel() {
        Reading reading = current;
        if (reading != null) {
            cancelQuietly();
            messages.showInfo("Stopped reading " + reading.name + "; the problem open before is still open.");
        }
    }

    private void cancelQuietly() {
        Reading reading = current;
        if (reading == null) {
            return;
        }
        current = null;
        reading.stop();
        busy.end();
    }

    private void finish(Reading reading, LoadedProblem loaded, String error) {
        if (current != reading) {
            return; // cancelled, or another file asked for since
        }
        current = null;
        busy.end();
        if (error != null) {
            messages.showError(error);
        } else {
            session.loadFile(reading.path, loaded);
        }
    }

    /** One file's reading, on the background thread. */
    private final class Reading implements Runnable, FileText.Progress {
        final Path path;
        final String name;
        private volatile boolean stopped;
        private volatile Thread thread;
        private long lastTold;

        Reading(Path path) {
            this.path = path;
            this.name = path.getFileName() == null ? path.toString() : path.getFileName().toString();
        }

        @Override
        public void run() {
            thread = Thread.currentThread();
            LoadedProblem loaded = null;
            String error = null;
            try {
                loaded = ProblemSources.readFile(path, this);
            } catch (ProblemInputException e) {
                error = e.getMessage();
            } catch (RuntimeException e) {
                error = "Cannot open " + name + ": " + e;
            } catch (OutOfMemoryError e) {
                error = "Cannot open " + name + ": the problem needs more memory than this window has (start it with"
                        + " a larger -Xmx).";
            }
            thread = null;
            LoadedProblem read = loaded;
            String why = error;
            fx.execute(() -> finish(this, read, why));
        }

        @Override
        public void read(long bytes, long size) {
            long now = System.nanoTime();
            if (now - lastTold < PROGRESS_NANOS) {
                return;
            }
            lastTold = now;
            String text = size > 0 ? String.format("Reading %s: %,.1f of %,.1f MB…", name, bytes / 1e6, size / 1e6)
                    : String.format("Reading %s: %,.1f MB…", name, bytes / 1e6);
            double fraction = size > 0 ? Math.min(1, (double) bytes / size) : -1;
            fx.execute(() -> {
                if (current == this) {
                    busy.progress(text, fraction);
                }
            });
        }

        @Override
        public boolean stopped() {
            return stopped;
        }

        void stop() {
            stopped = true;
            Thread reader = thread;
            if (reader != null) {
                reader.interrupt(); // a read from a channel ends at once; an open() waiting for a writer does not
            }
        }
    }
}
