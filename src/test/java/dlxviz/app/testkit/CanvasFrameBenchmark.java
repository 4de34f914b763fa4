package dlxviz.app.testkit;

import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the canvas views' frame-time benchmarks share: a view at 1600x1000 in a scene of its own
 * with the app's stylesheets, rendered headless with the software pipeline (Monocle,
 * prism.order=sw). A frame is: record the canvas commands ({@link #redraw()}), then snapshot the
 * picture, which makes Prism rasterise them and read the pixels back; {@code snapshotOnly}
 * measures the read-back alone, to subtract. Sample mode: read the p0.50 line for the median.
 * JMH runs these two methods for each subclass, with the subclass's parameters.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
    "-Dprism.order=sw", "-Dprism.text=t2k", "-Djava.awt.headless=true", "-Ddlxviz.animations=off"})
public abstract class CanvasFrameBenchmark {
    protected static final int WIDTH = 1600;
    protected static final int HEIGHT = 1000;

    /** Where each frame is read back into (one image, so no frame pays for allocating it); made by {@link #show}. */
    protected WritableImage target;

    /** Records the picture's canvas commands anew: a full redraw. FX thread. */
    protected abstract void redraw();

    /** What a frame rasterises and reads back. */
    protected abstract Node picture();

    /**
     * Puts {@code view} at 1600x1000 in a scene with the app's stylesheets (light), styled and
     * laid out once, and makes the image frames are read into. FX thread, after {@link Fx#start()}.
     */
    protected Parent show(Node view) {
        target = new WritableImage(WIDTH, HEIGHT);
        StackPane root = new StackPane(view);
        Fx.useAppStylesheet(new Scene(root, WIDTH, HEIGHT));
        root.applyCss();
        root.layout();
        return root;
    }

    /** One frame now: redrawn, rasterised and read back. FX thread. */
    protected WritableImage frameNow() {
        redraw();
        return picture().snapshot(null, target);
    }

    /** One full redraw, rasterised and read back. */
    @Benchmark
    public WritableImage frame() {
        return Fx.call(this::frameNow);
    }

    /** The read-back alone (nothing redrawn), to subtract from {@link #frame()}. */
    @Benchmark
    public WritableImage snapshotOnly() {
        return Fx.call(() -> picture().snapshot(null, target));
    }
}
