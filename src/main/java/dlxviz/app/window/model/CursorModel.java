package dlxviz.app.window.model;

import dlxviz.app.breakpoints.BreakpointSettings;
import dlxviz.app.narration.Narrator;
import dlxviz.app.teaching.model.PredictModel;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Direction;
import dlxviz.playback.Playback;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The cursor in the search: the commands that move it (step forward and back at a step size,
 * seek, reset, play at a speed) and the state it stands on, published for the views after each
 * move (counters, the narration line, whether it can move on). The views redraw when
 * {@link #revisionProperty()} ticks, at most once per pulse while playing. FX thread only.
 *
 * <p>The playback is read in one place, {@link #publish()}, into one value ({@link Standing}):
 * the engine changes it without telling anyone, for speed, and a run moves it many times between
 * two frames. Every property below is a binding on that value and, for whether a command may
 * move the cursor, on the busy state: a run's start and end change those without a republish.
 */
public final class CursorModel {
    private final Messages messages;
    private final BusyState busy;
    private final PlayLoop playLoop;
    /** Predict mode: holds a step forward while its question waits, and asks after each move. */
    private final PredictModel predict = new PredictModel();

    private final ReadOnlyObjectWrapper<ReadOnlyPlayback> playbackView = new ReadOnlyObjectWrapper<>(this, "playback");
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final ReadOnlyObjectWrapper<Step> lastStep = new ReadOnlyObjectWrapper<>(this, "lastStep");
    private final ObjectProperty<StepSize> stepSize = new SimpleObjectProperty<>(this, "stepSize", StepSize.COVER);
    private final ObjectProperty<PlaySpeed> speed = new SimpleObjectProperty<>(this, "speed", PlaySpeed.DEFAULT);
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing");
    /** The playback at the cursor as last published; the properties below are bindings on it. */
    private final ReadOnlyObjectWrapper<Standing> standing = new ReadOnlyObjectWrapper<>(this, "standing", Standing.NONE);
    private final BooleanBinding canStepBack;
    private final BooleanBinding canStepForward;
    private final ReadOnlyIntegerWrapper level = new ReadOnlyIntegerWrapper(this, "level");
    private final ReadOnlyLongWrapper nodes = new ReadOnlyLongWrapper(this, "nodes");
    private final ReadOnlyLongWrapper updates = new ReadOnlyLongWrapper(this, "updates");
    private final ReadOnlyLongWrapper solutions = new ReadOnlyLongWrapper(this, "solutions");
    private final ReadOnlyLongWrapper position = new ReadOnlyLongWrapper(this, "position");
    private final ReadOnlyLongWrapper recordedLength = new ReadOnlyLongWrapper(this, "recordedLength");
    private final ReadOnlyBooleanWrapper searchComplete = new ReadOnlyBooleanWrapper(this, "searchComplete");
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper(this, "narration", "");
    private final ReadOnlyObjectWrapper<Narrator.Tone> narrationTone =
            new ReadOnlyObjectWrapper<>(this, "narrationTone", Narrator.Tone.PLAIN);

    private Playback playback;
    private Narrator narrator;
    private BreakpointSettings breakpoints;
    /** The latest solution the cursor has passed, and where: shown at the end of a finished search. */
    private SolutionFound lastSolution;
    private long lastSolutionPosition;

    /**
     * What the views show of the playback at the cursor, read at once in {@link #publish()}.
     * {@link #NONE} before the first problem.
     */
    private record Standing(int level, long nodes, long updates, long solutions, long recordedLength, long position,
                            boolean searchComplete, Narrator.Line narration, boolean canStepBack, boolean canStepForward) {
        static final Standing NONE = new Standing(0, 0, 0, 0, 0, 0, false, new Narrator.Line("", Narrator.Tone.PLAIN),
                false, false);

        static Standing of(Playback playback, Narrator narrator) {
            return new Standing(playback.level(), playback.nodes(), playback.updates(), playback.solutions(),
                    playback.recordedLength(), playback.position(), playback.isSearchComplete(),
                    narrator.describe(playback), playback.canStepBack(), playback.canStepForward());
        }

        /** The same standing with more events recorded (a background recording is running). */
        Standing recorded(long length) {
            return new Standing(level, nodes, updates, solutions, length, position, searchComplete, narration,
                    canStepBack, canStepForward);
        }
    }

    CursorModel(Messages messages, BusyState busy, FrameClock clock) {
        this.messages = messages;
        this.busy = busy;
        this.playLoop = new PlayLoop(this, clock);
        canStepBack = Bindings.createBooleanBinding(() -> !busy.isBusy() && standing.get().canStepBack(),
                standing, busy.busyProperty());
        canStepForward = Bindings.createBooleanBinding(() -> !busy.isBusy() && standing.get().canStepForward(),
                standing, busy.busyProperty());
        // the recorded length before the position: the timeline's maximum moves first
        recordedLength.bind(Bindings.createLongBinding(() -> standing.get().recordedLength(), standing));
        position.bind(Bindings.createLongBinding(() -> standing.get().position(), standing));
        level.bind(Bindings.createIntegerBinding(() -> standing.get().level(), standing));
        nodes.bind(Bindings.createLongBinding(() -> standing.get().nodes(), standing));
        updates.bind(Bindings.createLongBinding(() -> standing.get().updates(), standing));
        solutions.bind(Bindings.createLongBinding(() -> standing.get().solutions(), standing));
        searchComplete.bind(Bindings.createBooleanBinding(() -> standing.get().searchComplete(), standing));
        narration.bind(Bindings.createStringBinding(() -> standing.get().narration().text(), standing));
        narrationTone.bind(Bindings.createObjectBinding(() -> standing.get().narration().tone(), standing));
    }

    /**
     * A new problem: its playback, put at Ready (a puzzle opens with its givens placed), and its
     * narrator; breakpoints name their stops with it.
     */
    void attach(Playback newPlayback, Narrator newNarrator, BreakpointSettings settings) {
        pause();
        newPlayback.ready();
        playback = newPlayback;
        narrator = newNarrator;
        breakpoints = settings;
        lastSolution = null;
        playback.addListener(this::stepped);
        predict.restart(newPlayback, newPlayback.choice());
        lastStep.set(null);
        playbackView.set(newPlayback);
        publish();
    }

    // ------------------------------------------------------------------ commands

    public void stepForward() {
        forward(stepSize.get());
    }

    /**
     * A step forward, or in predict mode up to the next decision; with a question waiting, the
     * step shows its answer instead (unscored), and the next one goes on.
     */
    private void forward(StepSize size) {
        if (predict.holds()) {
            predict.skip();
            return;
        }
        move(() -> playback.stepForward(size, predict.pauses()));
    }

    public void stepBack() {
        move(() -> playback.stepBack(stepSize.get()));
    }

    /** A step of the next larger size (Shift+Right): a cover becomes a choice, and so on. */
    public void largerStepForward() {
        forward(stepSize.get().larger());
    }

    public void largerStepBack() {
        move(() -> playback.stepBack(stepSize.get().larger()));
    }

    /**
     * Steps forward {@code count} times, but for at most about {@code budgetMillis} on this
     * thread: {@code --steps 100000000} at start-up must not freeze the window. When the budget
     * runs out the cursor stays where it got to, and the message says how far and what to use.
     */
    public void stepForward(int count, long budgetMillis) {
        long deadline = System.nanoTime() + budgetMillis * 1_000_000L;
        int[] done = {0};
        move(() -> {
            Step last = null;
            while (done[0] < count) {
                last = playback.stepForward(stepSize.get());
                done[0]++;
                if (last.end() != StepEnd.STEP_DONE || ((done[0] & 255) == 0 && System.nanoTime() > deadline)) {
                    break;
                }
            }
            return last;
        });
        if (done[0] < count && playback != null && playback.canStepForward() && !messages.isError()) {
            messages.showInfo(String.format(Locale.ROOT, "Took %,d of the %,d steps asked for, then stopped so that "
                    + "the window can answer; Run to end (End) and Next solution (Ctrl+Right) go on in the background.",
                    done[0], count));
        }
    }

    /**
     * Moves the cursor to {@code target} events from the start, recording from the engine as far
     * as needed, but for at most about {@code budgetMillis} on this thread ({@code --goto} at
     * start-up). When the search is shorter, or the time runs out, the cursor stays where it got
     * to and the message says so.
     */
    public void goTo(long target, long budgetMillis) {
        long deadline = System.nanoTime() + budgetMillis * 1_000_000L;
        move(() -> {
            if (target <= playback.recordedLength()) {
                return playback.seek(target);
            }
            Step last = playback.seek(playback.recordedLength());
            while (playback.position() < target && playback.canStepForward() && System.nanoTime() < deadline) {
                last = playback.advance(Math.min(target - playback.position(), 50_000));
                if (last.end() == StepEnd.BREAKPOINT) {
                    return last; // told as the breakpoint that stopped it
                }
            }
            // a jump, as a seek within the recorded events is: the events passed on the way are
            // many steps, and told as one they read as the first choice's reason beside the last's
            return last.isEmpty() ? last : playback.seek(playback.position());
        });
        if (playback == null || playback.position() >= target || messages.isError()) {
            return;
        }
        if (playback.isSearchComplete() && playback.position() == playback.recordedLength()) {
            messages.showInfo(String.format(Locale.ROOT, "The whole search has %,d events, fewer than the %,d asked for: "
                    + "here is its end.", playback.position(), target));
        } else {
            messages.showInfo(String.format(Locale.ROOT, "Went to event %,d of the %,d asked for, then stopped so that the "
                    + "window can answer; Run to end (End) goes on in the background.", playback.position(), target));
        }
    }

    /**
     * An exercise's move: exactly {@code events} events forward, through any breakpoint, as one
     * move the views animate (the student's link and what followed by itself).
     */
    public void advanceEvents(int events) {
        advanceEvents(events, null);
    }

    /** As {@link #advanceEvents(int)}, the step told as one of {@code told} (an exercise's detail). */
    public void advanceEvents(int events, StepSize told) {
        move(() -> {
            long target = playback.position() + events;
            Step last = playback.advance(events, told);
            while (playback.position() < target && playback.canStepForward()) {
                last = playback.advance(target - playback.position(), told);
            }
            return last;
        });
    }

    /** Back to Ready: the start of the search, a puzzle's givens in place (Home). */
    public void reset() {
        messages.clearUnlessError(); // back at Ready, an earlier run's information is over
        move(() -> playback.ready());
    }

    /** To the very start, before the givens, to play the set-up on purpose. */
    public void showSetUp() {
        move(() -> playback.reset());
    }

    /** Moves the cursor to {@code target} events from the start (the timeline). */
    public void seek(long target) {
        if (!ready() || target == playback.position()) {
            return;
        }
        pause();
        playback.seek(target);
        publish();
    }

    public void togglePlay() {
        if (playing.get()) {
            pause();
        } else {
            play();
        }
    }

    public void play() {
        if (!ready() || playing.get() || !playback.canStepForward()) {
            return;
        }
        messages.clear();
        playing.set(true);
        playLoop.start();
    }

    public void pause() {
        if (playing.get()) {
            playLoop.stop();
            playing.set(false);
            publish();
        }
    }

    public void faster() {
        speed.set(speed.get().faster());
    }

    public void slower() {
        speed.set(speed.get().slower());
    }

    // ------------------------------------------------------------------ state at the cursor

    /** The playback at the cursor, read-only; null before the first problem. */
    public ReadOnlyObjectProperty<ReadOnlyPlayback> playbackProperty() {
        return playbackView.getReadOnlyProperty();
    }

    public ReadOnlyPlayback playback() {
        return playback;
    }

    /** Ticks after every change of the state at the cursor: redraw when it changes. */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** The last move (its events and direction), to animate; a jump means redraw without animation. */
    public ReadOnlyObjectProperty<Step> lastStepProperty() {
        return lastStep.getReadOnlyProperty();
    }

    public ObjectProperty<StepSize> stepSizeProperty() {
        return stepSize;
    }

    public ObjectProperty<PlaySpeed> speedProperty() {
        return speed;
    }

    public ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    /** True when a command may step back: a problem is open, no background run holds it, and it is past the start. */
    public BooleanBinding canStepBackProperty() {
        return canStepBack;
    }

    /** True when a command may step forward: a problem is open, no background run holds it, and the search goes on. */
    public BooleanBinding canStepForwardProperty() {
        return canStepForward;
    }

    public ReadOnlyIntegerProperty levelProperty() {
        return level.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty nodesProperty() {
        return nodes.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty updatesProperty() {
        return updates.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty solutionsProperty() {
        return solutions.getReadOnlyProperty();
    }

    /** Events applied: the cursor. */
    public ReadOnlyLongProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty recordedLengthProperty() {
        return recordedLength.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty searchCompleteProperty() {
        return searchComplete.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty narrationProperty() {
        return narration.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Narrator.Tone> narrationToneProperty() {
        return narrationTone.getReadOnlyProperty();
    }

    /**
     * The options to show as placed: the search stack at the cursor; at the end of a finished
     * search (where DLX has uncovered everything again) the last solution found, so "run to end"
     * on a sudoku shows the solved grid.
     */
    public int[] shownOptions() {
        if (playback == null) {
            return new int[0];
        }
        return showsLastSolution() ? lastSolution.options() : playback.partialSolution();
    }

    /** True at the end of a search that found a solution: the boards show the last one found. */
    public boolean showsLastSolution() {
        return playback != null && lastSolution != null && playback.isSearchComplete()
                && playback.position() == playback.recordedLength();
    }

    // ------------------------------------------------------------------ for the play loop and the tasks

    /** The live playback, for the play loop and the background runs of this package. */
    Playback livePlayback() {
        return playback;
    }

    /** True when a command may move the cursor: a problem is open and no background run holds it. */
    boolean ready() {
        return playback != null && !busy.isBusy();
    }

    /** Runs one cursor move from a command: pauses play, then publishes the new state. */
    private void move(Supplier<Step> action) {
        if (!ready()) {
            return;
        }
        pause();
        Step step = action.get();
        reportEnd(step);
        publish();
    }

    /** Tells the user why a move stopped early (a breakpoint); used by play and the tasks too. */
    void reportEnd(Step step) {
        if (step == null) {
            return;
        }
        if (step.end() == StepEnd.BREAKPOINT) {
            messages.showInfo("Stopped at a breakpoint: " + BreakpointSettings.describe(step.breakpoint(), playback.problem()));
        } else if (step.end() == StepEnd.STEP_DONE || step.end() == StepEnd.START) {
            messages.clearUnlessError();
        }
    }

    /** Every move of the cursor: kept for the views to animate, and solutions passed remembered. */
    private void stepped(Step step) {
        lastStep.set(step);
        if (step.direction() != Direction.FORWARD) {
            return;
        }
        List<SearchEvent> events = step.events();
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof SolutionFound found) {
                passed(found, step.from() + i + 1);
                return;
            }
        }
    }

    /** Remembers the solution the cursor stands on, without refreshing the views (fast runs). */
    void noteSolutionAtCursor() {
        SolutionFound here = playback.solutionAtCursor();
        if (here != null) {
            passed(here, playback.position());
        }
    }

    /** The one place the last solution passed is written: {@code found}, which ends at event {@code at}. */
    private void passed(SolutionFound found, long at) {
        lastSolution = found;
        lastSolutionPosition = at;
    }

    /** Reads the playback's state at the cursor (the properties follow) and ticks the revision. */
    void publish() {
        if (playback == null) {
            return;
        }
        noteSolutionAtCursor();
        if (lastSolution != null && playback.position() < lastSolutionPosition) {
            lastSolution = null; // back before it: it is not the last one passed any more
        }
        standing.set(Standing.of(playback, narrator));
        if (!busy.isBusy() && !playing.get()) {
            predict.arrive(playback);
        }
        revision.set(revision.get() + 1);
    }

    /** Predict mode's questions, answers and score. */
    public PredictModel predict() {
        return predict;
    }

    /** Only the recorded length changed (a background recording is running). */
    void publishRecordedLength() {
        if (playback != null) {
            standing.set(standing.get().recorded(playback.recordedLength()));
        }
    }

    /** The play loop stopped by itself (the end, a breakpoint). */
    void playStopped() {
        playing.set(false);
    }
}
