package dlxviz.sudoku;

import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.SearchObserver;
import dlxviz.engine.StopReason;
import dlxviz.engine.Torus;

/**
 * How hard a puzzle is, in two figures a class can check: whether naked and hidden singles alone
 * solve it, and how many search nodes DLX (DLX1's shortest-list rule) needs to solve it and
 * prove the solution unique.
 *
 * <p>Singles alone suffice exactly when the shortest-list rule finds an item of length 1 at
 * every level up to the solution: an item of length 1 is a single (see {@link LogicReader}),
 * and if the shortest item is longer, no single is left.
 *
 * @param singlesSuffice true when singles alone solve the puzzle
 * @param dlxNodes       DLX1 search nodes to count the solutions up to 2
 * @param solutions      solutions found, at most 2
 */
public record Difficulty(boolean singlesSuffice, long dlxNodes, long solutions) {

    /** Updates a cancellable count runs between two looks at its stop (a few milliseconds). */
    private static final long SLICE_UPDATES = 1_000_000L;

    /** Rates a puzzle (conflicting givens: no solution, singles do not suffice, 0 nodes). */
    public static Difficulty rate(Grid puzzle) {
        Search search = placed(puzzle);
        if (search == null) {
            return new Difficulty(false, 0, 0);
        }
        boolean[] guessed = new boolean[1];
        search.setObserver(new SearchObserver() {
            @Override
            public void itemChosen(int item, int length, int level) {
                if (length != 1) {
                    guessed[0] = true;
                }
            }
        });
        StopReason first = search.run(1, Long.MAX_VALUE);
        boolean singles = first == StopReason.SOLUTION_LIMIT && !guessed[0];
        search.setObserver(null);
        if (first == StopReason.SOLUTION_LIMIT) {
            search.run(1, Long.MAX_VALUE);
        }
        return new Difficulty(singles, search.nodes(), search.solutions());
    }

    /**
     * The {@link #dlxNodes()} of {@code puzzle} alone, the count the app's window shows when the
     * puzzle is stepped to its end; -1 when {@code stop} says so first (asked every few
     * milliseconds), 0 for conflicting givens.
     */
    public static long dlxNodes(Grid puzzle, java.util.function.BooleanSupplier stop) {
        Search search = placed(puzzle);
        if (search == null) {
            return 0;
        }
        while (search.solutions() < 2) {
            if (stop.getAsBoolean()) {
                return -1;
            }
            if (search.run(2 - search.solutions(), SLICE_UPDATES) == StopReason.FINISHED) {
                break;
            }
        }
        return search.nodes();
    }

    /** DLX on the whole sudoku's torus with the givens placed, as the window searches it; null when they clash. */
    private static Search placed(Grid puzzle) {
        SudokuEncoding encoding = SudokuEncoding.full(puzzle.shape());
        Search search = new Search(new Torus(encoding.problem()), ItemChoice.MIN_LENGTH);
        return encoding.forceGivens(search, puzzle) >= 0 ? null : search;
    }

    /** "singles suffice, 58 DLX nodes" or "needs guessing, 312 DLX nodes". */
    public String summary() {
        return (singlesSuffice ? "singles suffice" : "needs more than singles") + ", " + dlxNodes + " DLX nodes";
    }
}
