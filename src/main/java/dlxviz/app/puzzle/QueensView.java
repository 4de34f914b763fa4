package dlxviz.app.puzzle;

import dlxviz.app.Highlight;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The N-queens panel: a chessboard with the queens of the partial solution (coloured by level,
 * as the sudoku's digits are), the squares a queen attacks shaded, and the line of the chosen
 * item marked, so a class sees why a square is gone and why a line is a dead end. Styled by
 * css/app.css (classes {@code queens-*}); it keeps itself square at any window size.
 */
public final class QueensView extends Region {
    private static final PseudoClass ATTACKED = PseudoClass.getPseudoClass("attacked");
    private static final PseudoClass ON_LINE = PseudoClass.getPseudoClass("on-line");
    private static final PseudoClass DEAD_END = PseudoClass.getPseudoClass("dead-end");
    private static final PseudoClass JUST_PLACED = PseudoClass.getPseudoClass("just-placed");
    private static final PseudoClass HOVERED = PseudoClass.getPseudoClass("hovered-shared");
    private static final int LEVEL_COLOURS = 6;
    private static final String QUEEN = "\u265b";
    private static final String ATTACKED_MARK = "\u00d7";

    private final QueensLayout layout;
    private final int n;
    private final Region frame = new Region();
    private final StackPane[] squares;
    private final Label[] queens;
    private final ObjectProperty<Highlight> highlight;
    private QueensBoard board;

    /**
     * @param highlight the window's shared hover property: hovering a square sets its option
     */
    public QueensView(QueensLayout layout, ObjectProperty<Highlight> highlight) {
        this.layout = layout;
        this.highlight = highlight;
        this.n = layout.size();
        getStyleClass().add("queens-view");
        frame.getStyleClass().add("queens-frame");
        frame.setManaged(false);
        squares = new StackPane[n * n];
        queens = new Label[n * n];
        for (int square = 0; square < n * n; square++) {
            Label queen = new Label();
            queen.getStyleClass().add("queens-queen");
            queen.setMinSize(0, 0);
            StackPane pane = new StackPane(queen);
            pane.setAlignment(Pos.CENTER);
            pane.getStyleClass().addAll("queens-square", (square / n + square % n) % 2 == 0 ? "light" : "dark");
            pane.setMinSize(0, 0);
            int option = layout.optionAt(square);
            if (option != 0) {
                Hover.lights(pane, highlight, Highlight.option(option));
            }
            squares[square] = pane;
            queens[square] = queen;
        }
        getChildren().add(frame);
        getChildren().addAll(squares);
        highlight.addListener((obs, before, now) -> showHighlight(now));
    }

    /** Shows {@code board}: call on every revision of the playback state. */
    public void show(QueensBoard board) {
        this.board = board;
        for (int square = 0; square < n * n; square++) {
            int level = board.queenLevel(square);
            Label queen = queens[square];
            queen.getStyleClass().removeIf(c -> c.startsWith("level-") || c.equals("attacked-mark"));
            if (level != QueensBoard.NO_QUEEN) {
                queen.setText(QUEEN);
                queen.getStyleClass().add("level-" + (level % LEVEL_COLOURS));
            } else if (!board.isOpen(square) && layout.optionAt(square) != 0) {
                // a mark as well as the tint, so an attacked square reads without colour too
                queen.setText(ATTACKED_MARK);
                queen.getStyleClass().add("attacked-mark");
            } else {
                queen.setText("");
            }
            StackPane pane = squares[square];
            pane.pseudoClassStateChanged(ATTACKED, level == QueensBoard.NO_QUEEN && !board.isOpen(square));
            pane.pseudoClassStateChanged(ON_LINE, board.onChosenLine(square));
            pane.pseudoClassStateChanged(DEAD_END, board.onChosenLine(square) && board.isDeadEnd());
            pane.pseudoClassStateChanged(JUST_PLACED, board.lastPlaced() == square);
        }
        showHighlight(highlight.get());
    }

    public QueensBoard board() {
        return board;
    }

    public QueensLayout queensLayout() {
        return layout;
    }

    /** The node of {@code square}, where its colours can be read. For tests. */
    public Region squareNode(int square) {
        return squares[square];
    }

    private void showHighlight(Highlight now) {
        for (int square = 0; square < n * n; square++) {
            boolean lit = now != null && ((now.kind() == Highlight.Kind.OPTION && now.isOption(layout.optionAt(square))
                    && layout.optionAt(square) != 0)
                    || (now.kind() == Highlight.Kind.ITEM && layout.onLine(now.id(), square)));
            squares[square].pseudoClassStateChanged(HOVERED, lit);
        }
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth() - snappedLeftInset() - snappedRightInset();
        double h = getHeight() - snappedTopInset() - snappedBottomInset();
        // whole pixels, so every square is as large as every other
        int border = (int) Math.max(2, Math.round(Math.min(w, h) / n * 0.06));
        int cell = (int) Math.max(1, Math.floor((Math.min(w, h) - 2 * border) / n));
        int side = cell * n + 2 * border;
        double left = Math.floor(snappedLeftInset() + (w - side) / 2);
        double top = Math.floor(snappedTopInset() + (h - side) / 2);
        // the queen glyph follows the square size; css gives it in em relative to this
        setStyle("-fx-font-size: " + Math.max(4, Math.floor(cell / 2.4)) + "px;");
        frame.resizeRelocate(left, top, side, side);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                squares[r * n + c].resizeRelocate(left + border + c * cell, top + border + r * cell, cell, cell);
            }
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return 40 * n;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 40 * n;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 12 * n;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 12 * n;
    }
}
