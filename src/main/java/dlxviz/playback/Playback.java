package dlxviz.playback;

import static dlxviz.playback.EventCode.code;
import static dlxviz.playback.EventCode.payload;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.InvalidProblemException;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Records a search and plays it back, forward and backward, at any step size: the teacher's
 * instrument. Views observe this class (its replica torus, its counters, its {@link Step}s),
 * never the engine.
 *
 * <h2>Model</h2>
 * The engine's events are recorded in a compact log (one int per event). A <em>cursor</em>
 * ({@link #position()}) says how many of them have been applied to a <em>replica</em> torus
 * ({@link #torus()}). Stepping forward applies events (recording more from the engine when the
 * cursor reaches the recorded end); stepping back applies their inverses in reverse order;
 * {@link #seek(long)} jumps anywhere exactly, from a checkpoint plus replay. Everything the views
 * show at the cursor (level, counters, partial solution, ...) is derived from the log.
 *
 * <h2>Threading contract</h2>
 * <ul>
 *   <li>One <em>owner</em> thread (the FX thread in the app) calls every method except the three
 *       below: the cursor, the replica, breakpoints and listeners are confined to it; listeners
 *       are called on it.</li>
 *   <li>{@link #recordedLength()} and {@link #isSearchComplete()} may be read from any thread
 *       (volatile).</li>
 *   <li>{@link #record(long)} may be called from one background thread (a
 *       {@code javafx.concurrent.Task}) to record far ahead while the owner keeps stepping within
 *       the recorded part. The engine and the log have a single writer at a time (a lock): while a
 *       background recording holds it, a forward move of the owner that reaches the recorded end
 *       does not wait but stops with {@link StepEnd#RECORDER_BUSY}. A call holds the lock for at
 *       most 65,536 events at a time and returns early when its thread is interrupted, so a
 *       task can be cancelled between or during calls.</li>
 * </ul>
 *
 * <h2>Costs (measured by {@code PlaybackBenchmark}, N-queens 12)</h2>
 * About 6 bytes per recorded event, checkpoints included; a seek anywhere in 10 million events
 * takes tens of microseconds; replay runs at about 30 million events per second, so a frame of
 * "as fast as possible" ({@link #advanceFor}) can pass hundreds of thousands of events.
 */
public final class Playback {
    /** Events the owner records at a time when it reaches the recorded end itself. */
    private static final int OWNER_CHUNK = 4096;

    private final ExactCoverProblem problem;
    private final Recorder recorder;
    private final EventLog log;
    private final Torus replica;
    private final SearchContext context;
    private final BreakpointSet breakpoints = new BreakpointSet();
    private final List<PlaybackListener> listeners = new ArrayList<>();
    private long position;
    private long revision;
    private Step lastStep = new Step(Direction.FORWARD, 0, 0, List.of(), StepEnd.SEEK, null);

    /** A search of {@code problem} with DLX1's choice rule and no forced options. */
    public Playback(ExactCoverProblem problem) {
        this(problem, ItemChoice.MIN_LENGTH);
    }

    /**
     * A search of {@code problem} with {@code choice}, after selecting {@code forcedOptions}
     * (option numbers 1..M, e.g. a sudoku's givens) in order. Their events are the first of the
     * log, at level -1, so the set-up can be stepped through like the rest.
     *
     * @throws IllegalArgumentException when an option number is out of range or an option clashes
     *         with one forced before it (the message names both)
     */
    public Playback(ExactCoverProblem problem, ItemChoice choice, int... forcedOptions) {
        this.problem = problem;
        this.replica = new Torus(problem);
        if (replica.size() > EventCode.MAX_PAYLOAD) {
            throw new InvalidProblemException("the problem has " + replica.size()
                    + " nodes; playback can record at most " + EventCode.MAX_PAYLOAD);
        }
        this.recorder = new Recorder(problem, choice);
        this.log = recorder.log();
        this.context = new SearchContext(replica);
        for (int k = 0; k < forcedOptions.length; k++) {
            int option = forcedOptions[k];
            if (option < 1 || option > problem.optionCount()) {
                throw new IllegalArgumentException("forced option " + option + " does not exist: the "
                        + "options are numbered 1 to " + problem.optionCount());
            }
            if (!recorder.force(option)) {
                throw new IllegalArgumentException("forced option " + describe(option)
                        + " clashes with forced option " + describe(firstClash(forcedOptions, k))
                        + ": they share an item");
            }
        }
    }

    private String describe(int option) {
        return option + " (" + problem.optionLabel(option) + ")";
    }

    private int firstClash(int[] forced, int k) {
        int[] items = problem.option(forced[k]);
        for (int j = 0; j < k; j++) {
            int[] other = problem.option(forced[j]);
            for (int item : items) {
                for (int o : other) {
                    if (o == item) {
                        return forced[j];
                    }
                }
            }
        }
        return forced[k];
    }

    public ExactCoverProblem problem() {
        return problem;
    }

    /** The replica torus at the cursor. Read it; never change it. Owner thread only. */
    public Torus torus() {
        return replica;
    }

    // ---- where the cursor is ----

    /** Number of events applied to the replica: the cursor, 0 .. {@link #recordedLength()}. */
    public long position() {
        return position;
    }

    /** Number of events recorded so far. Any thread. */
    public long recordedLength() {
        return log.length();
    }

    /** True once the engine has finished and every event is recorded. Any thread. */
    public boolean isSearchComplete() {
        return recorder.isComplete();
    }

    public boolean canStepBack() {
        return position > 0;
    }

    /** False only at the end of a complete search. */
    public boolean canStepForward() {
        return !(recorder.isComplete() && position == log.length());
    }

    // ---- moving the cursor (owner thread) ----

    /**
     * One step forward of {@code size}: to its next boundary, or earlier at a breakpoint or the
     * end. Records from the engine as needed, so a {@link StepSize#SOLUTION} step can take long on
     * a big search: in the app, use {@link #advance(StepSize, long)} in chunks for that.
     */
    public Step stepForward(StepSize size) {
        return advance(size, Long.MAX_VALUE);
    }

    /** One step back of {@code size}, to its previous boundary (or 0). Ignores breakpoints. */
    public Step stepBack(StepSize size) {
        if (position == 0) {
            return finish(new Step(Direction.BACKWARD, 0, 0, List.of(), StepEnd.START, null));
        }
        long target = previousBoundary(size, position);
        return moveBackTo(target, target == 0 ? StepEnd.START : StepEnd.STEP_DONE);
    }

    /**
     * Runs forward by at most {@code maxEvents} events, stopping after a breakpoint or at the end
     * of the search: "play as fast as possible" and "run to end", one chunk per frame.
     */
    public Step advance(long maxEvents) {
        return forward(null, maxEvents, Long.MAX_VALUE);
    }

    /**
     * Runs forward by at most {@code maxEvents} events towards the next boundary of
     * {@code size} (e.g. {@link StepSize#SOLUTION} for "next solution"), stopping earlier at a
     * breakpoint or the end. Returns {@link StepEnd#LIMIT} when the budget ran out first: call
     * again to go on, the boundary is the same.
     */
    public Step advance(StepSize size, long maxEvents) {
        return forward(size, maxEvents, Long.MAX_VALUE);
    }

    /**
     * Runs forward for about {@code nanos} nanoseconds (the clock is read every few hundred
     * events), towards the next boundary of {@code until} (null: none), stopping earlier at a
     * breakpoint or the end: one frame of "play as fast as possible" or of "run to end" in an
     * {@code AnimationTimer}. Returns {@link StepEnd#LIMIT} when the time ran out.
     */
    public Step advanceFor(StepSize until, long nanos) {
        return forward(until, Long.MAX_VALUE, System.nanoTime() + nanos);
    }

    /**
     * Moves the cursor to {@code position} (clamped to 0 .. recordedLength()) exactly: the replica
     * and every value derived at the cursor equal those reached by stepping there.
     */
    public Step seek(long position) {
        long from = this.position;
        long target = Math.max(0, Math.min(position, log.length()));
        jumpTo(target);
        Direction direction = target < from ? Direction.BACKWARD : Direction.FORWARD;
        return finish(new Step(direction, from, target, List.of(), StepEnd.SEEK, null));
    }

    /** Back to position 0 (the torus as built, before the forced options). */
    public Step reset() {
        return seek(0);
    }

    // ---- recording ahead (one background thread) ----

    /**
     * Records up to about {@code maxEvents} more events from the engine without moving the cursor
     * (it may overshoot by the events up to the next search node). Waits while the owner is
     * recording a few events itself; meant for one background thread at a time; returns early
     * when the thread is interrupted (a cancelled task).
     *
     * @return the number of events recorded (0 once the search is complete)
     */
    public long record(long maxEvents) {
        return recorder.record(maxEvents);
    }

    // ---- the state at the cursor, derived from the log (owner thread) ----

    /**
     * The search level at the cursor, as the engine's {@code level()} would say after the same
     * events; -1 while the forced options are being set up.
     */
    public int level() {
        return context.level;
    }

    /** True while the cursor is within the forced options' events, before the search proper. */
    public boolean isSettingUp() {
        return context.settingUp;
    }

    /** Search nodes at the cursor, DLX1's convention (the engine's {@code nodes()} at that point). */
    public long nodes() {
        return context.nodes;
    }

    /** Updates at the cursor, DLX1's convention (forced options' covers included, as in the engine). */
    public long updates() {
        return context.updates;
    }

    /** Solutions found up to the cursor. */
    public long solutions() {
        return context.solutions;
    }

    /** The options on the search stack at the cursor, level 0 first (forced options excluded). */
    public int[] partialSolution() {
        return context.partialSolution();
    }

    /** The forced options applied at the cursor, in order (all of them once set-up is done). */
    public int[] forcedOptions() {
        return context.forcedOptions();
    }

    /** The item chosen at each level 0 .. {@link #level()} (0 where none is chosen yet). */
    public int[] chosenItems() {
        return context.chosenItems();
    }

    /** The item chosen at the current level, 0 for none (before the first choice, after the end). */
    public int chosenItem() {
        int[] chosen = context.chosenItems();
        int level = context.level;
        return level >= 0 && level < chosen.length ? chosen[level] : 0;
    }

    /** The item whose cover the last applied event belongs to, or 0. */
    public int coveringItem() {
        for (long q = position - 1; q >= 0; q--) {
            int entry = log.get(q);
            int code = code(entry);
            if (code == EventCode.ITEM_COVERED || code == EventCode.HEADER_UNLINKED) {
                return payload(entry);
            }
            if (code != EventCode.NODE_HIDDEN) {
                return 0;
            }
        }
        return 0;
    }

    /** The item whose uncover the last applied event belongs to, or 0. */
    public int uncoveringItem() {
        if (position == 0) {
            return 0;
        }
        int last = code(log.get(position - 1));
        if (last != EventCode.NODE_RESTORED && last != EventCode.HEADER_RELINKED
                && last != EventCode.ITEM_UNCOVERED) {
            return 0;
        }
        // An uncover ends with its header relinked; the recorder never stops inside one.
        long length = log.length();
        for (long q = position - 1; q < length; q++) {
            int entry = log.get(q);
            int code = code(entry);
            if (code == EventCode.HEADER_RELINKED || code == EventCode.ITEM_UNCOVERED) {
                return payload(entry);
            }
        }
        return 0;
    }

    /**
     * The last event applied (the one just before the cursor), with all its fields, or null at
     * position 0: with {@link #lastStep()} and the values above, what the narration needs.
     */
    public SearchEvent lastEvent() {
        if (position == 0) {
            return null;
        }
        int entry = log.get(position - 1);
        return decode(code(entry), payload(entry), context);
    }

    /** The last move of the cursor (an empty seek at 0 before any). */
    public Step lastStep() {
        return lastStep;
    }

    /** The solution the cursor is on (its last event is that {@code SolutionFound}), else null. */
    public SolutionFound solutionAtCursor() {
        return lastEvent() instanceof SolutionFound found ? found : null;
    }

    // ---- breakpoints (owner thread) ----

    public void addBreakpoint(Breakpoint breakpoint) {
        breakpoints.add(breakpoint);
    }

    public void removeBreakpoint(Breakpoint breakpoint) {
        breakpoints.remove(breakpoint);
    }

    public void clearBreakpoints() {
        breakpoints.clear();
    }

    public Set<Breakpoint> breakpoints() {
        return breakpoints.all();
    }

    // ---- observing (owner thread) ----

    /** Ticks on every change of the cursor or the replica: views redraw when it moved. */
    public long revision() {
        return revision;
    }

    public void addListener(PlaybackListener listener) {
        listeners.add(listener);
    }

    public void removeListener(PlaybackListener listener) {
        listeners.remove(listener);
    }

    /** Bytes held by the log and its checkpoints (an estimate from array sizes). */
    public long memoryBytes() {
        return recorder.memoryBytes();
    }

    /** Events between checkpoints: a seek replays at most this many. */
    int checkpointInterval() {
        return recorder.interval();
    }

    // ------------------------------------------------------------------------------------------
    // Moving forward
    // ------------------------------------------------------------------------------------------

    private static final int AVAILABLE = 0;
    private static final int AT_END = 1;
    private static final int BUSY = 2;
    /** A timed run reads the clock once every CLOCK_MASK + 1 events. */
    private static final int CLOCK_MASK = 255;

    /**
     * Applies events until a boundary of {@code size} (none if null), a breakpoint, the end, or
     * the budget ({@code maxEvents}, or the {@code deadline} of System.nanoTime()).
     */
    private Step forward(StepSize size, long maxEvents, long deadline) {
        long from = position;
        List<SearchEvent> listed = new ArrayList<>();
        boolean listing = true;
        int choiceLevel = size == StepSize.LEVEL ? levelAtChoiceBoundaryAtOrBefore(position) : 0;
        StepEnd end;
        Breakpoint hit = null;
        long count = 0;
        while (true) {
            if (count >= maxEvents || ((count & CLOCK_MASK) == CLOCK_MASK && deadline != Long.MAX_VALUE
                    && System.nanoTime() - deadline > 0)) {
                end = StepEnd.LIMIT;
                break;
            }
            int availability = ensureAvailable(position);
            if (availability != AVAILABLE) {
                end = availability == AT_END ? StepEnd.END : StepEnd.RECORDER_BUSY;
                break;
            }
            int entry = log.get(position);
            int code = code(entry);
            int payload = payload(entry);
            applyForward(code, payload);
            position++;
            count++;
            if (listing) {
                if (listed.size() < Step.MAX_LISTED) {
                    listed.add(decode(code, payload, context));
                } else {
                    listing = false;
                    listed = List.of();
                }
            }
            hit = breakpoints.match(code, payload, context, replica);
            if (hit != null) {
                end = StepEnd.BREAKPOINT;
                break;
            }
            if (size != null) {
                int next = ensureAvailable(position);
                if (next == BUSY) {
                    end = StepEnd.RECORDER_BUSY;
                    break;
                }
                int after = next == AT_END ? Boundaries.END : code(log.get(position));
                StepSize test = size == StepSize.LEVEL ? StepSize.CHOICE : size;
                if (Boundaries.isBoundary(test, code, after)) {
                    if (size != StepSize.LEVEL || EventCode.stops(code) || after == Boundaries.END
                            || context.level != choiceLevel) {
                        end = StepEnd.STEP_DONE;
                        break;
                    }
                }
            }
        }
        // Completion first: it is set after the final length is published.
        if (end != StepEnd.BREAKPOINT && recorder.isComplete() && position == log.length()) {
            end = StepEnd.END;
        }
        return finish(new Step(Direction.FORWARD, from, position, listed, end, hit));
    }

    /** Makes sure the event at {@code index} is recorded, recording a chunk if the engine is free. */
    private int ensureAvailable(long index) {
        while (index >= log.length()) {
            if (recorder.isComplete()) {
                return index < log.length() ? AVAILABLE : AT_END;
            }
            long recorded = recorder.tryRecord(OWNER_CHUNK);
            if (recorded < 0) {
                return index < log.length() ? AVAILABLE : BUSY;
            }
        }
        return AVAILABLE;
    }

    private void applyForward(int code, int payload) {
        if (EventCode.changesTorus(code)) {
            applyChange(code, payload, false);
        }
        context.apply(code, payload);
    }

    /** Applies a recorded link change to the replica, or its inverse, from the replica's own links. */
    private void applyChange(int code, int payload, boolean inverse) {
        int c = inverse ? inverseCode(code) : code;
        switch (c) {
            case EventCode.HEADER_UNLINKED:
                replica.apply(new HeaderUnlinked(payload, replica.left(payload), replica.right(payload)));
                break;
            case EventCode.HEADER_RELINKED:
                replica.apply(new HeaderRelinked(payload, replica.left(payload), replica.right(payload)));
                break;
            case EventCode.NODE_HIDDEN:
                replica.apply(new NodeHidden(payload, replica.top(payload), replica.up(payload), replica.down(payload)));
                break;
            case EventCode.NODE_RESTORED:
                replica.apply(new NodeRestored(payload, replica.top(payload), replica.up(payload), replica.down(payload)));
                break;
            default:
                throw new AssertionError(c);
        }
    }

    private static int inverseCode(int code) {
        switch (code) {
            case EventCode.HEADER_UNLINKED:
                return EventCode.HEADER_RELINKED;
            case EventCode.HEADER_RELINKED:
                return EventCode.HEADER_UNLINKED;
            case EventCode.NODE_HIDDEN:
                return EventCode.NODE_RESTORED;
            case EventCode.NODE_RESTORED:
                return EventCode.NODE_HIDDEN;
            default:
                throw new AssertionError(code);
        }
    }

    /**
     * The record of a logged event, given the context just after it and the replica in the state
     * just after it (a removed node or header keeps the links it had, so either side would do for
     * link changes; an item's length at its choice is read before its cover).
     */
    private SearchEvent decode(int code, int payload, SearchContext after) {
        switch (code) {
            case EventCode.ITEM_CHOSEN:
                return new ItemChosen(payload, replica.length(payload), after.level);
            case EventCode.ITEM_COVERED:
                return new ItemCovered(payload, after.level);
            case EventCode.HEADER_UNLINKED:
                return new HeaderUnlinked(payload, replica.left(payload), replica.right(payload));
            case EventCode.NODE_HIDDEN:
                return new NodeHidden(payload, replica.top(payload), replica.up(payload), replica.down(payload));
            case EventCode.NODE_RESTORED:
                return new NodeRestored(payload, replica.top(payload), replica.up(payload), replica.down(payload));
            case EventCode.HEADER_RELINKED:
                return new HeaderRelinked(payload, replica.left(payload), replica.right(payload));
            case EventCode.ITEM_UNCOVERED:
                return new ItemUncovered(payload, after.level);
            case EventCode.OPTION_TRIED:
                return new OptionTried(replica.optionOf(payload), payload, after.level);
            case EventCode.FORCED:
                return new OptionTried(replica.optionOf(payload), payload, -1);
            case EventCode.OPTION_RETRACTED:
                return new OptionRetracted(replica.optionOf(payload), payload, after.level);
            case EventCode.DEAD_END:
                return new DeadEnd(payload, after.level);
            case EventCode.SOLUTION_FOUND:
                return new SolutionFound(after.solutions, after.partialSolution());
            case EventCode.SEARCH_FINISHED:
                return new SearchFinished(after.solutions);
            default:
                throw new IllegalStateException("corrupt event log entry: code " + code);
        }
    }

    // ------------------------------------------------------------------------------------------
    // Moving back, seeking
    // ------------------------------------------------------------------------------------------

    /** The largest boundary of {@code size} below {@code from} (0 if none). */
    private long previousBoundary(StepSize size, long from) {
        if (size != StepSize.LEVEL) {
            return previousLocalBoundary(size, from);
        }
        long q = previousLocalBoundary(StepSize.CHOICE, from);
        int level = q == 0 ? 0 : contextAt(q).level;
        while (q > 0) {
            if (EventCode.stops(code(log.get(q - 1)))) {
                return q;
            }
            long before = previousLocalBoundary(StepSize.CHOICE, q);
            int levelBefore = contextAt(before).level;
            if (levelBefore != level) {
                return q;
            }
            q = before;
        }
        return 0;
    }

    private long previousLocalBoundary(StepSize size, long from) {
        for (long q = from - 1; q > 0; q--) {
            if (Boundaries.isBoundary(size, code(log.get(q - 1)), code(log.get(q)))) {
                return q;
            }
        }
        return 0;
    }

    /** The level at the largest CHOICE boundary at or before {@code p}, for level steps. */
    private int levelAtChoiceBoundaryAtOrBefore(long p) {
        if (p == 0) {
            return contextAt(0).level;
        }
        int availability = ensureAvailable(p);
        // While a background recording holds the engine the next event may be unknown: then
        // count p as no boundary, which only matters if the search stops exactly here.
        int after = availability == AVAILABLE ? code(log.get(p))
                : availability == AT_END ? Boundaries.END : EventCode.ITEM_COVERED;
        if (Boundaries.isBoundary(StepSize.CHOICE, code(log.get(p - 1)), after)) {
            return context.level;
        }
        return contextAt(previousLocalBoundary(StepSize.CHOICE, p)).level;
    }

    /** The search context after {@code p} events: the recorder's mark below, replayed forward. */
    private SearchContext contextAt(long p) {
        int index = (int) (p >>> Recorder.MARK_SHIFT);
        SearchContext c = new SearchContext(replica);
        c.restore(recorder.mark(index));
        for (long q = (long) index << Recorder.MARK_SHIFT; q < p; q++) {
            int entry = log.get(q);
            c.apply(code(entry), payload(entry));
        }
        return c;
    }

    /** Undoes events down to {@code target}, listing them unless there are too many (then jumps). */
    private Step moveBackTo(long target, StepEnd end) {
        long from = position;
        if (from - target > Step.MAX_LISTED) {
            jumpTo(target);
            return finish(new Step(Direction.BACKWARD, from, target, List.of(), end, null));
        }
        int n = (int) (from - target);
        // Markers are decoded with the context just after them, which only a forward pass builds.
        SearchContext c = contextAt(target);
        SearchContext atTarget = c.copy();
        SearchEvent[] markers = new SearchEvent[n];
        int[] levels = new int[n];
        for (int i = 0; i < n; i++) {
            int entry = log.get(target + i);
            int code = code(entry);
            c.apply(code, payload(entry));
            levels[i] = c.level;
            if (!EventCode.changesTorus(code) && code != EventCode.ITEM_CHOSEN) {
                markers[i] = decode(code, payload(entry), c);
            }
        }
        // Link changes and choices are decoded from the replica, just before each is undone.
        List<SearchEvent> undone = new ArrayList<>(n);
        for (int i = n - 1; i >= 0; i--) {
            int entry = log.get(target + i);
            int code = code(entry);
            int payload = payload(entry);
            if (EventCode.changesTorus(code)) {
                undone.add(decode(code, payload, c));
                applyChange(code, payload, true);
            } else if (code == EventCode.ITEM_CHOSEN) {
                undone.add(new ItemChosen(payload, replica.length(payload), levels[i]));
            } else {
                undone.add(markers[i]);
            }
        }
        context.copyFrom(atTarget);
        position = target;
        return finish(new Step(Direction.BACKWARD, from, target, undone, end, null));
    }

    /** Puts the replica and the context at {@code target} by replay, from the cursor or a checkpoint. */
    private void jumpTo(long target) {
        Checkpoint checkpoint = recorder.checkpointAtOrBefore(target);
        if (target < position || checkpoint.position() > position) {
            replica.restore(checkpoint.torus());
            context.restore(recorder.mark((int) (checkpoint.position() >>> Recorder.MARK_SHIFT)));
            position = checkpoint.position();
        }
        while (position < target) {
            int entry = log.get(position);
            applyForward(code(entry), payload(entry));
            position++;
        }
    }

    private Step finish(Step step) {
        lastStep = step;
        if (!step.isEmpty() || step.end() == StepEnd.SEEK) {
            revision++;
            for (PlaybackListener listener : List.copyOf(listeners)) {
                listener.moved(step);
            }
        }
        return step;
    }

    @Override
    public String toString() {
        return "Playback[position=" + position + "/" + log.length() + (recorder.isComplete() ? " complete" : "")
                + ", level=" + context.level + ", nodes=" + context.nodes + ", updates=" + context.updates
                + ", solutions=" + context.solutions + ", stack=" + Arrays.toString(partialSolution()) + "]";
    }
}
