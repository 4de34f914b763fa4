package dlxviz.app.window;

import dlxviz.app.canvas.FittedText;
import dlxviz.app.dialogs.HelpDialogs;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.theme.Theme;
import dlxviz.app.window.model.Appearance;
import dlxviz.app.window.model.BusyState;
import dlxviz.app.window.model.CurrentProblem;
import dlxviz.app.window.model.CursorModel;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.app.window.model.Messages;
import dlxviz.catalogue.RuleNames;
import dlxviz.engine.ItemChoice;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;

/**
 * The window's top rows (fxml/TopBar.fxml): the menus, the problem's title and the message bar.
 * Binds them to the view model and forwards each menu item in one line; what needs the rest of
 * the window (its files, the side tabs, full screen) goes to {@link MainController}.
 */
final class TopBarController {
    private final MainViewModel model;
    private final MainController window;
    private final WindowFiles files;

    @FXML private HBox topBar;
    @FXML private Menu examplesMenu;
    @FXML private MenuItem openItem;
    @FXML private MenuItem pasteItem;
    @FXML private MenuItem workbenchItem;
    @FXML private MenuItem saveItem;
    @FXML private MenuItem addMomentItem;
    @FXML private MenuItem saveMomentItem;
    @FXML private MenuItem copyArgumentsItem;
    @FXML private MenuItem exportItem;
    @FXML private MenuItem exportLinksItem;
    @FXML private MenuItem exportBoardItem;
    @FXML private MenuItem exportSeriesItem;
    @FXML private MenuItem setUpItem;
    @FXML private MenuItem countItem;
    @FXML private CheckMenuItem legendItem;
    @FXML private CheckMenuItem presentationItem;
    @FXML private CheckMenuItem wholeTorusItem;
    @FXML private CheckMenuItem predictItem;
    @FXML private CheckMenuItem fullScreenItem;
    @FXML private RadioMenuItem ruleMinLengthItem;
    @FXML private RadioMenuItem ruleFirstItem;
    @FXML private RadioMenuItem ruleRandomItem;
    @FXML private MenuItem newSeedItem;
    @FXML private RadioMenuItem lightThemeItem;
    @FXML private RadioMenuItem darkThemeItem;
    @FXML private RadioMenuItem contrastThemeItem;
    @FXML private HBox messageBar;
    @FXML private Label messageText;
    @FXML private Label problemTitle;

    TopBarController(MainViewModel model, MainController window, WindowFiles files) {
        this.model = model;
        this.window = window;
        this.files = files;
    }

    /** After TopBar.fxml is loaded: binds its menus, title and message bar. */
    void bind() {
        bindMessagesAndTitle();
        bindItems();
        bindRule();
        buildExamplesMenu();
        Appearance appearance = model.appearance();
        appearance.themeProperty().addListener((obs, before, now) -> showTheme(now));
        showTheme(appearance.theme());
        // presentation (key P) hides the menus and the title
        var full = appearance.presentationProperty().not();
        topBar.visibleProperty().bind(full);
        topBar.managedProperty().bind(full);
        presentationItem.selectedProperty().bindBidirectional(appearance.presentationProperty());
        legendItem.selectedProperty().bindBidirectional(appearance.legendShownProperty());
        wholeTorusItem.selectedProperty().bindBidirectional(appearance.wholeTorusProperty());
        predictItem.selectedProperty().bindBidirectional(model.cursor().predict().onProperty());
        openItem.setAccelerator(new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN));
        pasteItem.setAccelerator(new KeyCodeCombination(KeyCode.V, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        workbenchItem.setAccelerator(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN));
        saveItem.setAccelerator(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN));
        exportItem.setAccelerator(new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN));
    }

    /** Full screen's check mark follows the stage. */
    void attach(Stage stage) {
        stage.fullScreenProperty().addListener((obs, before, now) -> fullScreenItem.setSelected(now));
    }

    private void bindMessagesAndTitle() {
        Messages messages = model.messages();
        messageText.textProperty().bind(messages.textProperty());
        messageBar.visibleProperty().bind(messages.textProperty().isNotEmpty());
        messageBar.managedProperty().bind(messageBar.visibleProperty());
        messages.errorProperty().addListener((obs, before, now) -> MainController.toggleClass(messageBar, "info", !now));
        MainController.toggleClass(messageBar, "info", !messages.isError());
        CurrentProblem session = model.session();
        // a rule other than DLX1's is named in the title: the counters and choices depend on it
        FittedText.follow(problemTitle, Bindings.createStringBinding(
                () -> session.problem() == null ? "Open a puzzle or choose an example" : session.problem().title()
                        + (session.ruleProperty().get() == ItemChoice.MIN_LENGTH ? ""
                                : " \u00b7 choosing by " + RuleNames.describe(session.ruleProperty().get(), session.seed())),
                session.problemProperty(), session.ruleProperty(), session.seedProperty()));
    }

    /** Items that need a problem, or no run in the background. */
    private void bindItems() {
        CursorModel cursor = model.cursor();
        BusyState busy = model.busy();
        var noProblem = cursor.playbackProperty().isNull();
        for (MenuItem item : new MenuItem[] {saveItem, exportItem, exportLinksItem, exportBoardItem, addMomentItem,
            saveMomentItem, copyArgumentsItem}) {
            item.disableProperty().bind(noProblem);
        }
        exportSeriesItem.disableProperty().bind(noProblem.or(busy.busyProperty()));
        countItem.disableProperty().bind(noProblem.or(busy.busyProperty()));
        setUpItem.disableProperty().bind(Bindings.createBooleanBinding(
                () -> cursor.playback() == null || cursor.playback().setUpLength() == 0 || busy.isBusy(),
                cursor.revisionProperty(), busy.busyProperty()));
    }

    /** The choice rule's radio items follow the session's rule; the seed's item only for random ties. */
    private void bindRule() {
        CurrentProblem session = model.session();
        // the rules' names are written once, in the catalogue
        ruleMinLengthItem.setText(RuleNames.menuText(ItemChoice.MIN_LENGTH));
        ruleFirstItem.setText(RuleNames.menuText(ItemChoice.FIRST_ACTIVE));
        Runnable show = () -> {
            ItemChoice rule = session.ruleProperty().get();
            ruleMinLengthItem.setSelected(rule == ItemChoice.MIN_LENGTH);
            ruleFirstItem.setSelected(rule == ItemChoice.FIRST_ACTIVE);
            ruleRandomItem.setSelected(rule == ItemChoice.MIN_LENGTH_RANDOM);
            ruleRandomItem.setText(RuleNames.menuText(ItemChoice.MIN_LENGTH_RANDOM)
                    + (rule == ItemChoice.MIN_LENGTH_RANDOM ? " (seed " + session.seed() + ")" : ""));
            newSeedItem.setDisable(rule != ItemChoice.MIN_LENGTH_RANDOM);
        };
        session.ruleProperty().addListener((obs, before, now) -> show.run());
        session.seedProperty().addListener((obs, before, now) -> show.run());
        session.problemProperty().addListener((obs, before, now) -> show.run());
        show.run();
    }

    private void buildExamplesMenu() {
        for (Map.Entry<String, List<ProblemSources.MenuEntry>> section : ProblemSources.menu().entrySet()) {
            Menu sub = new Menu(section.getKey());
            for (ProblemSources.MenuEntry entry : section.getValue()) {
                MenuItem item = new MenuItem(entry.title());
                item.setMnemonicParsing(false);
                item.setOnAction(e -> model.session().loadExample(entry.name()));
                sub.getItems().add(item);
            }
            examplesMenu.getItems().add(sub);
        }
        Menu lessons = new Menu("Lessons");
        for (String name : dlxviz.lesson.ShippedLessons.NAMES) {
            MenuItem item = new MenuItem(name + dlxviz.lesson.ShippedLessons.EXTENSION);
            item.setMnemonicParsing(false);
            item.setOnAction(e -> window.openLesson(name));
            lessons.getItems().add(item);
        }
        examplesMenu.getItems().add(lessons);
    }

    private void showTheme(Theme theme) {
        lightThemeItem.setSelected(theme == Theme.LIGHT);
        darkThemeItem.setSelected(theme == Theme.DARK);
        contrastThemeItem.setSelected(theme == Theme.HIGH_CONTRAST);
    }

    private Stage stage() {
        return (Stage) topBar.getScene().getWindow();
    }

    private Theme theme() {
        return model.appearance().theme();
    }

    private double scale() {
        return model.appearance().fontScale();
    }

    // ------------------------------------------------------------------ the menus' items (one line each)

    @FXML private void openFile() { files.open(); }
    @FXML private void pastePuzzle() { files.paste(); }
    @FXML private void openMatrixEditor() { files.matrixEditor(); }
    @FXML private void openWorkbench() { files.workbench(null, null); }
    @FXML private void saveProblem() { files.save(); }
    @FXML private void chooseExercise() { window.exercises().choose(); }
    @FXML private void openResults() { window.exercises().openResults(); }
    @FXML private void buildMatrix() { window.exercises().buildMatrix(); }
    @FXML private void exportFrame() { window.exportFrame(); }
    @FXML private void exportLinks() { files.exportPicture("dlx-links.png", window.linksView()); }
    @FXML private void exportBoard() { window.exportBoard(); }
    @FXML private void exportSeries() { files.series(); }
    @FXML private void resetPreferences() { model.resetPreferences(); }
    @FXML private void quit() { Platform.exit(); }
    @FXML private void useLightTheme() { model.appearance().setTheme(Theme.LIGHT); }
    @FXML private void useDarkTheme() { model.appearance().setTheme(Theme.DARK); }
    @FXML private void useHighContrastTheme() { model.appearance().setTheme(Theme.HIGH_CONTRAST); }
    @FXML private void largerText() { window.largerText(); }
    @FXML private void smallerText() { window.smallerText(); }
    @FXML private void normalText() { window.normalText(); }
    @FXML private void toggleFullScreen() { window.toggleFullScreen(); }
    @FXML private void countSolutions() { model.countSolutions(); }
    @FXML private void showSetUp() { model.cursor().showSetUp(); }
    @FXML private void useMinLength() { model.session().useRule(ItemChoice.MIN_LENGTH, model.session().seed()); }
    @FXML private void useFirstActive() { model.session().useRule(ItemChoice.FIRST_ACTIVE, model.session().seed()); }
    @FXML private void useRandomTies() { model.session().useRule(ItemChoice.MIN_LENGTH_RANDOM, model.session().seed()); }
    @FXML private void anotherSeed() { model.session().useRule(ItemChoice.MIN_LENGTH_RANDOM, model.session().seed() + 1); }
    @FXML private void compareRules() {
        window.showSideTab(SideTabs.Kind.RULES);
        model.compareRules();
    }
    @FXML private void showShortcuts() { HelpDialogs.shortcuts(stage(), KeyMap.SHORTCUTS, theme(), scale()).show(); }
    @FXML private void showLegend() { HelpDialogs.legend(stage(), theme(), scale()).show(); }
    @FXML private void showAlgorithmX() { HelpDialogs.algorithmX(stage(), theme(), scale()).show(); }
    @FXML private void openLesson() { window.lessonWiring().chooseAndOpen(); }
    @FXML private void addMoment() { window.lessonWiring().addMoment(); }
    @FXML private void editStops() { window.lessonWiring().editStops(); }
    @FXML private void saveLesson() { window.lessonWiring().saveLesson(); }
    @FXML private void saveMoment() { window.lessonWiring().saveMoment(); }
    @FXML private void copyArguments() { window.lessonWiring().copyArguments(); }
    @FXML private void dismissMessage() { model.messages().clear(); }
}
