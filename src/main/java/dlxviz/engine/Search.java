package dlxviz.engine;

import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemPurified;
import dlxviz.events.ItemUncovered;
import dlxviz.events.ItemUnpurified;
import dlxviz.events.NodeCleansed;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.NodeUncleansed;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import java.util.Arrays;

/**
 * Algorithm X with dancing links as an explicit-stack state machine, after Knuth's DLX1:
 * no recursion, no threads, so it can stop after any link change and go on later.
 *
 * <p>The labels are Knuth's:
 * <pre>
 * forward: nodes++; choose an item i; cover(i); x[l] = D[i]
 * advance: if x[l] == i goto backup; cover the other items of option x[l];
 *          if no primary item is left, visit a solution and goto recover; l++; goto forward
 * backup:  uncover(i); if l == 0 goto done; l--; x = x[l]; i = TOP[x]
 * recover: uncover the other items of option x[l], right to left; x[l] = D[x[l]]; goto advance
 * done.
 * </pre>
 *
 * <p>Two ways to drive it, which produce the same events and the same counters:
 * <ul>
 *   <li>{@link #step()} performs one micro-step (a header unlinked, a node hidden, an option
 *       tried, ...) and returns it as an event record: for teaching, one link at a time.</li>
 *   <li>{@link #run(long, long)} and its shorthands run whole labels with plain loops, the way
 *       DLX1 does, calling the observer (if any) with ints: for speed. With no observer the only
 *       cost of the event hooks is a null check.</li>
 * </ul>
 * Deterministic: the same problem and choice rule always give the same events.
 *
 * <p>With colours it is Knuth's Algorithm C (DLX2): the other items of an option are
 * <em>committed</em> rather than covered (an uncoloured item covered, a coloured one purified,
 * a cleansed one left alone) and uncommitted on the way back; covers pass cleansed nodes by.
 * Knuth's steps C1-C8 are X1-X8 with commit and uncommit in X5 and X6. A colourless problem
 * takes exactly the paths it took before colours came.
 */
public final class Search {
    // Knuth's labels: a run of whole labels may start at any of these.
    private static final int FORWARD = 0;
    private static final int ADVANCE = 1;
    private static final int BACKUP = 2;
    private static final int RECOVER = 3;
    private static final int FINISH = 4;
    private static final int DONE = 5;
    // Intermediate states of the micro-step machine (inside a label).
    private static final int AFTER_CHOSEN_COVER = 6;
    private static final int COVER_OTHERS = 7;
    private static final int AFTER_BACKUP_UNCOVER = 8;
    private static final int UNCOVER_OTHERS = 9;
    private static final int IN_COVER = 10;
    private static final int IN_UNCOVER = 11;
    private static final int IN_PURIFY = 12;
    private static final int IN_UNPURIFY = 13;
    // Phases of one cover or uncover inside the micro-step machine.
    private static final int PHASE_MARK = 0;
    private static final int PHASE_NODES = 1;
    private static final int PHASE_HEADER = 2;

    private final Torus torus;
    private final ItemChoice choice;
    private final int[] U, D, TOP, R;
    /** The torus's colours (see {@link ColourDance}); null for a colourless problem, which never reads them. */
    private final int[] COLOR;
    /** Algorithm C's commit and uncommit on the torus; null for a colourless problem. */
    private final ColourDance colours;
    /** x[l]: the node of the option tried at each level; the explicit stack. */
    private final int[] x;
    private final long[] profile;

    private SearchObserver observer;
    private volatile boolean stopRequested;
    /** The seed of the random tie-break ({@link ItemChoice#MIN_LENGTH_RANDOM}), and its generator. */
    private long tieBreakSeed;
    private java.util.SplittableRandom random = new java.util.SplittableRandom(0);
    /** Tori up to this size keep a copy as found, which {@link #reset()} restores fastest (a sudoku's). */
    static final int COPIED_UP_TO = 1 << 20;
    /**
     * The torus as the search found it, for {@link #reset()}; null for a larger torus, which is
     * relinked from its constant parts instead, as a copy would take two thirds of its memory again.
     */
    private final Torus.State pristine;
    private int forcedCount;
    /**
     * The level at which the search ends when it backs up to it: 0 for the whole search, the
     * depth of a subtree's root while {@link #enterSubtree} restricts it to that subtree.
     */
    private int floor;

    private int state = FORWARD;
    private int level;
    private int best;           // the item chosen at the current level
    private int p;              // position while covering/uncovering the other items of an option
    private long nodes, updates, solutions, cleansings;

    // The cover, uncover, purify or unpurify in progress in the micro-step machine.
    private int subItem, subPhase, subReturn, rr, nn, subNode;

    public Search(ExactCoverProblem problem) {
        this(new Torus(problem), ItemChoice.MIN_LENGTH);
    }

    public Search(ExactCoverProblem problem, ItemChoice choice) {
        this(new Torus(problem), choice);
    }

    public Search(Torus torus, ItemChoice choice) {
        this.torus = torus;
        this.choice = choice;
        this.U = torus.U;
        this.D = torus.D;
        this.TOP = torus.TOP;
        this.R = torus.R;
        this.COLOR = torus.COLOR;
        this.colours = torus.colourDance();
        this.x = new int[torus.primaryCount() + 2];
        this.profile = new long[torus.primaryCount() + 2];
        this.pristine = torus.size() <= COPIED_UP_TO ? torus.state() : null;
    }

    /** The torus this search dances on, read-only: only the search changes it. */
    public TorusView torus() {
        return torus;
    }

    /**
     * Seeds the random tie-break of {@link ItemChoice#MIN_LENGTH_RANDOM}: the same seed makes the
     * same choices. Call before the search starts; {@link #reset()} starts the generator again.
     */
    public void setTieBreakSeed(long seed) {
        tieBreakSeed = seed;
        random = new java.util.SplittableRandom(seed);
    }

    /** Sets the one observer that hears every event (null for none, the fastest). */
    public void setObserver(SearchObserver observer) {
        this.observer = observer;
    }

    /** Asks a run in progress (possibly on another thread) to return {@link StopReason#STOPPED}. */
    public void requestStop() {
        stopRequested = true;
    }

    public boolean isFinished() {
        return state == DONE;
    }

    /** The current depth: the number of options on the stack. */
    public int level() {
        return level;
    }

    public SearchStats stats() {
        return new SearchStats(solutions, nodes, updates, cleansings, COLOR != null, profile);
    }

    public long solutions() {
        return solutions;
    }

    public long nodes() {
        return nodes;
    }

    public long updates() {
        return updates;
    }

    /** DLX2's cleansings: one per purify and one per node cleansed (0 without colours). */
    public long cleansings() {
        return cleansings;
    }

    /**
     * The options of the partial solution on the stack (levels 0..level-1, plus the option being
     * tried at the current level once it is being covered). Right after a solution was found this
     * is that solution.
     */
    public int[] currentOptions() {
        return optionsUpTo(level + (optionInProgressAtCurrentLevel() ? 1 : 0));
    }

    private boolean optionInProgressAtCurrentLevel() {
        boolean onStack = state == COVER_OTHERS || state == UNCOVER_OTHERS || state == RECOVER
                || ((state == IN_COVER || state == IN_UNCOVER || state == IN_PURIFY || state == IN_UNPURIFY)
                    && (subReturn == COVER_OTHERS || subReturn == UNCOVER_OTHERS));
        return onStack && x[level] != best && x[level] > torus.itemCount();
    }

    // ------------------------------------------------------------------------------------------
    // Set-up: options selected before the search (a sudoku's givens), and reset.
    // ------------------------------------------------------------------------------------------

    /**
     * Selects {@code option} before the search starts, as a sudoku's given: covers each of its
     * items in order, reporting {@code OptionTried(option, firstNode, -1)} and the covers at level
     * -1. Returns false, and changes nothing, when one of its items is already covered (the
     * option clashes with one forced earlier). Counts its updates, so that updates still equal
     * the number of header-unlinked plus node-hidden events.
     *
     * @throws IllegalStateException once the search has started
     */
    public boolean forceOption(int option) {
        if (state != FORWARD || level != 0 || nodes != 0) {
            throw new IllegalStateException("options can only be forced before the search starts");
        }
        int first = torus.firstNode(option);
        int size = torus.optionSize(option);
        for (int q = first; q < first + size; q++) {
            int colour = COLOR == null ? 0 : COLOR[q];
            int purified = torus.purifiedColour(TOP[q]);
            if (!torus.isItemActive(TOP[q]) || (colour == 0 ? purified != 0 : purified != 0 && purified != colour)) {
                return false;
            }
        }
        if (observer != null) {
            observer.optionTried(option, first, -1);
        }
        for (int q = first; q < first + size; q++) {
            if (COLOR == null) {
                updates += torus.cover(TOP[q], -1, observer);
            } else {
                count(colours.commit(q, -1, observer));
            }
        }
        forcedCount++;
        return true;
    }

    /** Number of options forced since the last reset. */
    public int forcedCount() {
        return forcedCount;
    }

    /**
     * Back to the very start: the torus as built (forced options undone), counters zero, the
     * stack empty. Cheap (a few array copies), so one torus can serve many puzzles in turn.
     */
    public void reset() {
        if (pristine != null) {
            torus.restore(pristine);
        } else {
            torus.relink(); // as found: new Search on a torus as built, which is how every caller makes one
        }
        state = FORWARD;
        level = 0;
        best = 0;
        nodes = 0;
        updates = 0;
        solutions = 0;
        cleansings = 0;
        forcedCount = 0;
        floor = 0;
        Arrays.fill(profile, 0);
        stopRequested = false;
        random = new java.util.SplittableRandom(tieBreakSeed);
    }

    // ------------------------------------------------------------------------------------------
    // Subtrees, for counting on several threads (see ParallelCount).
    // ------------------------------------------------------------------------------------------

    /**
     * Restricts the search to the subtree below {@code path}: makes the choices of the whole
     * search down to level {@code path.length} (at each level, covers the item of the node
     * {@code path[l]}, then the other items of its option, as the search itself does), without
     * counting them, so that a run then explores exactly that subtree, with the whole search's
     * item choices, counters and profile levels, and finishes when it backs up to the subtree's
     * root. The work above the subtree is counted once, by whoever split the search.
     *
     * <p>Counters are not reset, so one search can explore many subtrees in turn (with
     * {@link #leaveSubtree()} between them) and hold their sums.
     *
     * @throws IllegalStateException    unless the search stands at level 0 before its first node
     *                                  or after {@link #leaveSubtree()}
     * @throws IllegalArgumentException when a node of the path is not a live option of the item the
     *                                  search chooses at its level
     */
    void enterSubtree(int[] path) {
        if (state != FORWARD || level != 0) {
            throw new IllegalStateException("a subtree can only be entered from the top of the search");
        }
        for (int l = 0; l < path.length; l++) {
            int node = path[l];
            if (node <= torus.itemCount() || node >= torus.size() || TOP[node] <= 0 || R[0] == 0
                    || chooseItem() != TOP[node] || !torus.isNodeVisible(node)) {
                undoPath(l);
                throw new IllegalArgumentException("node " + node + " is not an option of the item the search "
                        + "chooses at level " + l);
            }
            torus.cover(TOP[node], l, null);
            x[l] = node;
            coverOthers(node, l, null);
        }
        level = path.length;
        floor = path.length;
    }

    /**
     * Restricts the search to the options of one level not yet tried, as {@link #donate()} gave
     * them away: {@code path} is the choices of the levels above (as {@link #enterSubtree} takes
     * them, uncounted) followed by the first option given away, at level {@code path.length - 1}.
     * That level's node and the cover of its item were counted by the search that gave the
     * options away; a run then tries that option and the ones below it in its item's list, as
     * the giver would have, with the whole search's counters, and finishes when it backs up past
     * them. {@link #leaveSubtree()} after the run, as for a subtree.
     *
     * @throws IllegalStateException    unless the search stands at level 0 before its first node
     *                                  or after {@link #leaveSubtree()}
     * @throws IllegalArgumentException when a node of the path is not a live option of the item the
     *                                  search chooses at its level
     */
    void enterSiblings(int[] path) {
        int last = path.length - 1;
        enterSubtree(Arrays.copyOf(path, last));
        int node = path[last];
        if (node <= torus.itemCount() || node >= torus.size() || TOP[node] <= 0 || R[0] == 0
                || chooseItem() != TOP[node] || !torus.isNodeVisible(node)) {
            leaveSubtree();
            throw new IllegalArgumentException("node " + node + " is not an option of the item the search "
                    + "chooses at level " + last);
        }
        best = TOP[node];
        torus.cover(best, last, null); // uncounted: the giver counted this node and its cover
        x[last] = node;
        state = ADVANCE;
    }

    /**
     * Gives away work for another thread, between two runs (after a run stopped by its budget):
     * the options not yet tried at the shallowest level of the current path that has any. This
     * search then ends when it has finished the option it is in at that level (its floor moves
     * below it); the options given away go on with {@link #enterSiblings} on another search, which
     * counts them from their first cover as this one would have. The shallowest level is where the
     * largest part of what is left hangs, so one gift keeps the other thread busy longest.
     *
     * @return the path to hand to {@link #enterSiblings}, or null when every level of the current
     *         path is at its last option (or the search is not between two nodes): nothing to give
     */
    int[] donate() {
        if (state != FORWARD) {
            return null;
        }
        for (int l = floor; l < level; l++) {
            int next = D[x[l]];
            if (next != TOP[x[l]]) { // not back at the item's header: options are left at level l
                int[] path = Arrays.copyOf(x, l + 1);
                path[l] = next;
                floor = l + 1;
                return path;
            }
        }
        return null;
    }

    /**
     * Undoes {@link #enterSubtree}: back to level 0 with the torus as before it, ready for the
     * next subtree. Call it when the subtree's run has finished, or without a run.
     *
     * @throws IllegalStateException while the subtree's search is under way
     */
    void leaveSubtree() {
        boolean untouched = state == FORWARD && level == floor;
        if (!untouched && state != DONE) {
            throw new IllegalStateException("the subtree's search is under way");
        }
        undoPath(floor);
        level = 0;
        floor = 0;
        state = FORWARD;
    }

    /** Uncovers the choices x[depth-1] .. x[0], in the reverse order of their covers. */
    private void undoPath(int depth) {
        for (int l = depth - 1; l >= 0; l--) {
            int node = x[l];
            uncoverOthers(node, l, null);
            torus.uncover(TOP[node], l, null);
        }
    }

    /**
     * Explores only the node at the top of the current subtree (the search's root when none was
     * entered): counts it, chooses its item and tries each option as {@link #run} does, counting
     * the same updates and the solutions found right below it, and returns the nodes of the
     * options that leave items to cover: the roots of its own subtrees, in the search's order.
     * Leaves the torus and the level as it found them. The observer hears nothing.
     *
     * @throws IllegalStateException unless the search stands at the top of a subtree
     */
    int[] branches() {
        if (state != FORWARD || level != floor) {
            throw new IllegalStateException("branches are taken at the top of a subtree, before its run");
        }
        nodes++;
        profile[level]++;
        if (R[0] == 0) { // no primary items at all: the empty set is the one solution, as in run
            nodes++;
            profile[level]++;
            solutions++;
            return new int[0];
        }
        int item = chooseItem();
        updates += torus.cover(item, level, null);
        int[] children = new int[TOP[item]];
        int count = 0;
        for (int node = D[item]; node != item; node = D[node]) {
            count(coverOthers(node, level, null));
            if (R[0] == 0) {
                nodes++;
                profile[level + 1]++;
                solutions++;
            } else {
                children[count++] = node;
            }
            uncoverOthers(node, level, null);
        }
        torus.uncover(item, level, null);
        return Arrays.copyOf(children, count);
    }

    /**
     * Covers the items of {@code node}'s option other than its own, left to right; with colours,
     * commits them (Algorithm C). Returns the updates and cleansings packed as {@link ColourDance}
     * does (without colours: just the updates).
     */
    private long coverOthers(int node, int level, SearchObserver obs) {
        long counted = 0;
        for (int q = node + 1; q != node; ) {
            int j = TOP[q];
            if (j <= 0) {
                q = U[q];
            } else {
                counted += COLOR == null ? torus.cover(j, level, obs) : colours.commit(q, level, obs);
                q++;
            }
        }
        return counted;
    }

    /** The reverse of {@link #coverOthers}: right to left ("the choreography is delicate"). */
    private void uncoverOthers(int node, int level, SearchObserver obs) {
        for (int q = node - 1; q != node; ) {
            int j = TOP[q];
            if (j <= 0) {
                q = D[q];
            } else {
                if (COLOR == null) {
                    torus.uncover(j, level, obs);
                } else {
                    colours.uncommit(q, level, obs);
                }
                q--;
            }
        }
    }

    /** Adds updates and cleansings packed by {@link #coverOthers} or a commit to the counters. */
    private void count(long counted) {
        updates += ColourDance.updates(counted);
        cleansings += ColourDance.cleansings(counted);
    }

    // ------------------------------------------------------------------------------------------
    // Runs of whole labels (fast).
    // ------------------------------------------------------------------------------------------

    /** Runs to the end of the search. */
    public StopReason runToEnd() {
        return run(Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** Runs to the next solution; true if one was found, false if the search ended first. */
    public boolean nextSolution() {
        return run(1, Long.MAX_VALUE) == StopReason.SOLUTION_LIMIT;
    }

    /**
     * Runs until {@code solutionLimit} more solutions have been found, {@code updateBudget} more
     * updates have been spent, {@link #requestStop()} is called, or the search ends. Can be
     * called again to go on from where it stopped, also after {@link #step()}s.
     */
    public StopReason run(long solutionLimit, long updateBudget) {
        while (state >= AFTER_CHOSEN_COVER) { // finish a label that step() left half done
            step();
        }
        final Torus torus = this.torus;
        final int[] U = this.U, D = this.D, TOP = this.TOP, x = this.x;
        final long solutionTarget = solutions + Math.min(solutionLimit, Long.MAX_VALUE - solutions);
        final long updateLimit = updateBudget >= Long.MAX_VALUE - updates ? Long.MAX_VALUE : updates + updateBudget;
        if (solutions >= solutionTarget) {
            return StopReason.SOLUTION_LIMIT;
        }
        final SearchObserver obs = observer;
        final int floor = this.floor;
        int level = this.level, best = this.best;
        int state = this.state;
        StopReason reason;
        loop:
        while (true) {
            switch (state) {
                case FORWARD: {
                    if (stopRequested) {
                        stopRequested = false;
                        reason = StopReason.STOPPED;
                        break loop;
                    }
                    if (updates >= updateLimit) {
                        reason = StopReason.BUDGET;
                        break loop;
                    }
                    nodes++;
                    profile[level]++;
                    if (R[0] == 0) { // no primary items at all: the empty set is the one solution
                        this.level = level;
                        recordSolution(obs, level);
                        state = FINISH;
                        if (solutions >= solutionTarget) {
                            reason = StopReason.SOLUTION_LIMIT;
                            break loop;
                        }
                        break;
                    }
                    best = chooseItem();
                    if (obs != null) {
                        obs.itemChosen(best, TOP[best], level);
                    }
                    updates += torus.cover(best, level, obs);
                    x[level] = D[best];
                    state = ADVANCE;
                    break;
                }
                case ADVANCE: {
                    int cur = x[level];
                    if (cur == best) {
                        if (obs != null && TOP[best] == 0) {
                            obs.deadEnd(best, level);
                        }
                        state = BACKUP;
                        break;
                    }
                    if (obs != null) {
                        obs.optionTried(torus.optionOf(cur), cur, level);
                    }
                    if (COLOR != null) {
                        count(coverOthers(cur, level, obs));
                    } else {
                        // Algorithm X's own loop, inline: the hot path of every colourless search.
                        for (int q = cur + 1; q != cur; ) {
                            int j = TOP[q];
                            if (j <= 0) {
                                q = U[q];
                            } else {
                                updates += torus.cover(j, level, obs);
                                q++;
                            }
                        }
                    }
                    if (R[0] == 0) {
                        this.level = level;
                        recordSolution(obs, level + 1);
                        state = RECOVER;
                        if (solutions >= solutionTarget) {
                            reason = StopReason.SOLUTION_LIMIT;
                            break loop;
                        }
                        break;
                    }
                    level++;
                    state = FORWARD;
                    break;
                }
                case BACKUP: {
                    torus.uncover(best, level, obs);
                    if (level == floor) {
                        state = FINISH;
                        break;
                    }
                    level--;
                    best = TOP[x[level]];
                    state = RECOVER;
                    break;
                }
                case RECOVER: {
                    int cur = x[level];
                    if (COLOR != null) {
                        uncoverOthers(cur, level, obs);
                    } else {
                        for (int q = cur - 1; q != cur; ) {
                            int j = TOP[q];
                            if (j <= 0) {
                                q = D[q];
                            } else {
                                torus.uncover(j, level, obs);
                                q--;
                            }
                        }
                    }
                    if (obs != null) {
                        obs.optionRetracted(torus.optionOf(cur), cur, level);
                    }
                    x[level] = D[cur];
                    state = ADVANCE;
                    break;
                }
                case FINISH: {
                    if (obs != null) {
                        obs.searchFinished(solutions);
                    }
                    state = DONE;
                    break;
                }
                default: { // DONE
                    reason = StopReason.FINISHED;
                    break loop;
                }
            }
        }
        this.level = level;
        this.best = best;
        this.state = state;
        return reason;
    }

    /** Counts a solution (DLX1 counts it as a node too) and tells the observer its options. */
    private void recordSolution(SearchObserver obs, int depth) {
        nodes++;
        profile[depth]++;
        solutions++;
        if (obs != null) {
            obs.solutionFound(solutions, optionsUpTo(depth));
        }
    }

    /** The options tried at levels 0..depth-1. */
    private int[] optionsUpTo(int depth) {
        int[] options = new int[depth];
        for (int l = 0; l < depth; l++) {
            options[l] = torus.optionOf(x[l]);
        }
        return options;
    }

    private int chooseItem() {
        final int[] R = this.R, TOP = this.TOP;
        if (choice == ItemChoice.FIRST_ACTIVE) {
            return R[0];
        }
        if (choice == ItemChoice.MIN_LENGTH_RANDOM) {
            return chooseWithRandomTieBreak();
        }
        int stopAt = choice == ItemChoice.MIN_LENGTH_FAST ? 1 : 0;
        int chosen = R[0];
        int min = Integer.MAX_VALUE;
        for (int k = R[0]; k != 0; k = R[k]) {
            int length = TOP[k];
            if (length < min) {
                chosen = k;
                min = length;
                if (length <= stopAt) {
                    break; // nothing further right can be strictly smaller (DLX1 stops at 0 too)
                }
            }
        }
        return chosen;
    }

    /** The minimum length; each of the k items tied so far replaces the pick with chance 1/k (uniform). */
    private int chooseWithRandomTieBreak() {
        int chosen = R[0];
        int min = Integer.MAX_VALUE;
        int ties = 0;
        for (int k = R[0]; k != 0; k = R[k]) {
            int length = TOP[k];
            if (length < min) {
                chosen = k;
                min = length;
                ties = 1;
            } else if (length == min && random.nextInt(++ties) == 0) {
                chosen = k;
            }
        }
        return chosen;
    }

    // ------------------------------------------------------------------------------------------
    // One micro-step at a time (for teaching).
    // ------------------------------------------------------------------------------------------

    /**
     * Performs one micro-step and returns it: exactly one event per call, the same events in the
     * same order as {@link #run} reports to an observer. Returns null once the search is done
     * (after its {@link SearchFinished}).
     */
    public SearchEvent step() {
        while (true) {
            SearchEvent event = advanceMachine();
            if (event != null) {
                if (observer != null) {
                    EventCollector.dispatch(event, observer);
                }
                return event;
            }
            if (state == DONE) {
                return null;
            }
        }
    }

    /** Moves the machine by one transition; returns the event it produced, if any. */
    private SearchEvent advanceMachine() {
        switch (state) {
            case FORWARD: {
                nodes++;
                profile[level]++;
                if (R[0] == 0) {
                    solutions++;
                    nodes++;
                    profile[level]++;
                    state = FINISH;
                    return new SolutionFound(solutions, new int[0]);
                }
                best = chooseItem();
                startCover(best, AFTER_CHOSEN_COVER);
                return new ItemChosen(best, TOP[best], level);
            }
            case AFTER_CHOSEN_COVER:
                x[level] = D[best];
                state = ADVANCE;
                return null;
            case ADVANCE: {
                int cur = x[level];
                if (cur == best) {
                    state = BACKUP;
                    return TOP[best] == 0 ? new DeadEnd(best, level) : null;
                }
                p = cur + 1;
                state = COVER_OTHERS;
                return new OptionTried(torus.optionOf(cur), cur, level);
            }
            case COVER_OTHERS: {
                int cur = x[level];
                while (p != cur) {
                    int j = TOP[p];
                    if (j <= 0) {
                        p = U[p];
                    } else {
                        int colour = COLOR == null ? 0 : COLOR[p];
                        p++;
                        if (colour == 0) {
                            startCover(j, COVER_OTHERS);
                            return null;
                        }
                        if (colour > 0) {
                            startPurify(p - 1, COVER_OTHERS);
                            return null;
                        }
                    }
                }
                if (R[0] == 0) {
                    nodes++;
                    profile[level + 1]++;
                    solutions++;
                    state = RECOVER;
                    return new SolutionFound(solutions, optionsUpTo(level + 1));
                }
                level++;
                state = FORWARD;
                return null;
            }
            case BACKUP:
                startUncover(best, AFTER_BACKUP_UNCOVER);
                return null;
            case AFTER_BACKUP_UNCOVER:
                if (level == floor) {
                    state = FINISH;
                    return null;
                }
                level--;
                best = TOP[x[level]];
                state = RECOVER;
                return null;
            case RECOVER:
                p = x[level] - 1;
                state = UNCOVER_OTHERS;
                return null;
            case UNCOVER_OTHERS: {
                int cur = x[level];
                while (p != cur) {
                    int j = TOP[p];
                    if (j <= 0) {
                        p = D[p];
                    } else {
                        int colour = COLOR == null ? 0 : COLOR[p];
                        p--;
                        if (colour == 0) {
                            startUncover(j, UNCOVER_OTHERS);
                            return null;
                        }
                        if (colour > 0) {
                            startUnpurify(p + 1, UNCOVER_OTHERS);
                            return null;
                        }
                    }
                }
                x[level] = D[cur];
                state = ADVANCE;
                return new OptionRetracted(torus.optionOf(cur), cur, level);
            }
            case IN_COVER:
                return coverMicroStep();
            case IN_UNCOVER:
                return uncoverMicroStep();
            case IN_PURIFY:
                return purifyMicroStep();
            case IN_UNPURIFY:
                return unpurifyMicroStep();
            case FINISH:
                state = DONE;
                return new SearchFinished(solutions);
            default:
                return null;
        }
    }

    private void startCover(int item, int returnTo) {
        subItem = item;
        subPhase = PHASE_MARK;
        subReturn = returnTo;
        state = IN_COVER;
    }

    private void startUncover(int item, int returnTo) {
        subItem = item;
        subPhase = PHASE_NODES;
        subReturn = returnTo;
        rr = U[item];
        nn = rr - 1;
        state = IN_UNCOVER;
    }

    /** One event of cover(subItem): the start mark, the header unlink, then each node hidden. */
    private SearchEvent coverMicroStep() {
        int c = subItem;
        if (subPhase == PHASE_MARK) {
            subPhase = PHASE_HEADER;
            return new ItemCovered(c, level);
        }
        if (subPhase == PHASE_HEADER) {
            int l = torus.L[c], r = torus.R[c];
            torus.unlinkHeader(c);
            updates++;
            subPhase = PHASE_NODES;
            rr = D[c];
            nn = rr + 1;
            return new HeaderUnlinked(c, l, r);
        }
        while (rr != c) {
            if (nn == rr) {
                rr = D[rr];
                nn = rr + 1;
                continue;
            }
            if (COLOR != null && COLOR[nn] < 0) {
                nn++; // a cleansed node stays in its column (DLX2)
                continue;
            }
            int cc = TOP[nn];
            if (cc <= 0) {
                nn = U[nn];
                continue;
            }
            int node = nn++;
            int up = U[node], down = D[node];
            torus.hideNode(node);
            updates++;
            return new NodeHidden(node, cc, up, down);
        }
        state = subReturn;
        return null;
    }

    /** One event of uncover(subItem): each node restored, the header relinked, the end mark. */
    private SearchEvent uncoverMicroStep() {
        int c = subItem;
        if (subPhase == PHASE_NODES) {
            while (rr != c) {
                if (nn == rr) {
                    rr = U[rr];
                    nn = rr - 1;
                    continue;
                }
                if (COLOR != null && COLOR[nn] < 0) {
                    nn--;
                    continue;
                }
                int cc = TOP[nn];
                if (cc <= 0) {
                    nn = D[nn];
                    continue;
                }
                int node = nn--;
                torus.restoreNode(node);
                return new NodeRestored(node, cc, U[node], D[node]);
            }
            subPhase = PHASE_HEADER;
        }
        if (subPhase == PHASE_HEADER) {
            torus.relinkHeader(c);
            subPhase = PHASE_MARK;
            return new HeaderRelinked(c, torus.L[c], torus.R[c]);
        }
        state = subReturn;
        return new ItemUncovered(c, level);
    }

    // ---- purify and unpurify, one event at a time (Algorithm C) ----

    private void startPurify(int node, int returnTo) {
        subNode = node;
        subItem = TOP[node];
        subPhase = PHASE_MARK;
        subReturn = returnTo;
        state = IN_PURIFY;
    }

    private void startUnpurify(int node, int returnTo) {
        subNode = node;
        subItem = TOP[node];
        subPhase = PHASE_NODES;
        subReturn = returnTo;
        rr = U[subItem];
        nn = -1;
        state = IN_UNPURIFY;
    }

    /**
     * One event of purify(subNode): the item takes the colour, then, down its column, each
     * option of another colour has its other nodes hidden one by one and each option of the
     * same colour is cleansed. {@code nn == -1}: at the start of option {@code rr}.
     */
    private SearchEvent purifyMicroStep() {
        int c = subItem, colour = COLOR[subNode];
        if (subPhase == PHASE_MARK) {
            TorusChecks.setColour(torus, c, 0, colour);
            cleansings++;
            subPhase = PHASE_NODES;
            rr = D[c];
            nn = -1;
            return new ItemPurified(subNode, c, colour, level);
        }
        while (rr != c) {
            if (nn == -1) {
                if (COLOR[rr] == colour) {
                    int node = rr;
                    TorusChecks.setColour(torus, node, colour, -1);
                    cleansings++;
                    rr = D[rr];
                    return new NodeCleansed(node, c, colour);
                }
                nn = rr + 1;
            }
            if (nn == rr) {
                rr = D[rr];
                nn = -1;
                continue;
            }
            if (COLOR[nn] < 0) {
                nn++;
                continue;
            }
            int cc = TOP[nn];
            if (cc <= 0) {
                nn = U[nn];
                continue;
            }
            int node = nn++;
            int up = U[node], down = D[node];
            torus.hideNode(node);
            updates++;
            return new NodeHidden(node, cc, up, down);
        }
        state = subReturn;
        return null;
    }

    /** One event of unpurify(subNode): the reverse of {@link #purifyMicroStep}, ending with the item's colour cleared. */
    private SearchEvent unpurifyMicroStep() {
        int c = subItem, colour = COLOR[subNode];
        while (rr != c) {
            if (nn == -1) {
                if (COLOR[rr] < 0) {
                    int node = rr;
                    TorusChecks.setColour(torus, node, -1, colour);
                    rr = U[rr];
                    return new NodeUncleansed(node, c, colour);
                }
                nn = rr - 1;
            }
            if (nn == rr) {
                rr = U[rr];
                nn = -1;
                continue;
            }
            if (COLOR[nn] < 0) {
                nn--;
                continue;
            }
            int cc = TOP[nn];
            if (cc <= 0) {
                nn = D[nn];
                continue;
            }
            int node = nn--;
            torus.restoreNode(node);
            return new NodeRestored(node, cc, U[node], D[node]);
        }
        TorusChecks.setColour(torus, c, colour, 0);
        state = subReturn;
        return new ItemUnpurified(subNode, c, colour, level);
    }
}
