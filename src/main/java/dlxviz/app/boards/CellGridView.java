package dlxviz.app.boards;

import dlxviz.app.boards.model.StateBoardModel;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.hover.Highlight;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * A board drawn as a grid of cells over a frame whose colour shows through the gaps as the grid
 * lines: the sudoku grid, the chessboard and a tiling's box. This class owns what they share:
 * the cells, hovering a cell to light what it stands for in every view, lighting the cells of
 * whatever another view hovers (while shown), and laying the cells out in whole pixels, centred,
 * with text sized to the cells. A subclass fills the cells, says which gaps are thick
 * ({@link #measure}) and which cells a hover lights ({@link #isLit}).
 */
public abstract class CellGridView extends Region {
    private static final PseudoClass HOVERED = PseudoClass.getPseudoClass("hovered-shared");
    private static final PseudoClass SOLUTION = PseudoClass.getPseudoClass("solution");

    /**
     * Where the cells go: each cell is {@code cell} pixels square; column c starts {@code x[c]}
     * pixels from the grid's left edge, row r {@code y[r]} from its top; the grid (frame
     * included) is {@code width} x {@code height}; text is {@code fontPx} pixels.
     */
    protected record Geometry(int cell, int[] x, int[] y, int width, int height, double fontPx) {
    }

    private final int rows;
    private final int cols;
    private final double prefCell;
    private final double minCell;
    private final Region frame = new Region();
    /** A line under the grid that explains a mark only this board has (none when empty). */
    private final javafx.scene.control.Label caption = new javafx.scene.control.Label();
    /** The caption's text as a tooltip, for when there is no room to draw it. */
    private final javafx.scene.control.Tooltip captionTip = new javafx.scene.control.Tooltip();
    private boolean captionWanted;
    private final StackPane[] cells;
    private final ObjectProperty<Highlight> highlight;
    private long shows;
    /** The font style last given to the cells. */
    private String cellFont;
    /** Whether the cells are among the children yet: they join at the first layout. */
    private boolean cellsIn;

    /**
     * @param highlight the window's shared hover
     * @param prefCell  a cell's preferred size in pixels; {@code minCell} the smallest it may get
     */
    protected CellGridView(String styleClass, String frameClass, String cellClass, int rows, int cols, double prefCell,
                           double minCell, ObjectProperty<Highlight> highlight) {
        this.rows = rows;
        this.cols = cols;
        this.prefCell = prefCell;
        this.minCell = minCell;
        this.highlight = highlight;
        getStyleClass().add(styleClass);
        frame.getStyleClass().add(frameClass);
        frame.setManaged(false);
        cells = new StackPane[rows * cols];
        for (int cell = 0; cell < cells.length; cell++) {
            StackPane pane = new StackPane();
            pane.setAlignment(Pos.CENTER);
            pane.getStyleClass().add(cellClass);
            pane.setMinSize(0, 0);
            cells[cell] = pane;
        }
        caption.getStyleClass().add("board-caption");
        caption.setWrapText(true);
        caption.setVisible(false);
        getChildren().add(frame); // the cells join at the first layout, with their font (layoutChildren)
        getChildren().add(caption);
        // the hover lives as long as the window; a board only while its problem is shown
        WhileShown.listen(this, highlight, this::showHighlight);
    }

    /** The pane of cell {@code cell} (row * cols + column), for subclasses to fill and tests to read. */
    public final StackPane cellNode(int cell) {
        return cells[cell];
    }

    protected final int cellCount() {
        return cells.length;
    }

    /** Hovering cell {@code cell} lights {@code target} in every view. */
    protected final void hoverLights(int cell, Highlight target) {
        Hover.lights(cells[cell], highlight, target);
    }

    /** Hovering cell {@code cell} lights what {@code target} says is under the pointer (its pane's coordinates). */
    protected final void hoverLights(int cell, java.util.function.Function<javafx.scene.input.MouseEvent, Highlight> target) {
        Hover.follows(cells[cell], highlight, target);
    }

    /** True when the shared hover {@code now} (never null) stands for something in {@code cell}. */
    protected abstract boolean isLit(int cell, Highlight now);

    /** Where the cells go in a space of {@code w} x {@code h} pixels. */
    protected abstract Geometry measure(double w, double h);

    /** Explains a mark of this board in a line under the grid; null or empty for none. */
    protected final void setCaption(String text) {
        boolean shown = text != null && !text.isEmpty();
        if (!caption.getText().equals(shown ? text : "") || captionWanted != shown) {
            caption.setText(shown ? text : "");
            captionWanted = shown;
            captionTip.setText(caption.getText());
            if (shown) {
                javafx.scene.control.Tooltip.install(this, captionTip);
            } else {
                javafx.scene.control.Tooltip.uninstall(this, captionTip);
            }
            requestLayout();
        }
    }

    /** The caption's text ("" for none); for tests. */
    public final String caption() {
        return caption.getText();
    }

    /** Whether the caption is drawn under the grid now (it is left out where it would shrink the grid); for tests. */
    public final boolean captionShown() {
        return caption.isVisible();
    }

    /** Shows each state of {@code model} with {@code show}, starting with the current one. */
    protected final <S> void follow(StateBoardModel<S> model, java.util.function.Consumer<S> show) {
        model.stateProperty().addListener((o, was, is) -> show.accept(is));
        if (model.state() != null) {
            show.accept(model.state());
        }
    }

    /** Frames the board in the solution's colour while what it shows is a solution. */
    protected final void markSolution(boolean solution) {
        frame.pseudoClassStateChanged(SOLUTION, solution);
    }

    /** Called by a subclass after it showed a new state: counts it, and relights the hover. */
    protected final void shown() {
        shows++;
        showHighlight();
    }

    /** How many states this board has shown: for tests that check an old board stays quiet. */
    public final long showCount() {
        return shows;
    }

    private void showHighlight() {
        Highlight now = highlight.get();
        for (int cell = 0; cell < cells.length; cell++) {
            cells[cell].pseudoClassStateChanged(HOVERED, now != null && isLit(cell, now));
        }
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth() - snappedLeftInset() - snappedRightInset();
        double h = getHeight() - snappedTopInset() - snappedBottomInset();
        // the caption only where the grid keeps its size: in a panel made square for the grid
        // (a projector, issue 24) the grid is the lesson, and the caption waits in a tooltip
        double captionHeight = captionWanted ? Math.ceil(caption.prefHeight(w)) : 0;
        boolean captionFits = captionWanted && h - captionHeight > 0
                && measure(w, h - captionHeight).cell() >= measure(w, h).cell();
        caption.setVisible(captionFits);
        if (captionFits) {
            caption.resizeRelocate(snappedLeftInset(), snappedTopInset() + h - captionHeight, w, captionHeight);
            h -= captionHeight;
        }
        Geometry g = measure(w, h);
        double left = Math.floor(snappedLeftInset() + (w - g.width()) / 2);
        double top = Math.floor(snappedTopInset() + (h - g.height()) / 2);
        // text sizes follow the cell size; css gives them in em relative to the cell. Set on the
        // cells, not on this region: its padding is in em too, and a font that follows the cell
        // size would feed back into the space left for the cells.
        String font = "-fx-font-size: " + g.fontPx() + "px;";
        if (!font.equals(cellFont)) {
            // only when it changes: a new style makes the scene redo the CSS of every cell, and a
            // board is laid out again whenever a cell's text changes (every frame of play)
            cellFont = font;
            for (StackPane cell : cells) {
                cell.setStyle(font);
            }
        }
        boolean joining = !cellsIn;
        if (joining) {
            // the cells join the scene with the font of their size, and are styled once, below: in
            // the scene from the start, each cell and text was styled at the first CSS pass and
            // again when this layout gave the cells their font (issue 24: a 16x16's 512 nodes)
            cellsIn = true;
            getChildren().addAll(1, java.util.Arrays.asList(cells));
        }
        frame.resizeRelocate(left, top, g.width(), g.height());
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                cells[r * cols + c].resizeRelocate(left + g.x()[c], top + g.y()[r], g.cell(), g.cell());
            }
        }
        laidOut(g);
        if (joining) {
            applyCss(); // the cells and what laidOut put in them, before this frame draws them
        }
    }

    /** Called after each layout with its geometry: a subclass may adapt what its cells show to their size. */
    protected void laidOut(Geometry geometry) {
    }

    /**
     * Offsets of {@code count} cells of {@code cell} pixels after a border of {@code border},
     * with {@code gap.applyAsInt(i)} pixels after cell i.
     */
    protected static int[] offsets(int count, int cell, int border, java.util.function.IntUnaryOperator gap) {
        int[] at = new int[count];
        int x = border;
        for (int i = 0; i < count; i++) {
            at[i] = x;
            x += cell + gap.applyAsInt(i);
        }
        return at;
    }

    /** Thin line between cells and thick line between boxes of a sudoku, as fractions of a cell. */
    private static final double THIN = 0.03;
    private static final double THICK = 0.09;

    /**
     * A sudoku's geometry, for every grid of boxes (the board beside the links, the workbench's):
     * whole pixels everywhere, so every thin line is as thin as every other and every box line as
     * thick; a side is n cells, thin lines inside boxes, thick lines between and around them.
     */
    protected static Geometry boxedGeometry(int boxRows, int boxCols, double w, double h) {
        int n = boxRows * boxCols;
        int boxesAcross = n / boxCols;
        int boxesDown = n / boxRows;
        double unitsAcross = n + THIN * (n - boxesAcross) + THICK * (boxesAcross + 1);
        double unitsDown = n + THIN * (n - boxesDown) + THICK * (boxesDown + 1);
        double estimate = Math.max(1, Math.min(w / unitsAcross, h / unitsDown));
        int thin = (int) Math.max(1, Math.round(estimate * THIN));
        int thick = (int) Math.max(3, Math.round(estimate * THICK));
        int cell = (int) Math.max(1, Math.floor(Math.min(
                (w - thin * (n - boxesAcross) - thick * (boxesAcross + 1)) / n,
                (h - thin * (n - boxesDown) - thick * (boxesDown + 1)) / n)));
        int gridW = cell * n + thin * (n - boxesAcross) + thick * (boxesAcross + 1);
        int gridH = cell * n + thin * (n - boxesDown) + thick * (boxesDown + 1);
        return new Geometry(cell, offsets(n, cell, thick, c -> (c + 1) % boxCols == 0 ? thick : thin),
                offsets(n, cell, thick, r -> (r + 1) % boxRows == 0 ? thick : thin), gridW, gridH,
                Math.max(4, Math.floor(cell / 2.4)));
    }

    @Override
    protected double computePrefWidth(double height) {
        return prefCell * cols;
    }

    @Override
    protected double computePrefHeight(double width) {
        return prefCell * rows;
    }

    @Override
    protected double computeMinWidth(double height) {
        return minCell * cols;
    }

    @Override
    protected double computeMinHeight(double width) {
        return minCell * rows;
    }
}
