package dlxviz.app.boards;

import dlxviz.app.boards.model.BoardFactory;
import dlxviz.app.boards.model.MatrixBoardModel;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.CanvasRegion;
import dlxviz.app.canvas.Palette;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.hover.Highlight;
import dlxviz.app.links.Descriptions;
import dlxviz.app.links.model.LinksModel;
import dlxviz.app.marks.HeaderCross;
import dlxviz.app.marks.MarkPainter.BandLook;
import dlxviz.app.marks.MarkPainter;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * The same state as the links view, as the 0/1 matrix a student writes on paper: one row per
 * option, one column per item, a 1 where the option has the item. Covered items are struck out
 * by a line through their column in the colour of the level that covered them; options hidden by
 * a cover are struck through (and only those: the chosen item's own options wait their turn,
 * unstruck); the options of the partial solution get their level's band and tag, the marks of
 * the links view (see {@link MarkPainter}). Always fitted to its size, with text made smaller
 * rather than cut; below a few pixels a cell, the 1s are drawn as dots and the text left out.
 */
public class MatrixView extends CanvasRegion {
    private final LinksModel model;
    private final Tooltip tooltip = new Tooltip();
    private long draws;
    /** The smallest text the matrix draws; below it, it shows cells only. */
    private static final double MIN_FONT = 9;
    private double labelWidth, headerHeight, cell, cellX, originX, originY, font;
    /** The rows and columns drawn: all of a small problem, the current step of a large one. */
    private MatrixSlice slice;
    private final javafx.beans.property.ReadOnlyStringWrapper caption =
            new javafx.beans.property.ReadOnlyStringWrapper(this, "caption", "");

    public MatrixView(MatrixBoardModel board) {
        this.model = board.links();
        getStyleClass().add("matrix-view");
        // the links model lives as long as the window; this view listens only while it is shown
        WhileShown.listen(this, model.revisionProperty(), this::requestRedraw);
        WhileShown.listen(this, model.hoveredProperty(), () -> {
            Highlight now = model.hoveredProperty().get();
            tooltip.setText(now == null || model.torus() == null ? "" : Descriptions.describe(model, now));
            requestRedraw();
        });
        tooltip.setShowDelay(Duration.millis(250));
        Tooltip.install(this, tooltip);
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> model.hoveredProperty().set(targetAt(e.getX(), e.getY())));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> model.hoveredProperty().set(null));
    }

    private void measure(double w, double h, TorusView torus) {
        ExactCoverProblem problem = torus.problem();
        int longest = 3;
        int longestItem = 2;
        int rows = slice.rowCount();
        int columns = slice.columnCount();
        for (int r = 0; r < rows; r++) {
            longest = Math.max(longest, problem.optionLabel(slice.option(r)).length());
        }
        for (int c = 0; c < columns; c++) {
            longestItem = Math.max(longestItem, problem.itemName(slice.item(c)).length());
        }
        // the largest text up to the stylesheet's that lets labels, names and cells all fit:
        // smaller text rather than labels cut off or left out
        font = fontSize();
        double smallest = Math.max(MIN_FONT, Lettering.floorPx(this)); // text at the floor, or not at all
        while (true) {
            labelWidth = 3.6 * font + Math.min(40, longest) * font * 0.62 + font;
            headerHeight = font * 3.3;
            double fitW = (w - labelWidth) / columns;
            double fitH = (h - headerHeight) / rows;
            cell = Math.max(0.5, Math.min(cellHeight(), Math.min(fitW, fitH)));
            cellX = Math.max(cell, Math.min(fitW, Math.max(cell, longestItem * font * 0.62 + 4)));
            boolean namesFit = cellX >= longestItem * font * 0.62 + 0.3 * font;
            if ((cell >= font * 1.2 && namesFit) || font <= smallest) {
                break;
            }
            font = Math.max(smallest, font * 0.92);
        }
        if (cell < font * 1.2) {
            labelWidth = 0;
            headerHeight = 0;
            cell = Math.max(0.5, Math.min(w / columns, h / rows));
            cellX = Math.max(cell, w / columns);
        }
        originX = labelWidth;
        originY = headerHeight;
    }

    /** How many frames this view has drawn: for tests that check an old view stays quiet. */
    public long drawCount() {
        return draws;
    }

    /** Centre of the cell of ({@code option}, {@code item}) as last drawn. */
    public javafx.geometry.Point2D cellCentre(int option, int item) {
        return new javafx.geometry.Point2D(originX + (slice.columnOf(item) + 0.5) * cellX,
                originY + (slice.rowOf(option) + 0.5) * cell);
    }

    /** The rows and columns last drawn. */
    public MatrixSlice slice() {
        return slice;
    }

    /**
     * What part of the matrix is drawn, in words: empty for the whole of a small problem; for a
     * large one, the current step's options and items, or the whole matrix before the first choice.
     */
    public javafx.beans.property.ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    /**
     * A point on the line that strikes out {@code option}'s row, left of its label, where nothing
     * else is drawn: where tests read whether the row is struck.
     */
    public javafx.geometry.Point2D strikeProbe(int option) {
        return new javafx.geometry.Point2D(3.9 * font, originY + (slice.rowOf(option) + 0.5) * cell);
    }

    /**
     * The cell of {@code option}'s row and {@code item}'s column, in the view's coordinates: where
     * tests read whether a covered column's line crosses the cell.
     */
    public javafx.geometry.Rectangle2D cellBounds(int option, int item) {
        return new javafx.geometry.Rectangle2D(originX + slice.columnOf(item) * cellX, originY + slice.rowOf(option) * cell,
                cellX, cell);
    }

    /** What is under the point, or null. */
    public Highlight targetAt(double x, double y) {
        TorusView torus = model.torus();
        if (torus == null || cell <= 0 || slice == null) {
            return null;
        }
        int c = (int) Math.floor((x - originX) / cellX);
        int r = (int) Math.floor((y - originY) / cell);
        boolean inColumns = x >= originX && c >= 0 && c < slice.columnCount();
        if (y < originY) {
            return inColumns ? Highlight.item(slice.item(c)) : null;
        }
        if (r < 0 || r >= slice.rowCount()) {
            return null;
        }
        int option = slice.option(r);
        if (!inColumns) {
            return Highlight.option(option);
        }
        int item = slice.item(c);
        int first = torus.firstNode(option);
        for (int node = first; node < first + torus.optionSize(option); node++) {
            if (torus.top(node) == item) {
                return Highlight.node(node);
            }
        }
        return Highlight.option(option);
    }

    @Override
    protected void draw() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        Palette palette = palette();
        draws++;
        gc.setFill(palette.background());
        gc.fillRect(0, 0, w, h);
        TorusView torus = model.torus();
        if (torus == null || w <= 0 || h <= 0) {
            return;
        }
        CursorMarks marks = model.marks();
        slice = large(torus) ? MatrixSlice.focused(torus, marks) : MatrixSlice.whole(torus);
        measure(w, h, torus);
        if (slice.hasNeighbours() && cell < font * 1.2) {
            // too many rows to read at this size: the chosen item's own options only
            slice = MatrixSlice.focused(torus, marks, false);
            measure(w, h, torus);
        }
        caption.set(captionOf(torus));
        // as measured: without labels the cells grow, and asked again here they could pass the
        // test the labels failed, then be drawn with no room kept for them (headers over the cells)
        boolean labels = labelWidth > 0;
        double line = Math.max(1, fontSize() / BASE_FONT_PX);
        paintBands(gc, palette, torus, marks, labels, line);
        paintHover(gc, palette, torus);
        if (labels) {
            paintHeaders(gc, palette, torus, marks, line);
        }
        // under the cells: a covered item's own nodes stay in its column (only its header left the
        // list), so the line shows between its cells and never strikes its 1s
        paintCoveredColumns(gc, palette, marks, labels, line);
        paintCells(gc, palette, torus, marks, labels, line);
        paintStrikes(gc, marks, labels, line);
    }

    /** Too large to read whole: the matrix follows the current step (as {@link BoardFactory} decides). */
    private static boolean large(TorusView torus) {
        return torus.optionCount() > BoardFactory.MATRIX_MAX_OPTIONS || torus.itemCount() > BoardFactory.MATRIX_MAX_ITEMS;
    }

    private String captionOf(TorusView torus) {
        if (!large(torus)) {
            return "";
        }
        ExactCoverProblem problem = torus.problem();
        String whole = String.format("%,d options and %,d items", torus.optionCount(), torus.itemCount());
        if (slice.focus() == 0) {
            return "The whole matrix, " + whole + ": from the first choice on, it shows the chosen item's "
                    + "options and their items.";
        }
        String rows = slice.hasNeighbours() ? "%s's options, their items, and those items' other options still in play"
                : "%s's options and their items";
        return String.format(rows + " (%d of %,d options, %d of %,d items).", problem.itemName(slice.focus()),
                slice.rowCount(), torus.optionCount(), slice.columnCount(), torus.itemCount());
    }

    /** Bands behind the options placed: by level, the one tried, all of them on a solution. */
    private void paintBands(GraphicsContext gc, Palette palette, TorusView torus, CursorMarks marks, boolean labels,
                            double line) {
        double right = originX + slice.columnCount() * cellX;
        Font tagFont = Font.font("System", FontWeight.BOLD, Math.max(font * 0.85, Lettering.floorPx(this)));
        for (int option : marks.placedOptions()) {
            if (slice.rowOf(option) < 0) {
                continue;
            }
            BandLook look = marks.isSolution() ? BandLook.SOLUTION
                    : option == marks.triedOption() ? BandLook.TRIED : BandLook.PLACED;
            int level = marks.levelOfOption(option);
            double y = originY + (slice.rowOf(option) + 0.5) * cell;
            MarkPainter.band(gc, palette, 0, right, y, cell, look, level, line);
            if (labels) {
                MarkPainter.bandTag(gc, palette, 3.4 * font, y, tagFont, look, level);
            }
        }
    }

    private void paintHover(GraphicsContext gc, Palette palette, TorusView torus) {
        Highlight hovered = model.hoveredProperty().get();
        if (hovered == null) {
            return;
        }
        double right = originX + slice.columnCount() * cellX;
        double bottom = originY + slice.rowCount() * cell;
        if (hovered.kind() == Highlight.Kind.ITEM) {
            int column = slice.columnOf(hovered.id());
            if (column >= 0) {
                fillBand(gc, originX + column * cellX, 0, cellX, bottom, palette.hover(), 0.2);
            }
        } else {
            int option = hovered.kind() == Highlight.Kind.OPTION ? hovered.id() : torus.optionOf(hovered.id());
            int row = slice.rowOf(option);
            if (row >= 0) {
                fillBand(gc, 0, originY + row * cell, right, cell, palette.hover(), 0.2);
            }
        }
    }

    /** The item headers: name and live length; the chosen one filled, outlined thick, with its ▼. */
    private void paintHeaders(GraphicsContext gc, Palette palette, TorusView torus, CursorMarks marks, double line) {
        ExactCoverProblem problem = torus.problem();
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        int chosenItem = marks.chosenItem();
        Font nameFont = Font.font("System", FontWeight.BOLD, font);
        Font lengthFont = Font.font(Math.max(font * 0.9, Lettering.floorPx(this)));
        double top = font * 0.75;
        for (int c = 0; c < slice.columnCount(); c++) {
            int i = slice.item(c);
            double x = originX + (c + 0.5) * cellX;
            int level = marks.coveredLevel(i);
            boolean covered = level != CursorMarks.NOT_COVERED;
            boolean chosen = i == chosenItem;
            boolean deadEnd = chosen && marks.isDeadEnd();
            // as in the links view: a covered item is a ghost outlined in its level's colour
            gc.setFill(chosen ? palette.chosenFill() : covered ? palette.ghost()
                    : problem.isPrimary(i) ? palette.headerFill() : palette.secondaryFill());
            gc.fillRect(x - cellX / 2 + 1, top, cellX - 2, headerHeight - top - 1);
            if (chosen || covered) {
                gc.setStroke(chosen ? MarkPainter.chosenOutline(palette, deadEnd) : palette.level(level));
                gc.setLineWidth(chosen ? 3 * line : 2 * line);
                gc.strokeRect(x - cellX / 2 + 2, top + 1, cellX - 4, headerHeight - top - 3);
            }
            if (chosen) {
                MarkPainter.chosenMarker(gc, palette, x, top - 1, font * 0.32, deadEnd);
            }
            gc.setFont(nameFont);
            gc.setFill(palette.text());
            Lettering.fill(gc, problem.itemName(i), x, top + (headerHeight - top) * 0.33, cellX - 2);
            gc.setFont(lengthFont);
            gc.setFill(palette.mutedText());
            String length = Integer.toString(torus.length(i));
            double lengthY = top + (headerHeight - top) * 0.72;
            if (deadEnd) {
                // the count and the ✕ side by side, both inside the thick outline
                javafx.scene.text.Text measure = new javafx.scene.text.Text(length);
                measure.setFont(lengthFont);
                HeaderCross cross = HeaderCross.place(cellX, measure.getLayoutBounds().getWidth(), font, 2 + 2 * line);
                if (cross.withCount()) {
                    Lettering.fill(gc, length, x + cross.countX(), lengthY);
                }
                MarkPainter.deadEndCross(gc, palette, x + cross.crossX(), lengthY, cross.size(), line);
            } else {
                Lettering.fill(gc, length, x, lengthY, cellX - 2);
            }
        }
    }

    /** The 1s: live ones in the node colour, hidden ones as ghosts, the ones the last step changed dashed. */
    private void paintCells(GraphicsContext gc, Palette palette, TorusView torus, CursorMarks marks, boolean labels,
                            double line) {
        ExactCoverProblem problem = torus.problem();
        java.util.Set<Integer> changed = changedNodes();
        Font cellFont = Font.font(Math.max(1, Math.min(font, cell * 0.75)));
        double h = canvas.getHeight();
        for (int r = 0; r < slice.rowCount(); r++) {
            int option = slice.option(r);
            double y = originY + r * cell;
            if (y > h) {
                break;
            }
            if (labels) {
                gc.setFont(Font.font(font));
                gc.setTextAlign(TextAlignment.RIGHT);
                gc.setTextBaseline(VPos.CENTER);
                boolean hidden = marks.optionState(option) == CursorMarks.OptionState.HIDDEN;
                gc.setFill(hidden ? palette.mutedText() : palette.text());
                Lettering.fill(gc, problem.optionLabel(option), labelWidth - font * 0.5, y + cell / 2);
            }
            gc.setTextAlign(TextAlignment.CENTER);
            gc.setFont(cellFont);
            int first = torus.firstNode(option);
            for (int node = first; node < first + torus.optionSize(option); node++) {
                int column = slice.columnOf(torus.top(node));
                if (column < 0) {
                    continue;
                }
                double x = originX + column * cellX;
                boolean visible = torus.isNodeVisible(node);
                if (labels) {
                    gc.setFill(visible ? palette.nodeFill() : palette.ghost());
                    gc.fillRect(x + 1, y + 1, cellX - 2, cell - 2);
                    if (changed.contains(node)) {
                        gc.setStroke(palette.justHidden());
                        gc.setLineWidth(2 * line);
                        gc.setLineDashes(3 * line, 2 * line);
                        gc.strokeRect(x + 2, y + 2, cellX - 4, cell - 4);
                        gc.setLineDashes((double[]) null);
                    }
                    int colour = torus.colourOf(node);
                    if (colour != 0) {
                        // Algorithm C: the cell says the colour (X:a is an "a" in column X), on its fill
                        MarkPainter.colouredNode(gc, palette, x + cellX / 2, y + cell / 2, cellX / 2 - 1, cell / 2 - 1,
                                colour, problem.colourName(colour), torus.isCleansed(node), visible ? 0 : 1, null, line);
                    }
                    gc.setFill(visible ? palette.text() : palette.mutedText());
                    Lettering.fill(gc, colour != 0 ? problem.colourName(colour) : "1", x + cellX / 2, y + cell / 2);
                } else {
                    gc.setFill(visible ? palette.nodeStroke() : palette.ghost());
                    gc.fillRect(x, y, Math.max(1, cellX - 0.5), Math.max(1, cell - 0.5));
                }
            }
        }
    }

    /** Covered columns struck in their level's colour; options struck only while a cover hides them. */
    private void paintCoveredColumns(GraphicsContext gc, Palette palette, CursorMarks marks, boolean labels, double line) {
        double bottom = originY + slice.rowCount() * cell;
        gc.setLineWidth(Math.max(1, Math.min(2.5 * line, cell * 0.12)));
        for (int c = 0; c < slice.columnCount(); c++) {
            int level = marks.coveredLevel(slice.item(c));
            if (level != CursorMarks.NOT_COVERED) {
                double x = originX + (c + 0.5) * cellX;
                if (labels) {
                    gc.setStroke(palette.level(level));
                    gc.strokeLine(x, headerHeight, x, bottom);
                } else {
                    // lines would drown a large matrix: a faint tint of the level's colour instead
                    fillBand(gc, x - cellX / 2, 0, cellX, bottom, palette.level(level), 0.18);
                }
            }
        }
    }

    /** Options hidden by a cover, struck through their label and their cells. */
    private void paintStrikes(GraphicsContext gc, CursorMarks marks, boolean labels, double line) {
        Palette palette = palette();
        double right = originX + slice.columnCount() * cellX;
        if (!labels) {
            return; // hidden options already show as ghost dots
        }
        for (int r = 0; r < slice.rowCount(); r++) {
            if (marks.optionState(slice.option(r)) == CursorMarks.OptionState.HIDDEN) {
                MarkPainter.strike(gc, palette, 3.6 * font, right, originY + (r + 0.5) * cell, line);
            }
        }
    }

    /** The nodes whose column links the last move changed (hidden or put back). */
    private java.util.Set<Integer> changedNodes() {
        java.util.Set<Integer> nodes = new java.util.HashSet<>();
        if (model.lastEvents().size() <= MARKED_CHANGES && model.marksLastStep()) {
            for (var event : model.lastEvents()) {
                if (event instanceof dlxviz.events.NodeHidden hidden) {
                    nodes.add(hidden.node());
                } else if (event instanceof dlxviz.events.NodeRestored restored) {
                    nodes.add(restored.node());
                }
            }
        }
        return nodes;
    }

    private static void fillBand(GraphicsContext gc, double x, double y, double w, double h, Paint paint, double alpha) {
        gc.setGlobalAlpha(alpha);
        gc.setFill(paint);
        gc.fillRect(x, y, w, h);
        gc.setGlobalAlpha(1);
    }
}
