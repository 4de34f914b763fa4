package dlxviz.engine;

import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * A search run under a budget: at most so many updates (DLX1's unit, the same on every
 * machine) or so much time, with a look between slices of updates (a progress line, a cancel
 * flag). The command line's {@code --budget} and the window's count on one thread both run a
 * search this way, so a search of unknown size answers in bounded time and can say it stopped.
 * No threads here: the caller's thread runs the search.
 */
public final class BudgetedRun {
    /** No limit, for {@link #BudgetedRun}'s updates or nanoseconds. */
    public static final long UNLIMITED = Long.MAX_VALUE;
    /** Updates per slice by default: a few milliseconds between looks at the clock. */
    public static final long SLICE = 1_000_000;

    private final Search search;
    private final long updateLimit;
    private final long deadline;
    private final boolean timed;
    private final LongSupplier clock;
    private long slice = SLICE;
    private BooleanSupplier between;
    private boolean stopped;

    /**
     * Starts the clock of a budget of {@code updates} more updates or {@code nanos} of time
     * (either {@link #UNLIMITED}) for {@code search}.
     */
    public BudgetedRun(Search search, long updates, long nanos) {
        this(search, updates, nanos, System::nanoTime);
    }

    /** As above, with the time read from {@code clock} (nanoseconds; a test's hand-driven clock). */
    public BudgetedRun(Search search, long updates, long nanos, LongSupplier clock) {
        this.search = search;
        this.clock = clock;
        this.updateLimit = updates >= Long.MAX_VALUE - search.updates() ? Long.MAX_VALUE : search.updates() + updates;
        this.timed = nanos != UNLIMITED;
        this.deadline = timed ? clock.getAsLong() + nanos : Long.MAX_VALUE;
    }

    /**
     * Between slices of {@code sliceUpdates} updates, asks {@code goOn}; a false stops the run as
     * a spent budget does ({@link #stopped()}). A progress line answers true; a cancel flag, its negation.
     */
    public BudgetedRun between(long sliceUpdates, BooleanSupplier goOn) {
        this.slice = sliceUpdates;
        this.between = goOn;
        return this;
    }

    /**
     * Runs until {@code solutionLimit} more solutions are found or the search ends, as
     * {@link Search#run} does, or until the budget is spent (or the look between slices says
     * stop): then {@link StopReason#BUDGET}, and {@link #stopped()} is true.
     */
    public StopReason run(long solutionLimit) {
        long target = search.solutions() + Math.min(solutionLimit, Long.MAX_VALUE - search.solutions());
        while (true) {
            long left = updateLimit - search.updates();
            if (left <= 0 || timed && clock.getAsLong() >= deadline) {
                stopped = true;
                return StopReason.BUDGET;
            }
            boolean sliced = timed || between != null;
            StopReason reason = search.run(target - search.solutions(), sliced ? Math.min(left, slice) : left);
            if (reason != StopReason.BUDGET) {
                return reason;
            }
            if (between != null && !between.getAsBoolean()) {
                stopped = true;
                return StopReason.BUDGET;
            }
        }
    }

    /** True once the budget (or the look between slices) stopped the search before its end. */
    public boolean stopped() {
        return stopped;
    }
}
