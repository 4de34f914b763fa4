package dlxviz.app.teaching;

import dlxviz.app.session.LoadedProblem;
import dlxviz.catalogue.RuleNames;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.SearchStats;
import dlxviz.engine.StopReason;
import dlxviz.playback.SearchTree;
import dlxviz.playback.TreeBuilder;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The same search under two choice rules, for the loaded problem: run in the background, taking
 * turns in slices so both move on together, with the counters and the per-level profiles of
 * each. A rule that needs more than {@link #UPDATE_BUDGET} updates is stopped there and marked
 * unfinished (the first-item rule can take billions on a sudoku); cancel stops both at once.
 * Each search also grows its search tree (a {@link TreeBuilder} as its observer), to draw the two
 * side by side, up to {@link #TREE_LIMIT} nodes. Properties change on the FX thread only.
 */
public final class RuleComparison {
    /** Updates each rule may spend before it is reported unfinished. */
    public static final long UPDATE_BUDGET = 2_000_000_000L;
    /** Updates per turn: small enough that both sides move on visibly and cancel is quick. */
    private static final long SLICE = 2_000_000;
    /**
     * Nodes of each tree kept (about 70 bytes a node): past it the builder is let go, so a rule
     * that runs to its update budget neither fills the heap nor pays for the events it does not draw.
     */
    public static final int TREE_LIMIT = 500_000;

    /**
     * One side's outcome so far: its rule, DLX1's counters and profile, whether it ended, and its
     * search tree so far ({@code tree} names its items from {@code problem}); the tree stops
     * growing at {@link #TREE_LIMIT} nodes ({@link #treeCut()}).
     */
    public record Result(ItemChoice rule, long seed, SearchStats stats, boolean finished, long millis,
                         ExactCoverProblem problem, SearchTree tree) {
        /** The tree was let go at the limit: it holds fewer nodes than the search entered. */
        public boolean treeCut() {
            return !tree.isComplete() && tree.size() >= TREE_LIMIT;
        }

        /** The deepest level the search reached (the last one with a node in its profile). */
        public int depth() {
            long[] profile = stats.profile();
            for (int level = profile.length - 1; level >= 0; level--) {
                if (profile[level] > 0) {
                    return level;
                }
            }
            return 0;
        }
    }

    private final ObjectProperty<ItemChoice> left = new SimpleObjectProperty<>(this, "left", ItemChoice.MIN_LENGTH);
    private final ObjectProperty<ItemChoice> right = new SimpleObjectProperty<>(this, "right", ItemChoice.FIRST_ACTIVE);
    private final ReadOnlyObjectWrapper<Result> leftResult = new ReadOnlyObjectWrapper<>(this, "leftResult");
    private final ReadOnlyObjectWrapper<Result> rightResult = new ReadOnlyObjectWrapper<>(this, "rightResult");
    /** Ticks once both results are set: a view of the pair never sees a new one beside an old one. */
    private final ReadOnlyLongWrapper results = new ReadOnlyLongWrapper(this, "results");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    /** Runs the work; tests pass one that runs it at once. */
    private final Consumer<Runnable> background;
    /** Hands results to the FX thread; tests pass one that runs them at once. */
    private final Executor onFx;
    private volatile Run current;

    public RuleComparison() {
        this(work -> {
            Thread thread = new Thread(work, "rule-comparison");
            thread.setDaemon(true);
            thread.start();
        }, Platform::runLater);
    }

    /**
     * With {@code background} to run the comparison (a new daemon thread in the app) and
     * {@code onFx} to publish its figures (the FX thread in the app).
     */
    RuleComparison(Consumer<Runnable> background, Executor onFx) {
        this.background = background;
        this.onFx = onFx;
    }

    /**
     * Compares the two rules on {@code loaded} ({@code seed} for a random tie-break); a run under
     * way is cancelled first.
     */
    public void start(LoadedProblem loaded, long seed) {
        cancel();
        if (loaded == null) {
            return;
        }
        Run run = new Run(loaded, left.get(), right.get(), seed);
        current = run;
        setResults(null, null);
        running.set(true);
        status.set("Comparing " + RuleNames.name(left.get()) + " with " + RuleNames.name(right.get()) + "…");
        background.accept(run);
    }

    private void setResults(Result a, Result b) {
        leftResult.set(a);
        rightResult.set(b);
        results.set(results.get() + 1);
    }

    /** Stops a run under way; what it counted so far stays, marked unfinished. */
    public void cancel() {
        Run run = current;
        if (run != null) {
            run.cancelled = true;
            current = null;
            running.set(false);
            status.set("Cancelled: the figures are those counted so far.");
        }
    }

    /** A new problem: old figures would mislead, so they go. */
    public void clear() {
        cancel();
        setResults(null, null);
        status.set("");
    }

    /** Both searches, turn about, on the run's own thread. */
    private final class Run implements Runnable {
        private final LoadedProblem loaded;
        private final ItemChoice[] rules;
        private final long seed;
        volatile boolean cancelled;

        Run(LoadedProblem loaded, ItemChoice a, ItemChoice b, long seed) {
            this.loaded = loaded;
            this.rules = new ItemChoice[] {a, b};
            this.seed = seed;
        }

        @Override
        public void run() {
            Search[] searches = new Search[2];
            TreeBuilder[] trees = new TreeBuilder[2];
            boolean[] done = new boolean[2];
            long[] nanos = new long[2];
            for (int side = 0; side < 2; side++) {
                searches[side] = new Search(loaded.problem(), rules[side]);
                searches[side].setTieBreakSeed(seed);
                for (int option : loaded.forced()) {
                    searches[side].forceOption(option);
                }
                // after the givens: the tree starts at the first choice, as the window's does
                trees[side] = new TreeBuilder();
                searches[side].setObserver(trees[side]);
            }
            while (!cancelled && !(done[0] && done[1])) {
                for (int side = 0; side < 2 && !cancelled; side++) {
                    if (done[side]) {
                        continue;
                    }
                    long start = System.nanoTime();
                    StopReason stop = searches[side].run(Long.MAX_VALUE, SLICE);
                    nanos[side] += System.nanoTime() - start;
                    done[side] = stop == StopReason.FINISHED || searches[side].updates() >= UPDATE_BUDGET;
                    if (trees[side].tree().size() >= TREE_LIMIT) {
                        searches[side].setObserver(null); // the tree stops here; the counters go on
                    }
                }
                publish(searches, trees, done, nanos, false);
            }
            publish(searches, trees, done, nanos, true);
        }

        private void publish(Search[] searches, TreeBuilder[] trees, boolean[] done, long[] nanos, boolean last) {
            Result a = result(searches[0], trees[0], 0, done[0], nanos[0]);
            Result b = result(searches[1], trees[1], 1, done[1], nanos[1]);
            onFx.execute(() -> {
                if (current != this) {
                    return; // cancelled or replaced: a newer run owns the properties
                }
                setResults(a, b);
                if (last) {
                    running.set(false);
                    current = null;
                    status.set(a.finished() && b.finished() ? "Both searches finished."
                            : !a.finished() && !b.finished()
                            ? String.format("Neither search finished within %,d updates: the figures are those counted "
                                    + "so far.", UPDATE_BUDGET)
                            : String.format("%s did not finish within %,d updates: its figures are those counted so far.",
                                    a.finished() ? RuleNames.name(b.rule()) : RuleNames.name(a.rule()), UPDATE_BUDGET));
                }
            });
        }

        private Result result(Search search, TreeBuilder tree, int side, boolean done, long nanos) {
            boolean finished = done && search.isFinished();
            return new Result(rules[side], seed, search.stats(), finished, nanos / 1_000_000, loaded.problem(), tree.tree());
        }
    }

    public ObjectProperty<ItemChoice> leftProperty() {
        return left;
    }

    public ObjectProperty<ItemChoice> rightProperty() {
        return right;
    }

    public ReadOnlyObjectProperty<Result> leftResultProperty() {
        return leftResult.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Result> rightResultProperty() {
        return rightResult.getReadOnlyProperty();
    }

    /** Ticks each time both results have been set (or cleared) together: what a view of both listens to. */
    public ReadOnlyLongProperty resultsProperty() {
        return results.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
