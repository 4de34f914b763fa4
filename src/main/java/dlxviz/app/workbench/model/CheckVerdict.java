package dlxviz.app.workbench.model;

import java.util.List;

/**
 * What a check of the workbench's puzzle found, in words a class reads: the four answers the
 * issue asks for (invalid, no solution, exactly one, several) and the two ways a check can end
 * without one (the effort budget ran out; the user cancelled).
 *
 * @param kind       the answer
 * @param solutions  solutions found (at most {@code limit})
 * @param limit      the count stopped at this many solutions
 * @param nodes      search nodes spent
 * @param budget     the search nodes allowed without finding a solution
 * @param clashes    the clashing givens, for {@link Kind#INVALID}; empty otherwise
 */
public record CheckVerdict(Kind kind, long solutions, long limit, long nodes, long budget, List<String> clashes) {

    /** The answers; the names say what the student is told. */
    public enum Kind {
        /** Two givens clash: no search can help. */
        INVALID,
        /** The search tried everything: no grid completes the givens. */
        NO_SOLUTION,
        /** A proper puzzle. */
        ONE,
        /** Two or more solutions (counted to a limit). */
        SEVERAL,
        /** The effort budget ran out before the count was settled. */
        NOT_SETTLED,
        /** The user stopped the check. */
        CANCELLED
    }

    public CheckVerdict {
        clashes = List.copyOf(clashes);
    }

    /** The short answer, the verdict's heading. */
    public String headline() {
        switch (kind) {
            case INVALID:
                return "Invalid: " + (clashes.size() == 1 ? "two givens clash" : "givens clash");
            case NO_SOLUTION:
                return "No solution";
            case ONE:
                return "Exactly one solution";
            case SEVERAL:
                return solutions >= limit ? String.format("Several solutions: at least %,d", solutions)
                        : String.format("Several solutions: exactly %,d", solutions);
            case NOT_SETTLED:
                return String.format("Not settled within %,d search nodes", budget);
            default:
                return "Check cancelled";
        }
    }

    /** What it means and what to do next. */
    public String detail() {
        switch (kind) {
            case INVALID:
                return (clashes.size() == 1 ? "The two givens named above are marked \u2715 on the grid"
                        : "The pairs named above are marked \u2715 on the grid")
                        + ": no solution can hold both of a pair. Change one of each pair; there is nothing to search yet.";
            case NO_SOLUTION:
                return String.format("Every possibility was tried (%,d search nodes): no grid completes these givens. "
                        + "Stepping it in the window shows the search running into dead ends.", nodes);
            case ONE:
                return String.format("A proper sudoku, ready to step (%,d search nodes to find the solution and "
                        + "rule out a second, as the window counts them).", nodes);
            case SEVERAL:
                return (solutions >= limit ? String.format("Counting stopped at the limit of %,d.", limit)
                        : String.format("Every solution was counted (%,d search nodes).", nodes))
                        + " Not a proper sudoku: add givens until one solution is left. It can still be stepped.";
            case NOT_SETTLED:
                return String.format("The search went %,d nodes without %s and was stopped there, as the command "
                        + "line's --max-nodes does. %s", budget, solutions == 0 ? "a solution" : "another solution",
                        solutions == 0 ? "No solution found so far." : String.format("%,d found so far.", solutions));
            default:
                return String.format("Stopped after %,d search nodes; nothing is known yet.", nodes);
        }
    }
}
