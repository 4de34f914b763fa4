package dlxviz.app.puzzle;

import dlxviz.app.Highlight;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The tiling panel (pentominoes): the box with the pieces placed so far, coloured by level and
 * lettered, and in every empty cell the number of placements that can still cover it. The cell
 * the search chose is framed (orange when nothing can cover it any more). Styled by css/app.css
 * (classes {@code tiling-*}).
 */
public final class TilingView extends Region {
    private static final PseudoClass CHOSEN = PseudoClass.getPseudoClass("chosen");
    private static final PseudoClass DEAD_END = PseudoClass.getPseudoClass("dead-end");
    private static final PseudoClass JUST_PLACED = PseudoClass.getPseudoClass("just-placed");
    private static final PseudoClass HOVERED = PseudoClass.getPseudoClass("hovered-shared");
    private static final PseudoClass HOLE = PseudoClass.getPseudoClass("hole");
    private static final int LEVEL_COLOURS = 6;

    private final TilingLayout layout;
    private final int rows;
    private final int cols;
    private final Region frame = new Region();
    private final StackPane[] cells;
    private final Label[] texts;
    private final ObjectProperty<Highlight> highlight;
    private TilingBoard board;

    /**
     * @param highlight the window's shared hover property: hovering a cell sets its item
     */
    public TilingView(TilingLayout layout, ObjectProperty<Highlight> highlight) {
        this.layout = layout;
        this.highlight = highlight;
        this.rows = layout.rows();
        this.cols = layout.cols();
        getStyleClass().add("tiling-view");
        frame.getStyleClass().add("tiling-frame");
        frame.setManaged(false);
        cells = new StackPane[rows * cols];
        texts = new Label[rows * cols];
        for (int cell = 0; cell < rows * cols; cell++) {
            Label text = new Label();
            text.getStyleClass().add("tiling-text");
            text.setMinSize(0, 0);
            StackPane pane = new StackPane(text);
            pane.setAlignment(Pos.CENTER);
            pane.getStyleClass().add("tiling-cell");
            pane.setMinSize(0, 0);
            int item = layout.cellItem(cell);
            pane.pseudoClassStateChanged(HOLE, item == 0);
            if (item != 0) {
                Hover.lights(pane, highlight, Highlight.item(item));
            }
            cells[cell] = pane;
            texts[cell] = text;
        }
        getChildren().add(frame);
        getChildren().addAll(cells);
        highlight.addListener((obs, before, now) -> showHighlight(now));
    }

    /** Shows {@code board}: call on every revision of the playback state. */
    public void show(TilingBoard board) {
        this.board = board;
        for (int cell = 0; cell < rows * cols; cell++) {
            StackPane pane = cells[cell];
            Label text = texts[cell];
            pane.getStyleClass().removeIf(c -> c.startsWith("level-"));
            int level = board.level(cell);
            if (level != TilingBoard.EMPTY) {
                pane.getStyleClass().add("level-" + (level % LEVEL_COLOURS));
                text.setText(board.piece(cell));
            } else {
                text.setText(layout.cellItem(cell) == 0 ? "" : String.valueOf(board.ways(cell)));
            }
            pane.pseudoClassStateChanged(CHOSEN, board.chosenCell() == cell);
            pane.pseudoClassStateChanged(DEAD_END, board.chosenCell() == cell && board.isDeadEnd());
            pane.pseudoClassStateChanged(JUST_PLACED, board.isLastPlaced(cell));
        }
        showHighlight(highlight.get());
    }

    public TilingBoard board() {
        return board;
    }

    public TilingLayout tilingLayout() {
        return layout;
    }

    private void showHighlight(Highlight now) {
        for (int cell = 0; cell < rows * cols; cell++) {
            int item = layout.cellItem(cell);
            cells[cell].pseudoClassStateChanged(HOVERED, now != null && item != 0 && now.isItem(item));
        }
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth() - snappedLeftInset() - snappedRightInset();
        double h = getHeight() - snappedTopInset() - snappedBottomInset();
        // whole pixels: cells of one size, one-pixel gaps that show the frame as grid lines
        int gap = 1;
        int border = 3;
        int cell = (int) Math.max(1, Math.floor(Math.min((w - 2 * border - gap * (cols - 1)) / cols,
                (h - 2 * border - gap * (rows - 1)) / rows)));
        int width = cell * cols + gap * (cols - 1) + 2 * border;
        int height = cell * rows + gap * (rows - 1) + 2 * border;
        double left = Math.floor(snappedLeftInset() + (w - width) / 2);
        double top = Math.floor(snappedTopInset() + (h - height) / 2);
        setStyle("-fx-font-size: " + Math.max(4, Math.floor(cell / 2.2)) + "px;");
        frame.resizeRelocate(left, top, width, height);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                cells[r * cols + c].resizeRelocate(left + border + c * (cell + gap), top + border + r * (cell + gap),
                        cell, cell);
            }
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return 30 * cols;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 30 * rows;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 8 * cols;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 8 * rows;
    }
}
