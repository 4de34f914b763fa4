package dlxviz.app;

import dlxviz.engine.ItemChoice;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Breakpoint;
import dlxviz.playback.Direction;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.util.Duration;

/**
 * The window's view model: everything the views show and every command the controls and keys
 * give, with no control in sight. One instance per window; FX thread only.
 *
 * <h2>For the views (read-only)</h2>
 * <ul>
 *   <li>{@link #playbackProperty()}: the current {@link Playback}, replaced when a problem is
 *       loaded (null before the first). Read its replica torus and derived state; never move its
 *       cursor from a view.</li>
 *   <li>{@link #revisionProperty()}: ticks after every change of the playback state, at most once
 *       per pulse while playing: redraw when it changes.</li>
 *   <li>{@link #lastStepProperty()}: the last move (its applied events and direction), to
 *       animate; a {@link Step#isJump() jump} means redraw without animation.</li>
 *   <li>{@link #animationDurationProperty()}: how long a step's animation may last, from the
 *       speed; zero at high speeds and when the system property {@code dlxviz.animations=off}.</li>
 *   <li>{@link #themeProperty()}, {@link #fontScaleProperty()}.</li>
 *   <li>{@link #highlightProperty()}: the item, option or node under the mouse in any view
 *       (writable: views set it on hover, and all views show it).</li>
 * </ul>
 */
public final class MainViewModel {
    /** Smallest and largest font scale, and the factor of one larger/smaller step. */
    static final double SCALE_STEP = 1.15;

    private final ReadOnlyObjectWrapper<Playback> playback = new ReadOnlyObjectWrapper<>(this, "playback");
    private final ReadOnlyObjectWrapper<LoadedProblem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final ReadOnlyObjectWrapper<Step> lastStep = new ReadOnlyObjectWrapper<>(this, "lastStep");
    private final ReadOnlyObjectWrapper<Duration> animationDuration =
            new ReadOnlyObjectWrapper<>(this, "animationDuration", Duration.ZERO);
    private final ReadOnlyObjectWrapper<Theme> theme = new ReadOnlyObjectWrapper<>(this, "theme", Theme.LIGHT);
    private final ReadOnlyDoubleWrapper fontScale = new ReadOnlyDoubleWrapper(this, "fontScale", 1);
    private final ObjectProperty<Highlight> highlight = new SimpleObjectProperty<>(this, "highlight");

    private final ObjectProperty<StepSize> stepSize = new SimpleObjectProperty<>(this, "stepSize", StepSize.COVER);
    private final ObjectProperty<PlaySpeed> speed = new SimpleObjectProperty<>(this, "speed", PlaySpeed.DEFAULT);

    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper canStepBack = new ReadOnlyBooleanWrapper(this, "canStepBack");
    private final ReadOnlyBooleanWrapper canStepForward = new ReadOnlyBooleanWrapper(this, "canStepForward");

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
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper messageIsError = new ReadOnlyBooleanWrapper(this, "messageIsError");
    private final ReadOnlyStringWrapper lastFile = new ReadOnlyStringWrapper(this, "lastFile");
    private final ReadOnlyStringWrapper busyText = new ReadOnlyStringWrapper(this, "busyText", "");
    private final ReadOnlyDoubleWrapper busyProgress = new ReadOnlyDoubleWrapper(this, "busyProgress", -1);

    private final ReadOnlyObjectWrapper<SolutionFound> lastSolution = new ReadOnlyObjectWrapper<>(this, "lastSolution");
    private long lastSolutionPosition;
    private final BreakpointSettings breakpoints = new BreakpointSettings(this::applyBreakpoints);
    private final PlayLoop playLoop = new PlayLoop(this);
    private final SearchTasks tasks = new SearchTasks(this);

    /** For tests: the memory the recorded history may take during a run (see SearchTasks). */
    void setHistoryBudgetBytes(long bytes) {
        tasks.setHistoryBudgetBytes(bytes);
    }
    private final boolean animationsOff = "off".equalsIgnoreCase(System.getProperty("dlxviz.animations"));
    private Narrator narrator;

    public MainViewModel() {
        // no animation during background runs: the views just show the latest state each frame
        animationDuration.bind(Bindings.createObjectBinding(
                () -> animationsOff || busy.get() ? Duration.ZERO : Duration.millis(speed.get().animationDuration().toMillis()),
                speed, busy));
    }

    // =========================================================================== loading

    /**
     * Replaces the problem: a new {@link Playback} at position 0, the breakpoints kept where they
     * still make sense. Returns false, with the reason in {@link #messageProperty()}, when the
     * problem cannot be set up (e.g. givens that clash); the old problem then stays.
     */
    public boolean load(LoadedProblem loaded) {
        stopEverything();
        Playback next;
        try {
            next = new Playback(loaded.problem(), ItemChoice.MIN_LENGTH, loaded.forced());
        } catch (IllegalArgumentException e) {
            showError("Cannot open " + loaded.title() + ": " + e.getMessage());
            return false;
        }
        next.addListener(this::stepped);
        lastSolution.set(null);
        narrator = new Narrator(loaded);
        highlight.set(null);
        playback.set(next); // first: a view that hears of the new problem finds its playback ready
        problem.set(loaded);
        breakpoints.problemChanged(loaded.problem());
        applyBreakpoints();
        lastStep.set(null);
        clearMessage();
        publish();
        return true;
    }

    /** Loads a built-in example or library sudoku by name; false (with a message) when there is none. */
    public boolean loadExample(String name) {
        try {
            return load(ProblemSources.example(name));
        } catch (ProblemInputException e) {
            showError(e.getMessage());
            return false;
        }
    }

    /**
     * Loads a pasted puzzle or DLX1 problem. Returns null when it was loaded, else what is wrong
     * and where (also shown in the window); the caller keeps the text so nothing typed is lost.
     */
    public String loadText(String text, String origin) {
        try {
            return load(ProblemSources.fromText(text, origin, false)) ? null : message.get();
        } catch (ProblemInputException e) {
            showError(e.getMessage());
            return e.getMessage();
        }
    }

    /** Opens a puzzle or {@code .dlx} file; false (with a message) when it cannot be read. */
    public boolean openFile(Path path) {
        try {
            boolean loaded = load(ProblemSources.readFile(path));
            if (loaded) {
                lastFile.set(path.toAbsolutePath().toString());
            }
            return loaded;
        } catch (ProblemInputException e) {
            showError(e.getMessage());
            return false;
        }
    }

    /** Saves the current problem (puzzle line or DLX1 text); false (with a message) on failure. */
    public boolean saveTo(Path path) {
        LoadedProblem current = problem.get();
        if (current == null) {
            return false;
        }
        try {
            Files.writeString(path, current.saveText() + System.lineSeparator(), StandardCharsets.UTF_8);
            showInfo("Saved " + path.getFileName() + ".");
            return true;
        } catch (IOException e) {
            showError("Cannot save " + path + ": " + e.getMessage());
            return false;
        }
    }

    /** The file extension the current problem saves as ({@code txt} or {@code dlx}). */
    public String saveExtension() {
        return problem.get() == null ? "txt" : problem.get().saveExtension();
    }

    /** The last file opened (for the preferences), or null. */
    public ReadOnlyStringProperty lastFileProperty() {
        return lastFile.getReadOnlyProperty();
    }

    // =========================================================================== commands

    public void stepForward() {
        move(() -> playback().stepForward(stepSize.get()));
    }

    public void stepBack() {
        move(() -> playback().stepBack(stepSize.get()));
    }

    /** A step of the next larger size (Shift+Right): a cover becomes a choice, and so on. */
    public void largerStepForward() {
        move(() -> playback().stepForward(stepSize.get().larger()));
    }

    public void largerStepBack() {
        move(() -> playback().stepBack(stepSize.get().larger()));
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
                last = playback().stepForward(stepSize.get());
                done[0]++;
                if (last.end() != StepEnd.STEP_DONE || ((done[0] & 255) == 0 && System.nanoTime() > deadline)) {
                    break;
                }
            }
            return last;
        });
        if (done[0] < count && playback() != null && playback().canStepForward() && !messageIsError.get()) {
            showInfo(String.format(java.util.Locale.ROOT, "Took %,d of the %,d steps asked for, then stopped so that "
                    + "the window can answer; Run to end (End) and Next solution (Ctrl+Right) go on in the background.", done[0], count));
        }
    }

    public void reset() {
        move(() -> playback().reset());
    }

    /** Moves the cursor to {@code target} events from the start (the timeline). */
    public void seek(long target) {
        if (playback() == null || busy.get() || target == playback().position()) {
            return;
        }
        pause();
        playback().seek(target);
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
        if (playback() == null || busy.get() || playing.get() || !playback().canStepForward()) {
            return;
        }
        clearMessage();
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

    /** Runs to the next solution (or breakpoint, or end) in the background. */
    public void nextSolution() {
        if (ready()) {
            tasks.start(SearchTasks.Goal.NEXT_SOLUTION);
        }
    }

    /** Runs to the end of the search (or a breakpoint) in the background. */
    public void runToEnd() {
        if (ready()) {
            tasks.start(SearchTasks.Goal.END);
        }
    }

    /** Counts every solution in the background, ignoring breakpoints, and lands at the end. */
    public void countSolutions() {
        if (ready()) {
            tasks.start(SearchTasks.Goal.COUNT);
        }
    }

    public void cancelTask() {
        tasks.cancel();
    }

    public void setTheme(Theme theme) {
        this.theme.set(theme);
    }

    public void setFontScale(double scale) {
        fontScale.set(Math.max(StartupArguments.MIN_SCALE, Math.min(StartupArguments.MAX_SCALE, scale)));
    }

    public void largerText() {
        setFontScale(fontScale.get() * SCALE_STEP);
    }

    public void smallerText() {
        setFontScale(fontScale.get() / SCALE_STEP);
    }

    public void normalText() {
        setFontScale(1);
    }

    /** Shows a message in the window's message bar (errors in bad input, breakpoint hits). */
    public void showError(String text) {
        messageIsError.set(true);
        message.set(text);
    }

    public void showInfo(String text) {
        messageIsError.set(false);
        message.set(text);
    }

    public void clearMessage() {
        message.set("");
    }

    // =========================================================================== properties

    public ReadOnlyObjectProperty<Playback> playbackProperty() {
        return playback.getReadOnlyProperty();
    }

    public Playback getPlayback() {
        return playback.get();
    }

    public ReadOnlyObjectProperty<LoadedProblem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public LoadedProblem getProblem() {
        return problem.get();
    }

    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Step> lastStepProperty() {
        return lastStep.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Duration> animationDurationProperty() {
        return animationDuration.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Theme> themeProperty() {
        return theme.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty fontScaleProperty() {
        return fontScale.getReadOnlyProperty();
    }

    public ObjectProperty<Highlight> highlightProperty() {
        return highlight;
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

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canStepBackProperty() {
        return canStepBack.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canStepForwardProperty() {
        return canStepForward.getReadOnlyProperty();
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

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return messageIsError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty busyTextProperty() {
        return busyText.getReadOnlyProperty();
    }

    /** Progress of the background run, 0..1, or -1 when unknown. */
    public ReadOnlyDoubleProperty busyProgressProperty() {
        return busyProgress.getReadOnlyProperty();
    }

    public BreakpointSettings breakpoints() {
        return breakpoints;
    }

    /** The latest solution the cursor has passed (null before the first, or after stepping back over it). */
    public ReadOnlyObjectProperty<SolutionFound> lastSolutionProperty() {
        return lastSolution.getReadOnlyProperty();
    }

    /**
     * The options to show as placed: the search stack at the cursor; at the end of a finished
     * search (where DLX has uncovered everything again) the last solution found, so "run to end"
     * on a sudoku shows the solved grid.
     */
    public int[] shownOptions() {
        Playback p = playback();
        if (p == null) {
            return new int[0];
        }
        boolean atEnd = p.isSearchComplete() && p.position() == p.recordedLength();
        return atEnd && lastSolution.get() != null ? lastSolution.get().options() : p.partialSolution();
    }

    // =========================================================================== internals

    Playback playback() {
        return playback.get();
    }

    private boolean ready() {
        return playback() != null && !busy.get();
    }

    /** Runs one cursor move from a command: pauses play, then publishes the new state. */
    private void move(java.util.function.Supplier<Step> action) {
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
            showInfo("Stopped at a breakpoint: " + BreakpointSettings.describe(step.breakpoint(), problem.get().problem()));
        } else if (step.end() == StepEnd.STEP_DONE || step.end() == StepEnd.START) {
            if (!messageIsError.get()) {
                clearMessage();
            }
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
                lastSolution.set(found);
                lastSolutionPosition = step.from() + i + 1;
                return;
            }
        }
    }

    /** Remembers the solution the cursor stands on, without refreshing the views (fast runs). */
    void noteSolutionAtCursor() {
        SolutionFound here = playback().solutionAtCursor();
        if (here != null) {
            lastSolution.set(here);
            lastSolutionPosition = playback().position();
        }
    }

    /** Copies the playback's state at the cursor into the properties and ticks the revision. */
    void publish() {
        Playback p = playback();
        if (p == null) {
            return;
        }
        SolutionFound here = p.solutionAtCursor();
        if (here != null) {
            lastSolution.set(here);
            lastSolutionPosition = p.position();
        } else if (lastSolution.get() != null && p.position() < lastSolutionPosition) {
            lastSolution.set(null);
        }
        level.set(p.level());
        nodes.set(p.nodes());
        updates.set(p.updates());
        solutions.set(p.solutions());
        recordedLength.set(p.recordedLength()); // before the position: the timeline's maximum first
        position.set(p.position());
        searchComplete.set(p.isSearchComplete());
        canStepBack.set(!busy.get() && p.canStepBack());
        canStepForward.set(!busy.get() && p.canStepForward());
        Narrator.Line line = narrator.describe(p);
        narration.set(line.text());
        narrationTone.set(line.tone());
        revision.set(revision.get() + 1);
    }

    /** Only the recorded length changed (a background recording is running). */
    void publishRecordedLength() {
        if (playback() != null) {
            recordedLength.set(playback().recordedLength());
        }
    }

    void setBusy(boolean isBusy, String text) {
        busy.set(isBusy);
        busyText.set(isBusy ? text : "");
        busyProgress.set(-1);
        publish();
    }

    void setBusyProgress(String text, double progress) {
        busyText.set(text);
        busyProgress.set(progress);
    }

    void playStopped() {
        playing.set(false);
    }

    private void stopEverything() {
        pause();
        tasks.cancel();
    }

    private void applyBreakpoints() {
        Playback p = playback();
        if (p == null) {
            return;
        }
        p.clearBreakpoints();
        for (Breakpoint breakpoint : breakpoints.active()) {
            p.addBreakpoint(breakpoint);
        }
    }
}
