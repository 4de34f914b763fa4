package dlxviz.app.links;

import dlxviz.app.marks.BoxSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;

/**
 * The lens's boxes (nodes, headers) gathered by look and drawn as one path per look: every fill
 * first, then every outline, each look's boxes filled or stroked once. With the software
 * pipeline each shape is a rasterisation of its own, and the lens's forty-odd nodes and thirty
 * headers, each filled and outlined, took nearly half of the render thread's time a frame;
 * one path per look rasterises the same outlines in a handful of passes. The boxes must not
 * overlap (the links view's never do): the fills of all come before the outlines of any.
 * Reused from frame to frame: no allocation once the looks of a problem have been seen.
 */
final class BoxBatch implements BoxSink {
    /** The control points of a quarter circle drawn as one cubic curve: 4/3 (sqrt 2 - 1). */
    private static final double KAPPA = 4.0 / 3.0 * (Math.sqrt(2) - 1);

    /** Boxes of one look: a paint, and for outlines a width and dashes. */
    private static final class Look {
        final Paint paint;
        final boolean outline;
        final double width;
        final double[] dashes;
        double[] boxes = new double[5 * 16];
        int count;

        Look(Paint paint, boolean outline, double width, double[] dashes) {
            this.paint = paint;
            this.outline = outline;
            this.width = width;
            this.dashes = dashes == null ? null : dashes.clone();
        }

        boolean is(Paint p, boolean o, double w, double[] d) {
            return outline == o && width == w && Objects.equals(paint, p) && Arrays.equals(dashes, d);
        }

        void add(double x, double y, double w, double h, double arc) {
            boxes = GrowingArray.atLeast(boxes, 5 * count + 5);
            int i = 5 * count++;
            boxes[i] = x;
            boxes[i + 1] = y;
            boxes[i + 2] = w;
            boxes[i + 3] = h;
            boxes[i + 4] = arc;
        }
    }

    private final List<Look> looks = new ArrayList<>();

    @Override
    public void fill(Paint paint, double x, double y, double w, double h, double arc) {
        look(paint, false, 0, null).add(x, y, w, h, arc);
    }

    @Override
    public void stroke(Paint paint, double width, double[] dashes, double x, double y, double w, double h, double arc) {
        look(paint, true, width, dashes).add(x, y, w, h, arc);
    }

    private Look look(Paint paint, boolean outline, double width, double[] dashes) {
        for (Look look : looks) {
            if (look.is(paint, outline, width, dashes)) {
                return look;
            }
        }
        if (looks.size() > 64) {
            looks.removeIf(look -> look.count == 0); // a problem's looks come and go (fading ghosts): keep the list short
        }
        Look look = new Look(paint, outline, width, dashes);
        looks.add(look);
        return look;
    }

    /** Draws every box gathered, fills before outlines, and empties the batch. */
    void flush(GraphicsContext gc) {
        for (int pass = 0; pass < 2; pass++) {
            for (Look look : looks) {
                if (look.count == 0 || look.outline != (pass == 1)) {
                    continue;
                }
                gc.beginPath();
                for (int i = 0; i < 5 * look.count; i += 5) {
                    roundRect(gc, look.boxes[i], look.boxes[i + 1], look.boxes[i + 2], look.boxes[i + 3], look.boxes[i + 4]);
                }
                if (look.outline) {
                    gc.setStroke(look.paint);
                    gc.setLineWidth(look.width);
                    gc.setLineDashes(look.dashes);
                    gc.stroke();
                    gc.setLineDashes((double[]) null);
                } else {
                    gc.setFill(look.paint);
                    gc.fill();
                }
                look.count = 0;
            }
        }
        gc.beginPath();
    }

    /**
     * The outline GraphicsContext's fillRoundRect and strokeRoundRect draw: from the top of the
     * left side down and round anticlockwise, each corner a quarter ellipse as one cubic curve.
     * The same start and direction matter for a dashed outline, whose dashes start there.
     */
    static void roundRect(GraphicsContext gc, double x, double y, double w, double h, double arc) {
        double aw = Math.min(w, Math.abs(arc));
        double ah = Math.min(h, Math.abs(arc));
        double cw = (1 - KAPPA) / 2 * aw; // a control point's distance from the side it leaves
        double ch = (1 - KAPPA) / 2 * ah;
        gc.moveTo(x, y + ah / 2);
        gc.lineTo(x, y + h - ah / 2);
        gc.bezierCurveTo(x, y + h - ch, x + cw, y + h, x + aw / 2, y + h);
        gc.lineTo(x + w - aw / 2, y + h);
        gc.bezierCurveTo(x + w - cw, y + h, x + w, y + h - ch, x + w, y + h - ah / 2);
        gc.lineTo(x + w, y + ah / 2);
        gc.bezierCurveTo(x + w, y + ch, x + w - cw, y, x + w - aw / 2, y);
        gc.lineTo(x + aw / 2, y);
        gc.bezierCurveTo(x + cw, y, x, y + ch, x, y + ah / 2);
        gc.closePath();
    }
}
