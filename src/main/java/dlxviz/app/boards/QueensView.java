package dlxviz.app.boards;

import dlxviz.app.boards.model.QueensBoard;
import dlxviz.app.boards.model.QueensBoardModel;
import dlxviz.app.canvas.Lettering;
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
     * A queen's level tag ({@code L6}), for a queen placed at a level whose colour an earlier one
     * has too ({@link LevelColours#repeats}): in the square's top left corner at the text floor,
     * the queen moved to its bottom right, so no colour means two levels (issue 25).
     */
    private final javafx.scene.text.Text[] tags;
    /** True while a tag fits a square beside its queen at the text floor. */
    private boolean tagsFit;
    /** The size of a tagged queen, smaller than the others' where the square needs room for the tag. */
    private String taggedQueenStyle = "";
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
        tags = new javafx.scene.text.Text[n * n];
        for (int square = 0; square < n * n; square++) {
            Label queen = new Label();
            queen.getStyleClass().add("queens-queen");
            queen.setMinSize(0, 0);
            StackPane pane = cellNode(square);
            javafx.scene.text.Text tag = new javafx.scene.text.Text();
            tag.getStyleClass().add("queens-level-tag");
            tag.setBoundsType(javafx.scene.text.TextBoundsType.VISUAL);
            StackPane.setAlignment(tag, javafx.geometry.Pos.TOP_LEFT);
            StackPane.setMargin(tag, new javafx.geometry.Insets(2, 0, 0, 3));
            tags[square] = tag;
            pane.getChildren().addAll(queen, tag);
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
            javafx.scene.text.Text tag = tags[square];
            tag.getStyleClass().removeIf(c -> c.startsWith("level-"));
            boolean tagged = tagsFit && level != QueensBoard.NO_QUEEN && LevelColours.repeats(level);
            tag.setText(tagged ? LevelColours.tag(level) : "");
            javafx.geometry.Pos where = tagged ? javafx.geometry.Pos.BOTTOM_RIGHT : null;
            if (StackPane.getAlignment(queen) != where) {
                StackPane.setAlignment(queen, where);
            }
            if (level != QueensBoard.NO_QUEEN) {
                queen.setText(QUEEN);
                queen.getStyleClass().add(LevelColours.styleClass(level));
                tag.getStyleClass().add(LevelColours.styleClass(level));
            } else if (!board.isOpen(square) && layout.optionAt(square) != 0) {
                // a mark as well as the tint, so an attacked square reads without colour too
                queen.setText(markStyle == null ? "" : ATTACKED_MARK);
                queen.getStyleClass().add("attacked-mark");
            } else {
                queen.setText("");
            }
            String style = queen.getStyleClass().contains("attacked-mark") && markStyle != null ? markStyle
                    : tagged ? taggedQueenStyle : "";
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
        // a tag at the floor above a queen at its size (1.9em, css), one over the other; the tag's width checked too
        double tagPx = Math.max(floor, 0.55 * geometry.fontPx());
        int longest = LevelColours.tag(n - 1).length();
        // the crown's ink is about 0.85 of its size; 10 px for the margins and a line's frame (the chosen row's)
        double queenPx = Math.min(QUEEN_EM * geometry.fontPx(), (geometry.cell() - 10 - 0.75 * tagPx) / 0.85);
        boolean fit = Lettering.readable(this, queenPx) && 0.65 * tagPx * longest + 6 <= geometry.cell();
        String queenStyle = queenPx < QUEEN_EM * geometry.fontPx()
                ? String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", queenPx) : "";
        String tagStyle = String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", tagPx);
        for (javafx.scene.text.Text tag : tags) {
            if (!tagStyle.equals(tag.getStyle())) {
                tag.setStyle(tagStyle);
            }
        }
        if (!java.util.Objects.equals(style, markStyle) || fit != tagsFit || !queenStyle.equals(taggedQueenStyle)) {
            markStyle = style;
            tagsFit = fit;
            taggedQueenStyle = queenStyle;
            if (model.state() != null) {
                show(model.state());
            }
        }
    }

    /** The queen's size in the squares' font sizes (css/app.css, .queens-queen). */
    private static final double QUEEN_EM = 1.9;

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
