package dlxviz.app.workbench.model;

import dlxviz.sudoku.BitmaskSolver;
import dlxviz.sudoku.Difficulty;
import dlxviz.sudoku.Effort;
import dlxviz.sudoku.SolveResult;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The check before stepping: clashing givens first (named, no search), then the solutions
 * counted to a limit by the bitmask solver, the fastest here, with its pigeonhole check (so an
 * impossible 16x16 is refuted in a moment) and an effort budget in search nodes without a
 * solution, as the command line's {@code --max-nodes}: a nearly empty 25x25 whose search goes
 * nowhere is reported "not settled" instead of running for ever. Runs on any thread.
 */
public final class PuzzleCheck {
    /** The command line's default effort limit: about 10 s of DLX at 16x16, less with bitmasks. */
    public static final long DEFAULT_BUDGET = 10_000_000;
    /** The usual limit: two solutions are enough to tell one from several. */
    public static final long DEFAULT_LIMIT = 2;

    private PuzzleCheck() {
    }

    /**
     * Checks {@code draft}.
     *
     * @param limit     stop counting at this many solutions (at least 2)
     * @param budget    search nodes allowed without a solution
     * @param cancelled asked now and then; true stops the check ({@link CheckVerdict.Kind#CANCELLED})
     * @param progress  told the search nodes so far, now and then
     */
    public static CheckVerdict run(Draft draft, long limit, long budget, BooleanSupplier cancelled, LongConsumer progress) {
        if (limit < 2) {
            throw new IllegalArgumentException("a check counts to 2 at least, to tell one solution from several");
        }
        Clashes clashes = Clashes.of(draft);
        if (!clashes.isEmpty()) {
            return new CheckVerdict(CheckVerdict.Kind.INVALID, 0, limit, 0, budget, clashes.sentences());
        }
        Effort effort = new Effort(Long.MAX_VALUE, budget, null).withMonitor(nodes -> {
            progress.accept(nodes);
            return !cancelled.getAsBoolean();
        });
        SolveResult result = new BitmaskSolver(draft.shape()).count(draft.grid(), limit, effort);
        CheckVerdict.Kind kind;
        if (!result.complete() && cancelled.getAsBoolean()) {
            kind = CheckVerdict.Kind.CANCELLED;
        } else if (result.solutions() >= limit) {
            kind = CheckVerdict.Kind.SEVERAL; // settled even when the budget ran out after the limit
        } else if (!result.complete()) {
            kind = CheckVerdict.Kind.NOT_SETTLED;
        } else if (result.solutions() == 0) {
            kind = CheckVerdict.Kind.NO_SOLUTION;
        } else if (result.solutions() == 1) {
            kind = CheckVerdict.Kind.ONE;
        } else {
            kind = CheckVerdict.Kind.SEVERAL;
        }
        long nodes = result.nodes();
        if (kind == CheckVerdict.Kind.ONE) {
            // the count the window shows when the puzzle is stepped to its end, as the library's
            // column does: DLX on the torus, givens placed first. The bitmask solver, faster for
            // the check itself, breaks ties otherwise and counts other nodes (AI Escargot 1,196
            // against 1,379). Proper, so the search ends: no budget, but cancelled as the check is.
            nodes = Difficulty.dlxNodes(draft.grid(), cancelled);
            if (nodes < 0) {
                return new CheckVerdict(CheckVerdict.Kind.CANCELLED, 0, limit, result.nodes(), budget, List.of());
            }
        }
        return new CheckVerdict(kind, result.solutions(), limit, nodes, budget, List.of());
    }
}
