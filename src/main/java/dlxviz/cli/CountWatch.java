package dlxviz.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Watches a long {@code exact-cover --count}: a progress line on standard error when it is a
 * terminal (silent for the first second, redrawn at most four times a second, wiped at the end),
 * and, when the process is interrupted (Ctrl-C) before the count ends, a last line on standard
 * output with the count so far, so that an hour of counting is not lost to a keystroke.
 */
final class CountWatch implements AutoCloseable {
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 250_000_000L;

    /** What the count has reached; read from the drawing thread and from the interrupt's. */
    interface Reading {
        /** "12,345 solutions so far, 1,234,567,890 updates" */
        String soFar();
    }

    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean shown;
    private final LongSupplier clock;
    private final long start;
    private final Thread onInterrupt;
    private volatile Reading reading = () -> "0 solutions so far";
    private long lastDraw;
    private int drawnWidth;
    private volatile boolean done;

    private CountWatch(PrintWriter out, PrintWriter err, boolean shown, LongSupplier clock, boolean hookInterrupt) {
        this.out = out;
        this.err = err;
        this.shown = shown;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.onInterrupt = hookInterrupt ? new Thread(this::interrupted, "exact-cover interrupted") : null;
        if (onInterrupt != null) {
            Runtime.getRuntime().addShutdownHook(onInterrupt);
        }
    }

    /** For a command: progress only when standard error is a terminal, and the count printed on Ctrl-C. */
    static CountWatch start(PrintWriter out, PrintWriter err) {
        return new CountWatch(out, err, Terminal.isStandardError(), System::nanoTime, true);
    }

    /** For tests: progress drawn or not, with a clock of one's own, and no hook on the process. */
    static CountWatch forTest(PrintWriter out, PrintWriter err, boolean shown, LongSupplier clock) {
        return new CountWatch(out, err, shown, clock, false);
    }

    /**
     * Follows {@code counted} from a thread of its own, four times a second, for a count that
     * runs on other threads and tells nothing on its way (the parallel count).
     */
    CountWatch following(Reading counted) {
        reading = counted;
        if (shown) {
            Thread ticker = new Thread(() -> {
                try {
                    while (!done) {
                        Thread.sleep(REDRAW_NANOS / 1_000_000);
                        update(counted);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "exact-cover progress");
            ticker.setDaemon(true);
            ticker.start();
        }
        return this;
    }

    /** Sets what the count has reached; draws it when due. Call often: it is cheap when not due. */
    synchronized void update(Reading now) {
        reading = now;
        long time = clock.getAsLong();
        if (!shown || done || time - start < QUIET_NANOS || time - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = time;
        String text = String.format(Locale.ROOT, "exact-cover: %s, %.0f s (Ctrl-C stops and prints the count)",
                now.soFar(), (time - start) / 1e9);
        err.print("\r" + text + " ".repeat(Math.max(0, drawnWidth - text.length())));
        err.flush();
        drawnWidth = text.length();
    }

    /** The process is going down before the count ended: say how far it came. */
    void interrupted() {
        if (done) {
            return;
        }
        synchronized (this) {
            wipe();
        }
        out.print("interrupted: " + reading.soFar() + "\n");
        out.flush();
    }

    private void wipe() {
        if (drawnWidth > 0) {
            err.print("\r" + " ".repeat(drawnWidth) + "\r");
            err.flush();
            drawnWidth = 0;
        }
    }

    /** The count ended (or failed): wipes the progress line and unhooks the interrupt. */
    @Override
    public synchronized void close() {
        done = true;
        wipe();
        if (onInterrupt != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(onInterrupt);
            } catch (IllegalStateException shuttingDown) {
                // the process is already going down; the hook sees done and says nothing
            }
        }
    }
}
