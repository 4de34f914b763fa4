package dlxviz.app.teaching.model;

import dlxviz.app.theme.LevelColours;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.playback.SearchTree;
import java.util.Locale;
import java.util.function.LongConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * What the search-tree panel shows, and the seek it asks for: the tree up to where the search
 * stands (or all of it recorded, what lies ahead greyed), the path to the current node in words
 * ("L0: A 1 of 2 · L1: B 1 of 1 · …"), DLX1's profile at the cursor and Knuth's estimate of the
 * fraction done. No control in sight; FX thread only; {@link #show} is cheap (a few microseconds:
 * the tree is playback's, read in place), so it may follow every step.
 */
public final class TreeViewModel {
    private static final String SEPARATOR = " \u00b7 ";
    /**
     * The path in words names at most this many levels, the deepest (the tooltip has them all):
     * two lines on a projector at text scale 1.3, leaving the tree its height.
     */
    private static final int PATH_LEVELS_SHOWN = 3;

    private final LongConsumer seeker;
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final BooleanProperty showAhead = new SimpleBooleanProperty(this, "showAhead", false);
    private final BooleanProperty follow = new SimpleBooleanProperty(this, "follow", true);
    private final ObjectProperty<TreeScale> scale = new SimpleObjectProperty<>(this, "scale");
    private final ReadOnlyStringWrapper pathText = new ReadOnlyStringWrapper(this, "pathText", "");
    private final ReadOnlyStringWrapper wholePathText = new ReadOnlyStringWrapper(this, "wholePathText", "");
    private final ReadOnlyStringWrapper estimateText = new ReadOnlyStringWrapper(this, "estimateText", "");
    private final ReadOnlyDoubleWrapper estimate = new ReadOnlyDoubleWrapper(this, "estimate");

    private SearchTree tree;
    private ExactCoverProblem problem;
    private long cursor;
    private int size;
    /** Whether {@link #tree} was complete when last shown: its end can come without a new node. */
    private boolean shownComplete;
    private int reached;
    private int entered;
    private int current = -1;
    private boolean finished;
    private long[] profile = new long[0];
    private long[] recordedProfile = new long[0];

    /** @param seeker moves the window's cursor to a position of the event log (the window's seek) */
    public TreeViewModel(LongConsumer seeker) {
        this.seeker = seeker;
        showAhead.addListener((o, was, is) -> tick());
        scale.addListener((o, was, is) -> tick());
    }

    /** Shows {@code input}: a new tree, a cursor moved, or the tree grown by a background run. */
    public void show(TreeInput input) {
        if (input == null || input.tree() == null) {
            return;
        }
        SearchTree next = input.tree();
        if (next == tree && input.problem() == problem && input.cursor() == cursor && next.size() == size
                && next.isComplete() == shownComplete) {
            return; // shown already: a publish reports the recorded length, then the cursor, and both ask
        }
        shownComplete = next.isComplete();
        tree = input.tree();
        problem = input.problem();
        cursor = input.cursor();
        SearchTree t = tree;
        // everything at the cursor first, the size last: it only grows, and covers them all
        current = t.nodeAt(cursor);
        reached = t.reachedBefore(cursor);
        entered = t.enteredBefore(cursor);
        finished = t.isFinishedAt(cursor);
        profile = t.profileAt(cursor);
        size = t.size();
        recordedProfile = t.profile();
        estimate.set(t.estimateAt(cursor));
        wholePathText.set(describePath(Integer.MAX_VALUE));
        pathText.set(describePath(PATH_LEVELS_SHOWN));
        estimateText.set(describeEstimate());
        tick();
    }

    private void tick() {
        revision.set(revision.get() + 1);
    }

    // ------------------------------------------------------------------ for the view

    /** Ticks whenever the picture changes. */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** Show the part of the tree recorded but not yet reached, greyed (else hidden: no peeking). */
    public BooleanProperty showAheadProperty() {
        return showAhead;
    }

    /** Keep the node where the search stands in view when zoomed in. */
    public BooleanProperty followProperty() {
        return follow;
    }

    /**
     * The scale to draw at; null fits this tree to the view. Give two views the
     * {@link TreeScale#union} of their {@link #naturalScale()}s to compare their trees.
     */
    public ObjectProperty<TreeScale> scaleProperty() {
        return scale;
    }

    /** "L0: A 1 of 2 · L1: B 1 of 1 · L2: E (0 options): a dead end ✕" */
    public ReadOnlyStringProperty pathTextProperty() {
        return pathText.getReadOnlyProperty();
    }

    /** The whole path in words, every level (a tooltip). */
    public ReadOnlyStringProperty wholePathTextProperty() {
        return wholePathText.getReadOnlyProperty();
    }

    /** Knuth's estimate in words, with the true fraction once the whole tree is known and shown. */
    public ReadOnlyStringProperty estimateTextProperty() {
        return estimateText.getReadOnlyProperty();
    }

    /** Knuth's estimate of the fraction of the tree done, 0..1. */
    public ReadOnlyDoubleProperty estimateProperty() {
        return estimate.getReadOnlyProperty();
    }

    /** The tree shown, or null before the first. */
    public SearchTree tree() {
        return tree;
    }

    /** Nodes of the tree the picture holds: those reached, or every one recorded when showing what is ahead. */
    public int bound() {
        return showAhead.get() ? size : reached;
    }

    /** Nodes reached at the cursor ({@code [0, reached)}): the rest lies ahead. */
    public int reached() {
        return reached;
    }

    /** Nodes whose item is chosen at the cursor (a node being entered is reached, not yet entered). */
    public int entered() {
        return entered;
    }

    /** Where the search stands, or -1 (before its first choice, after its end). */
    public int current() {
        return current;
    }

    public boolean finished() {
        return finished;
    }

    /** DLX1's profile at the cursor: nodes entered per level. */
    public long[] profile() {
        return profile.clone();
    }

    /** The profile of every node recorded. */
    public long[] recordedProfile() {
        return recordedProfile.clone();
    }

    /** The scale this tree fills on its own: its leaves, levels and longest profile bar as shown. */
    public TreeScale naturalScale() {
        if (tree == null || bound() == 0) {
            return new TreeScale(1, 1, 1);
        }
        int b = bound();
        long[] bars = showAhead.get() ? recordedProfile : profile;
        int levels = Math.max(bars.length, current >= 0 ? tree.depth(current) + 1 : 1);
        if (showAhead.get()) {
            levels = Math.max(levels, tree.maxDepth() + 1);
        }
        long longest = 1;
        for (long bar : bars) {
            longest = Math.max(longest, bar);
        }
        return new TreeScale(tree.leaves(0, b, b), levels, longest);
    }

    /** The scale to draw at: the one set, grown to hold this tree if need be. */
    public TreeScale effectiveScale() {
        TreeScale own = naturalScale();
        return scale.get() == null ? own : scale.get().union(own);
    }

    // ------------------------------------------------------------------ words

    /** The name of the item chosen at {@code node} as the problem spells it, "" if none (yet). */
    public String itemName(int node) {
        int item = tree.item(node);
        return item <= 0 || problem == null ? "" : problem.itemName(item);
    }

    /** "k of d": the branch into {@code node} (empty for the root). */
    public String branchLabel(int node) {
        int parent = tree.parent(node);
        return parent < 0 ? "" : tree.rank(node) + " of " + tree.length(parent);
    }

    /**
     * "item k of d": the branch into {@code node} with the item whose option it is, as the path
     * above the tree says it (empty for the root). A box shows these words over its own item, so
     * that "1 of 2" is not read as that item's own option count.
     */
    public String branchWords(int node) {
        int parent = tree.parent(node);
        return parent < 0 ? "" : itemName(parent) + " " + branchLabel(node);
    }

    /** True when {@code node}'s own choice (or solution) is known at the cursor. */
    public boolean isEntered(int node) {
        return node < entered || (showAhead.get() && tree.kind(node) != SearchTree.Kind.PENDING);
    }

    /**
     * The path to where the search stands with its last {@code levelsShown} levels, those above
     * named ("L0–L25 …"); the panel shows as many as its width holds.
     */
    public String pathText(int levelsShown) {
        return describePath(Math.max(1, levelsShown));
    }

    private String describePath(int levelsShown) {
        SearchTree t = tree;
        if (finished) {
            long solutions = t.solutions(0, size);
            return String.format(Locale.ROOT, "The search is over: %,d %s in a tree of %,d nodes.", solutions,
                    solutions == 1 ? "solution" : "solutions", sum(recordedProfile));
        }
        if (current < 0) {
            return "The search has not chosen anything yet: the tree grows from its first choice.";
        }
        int[] path = t.path(current);
        java.util.List<String> parts = new java.util.ArrayList<>();
        for (int l = 0; l + 1 < path.length; l++) {
            parts.add(LevelColours.tag(l) + ": " + branchWords(path[l + 1]));
        }
        int node = current;
        int l = path.length - 1;
        boolean atSolution = false;
        if (node >= entered && !parts.isEmpty()) {
            int last = parts.size() - 1;
            parts.set(last, parts.get(last) + ", being tried");
        } else if (t.isSolution(node)) {
            parts.add("a solution \u2713");
            atSolution = true;
        } else {
            int d = t.length(node);
            parts.add(LevelColours.tag(l) + ": " + itemName(node) + " (" + d + (d == 1 ? " option)" : " options)")
                    + (d == 0 ? ": a dead end \u2715" : ""));
        }
        int levels = parts.size() - (atSolution ? 1 : 0); // "a solution" is no level of its own
        int hidden = levels - levelsShown;
        if (hidden > 0) {
            parts = new java.util.ArrayList<>(parts.subList(hidden, parts.size()));
            // the levels left out named, not counted: "… 2 levels above" read as if two more were coming
            parts.add(0, (hidden == 1 ? "L0" : "L0\u2013L" + (hidden - 1)) + " \u2026");
        }
        return String.join(SEPARATOR, parts);
    }

    private String describeEstimate() {
        // the figure first, then whose it is: a narrow panel keeps the start ("37.5% done"), and
        // "Knuth's estimate: 37.5%" once wrapped with "done" alone on its second line (issue 24)
        String text = String.format(Locale.ROOT, "%.1f%% done, Knuth's estimate", 100 * estimate.get());
        boolean wholeKnown = tree.isComplete() && (showAhead.get() || finished);
        if (wholeKnown) {
            long all = sum(recordedProfile);
            long done = sum(profile);
            text += String.format(Locale.ROOT, " \u2014 in fact %,d of %,d nodes (%.1f%%)", done, all, 100.0 * done / Math.max(1, all));
        } else if (!tree.isComplete()) {
            text += String.format(Locale.ROOT, " (%,d nodes so far)", sum(profile));
        }
        return text;
    }

    private static long sum(long[] values) {
        long total = 0;
        for (long v : values) {
            total += v;
        }
        return total;
    }

    /** A tooltip for {@code node}: what it is, how it was reached, what lies below it. */
    public String describe(int node) {
        SearchTree t = tree;
        int level = t.depth(node);
        StringBuilder text = new StringBuilder();
        if (!isEntered(node)) {
            text.append("Level ").append(level).append(": its option is being tried, nothing chosen yet");
        } else if (t.isSolution(node)) {
            text.append("Level ").append(level).append(": a solution, every item covered");
        } else {
            int d = t.length(node);
            text.append("Level ").append(level).append(": ").append(itemName(node)).append(" chosen, ")
                    .append(d).append(d == 1 ? " option" : " options");
            if (d == 0) {
                text.append(": a dead end, no option covers it");
            }
        }
        int parent = t.parent(node);
        if (parent >= 0 && problem != null) {
            text.append("\nReached by option ").append(problem.optionLabel(t.option(node))).append(", ")
                    .append(branchLabel(node)).append(" of ").append(itemName(parent));
        }
        int end = t.subtreeEnd(node, bound());
        if (end - node > 1) {
            text.append(String.format(Locale.ROOT, "\n%,d nodes below it%s: %,d %s, %,d dead %s", end - node - 1,
                    end < size || t.endPosition(node) != Long.MAX_VALUE ? "" : " so far",
                    t.solutions(node, end), t.solutions(node, end) == 1 ? "solution" : "solutions",
                    t.deadEnds(node, end), t.deadEnds(node, end) == 1 ? "end" : "ends"));
        }
        text.append("\nClick: go there. Click its \"k of d\": go to just before that option is tried.");
        return text.toString();
    }

    /** A tooltip for the fold of nodes {@code [first, end)}. */
    public String describeFold(int first, int end) {
        int solutions = tree.solutions(first, end);
        int deadEnds = tree.deadEnds(first, end);
        return String.format(Locale.ROOT, "%,d nodes, too small to draw one by one here (%,d %s, %,d dead %s).%n"
                        + "Click or zoom in (mouse wheel) to see them.", end - first, solutions,
                solutions == 1 ? "solution" : "solutions", deadEnds, deadEnds == 1 ? "end" : "ends");
    }

    // ------------------------------------------------------------------ commands

    /** Seeks to {@code node}: its item chosen and covered (a dead end or solution: just found). */
    public void seekToNode(int node) {
        if (tree != null && node >= 0 && node < size) {
            seeker.accept(tree.readyPosition(node));
        }
    }

    /** Seeks to just before the branch into {@code node} is tried: the next step tries it. */
    public void seekToBranch(int node) {
        if (tree != null && node > 0 && node < size) {
            seeker.accept(tree.branchPosition(node));
        }
    }
}
