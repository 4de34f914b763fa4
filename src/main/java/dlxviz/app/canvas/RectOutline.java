package dlxviz.app.canvas;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;

/**
 * The outline {@code strokeRect} draws, as four filled rectangles: the software pipeline fills an
 * axis-aligned rectangle natively, but strokes a rectangle as a ring path whose whole box it
 * rasterises, so a grid's frame or a band's outline cost as much as its area (52 µs against 7 for
 * a 130-pixel square). The sides do not overlap, so a corner is not painted twice; where a side
 * ends inside a pixel, that pixel is shared by two sides and comes out a shade lighter than a
 * stroke draws it.
 */
public final class RectOutline {
    private RectOutline() {
    }

    /**
     * Outlines the rectangle ({@code x}, {@code y}, {@code w}, {@code h}) in {@code paint}, the
     * line {@code width} wide and centred on its edges, as {@code strokeRect} does. Leaves the
     * fill set to {@code paint}.
     */
    public static void stroke(GraphicsContext gc, Paint paint, double width, double x, double y, double w, double h) {
        double x0 = x - width / 2;
        double y0 = y - width / 2;
        double x1 = x + w + width / 2;
        double y1 = y + h + width / 2;
        gc.setFill(paint);
        if (x1 - x0 <= 2 * width || y1 - y0 <= 2 * width) {
            gc.fillRect(x0, y0, x1 - x0, y1 - y0); // no hole left: a solid box, as the stroke is
            return;
        }
        gc.fillRect(x0, y0, x1 - x0, width);
        gc.fillRect(x0, y1 - width, x1 - x0, width);
        gc.fillRect(x0, y0 + width, width, y1 - y0 - 2 * width);
        gc.fillRect(x1 - width, y0 + width, width, y1 - y0 - 2 * width);
    }
}
