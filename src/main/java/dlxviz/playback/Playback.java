package dlxviz.playback;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
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
 *       does not wait but stops with {@link StepEnd#RECORDER_BUSY}. Each call records in bounded
 *       chunks, so cancel between calls.</li>
 * </ul>
 */
public final class Playback {

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
        throw new UnsupportedOperationException("not yet");
    }

    public ExactCoverProblem problem() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The replica torus at the cursor. Read it; never change it. Owner thread only. */
    public Torus torus() {
        throw new UnsupportedOperationException("not yet");
    }

    // ---- where the cursor is ----

    /** Number of events applied to the replica: the cursor, 0 .. {@link #recordedLength()}. */
    public long position() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Number of events recorded so far. Any thread. */
    public long recordedLength() {
        throw new UnsupportedOperationException("not yet");
    }

    /** True once the engine has finished and every event is recorded. Any thread. */
    public boolean isSearchComplete() {
        throw new UnsupportedOperationException("not yet");
    }

    public boolean canStepBack() {
        throw new UnsupportedOperationException("not yet");
    }

    /** False only at the end of a complete search. */
    public boolean canStepForward() {
        throw new UnsupportedOperationException("not yet");
    }

    // ---- moving the cursor (owner thread) ----

    /**
     * One step forward of {@code size}: to its next boundary, or earlier at a breakpoint or the
     * end. Records from the engine as needed, so a {@link StepSize#SOLUTION} step can take long on
     * a big search: in the app, use {@link #advance(StepSize, long)} in chunks for that.
     */
    public Step stepForward(StepSize size) {
        throw new UnsupportedOperationException("not yet");
    }

    /** One step back of {@code size}, to its previous boundary (or 0). Ignores breakpoints. */
    public Step stepBack(StepSize size) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Runs forward by at most {@code maxEvents} events, stopping after a breakpoint or at the end
     * of the search: "play as fast as possible" and "run to end", one chunk per frame.
     */
    public Step advance(long maxEvents) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Runs forward by at most {@code maxEvents} events towards the next boundary of
     * {@code size} (e.g. {@link StepSize#SOLUTION} for "next solution"), stopping earlier at a
     * breakpoint or the end. Returns {@link StepEnd#LIMIT} when the budget ran out first: call
     * again to go on, the boundary is the same.
     */
    public Step advance(StepSize size, long maxEvents) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Moves the cursor to {@code position} (clamped to 0 .. recordedLength()) exactly: the replica
     * and every value derived at the cursor equal those reached by stepping there.
     */
    public Step seek(long position) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Back to position 0 (the torus as built, before the forced options). */
    public Step reset() {
        return seek(0);
    }

    // ---- recording ahead (one background thread) ----

    /**
     * Records up to about {@code maxEvents} more events from the engine without moving the cursor
     * (it may overshoot by the events up to the next search node). Blocks while the owner is
     * recording a few events itself; meant for one background thread at a time.
     *
     * @return the number of events recorded (0 once the search is complete)
     */
    public long record(long maxEvents) {
        throw new UnsupportedOperationException("not yet");
    }

    // ---- the state at the cursor, derived from the log (owner thread) ----

    /**
     * The search level at the cursor, as the engine's {@code level()} would say after the same
     * events; -1 while the forced options are being set up.
     */
    public int level() {
        throw new UnsupportedOperationException("not yet");
    }

    /** True while the cursor is within the forced options' events (or before any search event). */
    public boolean isSettingUp() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Search nodes at the cursor, DLX1's convention (the engine's {@code nodes()} at that point). */
    public long nodes() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Updates at the cursor, DLX1's convention (forced options' covers included, as in the engine). */
    public long updates() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Solutions found up to the cursor. */
    public long solutions() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The options on the search stack at the cursor, level 0 first (forced options excluded). */
    public int[] partialSolution() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The forced options applied at the cursor, in order (all of them once set-up is done). */
    public int[] forcedOptions() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The item chosen at each level 0 .. {@link #level()} (0 where none is chosen yet). */
    public int[] chosenItems() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The item whose cover the last applied event belongs to, or 0. */
    public int coveringItem() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The item whose uncover the last applied event belongs to, or 0. */
    public int uncoveringItem() {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * The last event applied (the one just before the cursor), with all its fields, or null at
     * position 0: with {@link #lastStep()} and the values above, what the narration needs.
     */
    public SearchEvent lastEvent() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The last move of the cursor (an empty seek at 0 before any). */
    public Step lastStep() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The solution the cursor is on (its last event is that {@code SolutionFound}), else null. */
    public SolutionFound solutionAtCursor() {
        throw new UnsupportedOperationException("not yet");
    }

    // ---- breakpoints (owner thread) ----

    public void addBreakpoint(Breakpoint breakpoint) {
        throw new UnsupportedOperationException("not yet");
    }

    public void removeBreakpoint(Breakpoint breakpoint) {
        throw new UnsupportedOperationException("not yet");
    }

    public void clearBreakpoints() {
        throw new UnsupportedOperationException("not yet");
    }

    public Set<Breakpoint> breakpoints() {
        throw new UnsupportedOperationException("not yet");
    }

    // ---- observing (owner thread) ----

    /** Ticks on every change of the cursor or the replica: views redraw when it moved. */
    public long revision() {
        throw new UnsupportedOperationException("not yet");
    }

    public void addListener(PlaybackListener listener) {
        throw new UnsupportedOperationException("not yet");
    }

    public void removeListener(PlaybackListener listener) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Bytes held by the log and its checkpoints (an estimate from array sizes). */
    public long memoryBytes() {
        throw new UnsupportedOperationException("not yet");
    }
}
