package dlxviz.playback;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.TorusView;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import java.util.Set;

/**
 * What views may ask of a {@link Playback}: the state at the cursor, never a move of it. The
 * app's view model moves the cursor; every view, board and panel gets this interface, so none
 * can step, seek or change the replica torus by mistake. Owner (FX) thread only, except where a
 * method says otherwise.
 */
public interface ReadOnlyPlayback {
    ExactCoverProblem problem();

    /** The rule that chooses the item to branch on. */
    ItemChoice choice();

    /** The seed of {@link ItemChoice#MIN_LENGTH_RANDOM}'s tie-break (unused by the other rules). */
    long seed();

    /** The replica torus at the cursor, read-only. */
    TorusView torus();

    /** Number of events applied: the cursor, 0 .. {@link #recordedLength()}. */
    long position();

    /** Number of events recorded so far. Any thread. */
    long recordedLength();

    /** True once the engine has finished and every event is recorded. Any thread. */
    boolean isSearchComplete();

    /**
     * Events of the set-up, the forced options (a sudoku's givens) being placed: the position
     * where the search proper starts. 0 when nothing is forced.
     */
    long setUpLength();

    boolean canStepBack();

    /** False only at the end of a complete search. */
    boolean canStepForward();

    /** The search level at the cursor; -1 while the forced options are being set up. */
    int level();

    /** True while the cursor is within the forced options' events, before the search proper. */
    boolean isSettingUp();

    /** Search nodes at the cursor, DLX1's convention. */
    long nodes();

    /** Updates at the cursor, DLX1's convention. */
    long updates();

    /** Cleansings at the cursor, DLX2's convention (0 without colours). */
    long cleansings();

    /** Solutions found up to the cursor. */
    long solutions();

    /** The options on the search stack at the cursor, level 0 first (forced options excluded). */
    int[] partialSolution();

    /** The forced options applied at the cursor, in order. */
    int[] forcedOptions();

    /** The item chosen at each level 0 .. {@link #level()} (0 where none is chosen yet). */
    int[] chosenItems();

    /** The item chosen at the current level, 0 for none. */
    int chosenItem();

    /** What every view marks at the cursor (chosen, tried, covered by level, solution). */
    CursorMarks marks();

    /** The item whose cover the last applied event belongs to, or 0. */
    int coveringItem();

    /** The item whose uncover the last applied event belongs to, or 0. */
    int uncoveringItem();

    /** The last event applied, with all its fields, or null at position 0. */
    SearchEvent lastEvent();

    /**
     * The event the next step forward starts with, decoded but not applied (it may record it from
     * the engine first); null at the end of the search, or while a background recording holds
     * the engine there. Predict mode asks its question from this.
     */
    SearchEvent nextEvent();

    /** The last move of the cursor (an empty seek at 0 before any). */
    Step lastStep();

    /** The size of the last move of the cursor; null after a seek or a run by event count. */
    StepSize lastStepSize();

    /**
     * Where a step back left the cursor, told as the way there: the events of the forward step,
     * of the size of the last step back, that ends at the cursor, in the order that step lists
     * them (so "Back:" can say the very words that step said). Empty at 0 or when that step is
     * too long to list. Leaves the cursor, the replica and the revision as they were.
     */
    java.util.List<SearchEvent> stepInto();

    /** The solution the cursor is on (its last event is that {@code SolutionFound}), else null. */
    SolutionFound solutionAtCursor();

    Set<Breakpoint> breakpoints();

    /** Ticks on every change of the cursor or the replica. */
    long revision();

    /**
     * The search tree recorded so far, read-only, grown with the log as the engine records: its
     * published nodes cover at least {@link #recordedLength()} events. Any thread.
     */
    SearchTree searchTree();

    /** Bytes held by the log and its checkpoints (an estimate from array sizes). */
    long memoryBytes();
}
