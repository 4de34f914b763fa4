package dlxviz.app.window;

import dlxviz.app.boards.model.BoardModel;
import dlxviz.app.boards.model.QueensBoardModel;
import dlxviz.app.boards.model.SudokuBoardModel;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;

/**
 * How wide the panel beside the links view is, per problem (issue 24). A square board (a sudoku,
 * a chessboard) gets the width its tab's height allows, so its grid is as large as the window's
 * height lets it be and the links view takes the rest; other problems split the window as the
 * layout says. The divider can be dragged: from then on the teacher's width stands until the next
 * problem. Key S hides the panel and shows it again.
 */
final class SidePanelRoom {
    /** The links view's share of the width for a problem without a square board (MainWindow.fxml). */
    static final double DEFAULT_DIVIDER = 0.6;
    /** The links view keeps at least this share, and at most the other, whatever the board wants. */
    private static final double MIN_LINKS_SHARE = 0.55;
    private static final double MAX_LINKS_SHARE = 0.8;

    /**
     * What a square board's tab takes in height beyond its width, in the window's em: the tabs'
     * names, the breakpoints' header and the panel's padding (css/app.css). Measured on the
     * whole window at 1280x720 x1.5, 1024x768 x1.25, 1920x1080 x2 and 1600x1000 x1: 3.4 to 3.7.
     * A fixed figure rather than the tabs' own height, so the window's first frame, which has no
     * tabs yet, already gives the links view its width, and it does not change when they come.
     */
    static final double SQUARE_BOARD_EXTRA_EM = 3.5;

    /**
     * The tabs' names in a row, in the window's em: a sudoku's five at 0.75em, "Alg. X" and closer
     * together (SideTabs fits them to the headers as laid out), with the panel's padding and the
     * room TabPaneSkin keeps beside them, at text scales 1.5 and 2 (SideTabNamesTest).
     */
    static final double MIN_SIDE_EM = 16.5;

    private final SplitPane split;
    private final javafx.beans.value.ObservableDoubleValue scale;
    private Node side;
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", true);
    private boolean square;
    private boolean userPlaced;
    private boolean placing;

    /** {@code side} is the panel, or its stand-in in the window's first frame ({@link #side(Node)}). */
    SidePanelRoom(SplitPane split, Node side, javafx.beans.value.ObservableDoubleValue scale) {
        this.split = split;
        this.side = side;
        this.scale = scale;
        split.widthProperty().addListener((o, a, b) -> place());
        split.heightProperty().addListener((o, a, b) -> place());
        scale.addListener((o, a, b) -> place());
        split.getDividers().addListener((javafx.collections.ListChangeListener<SplitPane.Divider>) c -> watchDivider());
        watchDivider();
        shown.addListener((o, was, now) -> show(now));
    }

    /** The panel itself comes in its stand-in's place. */
    void side(Node panel) {
        side = panel;
    }

    private void watchDivider() {
        for (SplitPane.Divider divider : split.getDividers()) {
            divider.positionProperty().addListener((o, a, b) -> {
                if (!placing && split.getWidth() > 0 && Math.abs(a.doubleValue() - b.doubleValue()) > 1e-3) {
                    userPlaced = true; // a drag: the teacher's width stands
                }
            });
        }
    }

    /** A new problem's board: its width is chosen again, whatever was dragged before. */
    void board(BoardModel board) {
        square = board instanceof SudokuBoardModel || board instanceof QueensBoardModel;
        userPlaced = false;
        if (!square) {
            setDivider(DEFAULT_DIVIDER);
        }
        place();
    }

    /** Whether the side panel is shown (key S). */
    BooleanProperty shownProperty() {
        return shown;
    }

    private void show(boolean now) {
        if (now && !split.getItems().contains(side)) {
            split.getItems().add(side);
            watchDivider();
            userPlaced = false;
            setDivider(DEFAULT_DIVIDER);
            place();
        } else if (!now) {
            split.getItems().remove(side);
        }
    }

    /** A square board's tab made square: the panel as wide as its tab's content is high. */
    private void place() {
        if (!square || userPlaced || !shown.get() || split.getDividers().isEmpty() || split.getWidth() <= 0) {
            return;
        }
        double em = dlxviz.app.theme.Themes.BASE_FONT_PX * scale.get();
        // never narrower than the tabs' names: with predict's bar the height shrinks, and the
        // last tab's name was cut (LegibilityTest)
        double sideWidth = Math.max(MIN_SIDE_EM * em, split.getHeight() - SQUARE_BOARD_EXTRA_EM * em);
        double links = Math.max(MIN_LINKS_SHARE, Math.min(MAX_LINKS_SHARE, 1 - sideWidth / split.getWidth()));
        setDivider(links);
    }

    private void setDivider(double position) {
        if (split.getDividers().isEmpty() || Math.abs(split.getDividerPositions()[0] - position) < 1e-4) {
            return;
        }
        placing = true;
        try {
            split.setDividerPosition(0, position);
        } finally {
            placing = false;
        }
    }
}
