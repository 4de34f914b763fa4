package dlxviz.playback;

import java.util.Arrays;

/**
 * The tree of a search, as Knuth draws it: one node per level entered (the item chosen there and
 * its length d at the choice) and one per solution, each reached by a branch, the option tried
 * "k of d" (its rank in the chosen item's list, as DLX1's {@code L1: B C F (1 of 1)}). A choice
 * of length 0 is a dead end. Every node and branch keeps its place in the event log, so a view
 * can seek there.
 *
 * <h2>Layout</h2>
 * Nodes are numbered in preorder, which is the order the search meets them: node 0 is the root,
 * a node's children follow it, and its subtree is the range {@code [node, subtreeEnd(node))}. So
 * per-subtree sums are differences of prefix sums (leaves, solutions, dead ends before each
 * node), and "before the cursor" is a prefix of the numbering. Fields live in int and long arrays
 * in chunks (about 70 bytes a node, no object per node): pentominoes 3x20, 22.5 million events,
 * make 32,978 nodes.
 *
 * <h2>Threading</h2>
 * One writer at a time ({@link TreeGrowth}, under the recorder's lock or on the thread running a
 * {@link TreeBuilder}'s search); any thread may read. The writer publishes the node count through
 * a volatile field after writing the nodes below it; chunks never move, and the chunk directory
 * is replaced, never changed, before a count that needs it is published. A reader takes
 * {@link #size()} once and reads below it. Fields of nodes still open (a subtree's end, a
 * branch's retraction) may be newer than that count; every query clamps them to the count read.
 */
public final class SearchTree {
    /** What a node is. A dead end is a {@link #CHOICE} of length 0. */
    public enum Kind {
        /** Its option is being tried: the covers are under way, nothing chosen yet. */
        PENDING,
        /** A level entered: an item chosen, with its length d at the choice. */
        CHOICE,
        /** Every primary item covered. */
        SOLUTION
    }

    static final int CHUNK_BITS = 12;
    static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;

    // int fields of a node, STRIDE per node
    private static final int PARENT = 0;
    private static final int DEPTH = 1;
    private static final int KIND = 2;       // Kind ordinal, | ROOT_SOLUTION
    private static final int ITEM = 3;
    private static final int LENGTH = 4;
    private static final int RANK = 5;
    private static final int OPTION = 6;
    private static final int START = 7;      // start - branch, or -1 while pending
    private static final int READY = 8;      // ready - start, or -1 while unknown
    private static final int SUBTREE_END = 9; // -1 while open
    private static final int DEEPEST = 10;
    private static final int LEAVES_BEFORE = 11;
    private static final int SOLUTIONS_BEFORE = 12;
    private static final int DEAD_ENDS_BEFORE = 13;
    private static final int STRIDE = 14;
    // long fields
    private static final int BRANCH = 0;
    private static final int END = 1;
    private static final int LONG_STRIDE = 2;

    /**
     * The empty problem's root finds a solution on entering level 0: DLX1 counts the level
     * entered and the solution, both at level 0, so this node weighs 2 in the profile.
     */
    private static final int ROOT_SOLUTION = 1 << 8;
    private static final int KIND_MASK = 0xff;
    private static final Kind[] KINDS = Kind.values();

    /** The chunk directories, replaced together when they grow. */
    private static final class Store {
        final int[][] ints;
        final long[][] longs;

        Store(int[][] ints, long[][] longs) {
            this.ints = ints;
            this.longs = longs;
        }
    }

    private volatile Store store = new Store(new int[4][], new long[4][]);
    private volatile int published;
    private volatile boolean complete;
    /** Writer only: nodes written, published or not. */
    private int written;
    private final TreeProfile profile = new TreeProfile();

    SearchTree() {
    }

    // ------------------------------------------------------------------------------ reading

    /** Nodes published: read it once, then read nodes below it. Any thread. */
    public int size() {
        return published;
    }

    /** True once the search has finished and every node is published. */
    public boolean isComplete() {
        return complete;
    }

    public Kind kind(int node) {
        return KINDS[ints(node, KIND) & KIND_MASK];
    }

    /** A choice of an item with no option left. */
    public boolean isDeadEnd(int node) {
        return kind(node) == Kind.CHOICE && ints(node, LENGTH) == 0;
    }

    public boolean isSolution(int node) {
        return kind(node) == Kind.SOLUTION;
    }

    /** The parent, or -1 for the root. */
    public int parent(int node) {
        return ints(node, PARENT);
    }

    /** The level: 0 at the root; a solution sits one below its last option's choice. */
    public int depth(int node) {
        return ints(node, DEPTH);
    }

    /** The item chosen (a {@link Kind#CHOICE}), else 0. */
    public int item(int node) {
        return ints(node, ITEM);
    }

    /** The chosen item's length at the choice, d: its number of branches. -1 unless a choice. */
    public int length(int node) {
        return ints(node, LENGTH);
    }

    /** k of the branch into the node: its option's rank in the parent's item list, 1-based; 0 for the root. */
    public int rank(int node) {
        return ints(node, RANK);
    }

    /** The option of the branch into the node (1..M), 0 for the root. */
    public int option(int node) {
        return ints(node, OPTION);
    }

    /** Where the branch into the node starts: the index of its OptionTried (the root: its ItemChosen). */
    public long branchPosition(int node) {
        return longs(node, BRANCH);
    }

    /** The index of the node's ItemChosen or SolutionFound event; {@link Long#MAX_VALUE} while pending. */
    public long startPosition(int node) {
        int offset = ints(node, START);
        return offset < 0 ? Long.MAX_VALUE : longs(node, BRANCH) + offset;
    }

    /**
     * Where to seek to show the node: its item chosen and covered, the next step tries its first
     * option (the position before it: a step boundary at every size up to choice); after its
     * DeadEnd or SolutionFound event for a dead end or a solution. Before that is known (the
     * recording stopped inside it): its start, or its branch while pending.
     */
    public long readyPosition(int node) {
        int offset = ints(node, READY);
        long start = startPosition(node);
        if (start == Long.MAX_VALUE) {
            return branchPosition(node);
        }
        return offset < 0 ? start : start + offset;
    }

    /**
     * Where the branch into the node leaves the search stack: after its OptionRetracted (the
     * root: after SearchFinished). {@link Long#MAX_VALUE} while it is on the stack.
     */
    public long endPosition(int node) {
        return longs(node, END);
    }

    /** The first node after the node's subtree, below {@code bound} (a size read before). */
    public int subtreeEnd(int node, int bound) {
        int end = ints(node, SUBTREE_END);
        return end < 0 || end > bound ? bound : end;
    }

    /** The deepest level in the node's subtree (so far). */
    public int deepest(int node) {
        return ints(node, DEEPEST);
    }

    /** The deepest level of the whole tree, or -1 when empty. */
    public int maxDepth() {
        return published == 0 ? -1 : deepest(0);
    }

    /** The first child below {@code bound}, or -1. */
    public int firstChild(int node, int bound) {
        int next = node + 1;
        return next < bound && parent(next) == node ? next : -1;
    }

    /** The next sibling below {@code bound}, or -1. */
    public int nextSibling(int node, int bound) {
        int next = subtreeEnd(node, bound);
        return next < bound && parent(next) == parent(node) ? next : -1;
    }

    /**
     * Leaves (nodes without children) in {@code [from, to)}, counting the tree as cut at
     * {@code bound} (nodes from there on left out, so a node whose children all lie beyond it is
     * a leaf). Leaves are what a partition layout gives width to: a node's width is its leaves.
     */
    public int leaves(int from, int to, int bound) {
        int end = Math.min(to, bound);
        if (from >= end) {
            return 0;
        }
        int before = ints(from, LEAVES_BEFORE);
        if (end < bound) {
            return ints(end, LEAVES_BEFORE) - before;
        }
        return ints(bound - 1, LEAVES_BEFORE) + 1 - before; // the last node is a leaf of the cut tree
    }

    /** Leaves of the node's subtree in the tree cut at {@code bound}. */
    public int leaves(int node, int bound) {
        return leaves(node, subtreeEnd(node, bound), bound);
    }

    /** Leaves before the node, in preorder: its left edge in a partition layout. */
    public int leavesBefore(int node) {
        return ints(node, LEAVES_BEFORE);
    }

    /** Solutions among nodes {@code [from, to)}, {@code to} at most a size read before. */
    public int solutions(int from, int to) {
        return count(from, to, SOLUTIONS_BEFORE, Kind.SOLUTION);
    }

    /** Dead ends among nodes {@code [from, to)}, {@code to} at most a size read before. */
    public int deadEnds(int from, int to) {
        if (from >= to) {
            return 0;
        }
        int last = to - 1;
        return ints(last, DEAD_ENDS_BEFORE) + (isDeadEnd(last) ? 1 : 0) - ints(from, DEAD_ENDS_BEFORE);
    }

    private int count(int from, int to, int field, Kind kind) {
        if (from >= to) {
            return 0;
        }
        int last = to - 1;
        return ints(last, field) + (kind(last) == kind ? 1 : 0) - ints(from, field);
    }

    /** The nodes from the root down to {@code node}, root first. */
    public int[] path(int node) {
        if (node < 0) {
            return new int[0];
        }
        int[] path = new int[depth(node) + 1];
        for (int n = node, i = path.length - 1; n >= 0 && i >= 0; n = parent(n), i--) {
            path[i] = n;
        }
        return path;
    }

    // ------------------------------------------------------------------------ at a cursor

    /**
     * The node the search stands on after {@code position} events: the deepest whose branch is on
     * the stack (its OptionTried applied, its OptionRetracted not). A node being entered (its
     * option's covers under way) counts. -1 before the root's choice and after the search.
     */
    public int nodeAt(long position) {
        int n = lastBranchBefore(position, published);
        while (n >= 0 && endPosition(n) <= position) {
            n = parent(n);
        }
        return n;
    }

    /**
     * Nodes the search has reached after {@code position} events: those whose branch (the root:
     * its choice) has begun, the node being entered included. A prefix of the numbering,
     * {@code [0, result)}: what a view shows when it hides what lies ahead.
     */
    public int reachedBefore(long position) {
        return lastBranchBefore(position, published) + 1;
    }

    /** True when {@code position} is past the end of the whole search (its SearchFinished applied). */
    public boolean isFinishedAt(long position) {
        return published > 0 && endPosition(0) <= position;
    }

    /** The last node whose branch starts before {@code position}, or -1. */
    private int lastBranchBefore(long position, int bound) {
        int lo = 0, hi = bound; // first node with branch >= position
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (branchPosition(mid) < position) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo - 1;
    }

    /**
     * Nodes the search has entered after {@code position} events: those whose ItemChosen or
     * SolutionFound is applied. They are a prefix of the numbering, {@code [0, result)}.
     */
    public int enteredBefore(long position) {
        int lo = 0, hi = published; // first node with start >= position
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (startPosition(mid) < position) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * DLX1's profile ({@code v128}) after {@code position} events: the search-tree nodes entered
     * at each level 0 .. deepest so far, a solution counted at the level below its last option.
     * Its sum is the nodes counter at that position.
     */
    public long[] profileAt(long position) {
        int bound = published;
        int entered = enteredBefore(position);
        long[] counts = profile.countsBefore(entered, this, bound);
        if (entered > 0 && (ints(0, KIND) & ROOT_SOLUTION) != 0) {
            counts[0]++;
        }
        return counts;
    }

    /** The profile of everything recorded. */
    public long[] profile() {
        return profileAt(Long.MAX_VALUE - 1);
    }

    /**
     * Knuth's estimate of the fraction of the tree done after {@code position} events (DLX1's
     * progress reports), from the branches on the stack; 1 after the search, 0 before it.
     */
    public double estimateAt(long position) {
        if (isFinishedAt(position)) {
            return 1;
        }
        int node = nodeAt(position);
        return node < 0 ? 0 : KnuthEstimate.of(this, node);
    }

    /** Bytes held by the chunks (an estimate from array sizes). */
    public long memoryBytes() {
        Store s = store;
        long bytes = 32L + 8L * (s.ints.length + s.longs.length);
        for (int[] chunk : s.ints) {
            bytes += chunk == null ? 0 : 16L + 4L * chunk.length;
        }
        for (long[] chunk : s.longs) {
            bytes += chunk == null ? 0 : 16L + 8L * chunk.length;
        }
        return bytes + profile.memoryBytes();
    }

    @Override
    public String toString() {
        int n = published;
        StringBuilder text = new StringBuilder("SearchTree[").append(n).append(" nodes");
        if (complete) {
            text.append(", complete");
        }
        return text.append(", profile ").append(Arrays.toString(profile())).append(']').toString();
    }

    private int ints(int node, int field) {
        return store.ints[node >>> CHUNK_BITS][(node & MASK) * STRIDE + field];
    }

    private long longs(int node, int field) {
        return store.longs[node >>> CHUNK_BITS][(node & MASK) * LONG_STRIDE + field];
    }

    // ------------------------------------------------------------------- writing (TreeGrowth)

    private void setInt(int node, int field, int value) {
        store.ints[node >>> CHUNK_BITS][(node & MASK) * STRIDE + field] = value;
    }

    private void setLong(int node, int field, long value) {
        store.longs[node >>> CHUNK_BITS][(node & MASK) * LONG_STRIDE + field] = value;
    }

    /**
     * Appends a node reached by a branch tried at {@code branch} (the root: its first event),
     * pending, and returns its number. The prefix sums of the node before it are final by now: it
     * has its kind, and whether the new node is its child.
     */
    int add(int parent, int depth, int rank, int option, long branch) {
        int node = written;
        ensureChunk(node);
        setInt(node, PARENT, parent);
        setInt(node, DEPTH, depth);
        setInt(node, KIND, Kind.PENDING.ordinal());
        setInt(node, ITEM, 0);
        setInt(node, LENGTH, -1);
        setInt(node, RANK, rank);
        setInt(node, OPTION, option);
        setInt(node, START, -1);
        setInt(node, READY, -1);
        setInt(node, SUBTREE_END, -1);
        setInt(node, DEEPEST, depth);
        if (node == 0) {
            setInt(node, LEAVES_BEFORE, 0);
            setInt(node, SOLUTIONS_BEFORE, 0);
            setInt(node, DEAD_ENDS_BEFORE, 0);
        } else {
            int last = node - 1;
            setInt(node, LEAVES_BEFORE, ints(last, LEAVES_BEFORE) + (parent == last ? 0 : 1));
            setInt(node, SOLUTIONS_BEFORE, ints(last, SOLUTIONS_BEFORE) + (isSolution(last) ? 1 : 0));
            setInt(node, DEAD_ENDS_BEFORE, ints(last, DEAD_ENDS_BEFORE) + (isDeadEnd(last) ? 1 : 0));
        }
        setLong(node, BRANCH, branch);
        setLong(node, END, Long.MAX_VALUE);
        for (int a = parent; a >= 0 && ints(a, DEEPEST) < depth; a = ints(a, PARENT)) {
            setInt(a, DEEPEST, depth);
        }
        profile.added(node, depth);
        written++;
        return node;
    }

    /** The node's level was entered at {@code start} and {@code item} chosen with {@code length} options. */
    void choose(int node, int item, int length, long start) {
        setInt(node, ITEM, item);
        setInt(node, LENGTH, length);
        setInt(node, START, (int) (start - longs(node, BRANCH)));
        setInt(node, KIND, Kind.CHOICE.ordinal());
    }

    /** The node is a solution found at {@code start}; {@code atRoot} for the empty problem's. */
    void solve(int node, long start, boolean atRoot) {
        setInt(node, START, (int) (start - longs(node, BRANCH)));
        setInt(node, READY, 1);
        setInt(node, KIND, Kind.SOLUTION.ordinal() | (atRoot ? ROOT_SOLUTION : 0));
    }

    /** Where the node's choice stands covered (see {@link #readyPosition}), once. */
    void ready(int node, long position) {
        if (ints(node, READY) < 0) {
            setInt(node, READY, (int) (position - startPosition(node)));
        }
    }

    /** The branch into the node left the stack at {@code end}: its subtree is complete. */
    void close(int node, long end) {
        setInt(node, SUBTREE_END, written);
        setLong(node, END, end);
    }

    /** Makes every node written so far visible to readers. */
    void publish() {
        published = written;
    }

    /** The search has finished: publishes the last nodes and says so. */
    void finish() {
        publish();
        complete = true;
    }

    private void ensureChunk(int node) {
        int chunk = node >>> CHUNK_BITS;
        Store s = store;
        if (chunk == s.ints.length) {
            s = new Store(Arrays.copyOf(s.ints, 2 * chunk), Arrays.copyOf(s.longs, 2 * chunk));
            store = s;
        }
        if (s.ints[chunk] == null) {
            s.ints[chunk] = new int[CHUNK * STRIDE];
            s.longs[chunk] = new long[CHUNK * LONG_STRIDE];
        }
    }
}
