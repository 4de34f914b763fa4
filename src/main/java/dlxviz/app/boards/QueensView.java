package dlxviz.app.boards;

import dlxviz.app.fx.Lettering;
import dlxviz.app.hover.Highlight;
import dlxviz.app.theme.LevelColours;
import dlxviz.problems.QueensEncoding;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The N-queens panel: a chessboard with the queens of the partial solution (coloured by level,
 * as the sudoku's digits are), the squares a queen attacks shaded, and the line of the chosen
 * item marked, so a class sees why a square is gone and why a line is a dead end. Styled by
 * css/app.css (classes {@code queens-*}); it keeps itself square at any window size.
 */
public final class QueensView extends CellGridView {
    private static final PseudoClass ATTACKED = PseudoClass.getPseudoClass("attacked");
    private static final PseudoClass ON_LINE = PseudoClass.getPseudoClass("on-line");
    private static final PseudoClass DEAD_END = PseudoClass.getPseudoClass("dead-end");
    private static final PseudoClass JUST_PLACED = PseudoClass.getPseudoClass("just-placed");
    private static final String QUEEN = "\u265b";
    private static final String ATTACKED_MARK = "\u00d7";

    private final QueensBoardModel model;
    private final QueensEncoding layout;
    private final int n;
    private final Label[] queens;
    /**
     * The attacked squares' mark at the text floor or not at all (issue 24): its font size
     * when the stylesheet's would be under the floor ("" for the stylesheet's), or null when
     * even the floor does not fit a square (the tint alone marks it then).
     */
    private String markStyle = "";
    /** The largest share of a square's side the mark may take. */
    private static final double MARK_ROOM = 0.8;

    /** @param highlight the window's shared hover: hovering a square sets its option */
    public QueensView(QueensBoardModel model, ObjectProperty<Highlight> highlight) {
        super("queens-view", "queens-frame", "queens-square", model.layout().size(), model.layout().size(), 40, 12,
                highlight);
        this.model = model;
        this.layout = model.layout();
        this.n = layout.size();
        queens = new Label[n * n];
        for (int square = 0; square < n * n; square++) {
            Label queen = new Label();
            queen.getStyleClass().add("queens-queen");
            queen.setMinSize(0, 0);
            StackPane pane = cellNode(square);
            pane.getChildren().add(queen);
            pane.getStyleClass().add((square / n + square % n) % 2 == 0 ? "light" : "dark");
            int option = layout.optionAt(square);
            if (option != 0) {
                hoverLights(square, Highlight.option(option));
            }
            queens[square] = queen;
        }
        follow(model, this::show);
    }

    private void show(QueensBoard board) {
        for (int square = 0; square < n * n; square++) {
            int level = board.queenLevel(square);
            Label queen = queens[square];
            queen.getStyleClass().removeIf(c -> c.startsWith("level-") || c.equals("attacked-mark"));
            if (level != QueensBoard.NO_QUEEN) {
                queen.setText(QUEEN);
                queen.getStyleClass().add(LevelColours.styleClass(level));
            } else if (!board.isOpen(square) && layout.optionAt(square) != 0) {
                // a mark as well as the tint, so an attacked square reads without colour too
                queen.setText(markStyle == null ? "" : ATTACKED_MARK);
                queen.getStyleClass().add("attacked-mark");
            } else {
                queen.setText("");
            }
            String style = queen.getStyleClass().contains("attacked-mark") && markStyle != null ? markStyle : "";
            if (!style.equals(queen.getStyle())) {
                queen.setStyle(style);
            }
            StackPane pane = cellNode(square);
            pane.pseudoClassStateChanged(ATTACKED, level == QueensBoard.NO_QUEEN && !board.isOpen(square));
            pane.pseudoClassStateChanged(ON_LINE, board.onChosenLine(square));
            pane.pseudoClassStateChanged(DEAD_END, board.onChosenLine(square) && board.isDeadEnd());
            pane.pseudoClassStateChanged(JUST_PLACED, board.lastPlaced() == square);
        }
        markSolution(board.isSolution());
        shown();
    }

    /** The board shown. */
    public QueensBoard board() {
        return model.state();
    }

    public QueensEncoding queensLayout() {
        return layout;
    }

    /** The node of {@code square}, where its colours can be read. For tests. */
    public Region squareNode(int square) {
        return cellNode(square);
    }

    @Override
    protected boolean isLit(int square, Highlight now) {
        int option = layout.optionAt(square);
        return (now.kind() == Highlight.Kind.OPTION && option != 0 && now.isOption(option))
                || (now.kind() == Highlight.Kind.ITEM && layout.onLine(now.id(), square));
    }

    @Override
    protected void laidOut(Geometry geometry) {
        double floor = Lettering.floorPx(this);
        double markPx = MARK_EM * geometry.fontPx();
        String style = Lettering.readable(this, markPx) ? "" : floor <= MARK_ROOM * geometry.cell()
                ? String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", floor) : null;
        if (!java.util.Objects.equals(style, markStyle)) {
            markStyle = style;
            if (model.state() != null) {
                show(model.state());
            }
        }
    }

    /** The mark's size in the squares' font sizes (css/app.css, .queens-queen.attacked-mark). */
    private static final double MARK_EM = 1.2;

    /** Whole pixels, so every square is as large as every other; a border proportional to them. */
    @Override
    protected Geometry measure(double w, double h) {
        int border = (int) Math.max(2, Math.round(Math.min(w, h) / n * 0.06));
        int cell = (int) Math.max(1, Math.floor((Math.min(w, h) - 2 * border) / n));
        int side = cell * n + 2 * border;
        int[] at = offsets(n, cell, border, i -> 0);
        return new Geometry(cell, at, at, side, side, Math.max(4, Math.floor(cell / 2.4)));
    }
}
