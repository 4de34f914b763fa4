package dlxviz.app.links;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;

/**
 * Arrows of one colour gathered into one path, stroked (shafts, rings) and filled (heads) once:
 * with the software pipeline, thousands of separate strokeLine calls cost far more than one path
 * holding the same lines. Reused from frame to frame without allocation.
 */
final class ArrowBatch {
    private double[] lines = new double[4 * 256];
    private int lineCount;
    private double[] heads = new double[6 * 256];
    private int headCount;
    private double[] rings = new double[3 * 64];
    private int ringCount;
    private double[] dots = new double[3 * 64];
    private int dotCount;

    private double clipLeft = -1e9, clipTop = -1e9, clipRight = 1e9, clipBottom = 1e9;

    /**
     * Lines are cut to this rectangle before they join the path: a column's link can run
     * thousands of pixels beyond the window, and the rasteriser would otherwise walk all of it.
     */
    void clipTo(double left, double top, double right, double bottom) {
        clipLeft = left;
        clipTop = top;
        clipRight = right;
        clipBottom = bottom;
    }

    void clear() {
        lineCount = 0;
        headCount = 0;
        ringCount = 0;
        dotCount = 0;
    }

    void line(double x1, double y1, double x2, double y2) {
        // Liang-Barsky: keep the part of the line inside the clip rectangle, if any
        double dx = x2 - x1, dy = y2 - y1, t0 = 0, t1 = 1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x1 - clipLeft, clipRight - x1, y1 - clipTop, clipBottom - y1};
        for (int k = 0; k < 4; k++) {
            if (p[k] == 0) {
                if (q[k] < 0) {
                    return;
                }
            } else {
                double t = q[k] / p[k];
                if (p[k] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
            }
        }
        if (t0 > t1) {
            return;
        }
        add(x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy);
    }

    private void add(double x1, double y1, double x2, double y2) {
        lines = GrowingArray.atLeast(lines, 4 * lineCount + 4);
        int i = 4 * lineCount++;
        lines[i] = x1;
        lines[i + 1] = y1;
        lines[i + 2] = x2;
        lines[i + 3] = y2;
    }

    /** A shaft from (x1, y1) and a head whose tip touches (x2, y2). */
    void arrow(double x1, double y1, double x2, double y2, double head) {
        double dx = x2 - x1, dy = y2 - y1, length = Math.hypot(dx, dy);
        if (length < 0.5) {
            return;
        }
        double ux = dx / length, uy = dy / length;
        double size = Math.min(head, length * 0.6);
        double bx = x2 - ux * size, by = y2 - uy * size;
        line(x1, y1, bx, by);
        double px = -uy * size * 0.45, py = ux * size * 0.45;
        heads = GrowingArray.atLeast(heads, 6 * headCount + 6);
        int i = 6 * headCount++;
        heads[i] = x2;
        heads[i + 1] = y2;
        heads[i + 2] = bx + px;
        heads[i + 3] = by + py;
        heads[i + 4] = bx - px;
        heads[i + 5] = by - py;
    }

    /** A small open circle: where a wrap-around leaves the picture and where it comes back. */
    void ring(double x, double y, double r) {
        rings = GrowingArray.atLeast(rings, 3 * ringCount + 3);
        int i = 3 * ringCount++;
        rings[i] = x;
        rings[i + 1] = y;
        rings[i + 2] = r;
    }

    /** A small filled square: the dots of a link that leaves the picture (a lens). */
    void dot(double x, double y, double r) {
        dots = GrowingArray.atLeast(dots, 3 * dotCount + 3);
        int i = 3 * dotCount++;
        dots[i] = x;
        dots[i + 1] = y;
        dots[i + 2] = r;
    }

    boolean isEmpty() {
        return lineCount == 0 && headCount == 0 && ringCount == 0 && dotCount == 0;
    }

    /** Draws everything gathered in {@code paint}, then empties the batch. */
    void flush(GraphicsContext gc, Paint paint, double width) {
        gc.setStroke(paint);
        gc.setFill(paint);
        gc.setLineWidth(width);
        if (lineCount > 0 || ringCount > 0) {
            gc.beginPath();
            for (int i = 0; i < 4 * lineCount; i += 4) {
                double x1 = lines[i], y1 = lines[i + 1], x2 = lines[i + 2], y2 = lines[i + 3];
                if (y1 == y2) {
                    // most links run along a row or a column: a thin rectangle is much cheaper
                    // for the software rasteriser than a stroked path
                    gc.fillRect(Math.min(x1, x2), y1 - width / 2, Math.abs(x2 - x1), width);
                } else if (x1 == x2) {
                    gc.fillRect(x1 - width / 2, Math.min(y1, y2), width, Math.abs(y2 - y1));
                } else {
                    gc.moveTo(x1, y1);
                    gc.lineTo(x2, y2);
                }
            }
            for (int i = 0; i < 3 * ringCount; i += 3) {
                gc.moveTo(rings[i] + rings[i + 2], rings[i + 1]);
                gc.arc(rings[i], rings[i + 1], rings[i + 2], rings[i + 2], 0, 360);
            }
            gc.stroke();
        }
        for (int i = 0; i < 3 * dotCount; i += 3) {
            gc.fillRect(dots[i] - dots[i + 2], dots[i + 1] - dots[i + 2], 2 * dots[i + 2], 2 * dots[i + 2]);
        }
        if (headCount > 0) {
            gc.beginPath();
            for (int i = 0; i < 6 * headCount; i += 6) {
                gc.moveTo(heads[i], heads[i + 1]);
                gc.lineTo(heads[i + 2], heads[i + 3]);
                gc.lineTo(heads[i + 4], heads[i + 5]);
                gc.closePath();
            }
            gc.fill();
        }
        gc.beginPath();
        clear();
    }
}
