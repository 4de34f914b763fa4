package dlxviz.app.marks;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;

/**
 * Where boxes (rounded rectangles, {@code arc} the corners' diameter) are filled and outlined:
 * straight onto a canvas ({@link #direct}), or gathered so that many boxes of one look are
 * drawn as one path (the links view's lens: the software pipeline rasterises one path of forty
 * boxes far faster than forty boxes).
 */
public interface BoxSink {
    void fill(Paint paint, double x, double y, double w, double h, double arc);

    /** The outline, {@code width} wide, dashed when {@code dashes} is not null. */
    void stroke(Paint paint, double width, double[] dashes, double x, double y, double w, double h, double arc);

    /** Draws each box at once, as GraphicsContext's own round rectangles. */
    static BoxSink direct(GraphicsContext gc) {
        return new BoxSink() {
            @Override
            public void fill(Paint paint, double x, double y, double w, double h, double arc) {
                gc.setFill(paint);
                gc.fillRoundRect(x, y, w, h, arc, arc);
            }

            @Override
            public void stroke(Paint paint, double width, double[] dashes, double x, double y, double w, double h,
                               double arc) {
                gc.setStroke(paint);
                gc.setLineWidth(width);
                gc.setLineDashes(dashes);
                gc.strokeRoundRect(x, y, w, h, arc, arc);
                gc.setLineDashes((double[]) null);
            }
        };
    }
}
