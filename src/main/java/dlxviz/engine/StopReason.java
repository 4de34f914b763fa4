package dlxviz.engine;

/** Why a run of the search returned. */
public enum StopReason {
    /** The search tree is exhausted; every solution has been found. */
    FINISHED,
    /** The requested number of solutions was reached; the search can be resumed. */
    SOLUTION_LIMIT,
    /** The updates budget was used up; the search can be resumed. */
    BUDGET,
    /** {@link Search#requestStop()} was called; the search can be resumed. */
    STOPPED
}
