package dlxviz.cli;

import dlxviz.sudoku.Effort;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A progress line on a terminal for a puzzle whose search runs long: silent for the first
 * second (nearly every puzzle is answered before), then redrawn in place at most four times a
 * second, and wiped when the puzzle is answered.
 */
final class SearchProgress implements Effort.Monitor {
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 250_000_000L;

    private final PrintWriter err;
    private final String command;
    private final LongSupplier clock;
    private String where;
    private long start;
    private long lastDraw;
    private int drawnWidth;

    SearchProgress(PrintWriter err, String command) {
        this(err, command, System::nanoTime);
    }

    /** With a clock of nanoseconds of one's own (tests). */
    SearchProgress(PrintWriter err, String command, LongSupplier clock) {
        this.err = err;
        this.command = command;
        this.clock = clock;
    }

    /** A new puzzle's search begins; {@code where} names it ("line 12", "'big.txt' line 12"). */
    void start(String where) {
        this.where = where;
        this.start = clock.getAsLong();
        this.lastDraw = 0;
    }

    @Override
    public boolean proceed(long nodes) {
        long now = clock.getAsLong();
        if (now - start >= QUIET_NANOS && now - lastDraw >= REDRAW_NANOS) {
            lastDraw = now;
            String text = String.format(Locale.ROOT, "%s: %s: %,d nodes, %.0f s (--max-nodes sets the limit)",
                    command, where, nodes, (now - start) / 1e9);
            err.print("\r" + text + " ".repeat(Math.max(0, drawnWidth - text.length())));
            err.flush();
            drawnWidth = text.length();
        }
        return true;
    }

    /** Wipes the line, if one was drawn. */
    void finish() {
        if (drawnWidth > 0) {
            err.print("\r" + " ".repeat(drawnWidth) + "\r");
            err.flush();
            drawnWidth = 0;
        }
    }
}
