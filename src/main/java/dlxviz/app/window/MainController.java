package dlxviz.app.window;

import dlxviz.app.boards.model.BoardModel;
import dlxviz.app.breakpoints.BreakpointSettings;
import dlxviz.app.fx.FirstTime;
import dlxviz.app.fx.LazyListComboBoxSkin;
import dlxviz.app.fx.Tips;
import dlxviz.app.fx.ViewportCache;
import dlxviz.app.links.LinksPane;
import dlxviz.app.narration.Narrator;
import dlxviz.app.startup.StartupClock;
import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import dlxviz.app.window.model.Appearance;
import dlxviz.app.window.model.BusyState;
import dlxviz.app.window.model.CursorModel;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.app.window.model.PlaySpeed;
import dlxviz.app.workbench.WorkbenchWindow;
import dlxviz.playback.StepSize;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window's controller: its first frame, then its parts (the top bar has its own
 * {@link TopBarController}); binds the links view, the side panel and the controls to the parts of
 * {@link MainViewModel}, maps the board model to its view, and forwards every key action in one
 * line. Window-only matters (file choosers, full screen, export) stay here because they need the
 * stage; everything else is the view model's.
 */
public final class MainController implements KeyMap.Actions {
    private final MainViewModel model;
    private final CursorModel cursor;

    @FXML private BorderPane root;
    @FXML private javafx.scene.layout.Region playIcon;
    @FXML private Label stepSizeLabel;
    @FXML private Label speedLabel;
    @FXML private javafx.scene.control.TitledPane breakpointsPane;
    @FXML private javafx.scene.layout.VBox breakpointsBox;
    @FXML private SplitPane mainSplit;
    @FXML private StackPane centerStack;
    @FXML private Button cancelButton;
    @FXML private javafx.scene.control.ToggleButton presentButton;
    @FXML private StackPane linksHost;
    @FXML private VBox topBox;
    @FXML private Region topBarPlace;
    @FXML private Region sidePanelPlace;
    @FXML private Region controlBarPlace;
    @FXML private Region countersPlace;
    @FXML private javafx.scene.control.TabPane sideTabPane;
    @FXML private Label narration;
    @FXML private StackPane narrationBox;
    @FXML private VBox bottomBox;
    @FXML private Slider timeline;
    @FXML private HBox controlBar;
    @FXML private HBox counters;
    @FXML private Label positionLabel;
    @FXML private Button resetButton;
    @FXML private Button backButton;
    @FXML private Button playButton;
    @FXML private Button stepButton;
    @FXML private Button nextSolutionButton;
    @FXML private Button runToEndButton;
    @FXML private ComboBox<StepSize> stepSizeBox;
    @FXML private ComboBox<PlaySpeed> speedBox;
    @FXML private HBox busyBox;
    @FXML private Label busyLabel;
    @FXML private ProgressBar busyProgress;
    @FXML private Label levelValue;
    @FXML private Label nodesValue;
    @FXML private Label updatesValue;
    @FXML private Label solutionsValue;
    @FXML private Label eventsValue;
    @FXML private CheckBox breakAtSolution;
    @FXML private CheckBox breakAtDeadEnd;
    @FXML private TextField breakLevel;
    @FXML private TextField breakItem;
    @FXML private TextField breakOption;
    @FXML private Label breakpointError;

    private WindowFiles files;
    /** The other parts' layouts, being read on another thread ({@link #readPartsAfter}); null if not asked. */
    private CompletableFuture<WindowParts.Read> partsRead;
    private TopBarController topBar;
    private boolean complete;
    private LinksPane linksPane;
    private SideTabs sideTabs;
    private LessonWiring lessons;
    private SidePanelRoom sideRoom;
    private ExerciseWiring exercises;
    /** Below this many em of width, the control buttons show their symbols only. */
    private static final double COMPACT_BELOW_EM = 84;

    public MainController(MainViewModel model) {
        this.model = model;
        this.cursor = model.cursor();
    }

    /**
     * Loads the layout of the window's first frame (MainWindow.fxml) and binds what it shows: the
     * theme and text scale, the links view and the narration, and the stand-ins' presentation
     * layout. {@link #complete} does the rest.
     */
    public Parent loadFirstFrame() {
        Parent layout = WindowParts.load(WindowParts.FIRST_FRAME, this);
        bindFirstFrame();
        return layout;
    }

    private void bindFirstFrame() {
        bindThemeAndScale();
        narration.textProperty().bind(cursor.narrationProperty());
        NarrationFit.install(narration, narrationBox, model.appearance().fontScaleProperty());
        // the side panel's width from the first frame on, so the links view keeps it when the panel comes
        sideRoom = new SidePanelRoom(mainSplit, sidePanelPlace, model.appearance().fontScaleProperty());
        model.boardProperty().addListener((obs, before, now) -> sideRoom.board(now));
        sideRoom.board(model.boardProperty().get());
        cursor.narrationToneProperty().addListener((obs, before, now) -> showTone(now));
        linksPane = LinksPane.withoutTools(model.links());
        linksHost.getChildren().setAll(linksPane);
        linksPane.legend().visibleProperty().bind(model.appearance().legendShownProperty());
        var full = model.appearance().presentationProperty().not();
        for (Node node : new Node[] {topBarPlace, countersPlace}) {
            node.visibleProperty().bind(full);
            node.managedProperty().bind(full);
        }
    }

    /** True once {@link #complete} has put in the window's other parts. */
    public boolean isComplete() {
        return complete;
    }

    /**
     * Reads the layouts of the window's other parts with {@code executor} once {@code before} is
     * done: the part of {@link #complete} that touches no scene, which the app's start has read on
     * a thread of its own while the first frame is made (issue 27). {@link #complete} waits for it
     * and puts in what it read, or reads the parts itself where that failed or nothing was asked.
     */
    public void readPartsAfter(CompletableFuture<?> before, Executor executor) {
        partsRead = before.thenApplyAsync(done -> WindowParts.read(model, this, this::stage), executor);
    }

    /**
     * Loads the window's other parts (menus and title, the side panel, the controls) in their
     * stand-ins' places and binds them: the window is then whole. At start-up this comes once the
     * first frame is handed to the render thread (issue 15), with the parts read meanwhile
     * ({@link #readPartsAfter}); anywhere else it comes before the window shows.
     */
    public void complete() {
        if (isComplete()) {
            return;
        }
        linksPane.addTools();
        WindowParts.Read parts = WindowParts.joined(partsRead);
        if (parts == null) {
            parts = WindowParts.read(model, this, this::stage);
        }
        files = parts.files();
        topBar = parts.topBar();
        Parent top = parts.top();
        Parent side = parts.side();
        Parent controls = parts.controls();
        ViewportCache.off((ScrollPane) side); // the board changes every frame of play
        for (Parent part : new Parent[] {top, side, controls}) {
            Tips.installAll(part);
        }
        topBar.bind();
        bindControls();
        CounterBindings.bind(cursor, counters, levelValue, nodesValue, updatesValue, solutionsValue, eventsValue);
        new TimelineBinding(cursor, model.busy(), timeline, positionLabel).bind();
        bindBreakpoints();
        sideTabs = new SideTabs(sideTabPane, model);
        PredictWiring.wire(cursor.predict(), model.highlightProperty(), bottomBox, sideTabPane, linksHost);
        exercises = new ExerciseWiring(model, this::stage, bottomBox, sideTabPane, linksHost);
        bindLayout();
        lessons = new LessonWiring(model, this, this::stage);
        topBox.getChildren().add(lessons.bar()); // the lesson's caption line, shown while one plays
        model.boardProperty().addListener((obs, before, now) -> showBoard(now));
        showBoard(model.boardProperty().get());
        if (StartupClock.partsLeftOut()) {
            complete = true; // measuring the floor under the parts' make: the stand-ins stay
            return;
        }
        // last, so that each stand-in leaves in the same pulse as its part comes
        topBox.getChildren().set(topBox.getChildren().indexOf(topBarPlace), top);
        layMessageBarOverTheViews(top);
        mainSplit.getItems().set(mainSplit.getItems().indexOf(sidePanelPlace), side);
        sideRoom.side(side);
        int place = bottomBox.getChildren().indexOf(controlBarPlace);
        bottomBox.getChildren().remove(countersPlace);
        bottomBox.getChildren().set(place, controls);
        complete = true;
    }

    /**
     * The message bar over the views' top rather than a row above them: a message that comes and
     * goes (a breakpoint, an export, an error) never resizes the views (issue 24). Its dismiss
     * button, Home or the next message takes it away.
     */
    private void layMessageBarOverTheViews(Parent top) {
        Node bar = top.lookup("#messageBar");
        if (bar == null || !(bar.getParent() instanceof javafx.scene.layout.Pane)) {
            return;
        }
        ((javafx.scene.layout.Pane) bar.getParent()).getChildren().remove(bar);
        StackPane.setAlignment(bar, javafx.geometry.Pos.TOP_CENTER);
        ((Region) bar).setMaxHeight(Region.USE_PREF_SIZE);
        centerStack.getChildren().add(bar);
    }

    /** Wires what needs the stage: the keyboard (a scene-level filter) and the full-screen check mark. */
    public void attach(Stage stage) {
        new KeyMap(this).install(stage.getScene());
        files.acceptDrops(stage.getScene());
        topBar.attach(stage);
        stage.setFullScreenExitHint("Press F11 to leave full screen");
    }

    // ------------------------------------------------------------------ bindings

    /**
     * The layouts: presentation (key P) hides the menus, the title, the breakpoints, the counters
     * and the rarer controls; a window narrow for its text (a projector at a large text scale)
     * shows the control buttons' symbols only, so one strip holds them; the legend comes and goes
     * with key L.
     */
    private void bindLayout() {
        Appearance appearance = model.appearance();
        var full = appearance.presentationProperty().not();
        for (Node node : new Node[] {counters, breakpointsPane, resetButton, nextSolutionButton, runToEndButton}) {
            node.visibleProperty().bind(full);
            node.managedProperty().bind(full);
        }
        var compact = Bindings.createBooleanBinding(
                () -> appearance.presentationProperty().get()
                        || smallForItsText(root.getWidth()),
                root.widthProperty(), appearance.fontScaleProperty(), appearance.presentationProperty());
        compact.addListener((obs, before, now) -> toggleClass(root, "compact", now));
        toggleClass(root, "compact", compact.get());
        presentButton.selectedProperty().bindBidirectional(appearance.presentationProperty());
        for (Label label : new Label[] {stepSizeLabel, speedLabel}) {
            label.visibleProperty().bind(compact.not());
            label.managedProperty().bind(compact.not());
        }
        // a run's words take the position's place (see bindControls)
        var position = compact.not().and(model.busy().busyProperty().not());
        positionLabel.visibleProperty().bind(position);
        positionLabel.managedProperty().bind(position);
    }

    private void showTone(Narrator.Tone tone) {
        toggleClass(narration, "solution", tone == Narrator.Tone.SOLUTION);
        toggleClass(narration, "dead-end", tone == Narrator.Tone.DEAD_END);
    }

    private void bindControls() {
        var noProblem = cursor.playbackProperty().isNull();
        BusyState busy = model.busy();
        backButton.disableProperty().bind(cursor.canStepBackProperty().not());
        resetButton.disableProperty().bind(cursor.canStepBackProperty().not());
        stepButton.disableProperty().bind(cursor.canStepForwardProperty().not());
        nextSolutionButton.disableProperty().bind(cursor.canStepForwardProperty().not());
        runToEndButton.disableProperty().bind(cursor.canStepForwardProperty().not());
        playButton.disableProperty().bind(cursor.canStepForwardProperty().not().and(cursor.playingProperty().not()));
        playButton.textProperty().bind(Bindings.when(cursor.playingProperty()).then("Pause").otherwise("Play"));
        cursor.playingProperty().addListener((obs, before, now) -> {
            toggleClass(playIcon, "icon-pause", now);
            toggleClass(playIcon, "icon-play", !now);
        });
        // their lists get skins when first dropped down, not with the window (issue 15)
        LazyListComboBoxSkin.installOn(stepSizeBox, speedBox);
        stepSizeBox.getItems().setAll(StepSize.values());
        stepSizeBox.valueProperty().bindBidirectional(cursor.stepSizeProperty());
        speedBox.getItems().setAll(PlaySpeed.values());
        speedBox.valueProperty().bindBidirectional(cursor.speedProperty());
        busyBox.visibleProperty().bind(busy.busyProperty());
        busyBox.managedProperty().bind(busy.busyProperty());
        // while a run holds the search, its progress and Cancel take the (then idle) timeline's
        // place, so the other controls keep their width: squeezed, the combo boxes went blank
        timeline.visibleProperty().bind(busy.busyProperty().not());
        timeline.managedProperty().bind(busy.busyProperty().not());
        cancelButton.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(busyBox, javafx.scene.layout.Priority.ALWAYS);
        busyBox.setMaxWidth(Double.MAX_VALUE);
        RunWords.bind(busy, model.appearance().presentationProperty(), busyLabel, busyBox, busyProgress);
        busyProgress.progressProperty().bind(busy.progressProperty());
    }

    private void bindBreakpoints() {
        // the fields join the window when the pane is first opened, not with the side panel (issue 15)
        FirstTime.whenTrue(breakpointsPane.expandedProperty(), () -> breakpointsPane.setContent(breakpointsBox));
        BreakpointSettings settings = model.breakpoints();
        breakAtSolution.selectedProperty().bindBidirectional(settings.atSolutionProperty());
        breakAtDeadEnd.selectedProperty().bindBidirectional(settings.atDeadEndProperty());
        breakLevel.textProperty().bindBidirectional(settings.levelProperty());
        breakItem.textProperty().bindBidirectional(settings.itemProperty());
        breakOption.textProperty().bindBidirectional(settings.optionProperty());
        breakpointError.textProperty().bind(settings.errorProperty());
        breakpointError.visibleProperty().bind(settings.errorProperty().isNotEmpty());
        breakpointError.managedProperty().bind(breakpointError.visibleProperty());
    }

    private void bindThemeAndScale() {
        Appearance appearance = model.appearance();
        appearance.themeProperty().addListener((obs, before, now) -> applyTheme(now));
        appearance.fontScaleProperty().addListener((obs, before, now) -> applyScale(now.doubleValue()));
        applyTheme(appearance.theme());
        applyScale(appearance.fontScale());
    }

    private void applyTheme(Theme theme) {
        Themes.apply(root, theme);
    }

    private void applyScale(double scale) {
        Themes.applyScale(root, scale);
    }

    // ------------------------------------------------------------------ the board

    /** The board model's view beside the links: the one place a board model becomes controls. */
    private void showBoard(BoardModel board) {
        sideTabs.showBoard(board);
    }

    /**
     * True when a window {@code width} pixels wide is narrow for the text scale: the controls then
     * show their symbols only, and the presentation layout would give the views more room.
     */
    public boolean smallForItsText(double width) {
        return width / (Themes.BASE_FONT_PX * model.appearance().fontScale()) < COMPACT_BELOW_EM;
    }

    /** Whether the panel beside the links view is shown (key S); for tests. */
    boolean sidePanelShown() {
        return sideRoom.shownProperty().get();
    }

    /** The panel beside the links view (a sudoku, a queens board, the matrix or the option list); for tests. */
    public Node puzzlePanel() {
        return sideTabs.boardView();
    }

    /** The view in a side tab, made if it was not yet; for tests and export. */
    Node sideView(SideTabs.Kind kind) {
        return sideTabs.view(kind);
    }

    /** The side tab in front; for tests. */
    SideTabs.Kind sideTabSelected() {
        return sideTabs.selected();
    }

    /** Brings the tab a user named ({@code board}, {@code matrix}, {@code algorithm}) to the front. */
    public void showSideTab(String name) {
        for (SideTabs.Kind kind : SideTabs.Kind.values()) {
            if (kind.name().equalsIgnoreCase(name)) {
                showSideTab(kind);
                return;
            }
        }
        model.messages().showError("There is no tab '" + name + "' beside the links.");
    }

    @Override
    public void showSideTab(SideTabs.Kind kind) {
        sideTabs.select(kind);
        if (kind == SideTabs.Kind.RULES && model.comparison().leftResultProperty().get() == null
                && !model.comparison().runningProperty().get()) {
            model.compareRules(); // key C: the tab is only worth showing with its figures
        }
    }

    // ------------------------------------------------------------------ actions (one line each)

    @FXML @Override public void stepForward() { cursor.stepForward(); }
    @FXML @Override public void stepBack() { cursor.stepBack(); }
    @Override public void largerStepForward() { cursor.largerStepForward(); }
    @Override public void largerStepBack() { cursor.largerStepBack(); }
    @FXML @Override public void nextSolution() { model.nextSolution(); }
    @FXML @Override public void reset() { cursor.reset(); }
    @FXML @Override public void runToEnd() { model.runToEnd(); }
    @FXML @Override public void togglePlay() { cursor.togglePlay(); }
    @Override public void faster() { cursor.faster(); }
    @Override public void slower() { cursor.slower(); }
    @Override public void largerText() { model.appearance().largerText(); }
    @Override public void smallerText() { model.appearance().smallerText(); }
    @Override public void normalText() { model.appearance().normalText(); }
    @FXML private void cancelTask() { model.cancelTask(); }
    @Override public void toggleLegend() { toggle(model.appearance().legendShownProperty()); }
    @Override public void togglePredict() { toggle(cursor.predict().onProperty()); }
    @Override public void toggleExercise() { exercises.toggle(); }

    /** File > Exercise..., File > Open results... and the tests reach your move through this. */
    ExerciseWiring exercises() {
        return exercises;
    }
    @Override public void togglePresentation() { toggle(model.appearance().presentationProperty()); }
    @Override public void toggleSidePanel() { toggle(sideRoom.shownProperty()); }
    @Override public void stepSize(StepSize size) { cursor.stepSizeProperty().set(size); }
    @Override public void zoomLinks(boolean in) { linksPane.view().zoomStep(in); }
    @Override public void fitLinks() { linksPane.view().fitToWindow(); }
    @Override public void foldLinks() { toggle(linksPane.view().foldedProperty()); }
    @Override public void followSearch() { model.links().follow(); }
    @Override public void toggleWholeTorus() { toggle(model.appearance().wholeTorusProperty()); }
    @Override public void panLinks(double dx, double dy) { linksPane.view().panBy(dx, dy); }
    @Override public void clickerForward() { if (!lessons.player().forward()) { cursor.stepForward(); } }
    @Override public void clickerBack() { if (!lessons.player().back()) { cursor.stepBack(); } }
    @Override public void backToLesson() { lessons.player().backToStop(); }

    /** The lesson player (File > Lesson, {@code --lesson}); for the app's start and tests. */
    public dlxviz.app.lesson.LessonPlayer lessons() { return lessons.player(); }

    /** Opens a lesson file, or a shipped lesson by name, in the background and plays it. */
    public void openLesson(String file) { lessons.open(file); }

    LessonWiring lessonWiring() { return lessons; }

    private static void toggle(javafx.beans.property.BooleanProperty property) {
        property.set(!property.get());
    }

    @Override
    public void toggleFullScreen() {
        stage().setFullScreen(!stage().isFullScreen());
    }

    void exportFrame() { files.exportPicture("dlx-window.png", root); }

    /**
     * Shows the sudoku workbench at {@code page} ({@code type}, {@code generate}, {@code library};
     * null: where it was) with {@code puzzle} (a library name, a file or puzzle text; null: none)
     * on its grid; for {@code --workbench} and tests.
     */
    public WorkbenchWindow openWorkbench(String page, String puzzle) { return files.workbench(page, puzzle); }

    void exportBoard() {
        SideTabs.Kind shown = sideTabs.selected() == null ? SideTabs.Kind.BOARD : sideTabs.selected();
        files.exportPicture("dlx-" + shown.name().toLowerCase(java.util.Locale.ROOT) + ".png", sideTabs.view(shown));
    }

    /** Writes a picture of the whole window as it is now: views, narration, controls and counters. */
    public void exportFrameTo(Path path) {
        files.exportNodeTo(root, path);
    }

    /** Writes a picture of one view alone (no tool bar, no controls), as it is now. */
    public void exportNodeTo(Node node, Path path) {
        files.exportNodeTo(node, path);
    }

    /** The overview of every item beside the lens (for tests). */
    public dlxviz.app.links.OverviewView overview() {
        return linksPane.overview();
    }

    /** The links view itself, without its tool bar (for tests and export). */
    public dlxviz.app.links.LinksView linksView() {
        return linksPane.view();
    }

    private Stage stage() {
        return (Stage) root.getScene().getWindow();
    }

    static void toggleClass(Node node, String styleClass, boolean on) {
        if (on && !node.getStyleClass().contains(styleClass)) {
            node.getStyleClass().add(styleClass);
        } else if (!on) {
            node.getStyleClass().remove(styleClass);
        }
    }
}
