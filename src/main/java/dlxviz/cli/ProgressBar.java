package dlxviz.cli;

import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * A progress bar on stderr for long runs: silent for the first second (short runs stay clean),
 * then redrawn in place at most four times a second; never drawn when stderr is not a terminal
 * ({@link #onTerminal}), since its carriage-return frames would only litter a log or a pipe.
 */
final class ProgressBar {
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 250_000_000L;

    private final PrintWriter err;
    private final String label;
    private final long total;
    private final boolean shown;
    /** The time in nanoseconds: System::nanoTime, a test's clock in tests. */
    private final LongSupplier clock;
    private final long start;
    private long lastDraw;
    private boolean drawn;

    ProgressBar(PrintWriter err, String label, long total, boolean shown) {
        this(err, label, total, shown, System::nanoTime);
    }

    ProgressBar(PrintWriter err, String label, long total, boolean shown, LongSupplier clock) {
        this.err = err;
        this.label = label;
        this.total = Math.max(1, total);
        this.shown = shown;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    /** A bar drawn only when standard error is a terminal. */
    static ProgressBar onTerminal(PrintWriter err, String label, long total) {
        return new ProgressBar(err, label, total, Terminal.isStandardError());
    }

    /** Call often; draws only when due. */
    void update(long done) {
        long now = clock.getAsLong();
        if (!shown || now - start < QUIET_NANOS || now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        int width = 30;
        int filled = (int) (width * done / total);
        err.print("\r" + label + " [" + "#".repeat(filled) + "-".repeat(width - filled) + "] "
                + (100 * done / total) + "% " + done + "/" + total);
        err.flush();
        drawn = true;
    }

    /** Clears the bar, if one was drawn. */
    void finish() {
        if (drawn) {
            err.print("\r" + " ".repeat(label.length() + 60) + "\r");
            err.flush();
        }
    }
}
