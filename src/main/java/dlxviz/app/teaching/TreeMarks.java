package dlxviz.app.teaching;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.Palette;
import dlxviz.app.marks.MarkPainter;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * How the tree's marks are drawn, in one place, so the picture and its legend agree. They speak
 * the lesson's vocabulary ({@link MarkPainter}'s colours and shapes), and each reads without
 * colour too:
 * <ul>
 *   <li>a node reached: an outlined box; a node not reached yet (shown greyed): a faint box with
 *       no outline;</li>
 *   <li>the path to where the search stands: each box outlined thick in its level's colour, as
 *       the partial solution is banded L0, L1, … in the other views;</li>
 *   <li>where the search stands: filled like the chosen item, outlined thicker, with a ▼;</li>
 *   <li>a dead end: ✕ in the dead-end colour; a solution: ✓ in the solution colour;</li>
 *   <li>a fold, nodes too small to draw one by one: a pale block with their count, "+37".</li>
 * </ul>
 * Only axis-aligned rectangles on whole pixels (outlines as filled strips, no strokes, no clip):
 * the software pipeline rasterises those fast, so a frame of a thousand boxes stays cheap.
 */
final class TreeMarks {
    private TreeMarks() {
    }

    /** The frame's colours, blends worked out once. */
    record Paints(Palette p, Paint deadEndFill, Paint solutionFill, Paint currentSolutionFill, Paint fold,
                  Paint foldAhead) {
        static Paints of(Palette p) {
            // pale tints of the paper, so the ✕ and the ✓ keep their contrast on them
            return new Paints(p, Palette.mix(p.background(), p.deadEnd(), 0.22), Palette.mix(p.background(), p.solution(), 0.22),
                    Palette.mix(p.background(), p.solution(), 0.3), Palette.mix(p.nodeFill(), p.background(), 0.4),
                    Palette.mix(p.ghost(), p.background(), 0.4));
        }
    }

    /** A box filled with {@code fill} inside an outline {@code thickness} pixels wide (none if 0). */
    static void box(GraphicsContext gc, double x0, double y0, double x1, double y1, Paint fill, Paint outline,
                    double thickness) {
        double l = Math.round(x0);
        double t = Math.round(y0);
        double w = Math.max(1, Math.round(x1) - l);
        double h = Math.max(1, Math.round(y1) - t);
        double k = Math.round(thickness);
        if (outline == null || k <= 0) {
            gc.setFill(fill);
            gc.fillRect(l, t, w, h);
            return;
        }
        gc.setFill(outline);
        gc.fillRect(l, t, w, h);
        if (w > 2 * k && h > 2 * k) {
            gc.setFill(fill);
            gc.fillRect(l + k, t + k, w - 2 * k, h - 2 * k);
        }
    }

    /** The fill and outline of a node's box: reached or ahead, a dead end, a solution. */
    static void node(GraphicsContext gc, Paints c, double x0, double y0, double x1, double y1, boolean ahead,
                     boolean deadEnd, boolean solution, double line) {
        Palette p = c.p();
        if (ahead) {
            double inset = x1 - x0 >= 5 ? 1 : 0;
            box(gc, x0 + inset, y0, x1, y1, p.ghost(), null, 0);
            return;
        }
        Paint fill = deadEnd ? c.deadEndFill() : solution ? c.solutionFill() : p.nodeFill();
        Paint outline = deadEnd ? p.deadEnd() : solution ? p.solution() : p.nodeStroke();
        box(gc, x0, y0, x1, y1, fill, outline, deadEnd || solution ? Math.max(2, 1.5 * line) : Math.max(1, line));
    }

    /** A box on the path to where the search stands: outlined thick in its level's colour. */
    static void onPath(GraphicsContext gc, Paints c, double x0, double y0, double x1, double y1, int level, boolean deadEnd,
                       boolean solution, double line) {
        Palette p = c.p();
        Paint fill = deadEnd ? c.deadEndFill() : solution ? c.solutionFill() : p.nodeFill();
        box(gc, x0, y0, x1, y1, fill, p.level(level), Math.min(2.5 * line, Math.max(1, (x1 - x0) / 3)));
    }

    /**
     * Where the search stands: the chosen item's fill and a thicker outline (the dead end's or
     * the solution's colour on one of those), and a ▼ at its left when there is room and
     * {@code marker} (false where the ▼ would cost the label its first word).
     */
    static void current(GraphicsContext gc, Paints c, double x0, double y0, double x1, double y1, boolean deadEnd,
                        boolean solution, boolean marker, double line) {
        Palette p = c.p();
        Paint outline = solution ? p.solution() : MarkPainter.chosenOutline(p, deadEnd);
        double h = y1 - y0;
        if (h < 12) {
            // too low for a label: filled solid, so it stands out among the pale boxes
            box(gc, x0, y0, x1, y1, outline, null, 0);
            return;
        }
        double thickness = Math.min(3.5 * line, Math.max(1.5, (x1 - x0) / 3));
        box(gc, x0, y0, x1, y1, solution ? c.currentSolutionFill() : p.chosenFill(), outline, thickness);
        double size = markerSize(h, line);
        if (marker && size > 0 && x1 - x0 >= 6 * size) {
            MarkPainter.chosenMarker(gc, p, Math.round(x0) + Math.round(thickness) + size + 2,
                    Math.round(y0) + Math.round(thickness) + 1.4 * size + 2, size, deadEnd);
        }
    }

    private static double markerSize(double h, double line) {
        double size = Math.min(h * 0.22, 7 * line);
        return size >= 3 ? size : 0;
    }

    /** Width the ▼ of {@link #current} takes at the left of a box of height {@code h}. */
    static double markerWidth(double h, double line) {
        double size = markerSize(h, line);
        return size > 0 ? 2 * size + 4 + 3.5 * line : 0;
    }

    /**
     * The ✕ of a dead end or the ✓ of a solution at the right end of a box, in {@code font} (sized
     * to the row), if it fits; returns the width it takes.
     */
    static double leafMark(GraphicsContext gc, Palette p, double x1, double y0, double h, double w, boolean deadEnd,
                           boolean solution, boolean ahead, Font font) {
        double width = leafMarkWidth(w, font);
        if (!(deadEnd || solution) || width == 0) {
            return 0;
        }
        gc.setFill(ahead ? p.ghostStroke() : deadEnd ? p.deadEnd() : p.solution());
        gc.setFont(font);
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        Lettering.fill(gc, deadEnd ? "\u2715" : "\u2713", x1 - width / 2 - 1, y0 + h / 2);
        return width + 1;
    }

    /** The width {@link #leafMark} takes in a box {@code w} wide, 0 when it does not fit. */
    static double leafMarkWidth(double w, Font font) {
        double size = font.getSize();
        return size < 6 || w < 1.8 * size ? 0 : 1.2 * size;
    }

    /**
     * A fold: nodes too narrow to draw, as one pale block from its row down to its deepest
     * level, reached part ({@code x0} .. {@code split}) apart from the part ahead, edged thin.
     */
    static void fold(GraphicsContext gc, Paints c, double x0, double y0, double x1, double y1, double split) {
        double mid = Math.max(x0, Math.min(x1, split));
        if (mid > x0) {
            box(gc, x0, y0, mid, y1, c.fold(), null, 0);
        }
        if (x1 > mid) {
            box(gc, mid, y0, x1, y1, c.foldAhead(), null, 0);
        }
        if (x1 - x0 >= 6) { // narrower, edges would only stripe the picture
            double l = Math.round(x0);
            double r = Math.max(l + 1, Math.round(x1));
            gc.setFill(c.p().ghostStroke());
            gc.fillRect(l, Math.round(y0), 1, Math.max(1, Math.round(y1) - Math.round(y0)));
            gc.fillRect(r - 1, Math.round(y0), 1, Math.max(1, Math.round(y1) - Math.round(y0)));
            gc.fillRect(l, Math.round(y0), r - l, 1);
        }
    }
}
