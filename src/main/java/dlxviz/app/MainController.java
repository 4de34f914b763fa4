package dlxviz.app;

import dlxviz.app.puzzle.ProblemPanel;
import dlxviz.app.puzzle.QueensBoard;
import dlxviz.app.puzzle.QueensLayout;
import dlxviz.app.puzzle.QueensView;
import dlxviz.app.puzzle.SudokuBoard;
import dlxviz.app.puzzle.SudokuLayout;
import dlxviz.app.puzzle.SudokuView;
import dlxviz.app.puzzle.TilingBoard;
import dlxviz.app.puzzle.TilingLayout;
import dlxviz.app.puzzle.TilingView;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * The main window's controller: binds controls to {@link MainViewModel} and forwards every
 * action in one line. Window-only matters (file choosers, full screen, dialogs, export) stay
 * here because they need the stage; everything else is the view model's.
 */
public final class MainController implements KeyMap.Actions {
    private final MainViewModel model;

    @FXML private BorderPane root;
    @FXML private Menu examplesMenu;
    @FXML private MenuItem openItem;
    @FXML private MenuItem pasteItem;
    @FXML private MenuItem saveItem;
    @FXML private MenuItem exportItem;
    @FXML private MenuItem countItem;
    @FXML private RadioMenuItem lightThemeItem;
    @FXML private RadioMenuItem darkThemeItem;
    @FXML private RadioMenuItem contrastThemeItem;
    @FXML private CheckMenuItem fullScreenItem;
    @FXML private HBox messageBar;
    @FXML private Label messageText;
    @FXML private Label problemTitle;
    @FXML private SplitPane mainSplit;
    @FXML private StackPane linksHost;
    @FXML private StackPane puzzleHost;
    @FXML private Label narration;
    @FXML private Slider timeline;
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

    /** Problems up to this size get the 0/1 matrix beside the links; larger ones the option list. */
    private static final int MATRIX_MAX_OPTIONS = 64;
    private static final int MATRIX_MAX_ITEMS = 40;

    private LinksBridge links;
    private SudokuView sudokuView;
    private QueensView queensView;
    private TilingView tilingView;
    private ProblemPanel problemPanel;
    private PasteDialog pasteDialog;
    /** True while the slider is moved to follow the cursor, so that is not taken for a seek. */
    private boolean followingCursor;

    public MainController(MainViewModel model) {
        this.model = model;
    }

    @FXML
    private void initialize() {
        links = new LinksBridge(model);
        bindMessagesAndTitle();
        bindControls();
        bindCounters();
        bindTimeline();
        bindBreakpoints();
        buildExamplesMenu();
        bindThemeAndScale();
        installCentreView();
        model.problemProperty().addListener((obs, before, now) -> showPuzzlePanel());
        model.revisionProperty().addListener((obs, before, now) -> refreshPuzzlePanel());
        openItem.setAccelerator(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN));
        pasteItem.setAccelerator(new KeyCodeCombination(KeyCode.V, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        saveItem.setAccelerator(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN));
        exportItem.setAccelerator(new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN));
    }

    /** Wires what needs the stage: the keyboard (a scene-level filter) and the full-screen check mark. */
    public void attach(Stage stage) {
        new KeyMap(this).install(stage.getScene());
        stage.fullScreenProperty().addListener((obs, before, now) -> fullScreenItem.setSelected(now));
        stage.setFullScreenExitHint("Press F11 to leave full screen");
    }

    /** The centre of the window: the dancing-links view. */
    private void installCentreView() {
        linksHost.getChildren().setAll(links.linksPane());
    }

    // ------------------------------------------------------------------ bindings

    private void bindMessagesAndTitle() {
        messageText.textProperty().bind(model.messageProperty());
        messageBar.visibleProperty().bind(model.messageProperty().isNotEmpty());
        messageBar.managedProperty().bind(messageBar.visibleProperty());
        model.messageIsErrorProperty().addListener((obs, before, now) -> toggleClass(messageBar, "info", !now));
        toggleClass(messageBar, "info", !model.messageIsErrorProperty().get());
        problemTitle.textProperty().bind(Bindings.createStringBinding(
                () -> model.getProblem() == null ? "Open a puzzle or choose an example" : model.getProblem().title(),
                model.problemProperty()));
        narration.textProperty().bind(model.narrationProperty());
        model.narrationToneProperty().addListener((obs, before, now) -> showTone(now));
    }

    private void showTone(Narrator.Tone tone) {
        toggleClass(narration, "solution", tone == Narrator.Tone.SOLUTION);
        toggleClass(narration, "dead-end", tone == Narrator.Tone.DEAD_END);
    }

    private void bindControls() {
        var noProblem = model.playbackProperty().isNull();
        backButton.disableProperty().bind(model.canStepBackProperty().not());
        resetButton.disableProperty().bind(model.canStepBackProperty().not());
        stepButton.disableProperty().bind(model.canStepForwardProperty().not());
        nextSolutionButton.disableProperty().bind(model.canStepForwardProperty().not());
        runToEndButton.disableProperty().bind(model.canStepForwardProperty().not());
        playButton.disableProperty().bind(model.canStepForwardProperty().not().and(model.playingProperty().not()));
        playButton.textProperty().bind(Bindings.when(model.playingProperty()).then("Pause").otherwise("Play"));
        saveItem.disableProperty().bind(noProblem);
        exportItem.disableProperty().bind(noProblem);
        countItem.disableProperty().bind(noProblem.or(model.busyProperty()));
        stepSizeBox.getItems().setAll(StepSize.values());
        stepSizeBox.valueProperty().bindBidirectional(model.stepSizeProperty());
        speedBox.getItems().setAll(PlaySpeed.values());
        speedBox.valueProperty().bindBidirectional(model.speedProperty());
        busyBox.visibleProperty().bind(model.busyProperty());
        busyBox.managedProperty().bind(model.busyProperty());
        busyLabel.textProperty().bind(model.busyTextProperty());
        busyProgress.progressProperty().bind(model.busyProgressProperty());
    }

    private void bindCounters() {
        levelValue.textProperty().bind(Bindings.createStringBinding(
                () -> model.getPlayback() == null ? "–" : model.levelProperty().get() < 0 ? "givens"
                        : Integer.toString(model.levelProperty().get()),
                model.levelProperty(), model.revisionProperty()));
        nodesValue.textProperty().bind(grouped(model.nodesProperty()));
        updatesValue.textProperty().bind(grouped(model.updatesProperty()));
        solutionsValue.textProperty().bind(grouped(model.solutionsProperty()));
        eventsValue.textProperty().bind(Bindings.createStringBinding(
                () -> String.format("%,d / %,d%s", model.positionProperty().get(), model.recordedLengthProperty().get(),
                        model.searchCompleteProperty().get() ? "" : "+"),
                model.positionProperty(), model.recordedLengthProperty(), model.searchCompleteProperty()));
    }

    private static javafx.beans.binding.StringBinding grouped(javafx.beans.value.ObservableNumberValue value) {
        return Bindings.createStringBinding(() -> String.format("%,d", value.longValue()), value);
    }

    private void bindTimeline() {
        timeline.setMin(0);
        timeline.maxProperty().bind(Bindings.createDoubleBinding(
                () -> (double) Math.max(1, model.recordedLengthProperty().get()), model.recordedLengthProperty()));
        model.positionProperty().addListener((obs, before, now) -> followCursor());
        timeline.maxProperty().addListener((obs, before, now) -> followCursor());
        timeline.valueProperty().addListener((obs, before, now) -> {
            if (!followingCursor) {
                model.seek(Math.round(now.doubleValue()));
            }
        });
        timeline.disableProperty().bind(model.playbackProperty().isNull().or(model.busyProperty()));
        positionLabel.textProperty().bind(Bindings.createStringBinding(
                () -> model.searchCompleteProperty().get() ? "whole search" : "recorded so far",
                model.searchCompleteProperty()));
    }

    private void followCursor() {
        followingCursor = true;
        try {
            timeline.setValue(model.positionProperty().get());
        } finally {
            followingCursor = false;
        }
    }

    private void bindBreakpoints() {
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

    private void buildExamplesMenu() {
        for (Map.Entry<String, List<ProblemSources.MenuEntry>> section : ProblemSources.menu().entrySet()) {
            Menu sub = new Menu(section.getKey());
            for (ProblemSources.MenuEntry entry : section.getValue()) {
                MenuItem item = new MenuItem(entry.title());
                item.setMnemonicParsing(false);
                item.setOnAction(e -> model.loadExample(entry.name()));
                sub.getItems().add(item);
            }
            examplesMenu.getItems().add(sub);
        }
    }

    private void bindThemeAndScale() {
        model.themeProperty().addListener((obs, before, now) -> applyTheme(now));
        model.fontScaleProperty().addListener((obs, before, now) -> applyScale(now.doubleValue()));
        applyTheme(model.themeProperty().get());
        applyScale(model.fontScaleProperty().get());
    }

    private void applyTheme(Theme theme) {
        Themes.apply(root, theme);
        lightThemeItem.setSelected(theme == Theme.LIGHT);
        darkThemeItem.setSelected(theme == Theme.DARK);
        contrastThemeItem.setSelected(theme == Theme.HIGH_CONTRAST);
    }

    private void applyScale(double scale) {
        Themes.applyScale(root, scale);
    }

    // ------------------------------------------------------------------ puzzle panel

    private void showPuzzlePanel() {
        LoadedProblem loaded = model.getProblem();
        sudokuView = null;
        queensView = null;
        tilingView = null;
        problemPanel = null;
        SudokuLayout layout = loaded.isSudoku() ? SudokuLayout.of(loaded.problem(), loaded.sudoku()) : null;
        QueensLayout queens = layout == null ? QueensLayout.of(loaded.problem()) : null;
        TilingLayout tiling = layout == null && queens == null ? TilingLayout.of(loaded.problem()) : null;
        if (layout != null) {
            sudokuView = new SudokuView(layout, model.highlightProperty());
            puzzleHost.getChildren().setAll(sudokuView);
        } else if (queens != null) {
            queensView = new QueensView(queens, model.highlightProperty());
            puzzleHost.getChildren().setAll(queensView);
        } else if (tiling != null) {
            tilingView = new TilingView(tiling, model.highlightProperty());
            puzzleHost.getChildren().setAll(tilingView);
        } else if (loaded.problem().optionCount() <= MATRIX_MAX_OPTIONS
                && loaded.problem().itemCount() <= MATRIX_MAX_ITEMS) {
            puzzleHost.getChildren().setAll(links.matrixView());
        } else {
            problemPanel = new ProblemPanel(loaded.problem(), model.highlightProperty());
            puzzleHost.getChildren().setAll(problemPanel);
        }
        refreshPuzzlePanel();
    }

    private void refreshPuzzlePanel() {
        Playback playback = model.getPlayback();
        if (playback == null) {
            return;
        }
        int chosenItem = playback.chosenItem();
        if (sudokuView != null) {
            sudokuView.show(SudokuBoard.of(sudokuView.sudokuLayout(), playback.torus(), playback.forcedOptions(),
                    model.shownOptions(), chosenItem));
        } else if (tilingView != null) {
            tilingView.show(TilingBoard.of(tilingView.tilingLayout(), playback.torus(), model.shownOptions(), chosenItem));
        } else if (queensView != null) {
            queensView.show(QueensBoard.of(queensView.queensLayout(), playback.torus(), model.shownOptions(), chosenItem));
        } else if (problemPanel != null) {
            problemPanel.show(playback.torus(), playback.partialSolution(), chosenItem);
        }
    }

    /** The panel beside the links view (a sudoku, a queens board, the matrix or the option list); for tests. */
    public Node puzzlePanel() {
        return puzzleHost.getChildren().isEmpty() ? null : puzzleHost.getChildren().get(0);
    }

    // ------------------------------------------------------------------ actions (one line each)

    @FXML @Override public void stepForward() { model.stepForward(); }
    @FXML @Override public void stepBack() { model.stepBack(); }
    @Override public void largerStepForward() { model.largerStepForward(); }
    @Override public void largerStepBack() { model.largerStepBack(); }
    @FXML @Override public void nextSolution() { model.nextSolution(); }
    @FXML @Override public void reset() { model.reset(); }
    @FXML @Override public void runToEnd() { model.runToEnd(); }
    @FXML @Override public void togglePlay() { model.togglePlay(); }
    @Override public void faster() { model.faster(); }
    @Override public void slower() { model.slower(); }
    @FXML @Override public void largerText() { model.largerText(); }
    @FXML @Override public void smallerText() { model.smallerText(); }
    @FXML @Override public void normalText() { model.normalText(); }
    @FXML private void countSolutions() { model.countSolutions(); }
    @FXML private void cancelTask() { model.cancelTask(); }
    @FXML private void dismissMessage() { model.clearMessage(); }
    @FXML private void useLightTheme() { model.setTheme(Theme.LIGHT); }
    @FXML private void useDarkTheme() { model.setTheme(Theme.DARK); }
    @FXML private void useHighContrastTheme() { model.setTheme(Theme.HIGH_CONTRAST); }
    @FXML private void quit() { Platform.exit(); }
    @FXML private void showShortcuts() { HelpDialogs.shortcuts(stage(), model.themeProperty().get(), model.fontScaleProperty().get()).show(); }
    @FXML private void showAlgorithmX() { HelpDialogs.algorithmX(stage(), model.themeProperty().get(), model.fontScaleProperty().get()).show(); }

    @FXML
    @Override
    public void toggleFullScreen() {
        stage().setFullScreen(!stage().isFullScreen());
    }

    @FXML
    private void pastePuzzle() {
        if (pasteDialog == null) {
            pasteDialog = new PasteDialog(stage(), model);
        }
        pasteDialog.open(model.themeProperty().get(), model.fontScaleProperty().get());
    }

    @FXML
    private void openFile() {
        FileChooser chooser = chooser("Open a puzzle or exact-cover file");
        chooser.getExtensionFilters().setAll(
                new FileChooser.ExtensionFilter("Puzzles and DLX1 files", "*.txt", "*.sdk", "*.ss", "*.dlx"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        File file = chooser.showOpenDialog(stage());
        if (file != null) {
            model.openFile(file.toPath());
        }
    }

    @FXML
    private void saveProblem() {
        FileChooser chooser = chooser("Save the problem");
        chooser.setInitialFileName("problem." + model.saveExtension());
        File file = chooser.showSaveDialog(stage());
        if (file != null) {
            model.saveTo(file.toPath());
        }
    }

    @FXML
    private void exportFrame() {
        FileChooser chooser = chooser("Export the current frame as PNG");
        chooser.setInitialFileName("dlx-frame.png");
        chooser.getExtensionFilters().setAll(new FileChooser.ExtensionFilter("PNG images", "*.png"));
        File file = chooser.showSaveDialog(stage());
        if (file != null) {
            exportFrameTo(file.toPath());
        }
    }

    /** Writes a picture of the links view and the puzzle panel as they are now. */
    public void exportFrameTo(Path path) {
        try {
            PngWriter.write(mainSplit.snapshot(null, null), path);
            model.showInfo("Exported " + path.getFileName() + ".");
        } catch (IOException | RuntimeException e) {
            model.showError("Cannot export to " + path + ": " + e.getMessage());
        }
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        String last = model.lastFileProperty().get();
        if (last != null) {
            File dir = new File(last).getParentFile();
            if (dir != null && dir.isDirectory()) {
                chooser.setInitialDirectory(dir);
            }
        }
        return chooser;
    }

    private Stage stage() {
        return (Stage) root.getScene().getWindow();
    }

    private static void toggleClass(Node node, String styleClass, boolean on) {
        if (on && !node.getStyleClass().contains(styleClass)) {
            node.getStyleClass().add(styleClass);
        } else if (!on) {
            node.getStyleClass().remove(styleClass);
        }
    }
}
