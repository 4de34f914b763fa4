package dlxviz.app.window.model;

import dlxviz.app.boards.model.BoardFactory;
import dlxviz.app.boards.model.BoardInput;
import dlxviz.app.boards.model.BoardModel;
import dlxviz.app.breakpoints.BreakpointSettings;
import dlxviz.app.export.SeriesChoice;
import dlxviz.app.hover.Highlight;
import dlxviz.app.links.LinkAnimations;
import dlxviz.app.links.model.LinksModel;
import dlxviz.app.links.model.PlaybackFeed;
import dlxviz.app.narration.ProblemWords;
import dlxviz.app.session.WindowLook;
import dlxviz.app.teaching.model.AlgorithmModel;
import dlxviz.app.teaching.RuleComparison;
import dlxviz.app.teaching.model.TreeInput;
import dlxviz.app.teaching.model.TreeViewModel;
import dlxviz.playback.Breakpoint;
import dlxviz.playback.Playback;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.util.Duration;

/**
 * The window's view model: its parts, each with one job, and the wiring between them. No
 * control in sight; FX thread only; every part is tested without a window.
 * <ul>
 *   <li>{@link #session()}: the problem (load, open, paste, save) and its playback;</li>
 *   <li>{@link #cursor()}: moving through the search and the state published at the cursor;</li>
 *   <li>{@link #appearance()}: theme and text scale;</li>
 *   <li>{@link #messages()}: the message bar;</li>
 *   <li>{@link #busy()}: a background run and its progress;</li>
 *   <li>{@link #breakpoints()}: where runs stop;</li>
 *   <li>{@link #algorithm()}: Algorithm X's lit line and variables;</li>
 *   <li>{@link #comparison()}: the choice rules compared on the problem open;</li>
 *   <li>{@link #tree()}: the search tree at the cursor, a click on it seeks;</li>
 *   <li>the shared hover ({@link #highlightProperty()}), the links view's model
 *       ({@link #links()}) and the board beside it ({@link #boardProperty()}), all brought to the
 *       cursor on each revision.</li>
 * </ul>
 */
public final class MainViewModel {
    private final Messages messages = new Messages();
    private final Appearance appearance = new Appearance();
    private final BusyState busy = new BusyState();
    private final FileOpening files;
    private final BreakpointSettings breakpoints = new BreakpointSettings(this::applyBreakpoints);
    private final CursorModel cursor;
    private final CurrentProblem session;
    private final SearchTasks tasks;
    private final SeriesExport series;
    private PictureWindows pictureWindows;
    private final ObjectProperty<Highlight> highlight = new SimpleObjectProperty<>(this, "highlight");
    private final LinksModel links = new LinksModel(highlight);
    private final PlaybackFeed linksFeed = new PlaybackFeed(links);
    private final AlgorithmModel algorithm = new AlgorithmModel();
    private final RuleComparison comparison = new RuleComparison();
    private final TreeViewModel tree;
    private final ReadOnlyObjectWrapper<BoardModel> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ObjectBinding<Duration> animationDuration;
    private final boolean animationsOff = !LinkAnimations.enabled();
    private Runnable preferenceReset = () -> { };
    /** The problem the comparison's figures are of. */
    private dlxviz.app.session.LoadedProblem comparedProblem;

    public MainViewModel() {
        this(FrameClock.fx());
    }

    /** With {@code clock} driving play (tests drive it by hand). */
    public MainViewModel(FrameClock clock) {
        this(clock, SearchTasks.daemonThreads());
    }

    /**
     * With {@code clock} driving play and the following of background runs, and {@code background}
     * running them (tests run both by hand, on the FX thread).
     */
    public MainViewModel(FrameClock clock, java.util.concurrent.Executor background) {
        cursor = new CursorModel(messages, busy, clock);
        session = new CurrentProblem(messages, this::stopEverything);
        tasks = new SearchTasks(cursor, busy, messages, session, background, clock);
        series = new SeriesExport(cursor, busy, messages);
        files = new FileOpening(session, busy, messages, FileOpening.threads(), javafx.application.Platform::runLater);
        // no animation during background runs: the views just show the latest state each frame
        animationDuration = Bindings.createObjectBinding(
                () -> animationsOff || busy.isBusy() ? Duration.ZERO
                        : Duration.millis(cursor.speedProperty().get().animationDuration().toMillis()),
                cursor.speedProperty(), busy.busyProperty());
        session.openedProperty().addListener((obs, before, now) -> opened(now));
        links.wholeTorusProperty().bindBidirectional(appearance.wholeTorusProperty());
        cursor.revisionProperty().addListener((obs, before, now) -> showAtCursor());
        tree = new TreeViewModel(cursor::seek);
        // a background run grows the tree without moving the cursor
        cursor.recordedLengthProperty().addListener((obs, before, now) -> showTree());
        algorithm.stepSizeProperty().bind(cursor.stepSizeProperty());
    }

    private void opened(CurrentProblem.Opened opened) {
        highlight.set(null);
        if (!opened.loaded().equals(comparedProblem)) {
            comparison.clear(); // figures of another problem would mislead; a rule switch keeps them
        }
        breakpoints.problemChanged(opened.loaded().problem());
        links.setItemDescriber(ProblemWords.of(opened.loaded().problem(), opened.loaded().encoding()));
        links.setSudoku(opened.loaded().encoding());
        board.set(BoardFactory.create(opened.loaded(), links));
        opened.narrator().nodeNumbersShown(links::drawsNodeNumber); // names only the numbers drawn
        var playback = opened.playback();
        opened.narrator().itemsShown(item -> links.showsItemAt(item, playback.marks())); // and the items the lens shows
        cursor.attach(opened.playback(), opened.narrator(), breakpoints);
        applyBreakpoints();
    }

    /** Brings the links model and the board to the cursor. */
    private void showAtCursor() {
        var playback = cursor.playback();
        linksFeed.show(playback, cursor.lastStepProperty().get(), animationDuration.get());
        if (board.get() != null) {
            board.get().show(BoardInput.of(playback, cursor.shownOptions(), cursor.showsLastSolution()));
        }
        algorithm.show(playback);
        showTree();
    }

    private void showTree() {
        if (cursor.playback() != null) {
            tree.show(TreeInput.of(cursor.playback()));
        }
    }

    // ------------------------------------------------------------------ the parts

    public CurrentProblem session() {
        return session;
    }

    public CursorModel cursor() {
        return cursor;
    }

    public Appearance appearance() {
        return appearance;
    }

    public Messages messages() {
        return messages;
    }

    public BusyState busy() {
        return busy;
    }

    public BreakpointSettings breakpoints() {
        return breakpoints;
    }

    /** The item, option or node under the mouse in any view: views set it on hover, and all show it. */
    public ObjectProperty<Highlight> highlightProperty() {
        return highlight;
    }

    /** What the links view shows, kept at the cursor. */
    public LinksModel links() {
        return links;
    }

    /** Algorithm X's lit line and variables, kept at the cursor. */
    public AlgorithmModel algorithm() {
        return algorithm;
    }

    /** The search tree at the cursor. */
    public TreeViewModel tree() {
        return tree;
    }

    /** The choice rules compared on the problem open. */
    public RuleComparison comparison() {
        return comparison;
    }

    /** Compares the two rules picked on the problem open, in the background. */
    public void compareRules() {
        comparedProblem = session.problem();
        comparison.start(session.problem(), session.seed());
    }

    /** The board beside the links for the problem open (null before the first). */
    public ReadOnlyObjectProperty<BoardModel> boardProperty() {
        return board.getReadOnlyProperty();
    }

    /** How long a step's animation may last: from the speed; zero while busy or with animations off. */
    public ObservableValue<Duration> animationDurationProperty() {
        return animationDuration;
    }

    // ------------------------------------------------------------------ preferences

    /**
     * Back to the settings of a fresh install: light theme, normal text, the legend hidden, the
     * full layout, step size cover, the default speed; then {@link #setPreferenceReset} clears
     * what else is remembered (the last file).
     */
    public void resetPreferences() {
        appearance.reset();
        cursor.stepSizeProperty().set(dlxviz.playback.StepSize.COVER);
        cursor.speedProperty().set(PlaySpeed.DEFAULT);
        preferenceReset.run();
        messages.showInfo("Preferences reset: light theme, normal text, step size cover, default speed.");
    }

    /** What else a reset of the preferences clears (the window sets it; nothing by default). */
    public void setPreferenceReset(Runnable reset) {
        preferenceReset = reset == null ? () -> { } : reset;
    }

    // ------------------------------------------------------------------ background runs

    /** Runs to the next solution (or breakpoint, or end) in the background. */
    public void nextSolution() {
        if (cursor.ready()) {
            tasks.start(SearchTasks.Goal.NEXT_SOLUTION);
        }
    }

    /** Runs to the end of the search (or a breakpoint) in the background. */
    public void runToEnd() {
        if (cursor.ready()) {
            tasks.start(SearchTasks.Goal.END);
        }
    }

    /** Counts every solution in the background, ignoring breakpoints; the cursor stays. */
    public void countSolutions() {
        if (cursor.ready()) {
            tasks.start(SearchTasks.Goal.COUNT);
        }
    }

    public void cancelTask() {
        tasks.cancel();
        series.cancel();
        files.cancel();
    }

    /**
     * Opens a puzzle or DLX1 file, read in the background with its progress and Cancel in the
     * busy strip (File > Open, a file dropped on the window); the problem open stays until the
     * new one is read.
     */
    public void openFile(java.nio.file.Path path) {
        stopEverything();
        files.open(path);
    }

    /**
     * Opens pasted text as {@link #openFile} opens a file: parsed in the background, with progress
     * and Cancel in the busy strip. {@code answer} is told (on the FX thread) null when it loaded,
     * else what is wrong and where; nothing when cancelled.
     */
    public void openText(String text, String origin, java.util.function.Consumer<String> answer) {
        stopEverything();
        files.open(text, origin, answer);
    }

    /** For tests: where files and pasted text are read from now on. */
    void readFilesOn(java.util.concurrent.Executor background) {
        files.readOn(background);
    }

    /**
     * Exports the pictures of a step range of the problem open, in the window's look, in the
     * background (File > Export picture > A series); progress and Cancel in the busy strip.
     */
    public void exportSeries(SeriesChoice choice) {
        if (!cursor.ready()) {
            return;
        }
        if (pictureWindows == null) {
            messages.showError("This window cannot make pictures of a series (no picture window was given to it).");
            return;
        }
        WindowLook look = new WindowLook(choice.stepSize(), appearance.theme(), appearance.fontScale(),
                appearance.legendShownProperty().get(), appearance.presentationProperty().get());
        // the copy searches under the window's own choice rule, and the range is checked on that search
        series.start(choice, session.problem(), session.ruleProperty().get(), session.seed(), look, pictureWindows);
    }

    /** How this window opens copies of itself for pictures (the app's entry point sets it). */
    public void setPictureWindows(PictureWindows windows) {
        pictureWindows = windows;
    }

    /** For tests: the memory the recorded history may take during a run (see SearchTasks). */
    void setHistoryBudgetBytes(long bytes) {
        tasks.setHistoryBudgetBytes(bytes);
    }

    private void stopEverything() {
        cursor.pause();
        tasks.cancel();
    }

    private void applyBreakpoints() {
        Playback playback = cursor.livePlayback();
        if (playback == null) {
            return;
        }
        playback.clearBreakpoints();
        for (Breakpoint breakpoint : breakpoints.active()) {
            playback.addBreakpoint(breakpoint);
        }
    }
}
