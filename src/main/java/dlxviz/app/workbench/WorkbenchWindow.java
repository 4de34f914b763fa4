package dlxviz.app.workbench;

import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import dlxviz.app.workbench.model.WorkbenchModel;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File > Sudoku workbench…: a window of its own beside the main one, with three tabs (type and
 * check, generate, library). Closing it only hides it: the grid, the text and the undo history
 * are there when it opens again. Its keys: Ctrl+V pastes a whole puzzle wherever the focus is
 * (but in a text box, which pastes as usual), Ctrl+Z undoes, Ctrl+Enter checks.
 */
public final class WorkbenchWindow {
    /** The stylesheet of the workbench's own marks; the colours come from the app's palette. */
    static final String STYLESHEET = "/css/workbench.css";

    /** The tabs, by the names {@code --workbench=NAME} takes. */
    public enum Page { TYPE, GENERATE, LIBRARY }

    private final WorkbenchModel model;
    private final Stage stage = new Stage();
    private final BorderPane root = new BorderPane();
    private final TabPane tabs = new TabPane();
    private final TypePane typePane;
    private final Tab typeTab;
    private final Tab generateTab;
    private final Tab libraryTab;

    public WorkbenchWindow(Window owner, WorkbenchModel model) {
        this.model = model;
        stage.initOwner(owner);
        stage.setTitle("Sudoku workbench — type, check, generate or choose a puzzle");
        typePane = new TypePane(model);
        typeTab = new Tab("Type and check", typePane);
        // the Generate and Library pages are made when first shown: their skins (a table, lists,
        // boxes, a text area) and CSS were most of the window's first open (issue 24: made, shown
        // and first drawn with all three pages 3.3 to 4.6 s on a busy 2-core machine)
        generateTab = new Tab("Generate");
        libraryTab = new Tab("Library");
        typeTab.setId("typeTab");
        generateTab.setId("generateTab");
        libraryTab.setId("libraryTab");
        tabs.getTabs().addAll(typeTab, generateTab, libraryTab);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getSelectionModel().selectedItemProperty().addListener((obs, before, now) -> {
            made(now);
            if (now == libraryTab) {
                model.library().rateAll();
            } else if (now == typeTab) {
                typePane.grid().requestFocus();
            }
        });
        root.setCenter(tabs);
        root.getStyleClass().add("workbench");
        root.setId("workbench");
        // a puzzle generated goes to the grid: show it there, with its verdict
        model.generatedProperty().addListener((obs, before, now) -> tabs.getSelectionModel().select(typeTab));
        Scene scene = new Scene(root, width(owner), height(owner));
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::shortcuts);
        stage.setScene(scene);
        stage.setMinWidth(640);
        stage.setMinHeight(420);
    }

    /** The page of {@code tab}, made when the tab is first shown. */
    private void made(Tab tab) {
        if (tab == generateTab && generateTab.getContent() == null) {
            // a form and its sentences, whole: on a projector's short window they scroll rather than
            // cut the Generate button off (the type page's grid fits itself; the library's table scrolls)
            javafx.scene.control.ScrollPane generateScroll = new javafx.scene.control.ScrollPane(
                    new GeneratePane(model.generator()));
            generateScroll.setFitToWidth(true);
            generateScroll.getStyleClass().add("workbench-scroll");
            generateTab.setContent(generateScroll);
        } else if (tab == libraryTab && libraryTab.getContent() == null) {
            libraryTab.setContent(new LibraryPane(model));
        }
    }

    private static double width(Window owner) {
        return owner == null || owner.getWidth() <= 0 ? 1200 : Math.max(640, owner.getWidth() * 0.92);
    }

    private static double height(Window owner) {
        return owner == null || owner.getHeight() <= 0 ? 800 : Math.max(420, owner.getHeight() * 0.92);
    }

    /** Shows the window (in front, at {@code page}) in the main window's theme and text scale. */
    public void open(Page page, Theme theme, double scale) {
        style(theme, scale);
        if (page != null) {
            tabs.getSelectionModel().select(page == Page.GENERATE ? generateTab : page == Page.LIBRARY ? libraryTab : typeTab);
            if (stage.isShowing()) { // a page made just now is laid out before the caller goes on to it
                root.applyCss();
                root.layout();
            }
        }
        if (!stage.isShowing()) {
            drawnBeforeShown();
            stage.show();
            Window owner = stage.getOwner();
            if (owner != null) { // over the main window's middle
                stage.setX(owner.getX() + (owner.getWidth() - stage.getWidth()) / 2);
                stage.setY(owner.getY() + (owner.getHeight() - stage.getHeight()) / 2);
            }
        }
        stage.toFront();
        if (tabs.getSelectionModel().getSelectedItem() == typeTab) {
            typePane.grid().requestFocus();
        }
    }

    /**
     * The first CSS pass and layout done before the window shows, and the scene's fill the
     * theme's own paper: shown first, the window stood blank white while its first pulse did
     * both for the three pages (issue 24: 4 to 5 s on a busy 2-core machine); now its first
     * frame only draws, and whatever shows before that is the window's own colour.
     */
    private void drawnBeforeShown() {
        root.applyCss();
        root.resize(stage.getScene().getWidth(), stage.getScene().getHeight());
        root.layout();
        if (root.getBackground() != null && !root.getBackground().getFills().isEmpty()) {
            stage.getScene().setFill(root.getBackground().getFills().get(0).getFill());
        }
    }

    /** Follows the main window's theme and text scale. */
    public void style(Theme theme, double scale) {
        Themes.apply(root, theme);
        String sheet = WorkbenchWindow.class.getResource(STYLESHEET).toExternalForm();
        if (!root.getStylesheets().contains(sheet)) {
            root.getStylesheets().add(sheet);
        }
        Themes.applyScale(root, scale);
    }

    public boolean isShowing() {
        return stage.isShowing();
    }

    public Stage stage() {
        return stage;
    }

    public WorkbenchModel model() {
        return model;
    }

    /** The grid's view, for tests. */
    public Node grid() {
        return typePane.grid();
    }

    private void shortcuts(KeyEvent e) {
        boolean typing = e.getTarget() instanceof TextInputControl;
        if (e.isShortcutDown() && e.getCode() == KeyCode.V && !typing) {
            Clipboard clipboard = Clipboard.getSystemClipboard();
            if (model.draft().paste(clipboard.hasString() ? clipboard.getString() : null)) {
                tabs.getSelectionModel().select(typeTab);
            }
        } else if (e.isShortcutDown() && e.getCode() == KeyCode.Z && !typing) {
            model.draft().undo();
        } else if (e.isShortcutDown() && e.getCode() == KeyCode.ENTER) {
            model.checkDraft();
        } else if (e.getCode() == KeyCode.ESCAPE && typing) {
            typePane.grid().requestFocus(); // the keys go back to the grid
        } else {
            return;
        }
        e.consume();
    }
}
