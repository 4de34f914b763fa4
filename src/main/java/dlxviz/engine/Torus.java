package dlxviz.engine;

import dlxviz.events.TorusChange;
import java.util.Arrays;

/**
 * The dancing-links torus of an {@link ExactCoverProblem}, in int arrays with Knuth's names.
 *
 * <h2>Layout (as in DLX1)</h2>
 * <ul>
 *   <li>Item list: {@code L}, {@code R} over 0..N+1. Node 0 is the root of the list of active
 *       primary items, 1..P in input order; N+1 is the root of a separate list of the secondary
 *       items P+1..N, which are never chosen for branching but are unlinked when covered.</li>
 *   <li>Nodes: {@code U}, {@code D}, {@code TOP}. Nodes 1..N are the item headers (header index =
 *       item number), so a column is the circular list through its header. Then come the options,
 *       each as a run of consecutive nodes, with a <em>spacer</em> node before the first option
 *       and after every option.</li>
 *   <li>Lengths: the number of live nodes in column i is kept in the header's own {@code TOP}
 *       slot, {@code TOP[i]} for i in 1..N, where DLX1 keeps {@code len} in the header node. A
 *       separate LEN array would be a fourth array in the hot loops of cover and uncover; with
 *       three, the JIT keeps every array in a register there instead of spilling one, which made
 *       whole searches 1-6% faster (pentominoes, 12 queens). {@link #top(int)} and
 *       {@link #length(int)} hide the sharing.</li>
 *   <li>A spacer x has {@code TOP[x] <= 0} (minus the number of the option before it),
 *       {@code U[x]} = first node of the option before it and {@code D[x]} = last node of the
 *       option after it, so loops along an option wrap around without left/right arrays.</li>
 * </ul>
 *
 * <h2>Why spacers rather than L/R links between the nodes of an option</h2>
 * Algorithm X never changes the horizontal links of an option, so storing them would add two
 * arrays of constants. Consecutive nodes make the hot loops of cover and uncover walk memory in
 * order, and they make our update counts comparable with DLX1's. The view still draws explicit
 * left/right arrows: {@link #nodeLeft(int)} and {@link #nodeRight(int)} derive them from the
 * layout, with the wrap-around from the last node of an option back to its first.
 *
 * <h2>Colours (Algorithm C)</h2>
 * A problem with colours has a fifth array, {@code COLOR} (see {@link ColourDance}, which does
 * the dancing then); a colourless one has none, and its cover and uncover are the ones below.
 */
public final class Torus implements TorusView {
    private final ExactCoverProblem problem;
    private final int itemCount;
    private final int primaryCount;
    private final int secondaryRoot;

    final int[] L;
    final int[] R;
    final int[] U;
    final int[] D;
    /** Item of each option node; minus the option number at a spacer; the length at a header. */
    final int[] TOP;

    /** Colour of each node, -1 once cleansed; a header's purified colour; null without colours. */
    final int[] COLOR;
    private final ColourDance colours;
    // No node-to-option array nor option starts: the spacer after an option names it, the problem
    // knows where it starts (the two arrays took a third again of a million options' links).

    public Torus(ExactCoverProblem problem) {
        this.problem = problem;
        this.itemCount = problem.itemCount();
        this.primaryCount = problem.primaryCount();
        this.secondaryRoot = itemCount + 1;
        int options = problem.optionCount();
        int size = itemCount + 1 + problem.nodeCount() + options + 1;

        L = new int[itemCount + 2];
        R = new int[itemCount + 2];
        U = new int[size];
        D = new int[size];
        TOP = new int[size];
        COLOR = problem.hasColours() ? new int[size] : null;

        int spacer = itemCount + 1;
        TOP[spacer] = 0;
        for (int k = 1; k <= options; k++) {
            int first = spacer + 1;
            int size_k = problem.optionSize(k);
            for (int j = 0; j < size_k; j++) {
                TOP[first + j] = problem.optionItem(k, j);
            }
            D[spacer] = first + size_k - 1;
            spacer = first + size_k;
            TOP[spacer] = -k;
            U[spacer] = first;
        }
        D[spacer] = spacer; // the last spacer has no option after it
        colours = COLOR == null ? null : new ColourDance(this);
        relink();
    }

    /**
     * Links the item lists and the columns as built, from what never changes (each node's item,
     * in node order): the torus as new, without a copy of it kept for the purpose, so that a
     * problem of millions of nodes needs its links only once in memory. With colours, every node
     * gets its own colour back and no item is purified.
     */
    void relink() {
        linkItemList(0, 1, primaryCount);
        linkItemList(secondaryRoot, primaryCount + 1, itemCount);
        for (int i = 1; i <= itemCount; i++) {
            U[i] = i;
            D[i] = i;
            TOP[i] = 0;
            if (COLOR != null) {
                COLOR[i] = 0;
            }
        }
        int option = 1, entry = 0; // of the node below, when it is not a spacer
        for (int node = itemCount + 2; node < U.length; node++) {
            int item = TOP[node];
            if (item <= 0) {
                option++;
                entry = 0;
                continue; // a spacer: its links are constant
            }
            if (COLOR != null) {
                COLOR[node] = problem.colour(option, entry);
            }
            entry++;
            // Append at the bottom of the column, so an item's options stay in input order.
            U[node] = U[item];
            D[node] = item;
            D[U[item]] = node;
            U[item] = node;
            TOP[item]++; // the header's TOP slot holds its length
        }
    }

    private void linkItemList(int root, int first, int last) {
        int previous = root;
        for (int i = first; i <= last; i++) {
            R[previous] = i;
            L[i] = previous;
            previous = i;
        }
        R[previous] = root;
        L[root] = previous;
    }

    public ExactCoverProblem problem() {
        return problem;
    }

    public int itemCount() {
        return itemCount;
    }

    public int primaryCount() {
        return primaryCount;
    }

    public int optionCount() {
        return problem.optionCount();
    }

    /** Number of entries in the node arrays (headers, nodes and spacers, plus the unused 0). */
    public int size() {
        return U.length;
    }

    /** The root of the secondary item list (N+1). */
    public int secondaryRoot() {
        return secondaryRoot;
    }

    // ---- reading the links (for views, playback and tests) ----

    public int left(int item) {
        return L[item];
    }

    public int right(int item) {
        return R[item];
    }

    public int up(int node) {
        return U[node];
    }

    public int down(int node) {
        return D[node];
    }

    /** Item of a node (the header itself for a header; {@code <= 0} for a spacer). */
    public int top(int node) {
        return node <= itemCount ? node : TOP[node];
    }

    public int length(int item) {
        return TOP[item];
    }

    public boolean isHeader(int node) {
        return node >= 1 && node <= itemCount;
    }

    public boolean isSpacer(int node) {
        return node > itemCount && TOP[node] <= 0;
    }

    /** Option of a node, 1..M; 0 for headers and spacers. Steps to the spacer after it, which names it. */
    public int optionOf(int node) {
        if (node <= itemCount + 1 || node >= TOP.length || TOP[node] <= 0) {
            return 0;
        }
        int spacer = node + 1;
        for (; TOP[spacer] > 0; spacer++) { } // the nodes of an option are consecutive
        return -TOP[spacer];
    }

    /** First node of option {@code option}: after the headers, the first spacer, and one spacer per option before it. */
    public int firstNode(int option) {
        return itemCount + 2 + problem.entriesBefore(option) + option - 1;
    }

    /** Number of nodes in option {@code option}. */
    public int optionSize(int option) {
        return problem.optionSize(option);
    }

    /** The node of the option to the left, wrapping from the first node to the last. */
    public int nodeLeft(int node) {
        int left = node - 1;
        return TOP[left] <= 0 ? D[left] : left;
    }

    /** The node of the option to the right, wrapping from the last node to the first. */
    public int nodeRight(int node) {
        int right = node + 1;
        return TOP[right] <= 0 ? U[right] : right;
    }

    public boolean hasColours() {
        return COLOR != null;
    }

    /** The colour an option gives its item at {@code node} (1..K, 0 for none), cleansed or not. */
    public int colourOf(int node) {
        if (COLOR == null || node <= itemCount || TOP[node] <= 0) {
            return 0;
        }
        int option = optionOf(node);
        return problem.colour(option, node - firstNode(option));
    }

    /** True while {@code node} is cleansed: its item is purified to its colour. */
    public boolean isCleansed(int node) {
        return COLOR != null && node > itemCount && COLOR[node] < 0;
    }

    /** The colour item {@code item} is purified to, or 0. */
    public int purifiedColour(int item) {
        return COLOR == null ? 0 : COLOR[item];
    }

    /** True while {@code item} is linked into its item list (not covered). */
    public boolean isItemActive(int item) {
        return R[L[item]] == item;
    }

    /** True while a node is linked into its column (its neighbours point at it). */
    public boolean isNodeVisible(int node) {
        return D[U[node]] == node;
    }

    /** True when the primary item list is empty: every primary item is covered. */
    public boolean allPrimaryCovered() {
        return R[0] == 0;
    }

    // ---- the two dancing steps, as in DLX1 ----

    /**
     * Covers item {@code c}: unlinks its header, then hides every other node of every option in
     * its column. Returns the number of updates (DLX1's count: 1 for the header, 1 per node).
     */
    int cover(int c, int level, SearchObserver observer) {
        if (colours != null) {
            return colours.cover(c, level, observer);
        }
        return observer == null ? coverQuietly(c) : coverObserved(c, level, observer);
    }

    /** Algorithm C's commit, purify and their inverses on this torus; null without colours. */
    ColourDance colourDance() {
        return colours;
    }

    /**
     * The hot loop of every solve and count: {@link #coverObserved} without the event calls, a
     * separate method so that it stays small enough for the JIT to inline into the search loop.
     */
    private int coverQuietly(int c) {
        final int[] U = this.U, D = this.D, TOP = this.TOP;
        int l = L[c], r = R[c];
        R[l] = r;
        L[r] = l;
        int updates = 1;
        for (int rr = D[c]; rr != c; rr = D[rr]) {
            for (int nn = rr + 1; nn != rr; ) {
                int cc = TOP[nn];
                if (cc <= 0) {
                    nn = U[nn];
                    continue;
                }
                int uu = U[nn], dd = D[nn];
                D[uu] = dd;
                U[dd] = uu;
                TOP[cc]--;
                updates++;
                nn++;
            }
        }
        return updates;
    }

    private int coverObserved(int c, int level, SearchObserver observer) {
        final int[] U = this.U, D = this.D, TOP = this.TOP;
        observer.itemCovered(c, level);
        int l = L[c], r = R[c];
        R[l] = r;
        L[r] = l;
        observer.headerUnlinked(c, l, r);
        int updates = 1;
        for (int rr = D[c]; rr != c; rr = D[rr]) {
            for (int nn = rr + 1; nn != rr; ) {
                int cc = TOP[nn];
                if (cc <= 0) {
                    nn = U[nn];
                    continue;
                }
                int uu = U[nn], dd = D[nn];
                D[uu] = dd;
                U[dd] = uu;
                TOP[cc]--;
                updates++;
                observer.nodeHidden(nn, cc, uu, dd);
                nn++;
            }
        }
        return updates;
    }

    /**
     * Uncovers item {@code c}: exactly the reverse of {@link #cover}, restoring nodes bottom-up
     * and right-to-left, then relinking the header. "The choreography is delicate": any other
     * order could relink a node between neighbours that are still hidden.
     */
    void uncover(int c, int level, SearchObserver observer) {
        if (colours != null) {
            colours.uncover(c, level, observer);
        } else if (observer == null) {
            uncoverQuietly(c);
        } else {
            uncoverObserved(c, level, observer);
        }
    }

    private void uncoverQuietly(int c) {
        final int[] U = this.U, D = this.D, TOP = this.TOP;
        for (int rr = U[c]; rr != c; rr = U[rr]) {
            for (int nn = rr - 1; nn != rr; ) {
                int cc = TOP[nn];
                if (cc <= 0) {
                    nn = D[nn];
                    continue;
                }
                int uu = U[nn], dd = D[nn];
                D[uu] = nn;
                U[dd] = nn;
                TOP[cc]++;
                nn--;
            }
        }
        int l = L[c], r = R[c];
        R[l] = c;
        L[r] = c;
    }

    private void uncoverObserved(int c, int level, SearchObserver observer) {
        final int[] U = this.U, D = this.D, TOP = this.TOP;
        for (int rr = U[c]; rr != c; rr = U[rr]) {
            for (int nn = rr - 1; nn != rr; ) {
                int cc = TOP[nn];
                if (cc <= 0) {
                    nn = D[nn];
                    continue;
                }
                int uu = U[nn], dd = D[nn];
                D[uu] = nn;
                U[dd] = nn;
                TOP[cc]++;
                observer.nodeRestored(nn, cc, uu, dd);
                nn--;
            }
        }
        int l = L[c], r = R[c];
        R[l] = c;
        L[r] = c;
        observer.headerRelinked(c, l, r);
        observer.itemUncovered(c, level);
    }

    // ---- single link changes, for the step-by-step machine and for playback's replica ----

    void unlinkHeader(int c) {
        R[L[c]] = R[c];
        L[R[c]] = L[c];
    }

    void relinkHeader(int c) {
        R[L[c]] = c;
        L[R[c]] = c;
    }

    void hideNode(int node) {
        D[U[node]] = D[node];
        U[D[node]] = U[node];
        TOP[TOP[node]]--;
    }

    void restoreNode(int node) {
        D[U[node]] = node;
        U[D[node]] = node;
        TOP[TOP[node]]++;
    }

    /**
     * Applies one recorded change (links, or colours). Works from the node's or header's own
     * links, which the dance leaves intact; the event's neighbour fields (and a colour's old
     * value) are checked, so a log replayed out of order fails loudly instead of corrupting the
     * structure. See {@link TorusChecks}.
     */
    public void apply(TorusChange change) {
        TorusChecks.apply(this, change);
    }

    // ---- checks and copies, for tests and for playback checkpoints ----

    /**
     * Knuth's sanity check: every live link is mirrored, every column's nodes name their header,
     * and each length equals the number of nodes in the column. Returns null when all is well,
     * else a description of the first fault.
     */
    public String sanity() {
        return TorusChecks.sanity(this);
    }

    /** A copy of every mutable array, for comparing states in tests and for checkpoints. */
    public State state() {
        return new State(L.clone(), R.clone(), U.clone(), D.clone(), Arrays.copyOf(TOP, itemCount + 1),
                COLOR == null ? null : COLOR.clone());
    }

    /** Overwrites every mutable array from a state taken on a torus of the same problem. */
    public void restore(State state) {
        System.arraycopy(state.L, 0, L, 0, L.length);
        System.arraycopy(state.R, 0, R, 0, R.length);
        System.arraycopy(state.U, 0, U, 0, U.length);
        System.arraycopy(state.D, 0, D, 0, D.length);
        System.arraycopy(state.LEN, 0, TOP, 0, itemCount + 1);
        if (COLOR != null) {
            System.arraycopy(state.COLOR, 0, COLOR, 0, COLOR.length);
        }
    }

    /** The mutable part of a torus: the links, the lengths and the colours (if any). Compared by value. */
    public static final class State {
        final int[] L, R, U, D, LEN, COLOR;

        State(int[] l, int[] r, int[] u, int[] d, int[] len, int[] colour) {
            L = l;
            R = r;
            U = u;
            D = d;
            LEN = len;
            COLOR = colour;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof State s && Arrays.equals(L, s.L) && Arrays.equals(R, s.R)
                    && Arrays.equals(U, s.U) && Arrays.equals(D, s.D) && Arrays.equals(LEN, s.LEN)
                    && Arrays.equals(COLOR, s.COLOR);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(U) * 31 + Arrays.hashCode(LEN);
        }

        @Override
        public String toString() {
            return "State[L=" + Arrays.toString(L) + ", R=" + Arrays.toString(R) + ", U="
                    + Arrays.toString(U) + ", D=" + Arrays.toString(D) + ", LEN=" + Arrays.toString(LEN)
                    + (COLOR == null ? "" : ", COLOR=" + Arrays.toString(COLOR)) + "]";
        }
    }
}
