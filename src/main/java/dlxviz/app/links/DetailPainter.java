package dlxviz.app.links;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.FontCache;
import dlxviz.app.canvas.Palette;
import dlxviz.app.hover.Highlight;
import dlxviz.app.marks.BoxSink;
import dlxviz.app.marks.HeaderCross;
import dlxviz.app.marks.MarkPainter;
import dlxviz.app.marks.MarkPainter.BandLook;
import dlxviz.app.marks.MarkPainter.NodeLook;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * The links view close up: bands behind the options of the partial solution, every L/R/U/D link
 * as an arrow (by {@link LinkArrowsPainter}), the headers
 * with their names and live lengths, the nodes, and the rows a folded re-layout removes fading
 * out. Only what is on screen is drawn.
 */
final class DetailPainter {
    /** Pixels kept clear between an option's label and the view's left edge. */
    private static final double LABEL_MARGIN = 4;
    /**
     * The width an upright name's column needs per pixel of its font's size: its capitals and
     * digits stand 0.75 em tall, and a little margin. At 0.9 a lens of 28 items at 1280x720 x1.5
     * drew every header blank.
     */
    private static final double UPRIGHT_WIDTH_PER_PX = 0.8;
    /** A purified colour's tag on a header's top right corner: its height in the header's half-heights. */
    private static final double PURIFIED_TAG = 0.9;
    private final LinkArrowsPainter arrows = new LinkArrowsPainter();
    private final FontCache fonts = new FontCache();
    private final BoxBatch boxes = new BoxBatch();

    /**
     * @param links   draw the arrows (cells tall enough, not a sketch)
     * @param labels  draw names and numbers (text large enough, not a sketch)
     * @param sketch  plain cells only: steps are pouring in faster than the eye follows
     */
    void paint(LinksFrame f, boolean links, boolean labels, boolean sketch) {
        f.gc().setLineCap(StrokeLineCap.BUTT);
        paintBands(f, labels);
        if (links) {
            arrows.paint(f);
        }
        boolean outlined = f.geometry().cellHeight() * f.s() >= Viewport.LINKS_FROM && !sketch;
        paintHeaders(f, labels, outlined);
        paintNodes(f, labels, outlined);
        paintVanishing(f);
    }

    /** Row bands behind the options of the partial solution (or the solution), the option tried, the hover. */
    private void paintBands(LinksFrame f, boolean labels) {
        GraphicsContext gc = f.gc();
        LinksGeometry g = f.geometry();
        LinksLayout layout = f.layout();
        CursorMarks marks = f.marks();
        Palette palette = f.palette();
        double ch = g.cellHeight() * f.s();
        double cw = g.cellWidth() * f.s();
        double left = f.map().sx(0);
        double right = f.map().sx(g.worldWidth());
        // the tags ("L0", "given") only at their own size: raised to the floor they ran into the labels
        double tagSize = g.fontSize() * f.s() * 0.85;
        Font tagFont = fonts.get(tagSize, true);
        labels &= Lettering.readable(gc.getCanvas(), tagSize);
        for (int option : marks.placedOptions()) {
            if (layout.rowOfOption(option) < 0) {
                continue;
            }
            BandLook look = bandLook(marks, option);
            int level = f.optionLevel()[option];
            double y = f.y(f.torus().firstNode(option));
            MarkPainter.band(gc, palette, left, right, y, ch, look, level, f.line());
            if (labels) {
                MarkPainter.bandTag(gc, palette, f.map().sx(g.tagWidth()), y, tagFont, look, level);
            }
        }
        Highlight hovered = f.hovered();
        if (hovered == null) {
            return;
        }
        if (hovered.kind() == Highlight.Kind.ITEM && layout.shows(hovered.id())) {
            double x = f.x(hovered.id());
            gc.setGlobalAlpha(0.18);
            gc.setFill(palette.hover());
            gc.fillRect(x - cw / 2, f.rowY(0) - g.headerHeight() * f.s() / 2, cw, f.h());
            gc.setGlobalAlpha(1);
        } else if (hovered.kind() != Highlight.Kind.ITEM) {
            int option = hovered.kind() == Highlight.Kind.OPTION ? hovered.id() : f.torus().optionOf(hovered.id());
            if (option > 0 && layout.rowOfOption(option) >= 0) {
                gc.setGlobalAlpha(0.18);
                gc.setFill(palette.hover());
                double y = f.y(f.torus().firstNode(option));
                gc.fillRect(left, y - ch / 2, right - left, ch);
                gc.setGlobalAlpha(1);
            }
        }
    }

    /** The band of a placed option: green only on a real solution, the tried colour at this level, else its level's. */
    static BandLook bandLook(CursorMarks marks, int option) {
        if (marks.isSolution()) {
            return BandLook.SOLUTION;
        }
        return option == marks.triedOption() ? BandLook.TRIED : BandLook.PLACED;
    }

    /** The headers' boxes first, all in one batch (they never overlap), then what is written on them. */
    private void paintHeaders(LinksFrame f, boolean labels, boolean outlined) {
        paintHeaders(f, labels, outlined, 0);
        boxes.flush(f.gc());
        paintHeaders(f, labels, outlined, 1);
    }

    /** Pass 0 the boxes, pass 1 the rest. */
    private void paintHeaders(LinksFrame f, boolean labels, boolean outlined, int pass) {
        GraphicsContext gc = f.gc();
        LinksGeometry g = f.geometry();
        LinksLayout layout = f.layout();
        TorusView torus = f.torus();
        CursorMarks marks = f.marks();
        Palette palette = f.palette();
        double s = f.s();
        double y = f.rowY(0);
        if (y + g.headerHeight() * s < 0 || y - g.headerHeight() * s > f.h()) {
            return;
        }
        Font nameFont = fonts.get(f.atFloor(g.fontSize() * s), true);
        Font lengthFont = fonts.get(f.atFloor(g.fontSize() * s * 0.9), false);
        Highlight hovered = f.hovered();
        int chosenItem = marks.chosenItem();
        for (int c = 0; c < layout.columnCount(); c++) {
            int id = layout.headerAtColumn(c);
            double x = f.x(id);
            double hw = g.halfWidth(id, s);
            double hh = g.halfHeight(id, s);
            if (x + hw < 0 || x - hw > f.w()) {
                continue;
            }
            boolean root = id == 0 || id == torus.secondaryRoot();
            double ghostness = root ? 0 : g.ghostness(id);
            gc.setGlobalAlpha(root ? 1 : g.appearingItem(id));
            Paint fill = root ? palette.rootFill() : torus.problem().isPrimary(id) ? palette.headerFill() : palette.secondaryFill();
            int level = root ? CursorMarks.NOT_COVERED : marks.coveredLevel(id);
            boolean covered = level != CursorMarks.NOT_COVERED;
            boolean isChosen = id == chosenItem && chosenItem != 0;
            boolean deadEnd = isChosen && marks.isDeadEnd();
            boolean isHovered = hovered != null && hovered.kind() == Highlight.Kind.ITEM && hovered.id() == id;
            UprightHeader upright = g.namesUpright() ? UprightHeader.of(g.fontSize() * s, hw, deadEnd) : null;
            if (!outlined) {
                // small cells: a plain rectangle, coloured by what matters most
                if (pass == 0) {
                    gc.setFill(isHovered ? palette.hover() : deadEnd ? palette.deadEnd() : isChosen ? palette.chosen()
                            : covered ? palette.level(level) : fill);
                    gc.fillRect(x - hw, y - hh, 2 * hw, 2 * hh);
                }
                gc.setGlobalAlpha(1);
                continue;
            }
            if (pass == 0) {
                // a covered header is a ghost outlined in its level's colour; the chosen one is filled
                Paint outline = isHovered ? palette.hover() : isChosen ? MarkPainter.chosenOutline(palette, deadEnd)
                        : covered ? palette.level(level) : Palette.mix(palette.nodeStroke(), palette.ghostStroke(), ghostness);
                // secondary items: a dashed outline besides the lighter fill
                double[] dashes = !root && !torus.problem().isPrimary(id) ? new double[] {3 * f.line(), 2 * f.line()} : null;
                // one fading in or out is drawn at once, at its own opacity
                BoxSink sink = gc.getGlobalAlpha() == 1 ? boxes : BoxSink.direct(gc);
                sink.fill(isChosen ? palette.chosenFill() : Palette.mix(fill, palette.ghost(), ghostness),
                        x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.5);
                sink.stroke(outline, isChosen || isHovered ? 3 * f.line() : covered ? 2 * f.line() : f.line(), dashes,
                        x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.5);
                gc.setGlobalAlpha(1);
                continue;
            }
            if (isChosen) {
                MarkPainter.chosenMarker(gc, palette, x, y - hh - 2 * f.line(), Math.max(4, 0.22 * hw), deadEnd);
            }
            // a name reading upwards needs a column as wide as its text is tall: in a narrow one
            // it is drawn smaller, down to the floor, rather than left out (the lens beside a
            // wide board, in the presentation layout, had lost every header's name)
            Font nameShown = g.namesUpright() ? uprightName(nameFont, hw, f) : nameFont;
            boolean tagLetter = true;
            if (labels && nameShown != null) {
                gc.setTextAlign(TextAlignment.CENTER);
                gc.setTextBaseline(VPos.CENTER);
                gc.setFont(nameShown);
                String name = root ? (id == 0 ? "root" : "root\u2082") : torus.problem().itemName(id);
                gc.setFill(root ? palette.background() : ghostness > 0.5 && !isChosen ? palette.mutedText() : palette.text());
                if (g.namesUpright()) {
                    // a narrow column: the name reads upwards, the length stays level below it
                    // (and at a dead end the cross between them)
                    double lengthLine = root ? 0 : upright.nameBottom();
                    // below the tag of a purified colour, which sits on the box's top edge (the
                    // tag's lower half, 0.45 of hh, ran into the name's last letters)
                    boolean tagged = !root && torus.purifiedColour(id) != 0;
                    double top = y - hh + (tagged ? PURIFIED_TAG * hh / 2 + f.line() : 0.25 * g.fontSize() * s);
                    double bottom = y + hh - lengthLine;
                    gc.save();
                    gc.translate(x, (top + bottom) / 2);
                    gc.rotate(-90);
                    Lettering.fill(gc, name, 0, 0, Math.max(1, bottom - top));
                    gc.restore();
                } else {
                    // a margin inside the box: "root" squeezed to the box's whole width touched its
                    // edges at a large text scale
                    double nameY = root ? y : y - hh * 0.4;
                    boolean lengthShown = !root && 0.85 * hh >= 0.5 * (nameShown.getSize() + lengthFont.getSize());
                    if (!root && !lengthShown && torus.purifiedColour(id) != 0) {
                        // clear of the purified colour's tag on the top edge, where the box has the
                        // room no length takes ("r1c1" had its last letters under the "C" tag); in
                        // a box too low for that, the tag keeps its colour and leaves its letter out
                        // the name's line, and the tag's letter, reach half a line either side of their centres
                        double half = Lettering.HALF_LINE * nameShown.getSize();
                        double tagBottom = Math.max(PURIFIED_TAG * hh / 2, Lettering.HALF_LINE * lengthFont.getSize());
                        double clear = y - hh + tagBottom + half + f.line();
                        if (clear <= y + hh - half) {
                            nameY = Math.max(nameY, clear);
                        } else {
                            tagLetter = false;
                        }
                    }
                    Lettering.fill(gc, name, x, nameY, 2 * hw - Math.max(2, 0.3 * hw));
                }
                // a level header holds its length under its name only where both fit at their size
                if (!root && (g.namesUpright() || 0.85 * hh >= 0.5 * (nameFont.getSize() + lengthFont.getSize()))) {
                    gc.setFont(lengthFont);
                    double lengthY = g.namesUpright() ? y + hh - upright.lengthCentre() : y + hh * 0.45;
                    String length = Integer.toString(torus.length(id));
                    if (deadEnd && !g.namesUpright()) {
                        // the count and the cross side by side inside the box ("0✕" touched)
                        HeaderCross cross = HeaderCross.place(2 * hw, fonts.width(length, lengthFont),
                                g.fontSize() * s, 1.5 * f.line());
                        if (cross.withCount()) {
                            Lettering.fill(gc, length, x + cross.countX(), lengthY);
                        }
                        MarkPainter.deadEndCross(gc, palette, x + cross.crossX(), lengthY, cross.size(), f.line());
                    } else {
                        Lettering.fill(gc, length, x, lengthY, 2 * hw - 2);
                    }
                }
            }
            int purified = root ? 0 : torus.purifiedColour(id);
            if (purified != 0) {
                MarkPainter.purifiedTag(gc, palette, x + hw, y - hh, PURIFIED_TAG * hh, purified,
                        torus.problem().colourName(purified), labels && tagLetter ? lengthFont : null, f.line());
            }
            if (deadEnd && g.namesUpright()) {
                MarkPainter.deadEndCross(gc, palette, x, y + hh - upright.crossCentre(), upright.crossHalf(), f.line());
            } else if (deadEnd && !labels) {
                MarkPainter.deadEndCross(gc, palette, x, y, hh * 0.4, f.line()); // no count drawn to keep clear of
            }
            gc.setGlobalAlpha(1);
        }
    }

    /** {@code font}, or a smaller one down to the floor, whose upright text fits a column {@code 2 * hw} wide; null if none does. */
    private Font uprightName(Font font, double hw, LinksFrame f) {
        double fits = 2 * hw / UPRIGHT_WIDTH_PER_PX;
        if (fits >= font.getSize()) {
            return font;
        }
        return Lettering.readable(f.gc().getCanvas(), fits) ? fonts.get(Math.max(fits, f.floor()), true) : null;
    }

    private void paintNodes(LinksFrame f, boolean labels, boolean outlined) {
        GraphicsContext gc = f.gc();
        LinksGeometry g = f.geometry();
        LinksLayout layout = f.layout();
        TorusView torus = f.torus();
        Palette palette = f.palette();
        CursorMarks marks = f.marks();
        SpliceMemory changed = f.changes();
        double s = f.s();
        double ch = g.cellHeight() * s;
        double hw = 0.25 * g.cellWidth() * s;
        double hh = 0.28 * g.cellHeight() * s;
        Highlight hovered = f.hovered();
        int hoveredNode = hovered != null && hovered.kind() == Highlight.Kind.NODE ? hovered.id() : 0;
        double labelRight = f.map().sx(g.labelWidth() - g.fontSize() * 0.6);
        Font labelFont = fonts.get(f.atFloor(g.fontSize() * s), false);
        for (int r = 1; r < layout.rowCount(); r++) {
            int option = layout.optionAtRow(r);
            int first = torus.firstNode(option);
            double y = f.y(first);
            if (y + ch < 0 || y - ch > f.h()) {
                continue;
            }
            int level = f.optionLevel()[option];
            boolean onStack = level != CursorMarks.NOT_COVERED;
            gc.setGlobalAlpha(g.appearing(option));
            if (labels && labelRight > 0) {
                paintLabel(gc, palette, torus.problem().optionLabel(option), labelRight, y, labelFont,
                        marks.optionState(option), f.line());
            }
            for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                if (layout.columnOf(node) < 0) {
                    continue;
                }
                double x = f.x(node);
                if (x + hw < 0 || x - hw > f.w()) {
                    continue;
                }
                double ghostness = g.ghostness(node);
                double alpha = Math.min(g.appearingItem(torus.top(node)), g.appearing(option));
                gc.setGlobalAlpha(alpha);
                if (!outlined) {
                    // small cells: one plain rectangle each, in the outline's colour for contrast
                    gc.setFill(onStack ? palette.level(level) : Palette.mix(palette.nodeStroke(), palette.ghost(), ghostness));
                    gc.fillRect(x - hw, y - hh, 2 * hw, 2 * hh);
                    continue;
                }
                NodeLook look = node == hoveredNode ? NodeLook.HOVERED : onStack ? NodeLook.PLACED
                        : changed.ghostBefore(node) != null ? NodeLook.JUST_HIDDEN
                        : ghostness > 0 ? NodeLook.GHOST : NodeLook.LIVE;
                int colour = torus.colourOf(node);
                // the boxes wait for one batch, but one fading in or out, or with a colour painted on it, is drawn at once
                MarkPainter.node(alpha == 1 && colour == 0 ? boxes : BoxSink.direct(gc), palette, x, y, hw, hh, look, level,
                        ghostness, f.line());
                if (colour != 0) {
                    MarkPainter.colouredNode(gc, palette, x, y, hw, hh, colour, torus.problem().colourName(colour),
                            torus.isCleansed(node), ghostness, labels ? labelFont : null, f.line());
                }
            }
        }
        boxes.flush(gc);
        double numberSize = labels ? f.nodeNumberSize(torus.size()) : 0;
        for (int r = 1; r < layout.rowCount() && numberSize > 0; r++) {
            int option = layout.optionAtRow(r);
            int first = torus.firstNode(option);
            double y = f.y(first);
            if (y + ch >= 0 && y - ch <= f.h()) {
                gc.setGlobalAlpha(g.appearing(option));
                paintNodeNumbers(f, first, torus.optionSize(option), y, hh, numberSize);
            }
        }
        gc.setGlobalAlpha(1);
    }

    /** An option's label: struck out while a cover hides it, and only then. */
    private void paintLabel(GraphicsContext gc, Palette palette, String label, double right, double y, Font font,
                                   CursorMarks.OptionState state, double line) {
        gc.setFont(font);
        gc.setTextAlign(TextAlignment.RIGHT);
        gc.setTextBaseline(VPos.CENTER);
        // the labels' room is reserved at the view's scale, but their text stays at the floor when
        // zoomed out: a long label ("A1 r1c1:C r1c2:A r1c3:T") would then run off the view's left
        String shown = fonts.cut(label, font, right - LABEL_MARGIN);
        if (shown.isEmpty()) {
            return;
        }
        boolean hidden = state == CursorMarks.OptionState.HIDDEN;
        gc.setFill(hidden ? palette.mutedText() : palette.text());
        Lettering.fill(gc, shown, right, y);
        if (hidden) {
            double width = fonts.width(shown, font);
            MarkPainter.strike(gc, palette, right - width, right, y, line);
        }
    }

    /** Node numbers, as the narration names them ("hide node 14"), below each node's right, where they fit. */
    private void paintNodeNumbers(LinksFrame f, int first, int size, double y, double hh, double textSize) {
        GraphicsContext gc = f.gc();
        Font font = fonts.get(textSize, false);
        gc.setFont(font);
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setTextBaseline(VPos.TOP);
        gc.setFill(f.palette().mutedText());
        for (int node = first; node < first + size; node++) {
            if (f.layout().columnOf(node) >= 0) {
                // below a cleansed node's double ring, not under it; right of its down link
                double ring = f.torus().isCleansed(node) ? MarkPainter.RING_OUTSET * f.line() : 0;
                Lettering.fill(gc, Integer.toString(node), f.nodeNumberLeft(f.x(node)), y + hh + 1 + ring);
            }
        }
    }

    /** Rows that a folded re-layout removes, and items a lens leaves behind, fade out where they were. */
    private void paintVanishing(LinksFrame f) {
        LinksLayout before = f.geometry().previousLayout();
        if (before == null) {
            return;
        }
        GraphicsContext gc = f.gc();
        LinksGeometry g = f.geometry();
        TorusView torus = f.torus();
        double s = f.s();
        gc.setGlobalAlpha(1 - g.progress());
        gc.setFill(f.palette().ghost());
        for (int c = 0; c < before.columnCount(); c++) {
            int id = before.headerAtColumn(c);
            if (f.layout().columnOf(id) < 0) {
                double x = f.columnX(c);
                double hw = g.halfWidth(id, s);
                double hh = g.halfHeight(id, s);
                gc.fillRoundRect(x - hw, f.rowY(0) - hh, 2 * hw, 2 * hh, hw * 0.5, hw * 0.5);
            }
        }
        double hw = 0.25 * g.cellWidth() * s;
        double hh = 0.28 * g.cellHeight() * s;
        gc.setGlobalAlpha(1 - g.progress());
        gc.setFill(f.palette().ghost());
        for (int r = 1; r < before.rowCount(); r++) {
            int option = before.optionAtRow(r);
            if (f.layout().rowOfOption(option) >= 0) {
                continue;
            }
            double y = f.rowY(r);
            int first = torus.firstNode(option);
            for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                int column = before.columnOf(node);
                if (column >= 0) {
                    double x = f.columnX(column);
                    gc.fillRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.6, hw * 0.6);
                }
            }
        }
        gc.setGlobalAlpha(1);
    }
}
