package dlxviz.playback;

import static dlxviz.playback.EventCode.code;
import static dlxviz.playback.EventCode.payload;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.InvalidProblemException;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.engine.TorusView;
import dlxviz.events.SearchEvent;
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
 * <p>Costs (about 6 bytes an event, a seek in tens of microseconds) are in package-info.
 */
public final class Playback implements ReadOnlyPlayback {

    private final ExactCoverProblem problem;
    private final Recorder recorder;
    private final EventLog log;
    private final Torus replica;
    private final SearchContext context;
    private final BreakpointSet breakpoints = new BreakpointSet();
    private final ItemChoice choice;
    private final long seed;
    private final List<PlaybackListener> listeners = new ArrayList<>();
    private final Replay replay;
    private long revision;
    private Step lastStep = new Step(Direction.FORWARD, 0, 0, List.of(), StepEnd.SEEK, null);
    private CursorMarks marks;
    private long marksRevision = -1;
    /** The size of the last move (null for a seek or a run by event count). */
    private StepSize lastSize;
    /** The events of the forward step of that size into the cursor's place, with their revision. */
    private List<SearchEvent> stepInto;
    private long stepIntoRevision = -1;
    /** Events of the set-up (the forced options): where the search proper starts. */
    private final long setUpLength;

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
        this(problem, choice, 0, forcedOptions);
    }

    /**
     * As above, with {@code seed} for the random tie-break of {@link ItemChoice#MIN_LENGTH_RANDOM}
     * (the same seed, the same search).
     */
    public Playback(ExactCoverProblem problem, ItemChoice choice, long seed, int... forcedOptions) {
        this.problem = problem;
        this.choice = choice;
        this.seed = seed;
        this.replica = new Torus(problem);
        if (replica.size() > EventCode.MAX_PAYLOAD) {
            throw new InvalidProblemException("the problem has " + replica.size()
                    + " nodes; playback can record at most " + EventCode.MAX_PAYLOAD);
        }
        this.recorder = new Recorder(problem, choice, seed);
        this.log = recorder.log();
        this.context = new SearchContext(replica);
        this.replay = new Replay(recorder, replica, context, breakpoints);
        ForcedOptions.force(problem, recorder, forcedOptions);
        this.setUpLength = log.length();
    }

    @Override
    public ItemChoice choice() {
        return choice;
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    @Override
    public TorusView torus() {
        return replica;
    }

    // ---- where the cursor is ----

    @Override
    public long position() {
        return replay.position();
    }

    @Override
    public long recordedLength() {
        return log.length();
    }

    @Override
    public boolean isSearchComplete() {
        return recorder.isComplete();
    }

    @Override
    public long setUpLength() {
        return setUpLength;
    }

    @Override
    public boolean canStepBack() {
        return position() > 0;
    }

    @Override
    public boolean canStepForward() {
        return !(recorder.isComplete() && position() == log.length());
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

    /**
     * As {@link #stepForward(StepSize)}, but the step stops early, with {@link StepEnd#DECISION},
     * before any of the {@code pauses} (see {@link Pause}): before an item is chosen, before the
     * first option of the chosen item is tried, before a cover. A step that starts at one goes
     * past it. Predict mode steps this way, to ask before each decision.
     */
    public Step stepForward(StepSize size, Set<Pause> pauses) {
        lastSize = size;
        return finish(replay.forward(size, Long.MAX_VALUE, Long.MAX_VALUE, pauses));
    }

    /** As {@link #advanceFor(StepSize, long)}, stopping before the {@code pauses}. */
    public Step advanceFor(StepSize until, long nanos, Set<Pause> pauses) {
        lastSize = until;
        return finish(replay.forward(until, Long.MAX_VALUE, System.nanoTime() + nanos, pauses));
    }

    /** One step back of {@code size}, to its previous boundary (or 0). Ignores breakpoints. */
    public Step stepBack(StepSize size) {
        lastSize = size;
        if (position() == 0) {
            return finish(new Step(Direction.BACKWARD, 0, 0, List.of(), StepEnd.START, null));
        }
        return finish(replay.back(size));
    }

    /**
     * Runs forward by at most {@code maxEvents} events, stopping after a breakpoint or at the end
     * of the search: "play as fast as possible" and "run to end", one chunk per frame.
     */
    public Step advance(long maxEvents) {
        lastSize = null;
        return finish(replay.forward(null, maxEvents, Long.MAX_VALUE));
    }

    /**
     * Runs forward by at most {@code maxEvents} events, as {@link #advance(long)}, and has the step
     * told as one of {@code told} ({@link #lastStepSize()}): an exercise performs a move of its own
     * detail, and at detail link its narration says the link changes in their own terms.
     */
    public Step advance(long maxEvents, StepSize told) {
        Step step = advance(maxEvents);
        lastSize = told;
        return step;
    }

    /**
     * Runs forward by at most {@code maxEvents} events towards the next boundary of
     * {@code size} (e.g. {@link StepSize#SOLUTION} for "next solution"), stopping earlier at a
     * breakpoint or the end. Returns {@link StepEnd#LIMIT} when the budget ran out first: call
     * again to go on, the boundary is the same.
     */
    public Step advance(StepSize size, long maxEvents) {
        lastSize = size;
        return finish(replay.forward(size, maxEvents, Long.MAX_VALUE));
    }

    /**
     * Runs forward for about {@code nanos} nanoseconds (the clock is read every few hundred
     * events), towards the next boundary of {@code until} (null: none), stopping earlier at a
     * breakpoint or the end: one frame of "play as fast as possible" or of "run to end" in an
     * {@code AnimationTimer}. Returns {@link StepEnd#LIMIT} when the time ran out.
     */
    public Step advanceFor(StepSize until, long nanos) {
        lastSize = until;
        return finish(replay.forward(until, Long.MAX_VALUE, System.nanoTime() + nanos));
    }

    /**
     * Moves the cursor to {@code position} (clamped to 0 .. recordedLength()) exactly: the replica
     * and every value derived at the cursor equal those reached by stepping there.
     */
    public Step seek(long position) {
        lastSize = null;
        return finish(replay.seek(position));
    }

    /** Back to position 0 (the torus as built, before the forced options). */
    public Step reset() {
        return seek(0);
    }

    /** To the end of the set-up: the forced options placed, the search about to begin. */
    public Step ready() {
        return seek(setUpLength);
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

    @Override
    public int level() {
        return context.level;
    }

    @Override
    public boolean isSettingUp() {
        return context.settingUp;
    }

    @Override
    public long nodes() {
        return context.nodes;
    }

    @Override
    public long updates() {
        return context.updates;
    }

    @Override
    public long cleansings() {
        return context.cleansings;
    }

    @Override
    public long solutions() {
        return context.solutions;
    }

    @Override
    public int[] partialSolution() {
        return context.partialSolution();
    }

    @Override
    public int[] forcedOptions() {
        return context.forcedOptions();
    }

    @Override
    public int[] chosenItems() {
        return context.chosenItems();
    }

    @Override
    public int chosenItem() {
        int[] chosen = context.chosenItems();
        int level = context.level;
        return level >= 0 && level < chosen.length ? chosen[level] : 0;
    }

    @Override
    public int coveringItem() {
        return CoverQueries.coveringItem(log, position());
    }

    @Override
    public int uncoveringItem() {
        return CoverQueries.uncoveringItem(log, position());
    }

    @Override
    public SearchEvent lastEvent() {
        long position = position();
        if (position == 0) {
            return null;
        }
        int entry = log.get(position - 1);
        return replay.decoder().decode(code(entry), payload(entry), context);
    }

    @Override
    public SearchEvent nextEvent() {
        long position = position();
        if (replay.ensureAvailable(position) != Replay.AVAILABLE) {
            return null;
        }
        int entry = log.get(position);
        SearchContext after = context.copy();
        after.apply(code(entry), payload(entry));
        return replay.decoder().decode(code(entry), payload(entry), after);
    }

    @Override
    public Step lastStep() {
        return lastStep;
    }

    @Override
    public StepSize lastStepSize() {
        return lastSize;
    }

    @Override
    public List<SearchEvent> stepInto() {
        if (stepIntoRevision != revision || stepInto == null) {
            stepInto = List.copyOf(replay.stepInto(lastSize == null ? StepSize.COVER : lastSize, setUpLength));
            stepIntoRevision = revision;
        }
        return stepInto;
    }

    @Override
    public CursorMarks marks() {
        if (marksRevision != revision || marks == null) {
            marks = CursorMarks.of(replica, context.forcedOptions(), context.partialSolution(), context.chosenItems(),
                    solutionAtCursor() != null);
            marksRevision = revision;
        }
        return marks;
    }

    @Override
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

    @Override
    public Set<Breakpoint> breakpoints() {
        return breakpoints.all();
    }

    // ---- observing (owner thread) ----

    @Override
    public long revision() {
        return revision;
    }

    public void addListener(PlaybackListener listener) {
        listeners.add(listener);
    }

    @Override
    public SearchTree searchTree() {
        return recorder.tree();
    }

    @Override
    public long memoryBytes() {
        return recorder.memoryBytes();
    }

    /** The recorder, for the threading tests of this package. */
    Recorder recorder() {
        return recorder;
    }

    /** Events between checkpoints: a seek replays at most this many. */
    int checkpointInterval() {
        return recorder.interval();
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
        return "Playback[position=" + position() + "/" + log.length() + (recorder.isComplete() ? " complete" : "")
                + ", level=" + context.level + ", nodes=" + context.nodes + ", updates=" + context.updates
                + ", solutions=" + context.solutions + ", stack=" + Arrays.toString(partialSolution()) + "]";
    }
}
