package dlxviz.sudoku;

/**
 * What one search may spend before it gives up, so that every puzzle gets an answer in bounded
 * time: a budget of updates (the unit DLX1 counts), a budget of search nodes (the unit users see
 * in {@code bench} and in "given up after N nodes"), and a monitor that hears the node count now
 * and then and may stop the search (progress on a terminal, a cancel button). A search that
 * stops for any of these returns a result that is not {@link SolveResult#complete()}.
 *
 * <p>The node budget is for the search <em>without a solution</em>: it starts again at each
 * solution found. A search that keeps finding solutions is making progress, and counting is
 * bounded by its own limit; one that finds none for N nodes (a pigeonhole the search cannot see,
 * a nearly empty 25x25) is the search without an end that the budget is there to stop.
 *
 * @param updates budget of updates in all; {@link Long#MAX_VALUE} for none
 * @param nodes   budget of search nodes between solutions; {@link Long#MAX_VALUE} for none
 * @param monitor told the nodes so far about every {@link #REPORT_EVERY} nodes; null for none
 */
public record Effort(long updates, long nodes, Monitor monitor) {
    /** Nodes between two calls of the monitor: often enough for a progress line, rare enough to cost nothing. */
    public static final long REPORT_EVERY = 1 << 14;

    public static final Effort UNLIMITED = new Effort(Long.MAX_VALUE, Long.MAX_VALUE, null);

    /** Hears how a long search goes. */
    @FunctionalInterface
    public interface Monitor {
        /** Called with the nodes searched so far; false stops the search. */
        boolean proceed(long nodes);
    }

    public Effort {
        if (updates < 0 || nodes < 0) {
            throw new IllegalArgumentException("budgets cannot be negative: " + updates + " updates, " + nodes + " nodes");
        }
    }

    /** At most {@code budget} updates. */
    public static Effort ofUpdates(long budget) {
        return new Effort(budget, Long.MAX_VALUE, null);
    }

    /** At most {@code budget} search nodes. */
    public static Effort ofNodes(long budget) {
        return new Effort(Long.MAX_VALUE, budget, null);
    }

    public Effort withMonitor(Monitor newMonitor) {
        return new Effort(updates, nodes, newMonitor);
    }

    /** A fresh meter for one search. */
    Meter meter() {
        return new Meter(this);
    }

    /**
     * One search measured against an effort. The search compares its nodes with
     * {@link #nextCheck} at each choice, one comparison, and calls {@link #check} when they reach
     * it: for the node budget (counted from the start or the last solution) and for the monitor's
     * next report, which do not move when a solution is found.
     */
    static final class Meter {
        private final Effort effort;
        private long limit;
        private long nextReport;
        /** The node count at which the search next calls {@link #check}. */
        long nextCheck;

        private Meter(Effort effort) {
            this.effort = effort;
            this.nextReport = effort.monitor == null ? Long.MAX_VALUE : REPORT_EVERY;
            solutionAt(0);
        }

        /** A solution was found at this node count: the node budget starts again. */
        void solutionAt(long nodes) {
            limit = effort.nodes >= Long.MAX_VALUE - nodes ? Long.MAX_VALUE : nodes + effort.nodes;
            nextCheck = Math.min(limit, nextReport);
        }

        /** At {@link #nextCheck}: true when the search may go on. */
        boolean check(long nodes) {
            if (nodes >= limit) {
                return false;
            }
            if (nodes >= nextReport) {
                if (!effort.monitor.proceed(nodes)) {
                    return false;
                }
                nextReport = nodes + REPORT_EVERY;
            }
            nextCheck = Math.min(limit, nextReport);
            return true;
        }
    }
}
