package dlxviz.app.window.model;

import dlxviz.app.session.FileText;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import dlxviz.problems.Dlx1OutOfMemoryException;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * File > Open (and a file dropped on the window, or a device or pipe named at start-up) read off
 * the FX thread: a FIFO blocked the window until something wrote into it, and /dev/zero filled
 * the heap. The file is read on {@code background}, at most {@link FileText#MAX_BYTES} bytes,
 * with its progress in the busy strip and Cancel there; what was read is loaded on {@code fx}.
 * Pasted text is parsed the same way ({@link #open(String, String, Consumer)}): a million
 * characters of DLX1 parsed on the FX thread held the window for seconds.
 * Both executors are given, so tests run it without a window or a thread.
 */
final class FileOpening {
    /** The busy strip is told at most this often. */
    private static final long PROGRESS_NANOS = 100_000_000L;

    private final CurrentProblem session;
    private final BusyState busy;
    private final Messages messages;
    private Executor background;
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

    /** For tests: where the reading runs from now on. */
    void readOn(Executor executor) {
        background = executor;
    }

    /** Starts reading {@code path}; a file still being read is given up. Call on the FX thread. */
    void open(Path path) {
        start(new Reading(fileName(path), path, progress -> ProblemSources.readFile(path, progress), null));
    }

    /**
     * Starts parsing pasted text as a file is read, with the same progress and Cancel; whatever
     * was being read is given up. {@code answer} is told on the FX thread, unless the reading is
     * cancelled: null when the problem loaded, else what is wrong and where (the paste dialog
     * shows it beside the text, which it keeps). Call on the FX thread.
     *
     * @param origin what the text is, for messages ("The pasted text")
     */
    void open(String text, String origin, Consumer<String> answer) {
        String name = origin.startsWith("The ") ? "t" + origin.substring(1) : origin;
        start(new Reading(name, null, progress -> ProblemSources.fromText(text, origin, false, progress), answer));
    }

    private static String fileName(Path path) {
        return path.getFileName() == null ? path.toString() : path.getFileName().toString();
    }

    private void start(Reading reading) {
        cancelQuietly();
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
        String why = error;
        if (error != null) {
            messages.showError(error);
        } else if (reading.path != null) {
            session.loadFile(reading.path, loaded);
        } else if (!session.load(loaded)) {
            why = messages.text();
        }
        if (reading.answer != null) {
            reading.answer.accept(why);
        }
    }

    /** The message for a file the window's memory cannot hold; {@code where} the reader's "out of memory at line N, ...", if it said. */
    static String outOfMemory(String name, String where) {
        return "Cannot open " + name + ": " + (where == null ? "" : where + "; ")
                + "the problem needs more memory than this window has (start it with a larger -Xmx).";
    }

    /** What one reading does on the background thread: read and parse, telling {@code progress}. */
    @FunctionalInterface
    private interface Source {
        LoadedProblem read(FileText.Progress progress) throws ProblemInputException;
    }

    /** One file's (or pasted text's) reading, on the background thread. */
    private final class Reading implements Runnable, FileText.Progress {
        final String name;
        /** The file read, or null for pasted text. */
        final Path path;
        private final Source source;
        /** Told the outcome, for pasted text; null for a file. */
        final Consumer<String> answer;
        private volatile boolean stopped;
        private volatile Thread thread;
        private long lastTold;

        Reading(String name, Path path, Source source, Consumer<String> answer) {
            this.name = name;
            this.path = path;
            this.source = source;
            this.answer = answer;
        }

        @Override
        public void run() {
            thread = Thread.currentThread();
            LoadedProblem loaded = null;
            String error = null;
            try {
                loaded = source.read(this);
            } catch (ProblemInputException e) {
                error = e.getMessage();
            } catch (Dlx1OutOfMemoryException e) {
                error = outOfMemory(name, e.getMessage()); // its line, not the exception's class name
            } catch (RuntimeException e) {
                error = "Cannot open " + name + ": " + e;
            } catch (OutOfMemoryError e) {
                error = outOfMemory(name, null);
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
