package dlxviz.cli;

import dlxviz.engine.Search;
import dlxviz.engine.StopReason;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code exact-cover --budget}: how much a search may spend, in updates (DLX1's unit, the same
 * on every machine) or in time ({@code 10s}, {@code 500ms}, {@code 2m}), so that a search of
 * unknown size answers in bounded time and says that it stopped.
 *
 * @param text    as the user typed it, for the line that says the search stopped
 * @param updates the update budget; {@link Long#MAX_VALUE} for a time budget
 * @param nanos   the time budget; {@link Long#MAX_VALUE} for an update budget
 */
record Budget(String text, long updates, long nanos) {
    /** Updates per slice of a search under a time budget: a few milliseconds between looks at the clock. */
    private static final long SLICE = 1_000_000;

    static Budget parse(String text) {
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        try {
            if (t.endsWith("ms")) {
                return ofTime(text, Math.round(Double.parseDouble(t.substring(0, t.length() - 2)) * 1e6));
            }
            if (t.endsWith("s")) {
                return ofTime(text, Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1e9));
            }
            if (t.endsWith("m")) {
                return ofTime(text, Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 60e9));
            }
            long updates;
            try {
                updates = WholeNumber.parse(t, Long.MAX_VALUE); // as --limit reads a count
            } catch (IllegalArgumentException notACount) {
                if (notACount.getMessage().contains("too large")) {
                    throw new IllegalArgumentException(notACount.getMessage().replace("'" + t + "'", "'" + text + "'")
                            + " updates, or give a time (500ms, 10s, 2m)");
                }
                throw new NumberFormatException();
            }
            if (updates < 1) {
                throw new NumberFormatException();
            }
            return new Budget(text, updates, Long.MAX_VALUE);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a budget: give updates (1000000, 1e9) or a time "
                    + "(500ms, 10s, 2m)");
        }
    }

    private static Budget ofTime(String text, long nanos) {
        if (nanos < 1) {
            throw new NumberFormatException();
        }
        return new Budget(text, Long.MAX_VALUE, nanos);
    }

    /** One search's spending against a budget (or none, for a null budget). */
    static final class Spending {
        private final Search search;
        private final long updateLimit;
        private final long deadline;
        private final boolean timed;
        private boolean stopped;
        private Runnable tick;

        /** Starts the clock of {@code budget} (null: no budget) for {@code search}. */
        Spending(Budget budget, Search search) {
            this.search = search;
            long updates = budget == null ? Long.MAX_VALUE : budget.updates();
            this.updateLimit = updates >= Long.MAX_VALUE - search.updates() ? Long.MAX_VALUE : search.updates() + updates;
            this.timed = budget != null && budget.nanos() != Long.MAX_VALUE;
            this.deadline = timed ? System.nanoTime() + budget.nanos() : Long.MAX_VALUE;
        }

        /** Runs {@code tick} between slices of the search (a progress line), every few milliseconds. */
        Spending watchedBy(Runnable tick) {
            this.tick = tick;
            return this;
        }

        /**
         * Runs until {@code solutionLimit} more solutions are found or the search ends, as
         * {@link Search#run} does, or until the budget is spent: then {@link StopReason#BUDGET},
         * and {@link #stopped()} is true.
         */
        StopReason run(long solutionLimit) {
            long target = search.solutions() + Math.min(solutionLimit, Long.MAX_VALUE - search.solutions());
            while (true) {
                long left = updateLimit - search.updates();
                if (left <= 0 || timed && System.nanoTime() >= deadline) {
                    stopped = true;
                    return StopReason.BUDGET;
                }
                boolean sliced = timed || tick != null;
                StopReason reason = search.run(target - search.solutions(), sliced ? Math.min(left, SLICE) : left);
                if (reason != StopReason.BUDGET) {
                    return reason;
                }
                if (tick != null) {
                    tick.run();
                }
            }
        }

        /** True once the budget stopped the search before its end. */
        boolean stopped() {
            return stopped;
        }
    }

    /** picocli's hook for {@link #parse}. */
    static final class Converter implements ITypeConverter<Budget> {
        @Override
        public Budget convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
