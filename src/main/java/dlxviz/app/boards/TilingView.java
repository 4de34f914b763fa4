package dlxviz.app.boards;

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

    private final TilingBoardModel model;
    private final TilingEncoding layout;
    private final int rows;
    private final int cols;
    private final Label[] texts;

    /** @param highlight the window's shared hover: hovering a cell sets its item */
    public TilingView(TilingBoardModel model, ObjectProperty<Highlight> highlight) {
        super("tiling-view", "tiling-frame", "tiling-cell", model.layout().rows(), model.layout().cols(), 30, 8,
                highlight);
        this.model = model;
        this.layout = model.layout();
        this.rows = layout.rows();
        this.cols = layout.cols();
        texts = new Label[rows * cols];
        // the one mark of this board that its picture does not explain by itself
        // a row of slots names them, as the links view's headers and the narration do: the
        // slots were unlabelled (issue 24)
        setCaption(layout.isRowOfSlots() ? "Slots " + layout.cellName(0) + " to " + layout.cellName(cols - 1)
                + ", left to right. Number in an empty slot: how many"
                + " placements can still fill it." : "Number in an empty cell: how many placements can still cover it.");
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
                text.setText(tag ? LevelColours.tag(level) : board.piece(cell));
                text.pseudoClassStateChanged(TAG, tag);
            } else {
                text.pseudoClassStateChanged(TAG, false);
                text.setText(layout.cellItem(cell) == 0 ? "" : String.valueOf(board.ways(cell)));
            }
            pane.pseudoClassStateChanged(CHOSEN, board.chosenCell() == cell);
            pane.pseudoClassStateChanged(DEAD_END, board.chosenCell() == cell && board.isDeadEnd());
            pane.pseudoClassStateChanged(JUST_PLACED, board.isLastPlaced(cell));
        }
        markSolution(board.isSolution());
        shown();
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
