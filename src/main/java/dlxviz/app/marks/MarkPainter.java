package dlxviz.app.marks;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.Palette;
import dlxviz.app.canvas.RectOutline;
import dlxviz.app.theme.LevelColours;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * How each mark of the lesson is drawn, in one place: the links view, the 0/1 matrix and the
 * legend all call these, so the legend shows exactly what the views show. Every mark reads
 * without colour too (a shape, an outline, a dash or a tag):
 * <ul>
 *   <li>the item chosen at this level: filled, a thick outline and a ▼ above it;</li>
 *   <li>the option being tried: a band with a solid outline and a ▶ tag;</li>
 *   <li>the options of the partial solution: a band in the level's colour tagged L0, L1, …;</li>
 *   <li>nodes the last step hid: a thick dashed outline;</li>
 *   <li>ghosts (hidden, still pointing at their neighbours): faint, with a dotted outline;</li>
 *   <li>a dead end: the chosen item crossed ✕ in the dead-end colour;</li>
 *   <li>a solution: a band tagged ✓ in the solution colour;</li>
 *   <li>an option hidden by a cover: its label struck through;</li>
 *   <li>a colour (Algorithm C, {@code X:a}): the node filled with it and the colour's name on it;</li>
 *   <li>a cleansed node (its option agrees with its item's purified colour): a double ring;</li>
 *   <li>a purified item: a tag in its colour with the colour's name, at the header's corner.</li>
 * </ul>
 */
public final class MarkPainter {
    private static final double[] DOTS = {1.5, 2.5};

    private MarkPainter() {
    }

    /** How a node box is drawn. */
    public enum NodeLook { LIVE, PLACED, GHOST, JUST_HIDDEN, HOVERED }

    /** How a band behind an option's row is drawn. */
    public enum BandLook { PLACED, TRIED, SOLUTION }

    /**
     * A node box centred at ({@code x}, {@code y}), {@code hw} x {@code hh} half-sizes.
     *
     * @param level     the level of a placed node's option
     * @param ghostness 0 live .. 1 ghost (in between while it fades)
     * @param line      the width of a normal outline in pixels (grows with the text scale)
     */
    public static void node(GraphicsContext gc, Palette p, double x, double y, double hw, double hh, NodeLook look,
                            int level, double ghostness, double line) {
        node(BoxSink.direct(gc), p, x, y, hw, hh, look, level, ghostness, line);
    }

    /** The same node box, into {@code boxes}: straight onto a canvas, or a batch drawn later. */
    public static void node(BoxSink boxes, Palette p, double x, double y, double hw, double hh, NodeLook look,
                            int level, double ghostness, double line) {
        double arc = hw * 0.6;
        boxes.fill(Palette.mix(p.nodeFill(), p.ghost(), ghostness), x - hw, y - hh, 2 * hw, 2 * hh, arc);
        Paint stroke;
        double width = line;
        double[] dashes = null;
        switch (look) {
            case HOVERED:
                stroke = p.hover();
                width = 2 * line;
                break;
            case PLACED:
                stroke = p.level(level);
                width = 2 * line;
                break;
            case JUST_HIDDEN:
                stroke = p.justHidden();
                width = 2 * line;
                dashes = new double[] {3 * line, 2 * line};
                break;
            case GHOST:
                stroke = Palette.mix(p.nodeStroke(), p.ghostStroke(), ghostness);
                dashes = ghostness > 0.5 ? new double[] {DOTS[0] * line, DOTS[1] * line} : null;
                break;
            default:
                stroke = Palette.mix(p.nodeStroke(), p.ghostStroke(), ghostness);
                break;
        }
        boxes.stroke(stroke, width, dashes, x - hw, y - hh, 2 * hw, 2 * hh, arc);
    }

    /** The ▼ above the chosen item's header, its tip at ({@code x}, {@code tipY}). */
    public static void chosenMarker(GraphicsContext gc, Palette p, double x, double tipY, double size, boolean deadEnd) {
        gc.setFill(deadEnd ? p.deadEnd() : p.chosen());
        gc.fillPolygon(new double[] {x - size, x + size, x}, new double[] {tipY - 1.4 * size, tipY - 1.4 * size, tipY}, 3);
    }

    /** The ✕ of a dead end, centred at ({@code x}, {@code y}). */
    public static void deadEndCross(GraphicsContext gc, Palette p, double x, double y, double size, double line) {
        gc.setStroke(p.deadEnd());
        gc.setLineWidth(Math.max(2, 1.6 * line));
        gc.strokeLine(x - size, y - size, x + size, y + size);
        gc.strokeLine(x - size, y + size, x + size, y - size);
    }

    /** The outline of the chosen item's header, or of a dead end (thick, in the dead-end colour). */
    public static Paint chosenOutline(Palette p, boolean deadEnd) {
        return deadEnd ? p.deadEnd() : p.chosen();
    }

    /** A band behind an option's row from {@code left} to {@code right}, centred at {@code y}, {@code h} tall. */
    public static void band(GraphicsContext gc, Palette p, double left, double right, double y, double h, BandLook look,
                            int level, double line) {
        Paint paint = look == BandLook.SOLUTION ? p.solution() : look == BandLook.TRIED ? p.tried() : p.level(level);
        gc.setGlobalAlpha(look == BandLook.PLACED ? 0.22 : 0.4);
        gc.setFill(paint);
        gc.fillRect(left, y - h / 2, right - left, h);
        gc.setGlobalAlpha(1);
        if (look != BandLook.PLACED) {
            RectOutline.stroke(gc, paint, line, left + line / 2, y - h / 2 + line / 2, right - left - line, h - line);
        }
    }

    /**
     * The band's tag at ({@code x}, {@code y}), right-aligned: ✓ for a solution, ▶ for the option
     * tried, and the level (L0, L1, …) for the other options of the partial solution.
     */
    public static void bandTag(GraphicsContext gc, Palette p, double x, double y, Font font, BandLook look, int level) {
        gc.setFont(font);
        gc.setTextAlign(TextAlignment.RIGHT);
        gc.setTextBaseline(VPos.CENTER);
        gc.setFill(look == BandLook.SOLUTION ? p.solution() : look == BandLook.TRIED ? p.tried() : p.level(level));
        Lettering.fill(gc, tag(look, level), x, y);
    }

    /** The text of a band's tag. */
    public static String tag(BandLook look, int level) {
        switch (look) {
            case SOLUTION:
                return "\u2713";
            case TRIED:
                return "\u25b6 " + LevelColours.tag(level);
            default:
                return level < 0 ? "given" : LevelColours.tag(level);
        }
    }

    /** A line through a struck-out label, from {@code x1} to {@code x2} at {@code y}. */
    public static void strike(GraphicsContext gc, Palette p, double x1, double x2, double y, double line) {
        gc.setStroke(p.mutedText());
        gc.setLineWidth(Math.max(1, line));
        gc.strokeLine(x1, y, x2, y);
    }

    /**
     * Algorithm C: the colour a node gives its item, inside the node drawn by {@link #node} (its
     * outline stays): filled with the colour's paint, faded as the node fades, and the colour's
     * name written on it, so it reads without colour. A cleansed node gets a double ring around it.
     */
    public static void colouredNode(GraphicsContext gc, Palette p, double x, double y, double hw, double hh,
                                    int colour, String name, boolean cleansed, double ghostness, Font font, double line) {
        double inset = 1.5 * line;
        double arc = hw * 0.5;
        gc.setFill(Palette.mix(p.colour(colour), p.ghost(), ghostness * 0.6));
        gc.fillRoundRect(x - hw + inset, y - hh + inset, 2 * (hw - inset), 2 * (hh - inset), arc, arc);
        if (font != null) {
            gc.setFont(font);
            gc.setTextAlign(TextAlignment.CENTER);
            gc.setTextBaseline(VPos.CENTER);
            gc.setFill(ink(p));
            Lettering.fill(gc, name, x, y, Math.max(1, 2 * (hw - inset)));
        }
        if (cleansed) {
            ring(gc, p, x, y, hw, hh, line);
        }
    }

    /** How far a cleansed node's double ring reaches out of the node, in outline widths. */
    public static final double RING_OUTSET = 5;

    /** The double ring of a cleansed node: it stays in its column, its constraint met. */
    public static void ring(GraphicsContext gc, Palette p, double x, double y, double hw, double hh, double line) {
        gc.setStroke(p.text());
        gc.setLineWidth(line);
        for (double out : new double[] {2.5 * line, (RING_OUTSET - 0.5) * line}) {
            gc.strokeRoundRect(x - hw - out, y - hh - out, 2 * (hw + out), 2 * (hh + out), hw, hw);
        }
    }

    /**
     * The tag of a purified item: a small box in its colour at the header's upper right corner,
     * with the colour's name.
     */
    public static void purifiedTag(GraphicsContext gc, Palette p, double right, double top, double size, int colour,
                                   String name, Font font, double line) {
        double w = Math.max(size, font == null ? size : 0.75 * font.getSize() * name.length() + 0.5 * size);
        gc.setFill(p.colour(colour));
        gc.fillRoundRect(right - w / 2, top - size / 2, w, size, size * 0.4, size * 0.4);
        gc.setStroke(p.text());
        gc.setLineWidth(line);
        gc.strokeRoundRect(right - w / 2, top - size / 2, w, size, size * 0.4, size * 0.4);
        if (font != null) {
            gc.setFont(font);
            gc.setTextAlign(TextAlignment.CENTER);
            gc.setTextBaseline(VPos.CENTER);
            gc.setFill(ink(p));
            Lettering.fill(gc, name, right, top, w);
        }
    }

    /** Writing on the colours' pale fills: the darker of the theme's text and paper. */
    private static Paint ink(Palette p) {
        if (p.text() instanceof javafx.scene.paint.Color t && p.background() instanceof javafx.scene.paint.Color b) {
            return t.getBrightness() <= b.getBrightness() ? t : b;
        }
        return p.text();
    }
}
