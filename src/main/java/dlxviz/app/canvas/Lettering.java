package dlxviz.app.canvas;

import dlxviz.app.theme.Themes;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The one way the canvas painters write text, and the text floor they all keep (issue 24): no
 * text that carries the lesson is drawn smaller than {@link #FLOOR} of the window's own text size
 * (the root's font size, {@link Themes#textPx}). A painter asks {@link #readable} before it
 * chooses what to draw (fewer labels, a count, a focus), and writes with {@link #fill}, which
 * draws nothing under the floor, so a size that slipped through is left out rather than shown
 * as a smudge. A {@link Recorder} set by a test sees every text written, drawn or left out, with
 * its size and box: the legibility check reads the canvases through it. FX thread only.
 */
public final class Lettering {
    /** The floor, as a fraction of the window's own text size. */
    public static final double FLOOR = 0.7;
    /** The ink of a line above its baseline (capitals, digits) and below it, in its font's sizes. */
    private static final double ASCENT = 0.75, DESCENT = 0.2;
    /** How far a line of text reaches either side of its centre, in its font's sizes. */
    public static final double HALF_LINE = (ASCENT + DESCENT) / 2;
    /** A hair under the floor still counts as at it: sizes are rounded to half a pixel by {@link FontCache}. */
    private static final double SLACK = 0.26;

    /** Sees each text a painter writes; for tests. */
    public interface Recorder {
        /**
         * @param canvas the canvas written on
         * @param text   the text
         * @param px     its font size in pixels
         * @param box    its box in the canvas's coordinates (the painter's transform applied)
         * @param drawn  false when it was under the floor and left out
         */
        void wrote(Canvas canvas, String text, double px, Bounds box, boolean drawn);
    }

    private static Recorder recorder;
    private static Text measure;

    private Lettering() {
    }

    /** Records every text written from now on with {@code r}; null to stop. */
    public static void record(Recorder r) {
        recorder = r;
    }

    /** The smallest text size, in pixels, that {@code view}'s window allows. */
    public static double floorPx(Node view) {
        return FLOOR * Themes.textPx(view);
    }

    /** Whether text of {@code px} pixels is at or above the floor of {@code view}'s window. */
    public static boolean readable(Node view, double px) {
        return px >= floorPx(view) - SLACK;
    }

    /** Writes {@code text} at x, y in the context's font, alignment and baseline; nothing under the floor. */
    public static void fill(GraphicsContext gc, String text, double x, double y) {
        write(gc, text, x, y, Double.NaN);
    }

    /** The same, squeezed to at most {@code maxWidth} pixels wide as {@link GraphicsContext#fillText} does. */
    public static void fill(GraphicsContext gc, String text, double x, double y, double maxWidth) {
        write(gc, text, x, y, maxWidth);
    }

    private static void write(GraphicsContext gc, String text, double x, double y, double maxWidth) {
        Canvas canvas = gc.getCanvas();
        double px = gc.getFont().getSize();
        boolean drawn = readable(canvas, px);
        if (drawn) {
            if (Double.isNaN(maxWidth)) {
                gc.fillText(text, x, y);
            } else {
                gc.fillText(text, x, y, maxWidth);
            }
        }
        if (recorder != null) {
            recorder.wrote(canvas, text, px, box(gc, text, x, y, maxWidth), drawn);
        }
    }

    /** The box {@code text} takes when written at x, y: its width, and from ascent to descent, transformed. */
    private static Bounds box(GraphicsContext gc, String text, double x, double y, double maxWidth) {
        Font font = gc.getFont();
        if (measure == null) {
            measure = new Text();
        }
        measure.setFont(font);
        measure.setText(text);
        double w = measure.getLayoutBounds().getWidth();
        if (!Double.isNaN(maxWidth) && maxWidth < w) {
            w = Math.max(0, maxWidth);
        }
        double size = font.getSize();
        // the ink of a line: about 0.75 em above the baseline (capitals, digits), 0.2 below
        double ascent = ASCENT * size, descent = DESCENT * size;
        TextAlignment align = gc.getTextAlign();
        double left = align == TextAlignment.CENTER ? x - w / 2 : align == TextAlignment.RIGHT ? x - w : x;
        VPos baseline = gc.getTextBaseline();
        double base = baseline == VPos.TOP ? y + ascent : baseline == VPos.CENTER ? y + (ascent - descent) / 2
                : baseline == VPos.BOTTOM ? y - descent : y;
        Bounds local = new BoundingBox(left, base - ascent, w, ascent + descent);
        return gc.getTransform().transform(local);
    }
}
