package dlxviz.sudoku;

/**
 * What a count or solve found.
 *
 * @param solutions the number of solutions found, at most the limit asked for
 * @param solution  the first solution, or null when there is none
 * @param nodes     search nodes: choices made (DLX1: levels entered) plus solutions
 * @param updates   DLX: DLX1 updates; bitmask: options removed; the givens' included
 * @param complete  false when the update budget ran out before the count was settled
 */
public record SolveResult(long solutions, Grid solution, long nodes, long updates, boolean complete) {
    /** True when exactly one solution was found and the search was allowed to look for a second. */
    public boolean isUnique() {
        return complete && solutions == 1;
    }
}
