package dlxviz.app.boards;

import dlxviz.app.fx.CanvasRegion;
import dlxviz.app.fx.Palette;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.hover.Highlight;
import dlxviz.app.links.Descriptions;
import dlxviz.app.links.LinksLayout;
import dlxviz.app.links.LinksModel;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * The same state as the links view, as the 0/1 matrix a student writes on paper: one row per
 * option, one column per item, a 1 where the option has the item. Covered items are struck out
 * by a line through their column in the colour of the level that covered them; options ruled
 * out are struck through; the options of the partial solution get their level's band. Always
 * fitted to its size; below a few pixels a cell, the 1s are drawn as dots and the text left out.
 */
public class MatrixView extends CanvasRegion {
    private final LinksModel model;
    private final Tooltip tooltip = new Tooltip();
    private long draws;
    private double labelWidth, headerHeight, cell, cellX, originX, originY;

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
        int longest = 3, longestItem = 2;
        for (int k = 1; k <= problem.optionCount(); k++) {
            longest = Math.max(longest, problem.optionLabel(k).length());
        }
        for (int i = 1; i <= problem.itemCount(); i++) {
            longestItem = Math.max(longestItem, problem.itemName(i).length());
        }
        double font = fontSize();
        labelWidth = Math.min(40, longest) * font * 0.62 + font;
        headerHeight = font * 2.6;
        double fitW = (w - labelWidth) / problem.itemCount();
        double fitH = (h - headerHeight) / problem.optionCount();
        // square cells, no larger than the CSS cell height; names that do not fit are dropped
        cell = Math.max(0.5, Math.min(cellHeight(), Math.min(fitW, fitH)));
        cellX = Math.max(cell, Math.min(fitW, Math.max(cell, longestItem * font * 0.62 + 4)));
        if (cell < fontSize() * 1.2) {
            labelWidth = 0;
            headerHeight = 0;
            cell = Math.max(0.5, Math.min(w / problem.itemCount(), h / problem.optionCount()));
            cellX = Math.max(cell, w / problem.itemCount());
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
        return new javafx.geometry.Point2D(originX + (item - 0.5) * cellX, originY + (option - 0.5) * cell);
    }

    /** What is under the point, or null. */
    public Highlight targetAt(double x, double y) {
        TorusView torus = model.torus();
        if (torus == null || cell <= 0) {
            return null;
        }
        int column = (int) Math.floor((x - originX) / cellX) + 1;
        int row = (int) Math.floor((y - originY) / cell) + 1;
        if (y < originY && column >= 1 && column <= torus.itemCount()) {
            return Highlight.item(column);
        }
        if (row < 1 || row > torus.optionCount()) {
            return null;
        }
        if (x < originX) {
            return Highlight.option(row);
        }
        int first = torus.firstNode(row);
        for (int node = first; node < first + torus.optionSize(row); node++) {
            if (torus.top(node) == column) {
                return Highlight.node(node);
            }
        }
        return Highlight.option(row);
    }

    @Override
    protected void draw() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        double w = canvas.getWidth(), h = canvas.getHeight();
        Palette palette = palette();
        draws++;
        gc.setFill(palette.background());
        gc.fillRect(0, 0, w, h);
        TorusView torus = model.torus();
        if (torus == null || w <= 0 || h <= 0) {
            return;
        }
        measure(w, h, torus);
        ExactCoverProblem problem = torus.problem();
        CursorMarks marks = model.marks();
        int items = torus.itemCount(), options = torus.optionCount();
        boolean labels = cell >= fontSize() * 1.2;
        boolean solved = torus.allPrimaryCovered() && marks.placedOptions().length > 0;
        Highlight hovered = model.hoveredProperty().get();
        double right = originX + items * cellX, bottom = originY + options * cell;
        Font font = Font.font(Math.max(1, Math.min(fontSize(), cell * 0.75)));
        gc.setFont(font);
        gc.setTextBaseline(VPos.CENTER);

        // bands: partial solution by level (or solution), the option tried, the hover
        for (int option : marks.placedOptions()) {
            int level = marks.levelOfOption(option);
            Paint paint = solved ? palette.solution() : option == marks.triedOption() ? palette.tried() : palette.level(level);
            fillBand(gc, 0, originY + (option - 1) * cell, right, cell, paint, 0.35);
        }
        if (hovered != null) {
            if (hovered.kind() == Highlight.Kind.ITEM) {
                fillBand(gc, originX + (hovered.id() - 1) * cellX, 0, cellX, bottom, palette.hover(), 0.2);
            } else {
                int option = hovered.kind() == Highlight.Kind.OPTION ? hovered.id() : torus.optionOf(hovered.id());
                fillBand(gc, 0, originY + (option - 1) * cell, right, cell, palette.hover(), 0.2);
            }
        }

        // column headers
        if (labels) {
            gc.setTextAlign(TextAlignment.CENTER);
            int chosenItem = marks.chosenItem();
            for (int i = 1; i <= items; i++) {
                double x = originX + (i - 0.5) * cellX;
                int level = marks.coveredLevel(i);
                boolean covered = level != CursorMarks.NOT_COVERED;
                // as in the links view: a covered item is a ghost outlined in its level's colour
                gc.setFill(i == chosenItem ? palette.chosenFill() : covered ? palette.ghost()
                        : problem.isPrimary(i) ? palette.headerFill() : palette.secondaryFill());
                gc.fillRect(x - cellX / 2 + 1, 1, cellX - 2, headerHeight - 2);
                if (i == chosenItem || covered) {
                    gc.setStroke(i == chosenItem ? palette.chosen() : palette.level(level));
                    gc.setLineWidth(i == chosenItem ? 2.5 : 1.8);
                    gc.strokeRect(x - cellX / 2 + 2, 2, cellX - 4, headerHeight - 4);
                }
                gc.setFill(palette.text());
                gc.fillText(problem.itemName(i), x, headerHeight * 0.33, cellX - 2);
                gc.setFill(palette.mutedText());
                gc.fillText(Integer.toString(torus.length(i)), x, headerHeight * 0.72, cellX - 2);
            }
        }

        // cells
        gc.setTextAlign(TextAlignment.CENTER);
        for (int option = 1; option <= options; option++) {
            double y = originY + (option - 1) * cell;
            if (y > h) {
                break;
            }
            boolean live = LinksLayout.isLive(torus, option);
            if (labels) {
                gc.setTextAlign(TextAlignment.RIGHT);
                gc.setFill(live ? palette.text() : palette.mutedText());
                gc.fillText(problem.optionLabel(option), labelWidth - fontSize() * 0.5, y + cell / 2);
                gc.setTextAlign(TextAlignment.CENTER);
            }
            int first = torus.firstNode(option);
            for (int node = first; node < first + torus.optionSize(option); node++) {
                int item = torus.top(node);
                double x = originX + (item - 1) * cellX;
                boolean visible = torus.isNodeVisible(node);
                if (labels) {
                    gc.setFill(visible ? palette.nodeFill() : palette.ghost());
                    gc.fillRect(x + 1, y + 1, cellX - 2, cell - 2);
                    gc.setFill(visible ? palette.text() : palette.mutedText());
                    gc.fillText("1", x + cellX / 2, y + cell / 2);
                } else {
                    gc.setFill(visible ? palette.nodeStroke() : palette.ghost());
                    gc.fillRect(x, y, Math.max(1, cellX - 0.5), Math.max(1, cell - 0.5));
                }
            }
        }

        // strike-outs: covered columns in their level's colour, ruled-out options in grey
        gc.setLineWidth(Math.max(1, Math.min(2.5, cell * 0.12)));
        for (int i = 1; i <= items; i++) {
            int level = marks.coveredLevel(i);
            if (level != CursorMarks.NOT_COVERED) {
                double x = originX + (i - 0.5) * cellX;
                if (labels) {
                    gc.setStroke(palette.level(level));
                    gc.strokeLine(x, headerHeight, x, bottom);
                } else {
                    // lines would drown a large matrix: a faint tint of the level's colour instead
                    fillBand(gc, x - cellX / 2, 0, cellX, bottom, palette.level(level), 0.18);
                }
            }
        }
        if (!labels) {
            return; // ruled-out options already show as ghost dots
        }
        gc.setStroke(palette.ghostStroke());
        for (int option = 1; option <= options; option++) {
            if (!LinksLayout.isLive(torus, option) && marks.levelOfOption(option) == CursorMarks.NOT_COVERED) {
                double y = originY + (option - 0.5) * cell;
                gc.strokeLine(labels ? 2 : originX, y, right, y);
            }
        }
    }

    private static void fillBand(GraphicsContext gc, double x, double y, double w, double h, Paint paint, double alpha) {
        gc.setGlobalAlpha(alpha);
        gc.setFill(paint);
        gc.fillRect(x, y, w, h);
        gc.setGlobalAlpha(1);
    }
}
