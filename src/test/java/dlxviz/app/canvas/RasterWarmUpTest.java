package dlxviz.app.canvas;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.fx.Frames;
import dlxviz.app.testkit.Fx;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The start-up's warm-up of the software rasteriser reaches JavaFX's own classes by reflection:
 * a JavaFX upgrade that renames one would leave the first frame slow without a word. The tests
 * run the software pipeline (Monocle), as Xvfb does.
 */
class RasterWarmUpTest {
    @Test
    void rasterisesItsShapesOnTheRenderThread() throws Exception {
        Fx.start();
        CompletableFuture<Integer> shapes = new CompletableFuture<>();
        assertTrue(Frames.onRenderThread(() -> shapes.complete(RasterWarmUp.run())), "the render thread reached");
        int drawn = shapes.get(30, TimeUnit.SECONDS);
        assertTrue(drawn >= 20, "shapes filled and stroked: " + drawn);
    }
}
