package dlxviz.app.workbench.model;

import dlxviz.sudoku.GridValidator;
import java.util.ArrayList;
import java.util.List;

/**
 * Givens that can never both stand: two equal digits in a row, column or box. Both cells of each
 * pair are marked on the grid and each pair is named in words ("r1c1 and r1c5 both hold 7 (row
 * 1)"), in the draft's notation.
 */
public final class Clashes {
    /** Sentences listed at most; the rest are counted ("and 12 more"). */
    static final int LISTED = 6;

    private final List<GridValidator.Conflict> pairs;
    private final boolean[] marked;
    private final Draft draft;

    private Clashes(Draft draft, List<GridValidator.Conflict> pairs) {
        this.draft = draft;
        this.pairs = List.copyOf(pairs);
        int n = draft.size();
        this.marked = new boolean[n * n];
        for (GridValidator.Conflict pair : pairs) {
            marked[pair.cellA()] = true;
            marked[pair.cellB()] = true;
        }
    }

    /** The clashes among the givens of {@code draft}. */
    public static Clashes of(Draft draft) {
        return new Clashes(draft, GridValidator.conflicts(draft.grid()));
    }

    public boolean isEmpty() {
        return pairs.isEmpty();
    }

    /** How many pairs clash. */
    public int count() {
        return pairs.size();
    }

    /** True when {@code cell} is one of a clashing pair. */
    public boolean marks(int cell) {
        return marked[cell];
    }

    /** Each pair in words, the first {@link #LISTED}, then how many more. */
    public List<String> sentences() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < pairs.size() && i < LISTED; i++) {
            out.add(pairs.get(i).message(draft.size(), draft.notation()));
        }
        if (pairs.size() > LISTED) {
            out.add("and " + (pairs.size() - LISTED) + " more");
        }
        return out;
    }
}
