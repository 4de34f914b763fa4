package dlxviz.app.window;

import dlxviz.app.boards.model.BoardModel;
import dlxviz.app.boards.BoardViews;
import dlxviz.app.boards.model.MatrixBoardModel;
import dlxviz.app.boards.MatrixView;
import dlxviz.app.fx.Tips;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.teaching.AlgorithmPanel;
import dlxviz.app.teaching.RuleComparisonPanel;
import dlxviz.app.teaching.TreePanel;
import dlxviz.app.window.model.MainViewModel;
import java.util.EnumMap;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The tabs beside the links view: the problem's board, its 0/1 matrix (for a problem whose board
 * is not already the matrix), Algorithm X, and the panels that teach from the search. Each tab's
 * view is made when the tab is first shown, and views listen only while shown, so a closed tab
 * costs nothing while the search runs.
 */
final class SideTabs {
    /** The tabs, in order; keys B, M, A and the others select them. */
    enum Kind {
        BOARD("Board", "B"),
        MATRIX("Matrix", "M"),
        ALGORITHM("Algorithm X", "A"),
        RULES("Rules", "C"),
        TREE("Tree", "T"); // short: six tabs share a projector's narrow side panel

        final String title;
        final String key;

        Kind(String title, String key) {
            this.title = title;
            this.key = key;
        }
    }

    /** The Algorithm tab's name for a problem with colours. */
    static final String ALGORITHM_C = "Algorithm C";

    private final TabPane pane;
    private final MainViewModel model;
    private final Map<Kind, Tab> tabs = new EnumMap<>(Kind.class);
    private final StackPane boardHost = new StackPane();
    private BoardModel board;

    SideTabs(TabPane pane, MainViewModel model) {
        this.pane = pane;
        this.model = model;
        pane.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        pane.getStyleClass().add("side-tabs");
        boardHost.getStyleClass().add("board-host");
        for (Kind kind : Kind.values()) {
            Tab tab = new Tab(kind.title);
            tab.setUserData(kind);
            tabs.put(kind, tab);
        }
        Tips.onFirstHover(pane, this::makeTooltips); // not with the window (issue 15)
        tabs.get(Kind.BOARD).setContent(boardHost);
        pane.getTabs().setAll(tabs.get(Kind.BOARD), tabs.get(Kind.ALGORITHM), tabs.get(Kind.RULES), tabs.get(Kind.TREE));
        pane.getSelectionModel().selectedItemProperty().addListener((obs, before, now) -> fill(now));
        model.session().problemProperty().addListener((obs, before, now) -> nameAlgorithmTab(now));
        pane.widthProperty().addListener((obs, before, now) -> fitNames());
        pane.getTabs().addListener((javafx.collections.ListChangeListener<Tab>) c -> fitNames());
        nameAlgorithmTab(model.session().problem());
    }

    /** Exact cover with colours is TAOCP's Algorithm C, and the tab lists C1-C8 (issue 31). */
    private void nameAlgorithmTab(LoadedProblem loaded) {
        boolean colours = loaded != null && loaded.problem().hasColours();
        algorithmName = colours ? ALGORITHM_C : Kind.ALGORITHM.title;
        fitNames();
    }

    /** The Algorithm tab's whole name; the tab shows it shortened where the names do not fit the panel. */
    private String algorithmName = Kind.ALGORITHM.title;
    /** The skin's row of tab headers and the area around it, once the pane has its skin. */
    private Region headers;
    private Region headerArea;
    private Region menuButton;
    private boolean fitting;

    /**
     * The tab names whole and apart where they fit the panel's width; else "Alg. X"; else the
     * names closer together: a sudoku's five tabs in the panel made as narrow as its grid at
     * 1280x720 x1.5 scrolled the first tab out of sight and cut it (issue 24). Each form is put on
     * the headers and measured as the skin lays them out (their fonts and padding from the
     * stylesheet), not estimated: an estimate that counted the padding in the label's size left
     * "Tree" cut at 1920x1080 x2 with predict on. The whole name stays in the tab's tooltip.
     */
    private void fitNames() {
        if (fitting) {
            return; // the headers' width changes under a trial of one form
        }
        if (!findHeaders() || pane.getWidth() <= 0) {
            tabs.get(Kind.ALGORITHM).setText(algorithmName);
            return;
        }
        fitting = true;
        try {
            String shortName = algorithmName.replace("Algorithm ", "Alg. ");
            boolean whole = fits(algorithmName, false);
            boolean tight = !whole && !fits(shortName, false);
            show(whole ? algorithmName : shortName, tight);
            headerArea.applyCss();
        } finally {
            fitting = false;
        }
    }

    /** Tabs closer together (css/app.css), where even "Alg. X" leaves the names too wide for the panel. */
    private static final String TIGHT = "tight-tabs";

    /**
     * The room TabPaneSkin keeps free beside the tab headers (its SPACER): with less, it calls the
     * tabs too wide, clips the last and shows its menu button.
     */
    private static final double SKIN_SPACER_PX = 10;

    /**
     * Whether the headers, with the Algorithm tab named {@code name} and closer together or not,
     * fit the pane's width as TabPaneSkin judges it (tabsFit): their widths, its menu button's
     * while that shows, the area's left padding and the skin's spacer.
     */
    private boolean fits(String name, boolean tight) {
        show(name, tight);
        headerArea.applyCss();
        double room = pane.getWidth() - pane.snappedLeftInset() - pane.snappedRightInset();
        double needed = headerArea.snapSizeX(headers.prefWidth(-1)) + headerArea.snapSizeX(menuButton.prefWidth(-1))
                + headerArea.snappedLeftInset() + SKIN_SPACER_PX;
        return needed < room;
    }

    private void show(String name, boolean tight) {
        Tab algorithm = tabs.get(Kind.ALGORITHM);
        if (!name.equals(algorithm.getText())) {
            algorithm.setText(name);
        }
        if (tight != headerArea.getStyleClass().contains(TIGHT)) {
            if (tight) {
                headerArea.getStyleClass().add(TIGHT);
            } else {
                headerArea.getStyleClass().remove(TIGHT);
            }
        }
    }

    /**
     * The skin's header row, found once the pane has its skin; from then on the names are fitted
     * again whenever the row changes: a tab comes or goes, or the text scale changes its width.
     */
    private boolean findHeaders() {
        if (headers != null) {
            return true;
        }
        Node row = pane.lookup(".headers-region");
        Node area = pane.lookup(".tab-header-area");
        Node button = pane.lookup(".control-buttons-tab");
        if (!(row instanceof Region) || !(area instanceof Region) || !(button instanceof Region)) {
            return false;
        }
        headers = (Region) row;
        headerArea = (Region) area;
        menuButton = (Region) button;
        headers.getChildrenUnmodifiable().addListener((javafx.collections.ListChangeListener<Node>) c -> fitNames());
        headers.widthProperty().addListener((obs, before, now) -> fitNames());
        return true;
    }

    /** The tabs' tooltips: each tab's name and key, two of them with a sentence. */
    private void makeTooltips() {
        for (Kind kind : Kind.values()) {
            String text = switch (kind) {
                case RULES -> "Compare the choice rules on this problem (key C)";
                case TREE -> "The search tree: one box per choice; click one to go there (key T)";
                case ALGORITHM -> "TAOCP's " + algorithmName + ", step by step (key " + kind.key + ")";
                default -> kind.title + " (key " + kind.key + ")";
            };
            tabs.get(kind).setTooltip(new Tooltip(text));
        }
    }

    /** Shows {@code board} in the board tab, and offers the matrix beside any board but the matrix. */
    void showBoard(BoardModel board) {
        this.board = board;
        Tab boardTab = tabs.get(Kind.BOARD);
        if (board == null) {
            boardHost.getChildren().clear();
            boardTab.setText(Kind.BOARD.title);
        } else {
            boardHost.getChildren().setAll(BoardViews.viewOf(board, model.highlightProperty()));
            boardTab.setText(board.tabName());
        }
        Tab matrixTab = tabs.get(Kind.MATRIX);
        boolean wantsMatrix = board != null && !(board instanceof MatrixBoardModel);
        if (wantsMatrix && !pane.getTabs().contains(matrixTab)) {
            pane.getTabs().add(1, matrixTab);
        } else if (!wantsMatrix) {
            if (pane.getSelectionModel().getSelectedItem() == matrixTab) {
                pane.getSelectionModel().select(boardTab);
            }
            pane.getTabs().remove(matrixTab);
            matrixTab.setContent(null);
        }
        fitNames(); // the board's tab has its name
    }

    /** Brings a tab to the front (if the problem has it). */
    void select(Kind kind) {
        Tab tab = tabs.get(kind);
        if (pane.getTabs().contains(tab)) {
            pane.getSelectionModel().select(tab);
        }
    }

    Kind selected() {
        Tab tab = pane.getSelectionModel().getSelectedItem();
        return tab == null ? null : (Kind) tab.getUserData();
    }

    /** The board's view (a sudoku, a queens board, the matrix, the option list), or null. */
    Node boardView() {
        return boardHost.getChildren().isEmpty() ? null : boardHost.getChildren().get(0);
    }

    /** The view in a tab, made now if it was not yet. */
    Node view(Kind kind) {
        fill(tabs.get(kind));
        return kind == Kind.BOARD ? boardView() : tabs.get(kind).getContent();
    }

    /** The matrix, and above it what part of it is drawn (a large problem's shows the current step). */
    private Node matrixWithCaption() {
        MatrixView matrix = (MatrixView) BoardViews.viewOf(new MatrixBoardModel(model.links()), model.highlightProperty());
        Label caption = new Label();
        caption.getStyleClass().add("board-caption");
        caption.setWrapText(true);
        caption.setMinHeight(Region.USE_PREF_SIZE);
        caption.textProperty().bind(matrix.captionProperty());
        caption.visibleProperty().bind(matrix.captionProperty().isNotEmpty());
        caption.managedProperty().bind(caption.visibleProperty());
        VBox.setVgrow(matrix, Priority.ALWAYS);
        VBox box = new VBox(caption, matrix);
        box.getStyleClass().add("matrix-panel");
        return box;
    }

    /** The search tree, its legend shown with the links view's (key L). */
    private TreePanel treePanel() {
        TreePanel panel = new TreePanel(model.tree());
        panel.legendWantedProperty().bind(model.appearance().legendShownProperty());
        return panel;
    }

    private void fill(Tab tab) {
        if (tab == null || tab.getContent() != null) {
            return;
        }
        switch ((Kind) tab.getUserData()) {
            case MATRIX:
                tab.setContent(matrixWithCaption());
                break;
            case ALGORITHM:
                tab.setContent(new AlgorithmPanel(model.algorithm()));
                break;
            case RULES:
                tab.setContent(new RuleComparisonPanel(model.comparison(), model::compareRules));
                break;
            case TREE:
                tab.setContent(treePanel());
                break;
            default:
                break;
        }
    }
}
