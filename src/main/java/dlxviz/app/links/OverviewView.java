package dlxviz.app.links;

import dlxviz.app.canvas.CanvasRegion;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.Palette;
import dlxviz.app.canvas.RectOutline;
import dlxviz.app.fx.Tips;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.hover.Highlight;
import dlxviz.app.lens.LensSelection;
import dlxviz.app.lens.OverviewLayout;
import dlxviz.app.lens.OverviewShape;
import dlxviz.app.links.model.LinksModel;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import dlxviz.sudoku.SudokuEncoding;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * Every item of a large problem at a glance, beside the lens: a small cell per item in the
 * problem's own shape ({@link OverviewShape}: a sudoku's four blocks, else a strip), filled by
 * its live length on a one-hue scale (the fewer options left, the stronger), the key to that
 * scale at the right. A covered item is an empty cell holding a small square in its level's
 * colour (out of the list, so no fill), as the links view outlines a covered header in it; the chosen item is filled and outlined as its
 * header is; the items the lens shows are framed. Hovering an item names it and lights it in
 * every view (an option or node hovered elsewhere lights its items here); a click looks at its
 * column in the lens.
 */
public final class OverviewView extends CanvasRegion {
    private final LinksModel model;
    private final dlxviz.app.canvas.FontCache fonts = new dlxviz.app.canvas.FontCache();
    private OverviewLayout layout;
    /** What {@link #layout} was fitted to. */
    private ExactCoverProblem fittedProblem;
    private SudokuEncoding fittedSudoku;
    private double fittedWidth;
    private double fittedHeight;
    private double fittedLabel;
    /** Where the blocks start in the canvas (they are centred in the space left of the key). */
    private double originX;
    private double originY;
    private long draws;
    /** What the canvas shows now, to skip a frame that would paint it again unchanged. */
    private final OverviewPicture shown = new OverviewPicture();
    /** The item under the mouse, and that a click looks at it in the lens. */
    private final Tips.Changing tooltip = Tips.Changing.installQuick(this);

    public OverviewView(LinksModel model) {
        this.model = model;
        getStyleClass().add("overview-view");
        WhileShown.listen(this, model.revisionProperty(), this::requestRedraw);
        WhileShown.listen(this, model.hoveredProperty(), this::requestRedraw);
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> hover(itemAt(e.getX(), e.getY())));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> hover(0));
        addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            int item = itemAt(e.getX(), e.getY());
            if (item > 0) {
                model.pick(item);
            }
        });
    }

    private void hover(int item) {
        Highlight now = model.hoveredProperty().get();
        if (item > 0) {
            tooltip.setText(Descriptions.describe(model, Highlight.item(item)) + "\nclick: look at its column in the lens");
            model.hoveredProperty().set(Highlight.item(item));
        } else if (now != null && now.kind() == Highlight.Kind.ITEM) {
            model.hoveredProperty().set(null);
        }
    }

    /** The item whose cell is under the point ({@code x}, {@code y}) of this view, or 0. */
    public int itemAt(double x, double y) {
        return layout == null ? 0 : layout.itemAt(x - originX, y - originY);
    }

    /** Centre of {@code item}'s cell in this view, for tests; null when it has none. */
    public javafx.geometry.Point2D pointOf(int item) {
        if (layout == null || Double.isNaN(layout.x(item))) {
            return null;
        }
        return new javafx.geometry.Point2D(originX + layout.x(item) + layout.cell() / 2,
                originY + layout.y(item) + layout.cell() / 2);
    }

    /** The side of an item's cell in pixels (0 before the first frame). */
    public double cellSize() {
        return layout == null ? 0 : layout.cell();
    }

    /** Frames drawn so far (tests and the frame-rate bench count them). */
    public long drawCount() {
        return draws;
    }

    /**
     * The least height at which the overview can be read: its key whole at the smallest font.
     * Given less, the pane shows no overview rather than a smudge with a cut key.
     */
    public double legibleHeight() {
        return SHORT_KEY_HEIGHT_IN_FONTS * smallestKeyFont() + 2 * 0.3 * textSize();
    }

    /** The size of the grids' captions and the key's largest font. */
    private double textSize() {
        return Math.max(9, 0.8 * fontSize());
    }

    @Override
    protected double computePrefHeight(double width) {
        return 7 * fontSize();
    }

    @Override
    protected double computeMinHeight(double width) {
        return 3 * fontSize();
    }

    @Override
    protected double computePrefWidth(double height) {
        return 400;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected void draw() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        Palette p = palette();
        // playing flat out, the model changes every pulse but the overview seldom does (a search
        // ends as it began, every item uncovered): repainting it unchanged cost the render thread
        // a full rasterisation of hundreds of cells and the key's text every frame
        if (shown.sameAs(model, p, w, h, isVisible(), fontSize(), Lettering.floorPx(this))) {
            return;
        }
        draws++;
        gc.setFill(p.background());
        gc.fillRect(0, 0, w, h);
        TorusView torus = model.torus();
        if (torus == null || w <= 0 || h <= 0 || !isVisible()) {
            return;
        }
        double font = textSize();
        double pad = 0.3 * font;
        // a short overview (a projector at a large text scale) gets a smaller key, never a cut one
        double keyFont = Math.max(smallestKeyFont(), Math.min(font, (h - 2 * pad) / KEY_HEIGHT_IN_FONTS));
        double keyWidth = keyWidth(keyFont);
        layout = fit(torus.problem(), model.sudoku(), Math.max(10, w - keyWidth - 3 * pad), Math.max(10, h - 2 * pad),
                1.3 * font);
        originX = pad + Math.max(0, (w - keyWidth - 3 * pad - layout.width()) / 2);
        originY = pad + Math.max(0, (h - 2 * pad - layout.height()) / 2);
        int longest = Math.max(1, model.columns().longest());
        paintBlocks(gc, p, font);
        paintItems(gc, p, torus, longest);
        paintKey(gc, p, w - keyWidth - pad, keyFont, longest);
    }

    /** The layout for these inputs: the last one while they stay the same (every frame of a play). */
    private OverviewLayout fit(ExactCoverProblem problem, SudokuEncoding sudoku, double width, double height,
                               double labelHeight) {
        if (layout == null || problem != fittedProblem || sudoku != fittedSudoku || width != fittedWidth
                || height != fittedHeight || labelHeight != fittedLabel) {
            layout = OverviewLayout.fit(problem, sudoku, width, height, labelHeight);
            fittedProblem = problem;
            fittedSudoku = sudoku;
            fittedWidth = width;
            fittedHeight = height;
            fittedLabel = labelHeight;
        }
        return layout;
    }

    private void paintBlocks(GraphicsContext gc, Palette p, double font) {
        Font captionFont = fonts.get(Math.max(font, Lettering.floorPx(this)), false);
        gc.setFont(captionFont);
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.TOP);
        gc.setLineWidth(1);
        var blocks = layout.shape().blocks();
        // all whole or all short, so the grids' captions read alike ("cells rows cols boxes")
        boolean whole = true;
        for (int b = 0; b < blocks.size(); b++) {
            String label = blocks.get(b).label();
            whole &= caption(fonts, label, captionFont, layout.blockWidth(b)).equals(label);
        }
        for (int b = 0; b < blocks.size(); b++) {
            double x = originX + layout.blockX(b);
            double y = originY + layout.blockY(b);
            RectOutline.stroke(gc, p.ghostStroke(), 1, x - 1.5, y - 1.5, layout.blockWidth(b) + 3, layout.blockHeight(b) + 3);
            gc.setFill(p.mutedText());
            String label = blocks.get(b).label();
            Lettering.fill(gc, whole ? label : caption(fonts, label, captionFont, 0), x + layout.blockWidth(b) / 2,
                    y + layout.blockHeight(b) + 0.15 * font, layout.blockWidth(b));
        }
    }

    /**
     * A grid's caption within its width: "cells rc" whole, else its first word ("cells"), else
     * squeezed. Squeezed to the grid and a cell more, small grids' captions ran into one another
     * ("cells rcrows r#d").
     */
    static String caption(dlxviz.app.canvas.FontCache fonts, String label, Font font, double width) {
        int space = label.indexOf(' ');
        return fonts.width(label, font) <= width || space < 0 ? label : label.substring(0, space);
    }

    private void paintItems(GraphicsContext gc, Palette p, TorusView torus, int longest) {
        CursorMarks marks = model.marks();
        LensSelection lens = model.lensShown() ? model.lens() : null;
        Highlight hovered = model.hoveredProperty().get();
        int hoveredOption = hoveredOption(hovered, torus);
        ExactCoverProblem problem = torus.problem();
        double c = layout.cell();
        double inset = c >= 7 ? 1 : 0;
        int chosen = marks.chosenItem();
        for (int item = 1; item <= torus.itemCount(); item++) {
            double x = originX + layout.x(item);
            double y = originY + layout.y(item);
            if (Double.isNaN(x)) {
                continue;
            }
            int level = marks.coveredLevel(item);
            boolean lit = hovered != null && (hovered.isItem(item) || (hoveredOption > 0 && contains(problem, hoveredOption, item)));
            if (item == chosen) {
                boolean deadEnd = marks.isDeadEnd();
                gc.setFill(lit ? p.hover() : p.chosenFill());
                gc.fillRect(x + inset, y + inset, c - 2 * inset, c - 2 * inset);
                double width = Math.max(1.5, c * 0.2);
                double o = inset + width / 2;
                RectOutline.stroke(gc, deadEnd ? p.deadEnd() : p.chosen(), width, x + o, y + o, c - 2 * o, c - 2 * o);
            } else if (level != CursorMarks.NOT_COVERED) {
                // covered: out of the list, so no fill; a small square in the colour of the level that
                // covered it (a square, not a round dot: hundreds of them are drawn every frame of
                // play, and the software rasteriser fills a rectangle far faster than an ellipse)
                if (lit) {
                    gc.setFill(p.hover());
                    gc.fillRect(x + inset, y + inset, c - 2 * inset, c - 2 * inset);
                }
                gc.setFill(p.level(level));
                double d = Math.max(2, Math.round(0.44 * c));
                gc.fillRect(x + Math.round((c - d) / 2), y + Math.round((c - d) / 2), d, d);
            } else {
                gc.setFill(lit ? p.hover() : p.length(torus.length(item), longest));
                gc.fillRect(x + inset, y + inset, c - 2 * inset, c - 2 * inset);
            }
            if (lens != null && lens.showsItem(item)) {
                double width = item == lens.focus() ? 2.5 : 1.2;
                double o = -width / 2 + (inset > 0 ? 0.5 : 0);
                RectOutline.stroke(gc, p.link(), width, x + o, y + o, c - 2 * o, c - 2 * o);
            }
        }
    }

    /** The option a hover stands for (an option, or a node's option), or 0. */
    private static int hoveredOption(Highlight hovered, TorusView torus) {
        if (hovered == null || hovered.kind() == Highlight.Kind.ITEM) {
            return 0;
        }
        return hovered.kind() == Highlight.Kind.OPTION ? hovered.id() : torus.optionOf(hovered.id());
    }

    private static boolean contains(ExactCoverProblem problem, int option, int item) {
        if (option < 1 || option > problem.optionCount()) {
            return false;
        }
        for (int i = 0; i < problem.optionSize(option); i++) {
            if (problem.optionItem(option, i) == item) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------------------------ key

    private static final String SCALE_TITLE = "options left";
    /** A covered item's square takes the colour of the level that covered it: the key shows three. */
    private static final String COVERED = "covered";
    /** Before the search the givens cover their items: a square in the givens' colour. */
    private static final String GIVEN = "given";
    private static final String IN_LENS = "in the lens";

    /** The key's height in its font's sizes: the title, the scale and its numbers, three marks. */
    private static final double KEY_HEIGHT_IN_FONTS = 4 * 1.35 + 0.9 + 0.1 + 1.0;
    /**
     * The key without its three marks (given, covered, in the lens: the legend draws them too):
     * the title, the scale and its numbers. A short overview keeps this much at the text floor
     * rather than give way to the lens altogether.
     */
    private static final double SHORT_KEY_HEIGHT_IN_FONTS = 1.35 + 0.9 + 0.1 + 1.0;
    /** The key's font when the overview is short: the text floor, or the words cannot be read. */
    private double smallestKeyFont() {
        return Lettering.floorPx(this);
    }

    private double keyWidth(double font) {
        return 7.5 * font;
    }

    /**
     * The height of the key's scale for swatches {@code cellW} wide: square while they are wide
     * enough to read one by one; many lengths (a pentomino's 220 options) make a bar at least 0.6
     * of the text tall, where it had been a hairline as thin as a swatch.
     */
    static double swatchHeight(double cellW, double font) {
        return Math.min(0.9 * font, Math.max(cellW, 0.6 * font));
    }

    /** The key: the scale of lengths (0 to the longest column) and the other marks of the overview. */
    private void paintKey(GraphicsContext gc, Palette p, double left, double font, int longest) {
        double line = 1.35 * font;
        double h = canvas.getHeight();
        boolean marks = KEY_HEIGHT_IN_FONTS * font + 0.6 * font <= h;
        double keyHeight = (marks ? KEY_HEIGHT_IN_FONTS : SHORT_KEY_HEIGHT_IN_FONTS) * font;
        // level with the blocks, unless that would push the key's last line out of the canvas
        double top = Math.max(0.3 * font, Math.min(originY, h - keyHeight));
        double width = keyWidth(font);
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setTextBaseline(VPos.TOP);
        gc.setFont(Font.font("System", FontWeight.BOLD, font));
        gc.setFill(p.text());
        Lettering.fill(gc, SCALE_TITLE, left, top, width);
        double cellW = width / (longest + 1);
        double y = top + line;
        double swatch = swatchHeight(cellW, font);
        for (int length = 0; length <= longest; length++) {
            gc.setFill(p.length(length, longest));
            gc.fillRect(left + length * cellW, y, Math.max(1, cellW - (cellW > 4 ? 1 : 0)), swatch);
        }
        gc.setFont(Font.font("System", Math.max(font * 0.9, Lettering.floorPx(this))));
        gc.setFill(p.text());
        gc.setTextAlign(TextAlignment.CENTER);
        y += swatch + 0.1 * font;
        Lettering.fill(gc, "0", left + 0.5 * cellW, y);
        if (cellW >= 1.2 * font) {
            Lettering.fill(gc, "1", left + 1.5 * cellW, y); // on narrow swatches "0" and "1" side by side read as "01"
        }
        // the longest at the scale's right end, in the key: centred on its swatch, "16" ran out of the canvas
        gc.setTextAlign(TextAlignment.RIGHT);
        Lettering.fill(gc, Integer.toString(longest), left + (longest + 1) * cellW, y);
        if (!marks) {
            return;
        }
        y += line;
        gc.setTextAlign(TextAlignment.LEFT);
        double d = 0.45 * font;
        gc.setFill(p.level(-1));
        gc.fillRect(left + 0.1 * font, y + (font - d) / 2, d, d);
        gc.setFill(p.text());
        Lettering.fill(gc, GIVEN, left + 2.0 * font, y, width - 2.0 * font);
        y += line;
        for (int level = 0; level < 3; level++) {
            gc.setFill(p.level(level));
            gc.fillRect(left + (0.1 + 0.6 * level) * font, y + (font - d) / 2, d, d);
        }
        gc.setFill(p.text());
        Lettering.fill(gc, COVERED, left + 2.0 * font, y, width - 2.0 * font);
        y += line;
        RectOutline.stroke(gc, p.link(), 1.2, left + 0.1 * font, y + 0.1 * font, 0.8 * font, 0.8 * font);
        gc.setFill(p.text());
        Lettering.fill(gc, IN_LENS, left + 2.0 * font, y, width - 2.0 * font);
    }
}
