package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.marks.BoxSink;
import dlxviz.app.testkit.Fx;
import java.util.function.Consumer;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import org.junit.jupiter.api.Test;

/**
 * The lens's boxes drawn as one path per look give the pixels GraphicsContext's own round
 * rectangles give: the same outline, started at the same point and running the same way, so a
 * dotted ghost's dots fall where they fell.
 */
class BoxBatchTest {
    private static final int W = 240;
    private static final int H = 120;
    private static final double[] DOTS = {1.5, 2.5};
    private static final double[] DASHES = {3.9, 2.6};

    /** Boxes as the lens has them: filled, outlined solid, dotted and dashed, at fractional places, two widths. */
    private static void boxes(BoxSink sink) {
        for (int i = 0; i < 6; i++) {
            double x = 8.3 + 38.7 * i;
            double y = 10.6 + 3.1 * i;
            double w = 27.4 - i;
            double h = 20.2 + 0.5 * i;
            double arc = 0.6 * w / 2;
            sink.fill(i % 2 == 0 ? Color.LIGHTGRAY : Color.LIGHTBLUE, x, y, w, h, arc);
            sink.stroke(Color.DIMGRAY, 1.3, i % 3 == 0 ? null : i % 3 == 1 ? DOTS : DASHES, x, y, w, h, arc);
            // a header's shape: tall and narrow, a thick outline
            sink.fill(Color.WHITE, x + 4, y + 45, 18.5, 52.3, 18.5 * 0.5);
            sink.stroke(Color.NAVY, 2.6, i % 2 == 0 ? null : DASHES, x + 4, y + 45, 18.5, 52.3, 18.5 * 0.5);
        }
    }

    @Test
    void aBatchDrawsTheBoxesGraphicsContextDraws() {
        BoxBatch batch = new BoxBatch();
        int[] differing = Fx.call(() -> {
            PixelReader direct = picture(gc -> boxes(BoxSink.direct(gc))).getPixelReader();
            PixelReader batched = picture(gc -> {
                boxes(batch);
                batch.flush(gc);
            }).getPixelReader();
            // and again: a batch is reused from frame to frame
            PixelReader again = picture(gc -> {
                boxes(batch);
                batch.flush(gc);
            }).getPixelReader();
            return new int[] {differing(direct, batched), differing(direct, again), inked(direct)};
        });
        assertTrue(differing[2] > 3000, "the boxes were drawn: " + differing[2] + " pixels");
        // the outlines' edges may round a level differently; a dot out of place differs by far more
        assertTrue(differing[0] <= 4 && differing[1] <= 4,
                "pixels differing by more than 12 levels: " + differing[0] + ", on the second frame " + differing[1]);
    }

    private static WritableImage picture(Consumer<GraphicsContext> draw) {
        Canvas canvas = new Canvas(W, H);
        GraphicsContext gc = canvas.getGraphicsContext2D();
        gc.setFill(Color.WHITE);
        gc.fillRect(0, 0, W, H);
        gc.setLineCap(StrokeLineCap.BUTT); // as the links view draws
        draw.accept(gc);
        return canvas.snapshot(null, null);
    }

    private static int differing(PixelReader a, PixelReader b) {
        int count = 0;
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                int p = a.getArgb(x, y);
                int q = b.getArgb(x, y);
                for (int shift = 0; shift < 24; shift += 8) {
                    if (Math.abs((p >> shift & 0xff) - (q >> shift & 0xff)) > 12) {
                        count++;
                        break;
                    }
                }
            }
        }
        return count;
    }

    private static int inked(PixelReader a) {
        int count = 0;
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                count += a.getArgb(x, y) != 0xffffffff ? 1 : 0;
            }
        }
        return count;
    }
}
