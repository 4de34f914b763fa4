package dlxviz.app.boards;

import dlxviz.app.boards.model.TilingBoard;
import dlxviz.app.boards.model.TilingBoardModel;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.hover.Highlight;
import dlxviz.app.theme.LevelColours;
import dlxviz.problems.TilingEncoding;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/**
 * The tiling panel (pentominoes, Langford pairs): the box with the pieces placed so far,
 * coloured by level and lettered, and in every empty cell the number of placements that can still
 * cover it. The cell the search chose is framed (orange when nothing can cover it any more).
 * Styled by css/app.css (classes {@code tiling-*}).
 */
public final class TilingView extends CellGridView {
    private static final PseudoClass CHOSEN = PseudoClass.getPseudoClass("chosen");
    private static final PseudoClass DEAD_END = PseudoClass.getPseudoClass("dead-end");
    private static final PseudoClass JUST_PLACED = PseudoClass.getPseudoClass("just-placed");
    private static final PseudoClass HOLE = PseudoClass.getPseudoClass("hole");
    /** Pixels between cells (the grid lines) and round the box. */
    private static final int GAP = 1;
    /** A level's tag in a piece's first cell: "L11" whole in a cell of the 3x20 board (css/app.css). */
    private static final PseudoClass TAG = PseudoClass.getPseudoClass("tag");
    private static final int BORDER = 3;

    /** The stylesheet's sizes of the texts, in the cells' em (css/app.css: .tiling-text and its level rules). */
    private static final double LETTER_EM = 1.1;
    private static final double COUNT_EM = 0.9;
    private static final double TAG_EM = 1.0;
    /** A digit's or letter's width in its font size (a tag's "L" and digits, a count's digits), with room to spare. */
    private static final double CHAR_WIDTH_EM = 0.62;
    /** Pixels a text keeps clear of its cell's sides (the chosen cell's frame included). */
    private static final double MARGIN_PX = 4;

    private final TilingBoardModel model;
    private final TilingEncoding layout;
    private final int rows;
    private final int cols;
    private final Label[] texts;
    /** The widest count in digits: at Ready (counts only fall as the search goes down). */
    private final int countDigits;
    /**
     * Each kind of text at the text floor or not at all (issue 24), as the sudoku and queens boards
     * do: "" while the stylesheet's size is readable, a font size at the floor while the floor
     * still fits a cell, null when not even that fits (then the cells show their colours alone,
     * and the lens and the narration name the item and its count when hovered or chosen).
     */
    private String letterStyle = "";
    private String countStyle = "";
    private String tagStyle = "";

    /** @param highlight the window's shared hover: hovering a cell sets its item */
    public TilingView(TilingBoardModel model, ObjectProperty<Highlight> highlight) {
        super("tiling-view", "tiling-frame", "tiling-cell", model.layout().rows(), model.layout().cols(), 30, 8,
                highlight);
        this.model = model;
        this.layout = model.layout();
        this.rows = layout.rows();
        this.cols = layout.cols();
        texts = new Label[rows * cols];
        countDigits = String.valueOf(layout.widestCover()).length();
        // the one mark of this board that its picture does not explain by itself
        // a row of slots names them, as the links view's headers and the narration do: the
        // slots were unlabelled (issue 24)
        setCaption(caption(true));
        for (int cell = 0; cell < rows * cols; cell++) {
            Label text = new Label();
            text.getStyleClass().add("tiling-text");
            text.setMinSize(0, 0);
            StackPane pane = cellNode(cell);
            pane.getChildren().add(text);
            int item = layout.cellItem(cell);
            pane.pseudoClassStateChanged(HOLE, item == 0);
            if (item != 0) {
                hoverLights(cell, Highlight.item(item));
            }
            texts[cell] = text;
        }
        follow(model, this::show);
    }

    private void show(TilingBoard board) {
        // a piece placed past the palette's length has an earlier level's colour: its first cell
        // (reading order) says its level instead of its letter, as the sudoku and queens boards tag
        // theirs, so no colour means two levels (issue 24)
        java.util.BitSet tagged = new java.util.BitSet();
        for (int cell = 0; cell < rows * cols; cell++) {
            StackPane pane = cellNode(cell);
            Label text = texts[cell];
            pane.getStyleClass().removeIf(c -> c.startsWith("level-"));
            int level = board.level(cell);
            if (level != TilingBoard.EMPTY) {
                pane.getStyleClass().add(LevelColours.styleClass(level));
                boolean tag = level >= 0 && LevelColours.repeats(level) && !tagged.get(level);
                if (tag) {
                    tagged.set(level);
                }
                // where a tag cannot be read in its cell, the letter stays: the tree and the narration give the level
                boolean tagShown = tag && tagStyle != null;
                String style = tagShown ? tagStyle : letterStyle;
                text.setText(style == null ? "" : tagShown ? LevelColours.tag(level) : board.piece(cell));
                text.pseudoClassStateChanged(TAG, tagShown);
                restyle(text, style);
            } else {
                text.pseudoClassStateChanged(TAG, false);
                boolean open = layout.cellItem(cell) != 0;
                text.setText(!open || countStyle == null ? "" : String.valueOf(board.ways(cell)));
                restyle(text, countStyle);
            }
            pane.pseudoClassStateChanged(CHOSEN, board.chosenCell() == cell);
            pane.pseudoClassStateChanged(DEAD_END, board.chosenCell() == cell && board.isDeadEnd());
            pane.pseudoClassStateChanged(JUST_PLACED, board.isLastPlaced(cell));
        }
        markSolution(board.isSolution());
        shown();
    }

    /** What the board's marks mean: the numbers only while the cells are large enough to show them. */
    private String caption(boolean counts) {
        String slots = layout.isRowOfSlots()
                ? "Slots " + layout.cellName(0) + " to " + layout.cellName(cols - 1) + ", left to right. " : "";
        String what = layout.isRowOfSlots() ? "slot" : "cell";
        String verb = layout.isRowOfSlots() ? "fill" : "cover";
        return slots + (counts ? "Number in an empty " + what + ": how many placements can still " + verb + " it."
                : "Point at an empty " + what + ": the lens shows how many placements can still " + verb + " it.");
    }

    private static void restyle(Label text, String style) {
        String wanted = style == null ? "" : style;
        if (!wanted.equals(text.getStyle())) {
            text.setStyle(wanted);
        }
    }

    /** Chooses each kind of text's size for cells of this size; the board is shown again when a choice changes. */
    @Override
    protected void laidOut(Geometry geometry) {
        String letters = atFloor(geometry, LETTER_EM, 1);
        String counts = atFloor(geometry, COUNT_EM, countDigits);
        // the deepest level a piece can have: one a cell at most
        String tags = atFloor(geometry, TAG_EM, LevelColours.tag(rows * cols - 1).length());
        if (!java.util.Objects.equals(letters, letterStyle) || !java.util.Objects.equals(counts, countStyle)
                || !java.util.Objects.equals(tags, tagStyle)) {
            if ((counts == null) != (countStyle == null)) {
                setCaption(caption(counts != null));
            }
            letterStyle = letters;
            countStyle = counts;
            tagStyle = tags;
            if (model.state() != null) {
                show(model.state());
            }
        }
    }

    /**
     * The style of a text of {@code chars} characters at {@code em} of the cells' font: "" where
     * that is readable and fits, the floor's size where the floor fits the cell, null where not.
     */
    private String atFloor(Geometry geometry, double em, int chars) {
        double px = em * geometry.fontPx();
        if (Lettering.readable(this, px) && fits(geometry, px, chars)) {
            return "";
        }
        double floor = Lettering.floorPx(this);
        return fits(geometry, floor, chars) ? String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", floor) : null;
    }

    private static boolean fits(Geometry geometry, double px, int chars) {
        return CHAR_WIDTH_EM * px * chars + MARGIN_PX <= geometry.cell() && px <= geometry.cell();
    }

    /** The board shown. */
    public TilingBoard board() {
        return model.state();
    }

    @Override
    protected boolean isLit(int cell, Highlight now) {
        int item = layout.cellItem(cell);
        return item != 0 && now.isItem(item);
    }

    /** Whole pixels: cells of one size, one-pixel gaps that show the frame as grid lines. */
    @Override
    protected Geometry measure(double w, double h) {
        int cell = (int) Math.max(1, Math.floor(Math.min((w - 2 * BORDER - GAP * (cols - 1)) / cols,
                (h - 2 * BORDER - GAP * (rows - 1)) / rows)));
        int width = cell * cols + GAP * (cols - 1) + 2 * BORDER;
        int height = cell * rows + GAP * (rows - 1) + 2 * BORDER;
        return new Geometry(cell, offsets(cols, cell, BORDER, i -> GAP), offsets(rows, cell, BORDER, i -> GAP),
                width, height, Math.max(4, Math.floor(cell / 2.2)));
    }
}
