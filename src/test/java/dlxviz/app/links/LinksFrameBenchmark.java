package dlxviz.app.links;

import dlxviz.engine.EventCollector;
import dlxviz.engine.Search;
import dlxviz.events.SearchEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Frame times of the links view at 1600x1000, rendered headless with the software pipeline
 * (Monocle, prism.order=sw). A frame is: record the canvas commands, then snapshot the view,
 * which makes Prism rasterise them and read the pixels back; {@code snapshotOnly} measures the
 * read-back alone, to subtract. {@code play} is "as fast as possible" on AI Escargot: each
 * frame gives the engine a time budget of micro-steps, feeds the events to the model, and draws.
 *
 * <pre>mvn -o test-compile exec:exec@jmh -Djmh.args="LinksFrameBenchmark -f 1 -wi 3 -i 5"</pre>
 * Sample mode: read the p0.50 line for the median.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
    "-Dprism.order=sw", "-Dprism.text=t2k", "-Djava.awt.headless=true", "-Ddlxviz.animations=off"})
public class LinksFrameBenchmark {
    /** Sudoku size: 9 (729 options, 2,916 nodes) or 16 (4,096 options, 16,384 nodes). */
    @Param({"9", "16"})
    public int size;
    /** fit: the whole torus fitted to the window; detail: 30-pixel cells with every arrow and label. */
    @Param({"fit", "detail"})
    public String view;
    /** Unfolded (every node, ghosts included) or folded (live part only). */
    @Param({"false", "true"})
    public boolean folded;
    /** Engine time per frame in {@code play}, milliseconds. */
    @Param({"12"})
    public int engineMillis;

    private Search search;
    private LinksModel model;
    private LinksView linksView;
    private WritableImage target;
    private long engineEvents;
    private long frames;

    @Setup
    public void setUp() {
        Fx.start();
        search = new Search(TestProblems.sudoku(size == 16 ? 4 : 3));
        List<SearchEvent> givens = new ArrayList<>();
        search.setObserver(EventCollector.into(givens));
        TestProblems.forceGivens(search, size == 16 ? TestProblems.puzzle16() : TestProblems.HARD_9X9, size);
        search.setObserver(null);
        model = new LinksModel(search.torus());
        model.applied(givens, true);
        Fx.run(() -> {
            linksView = new LinksView(model);
            linksView.foldedProperty().set(folded);
            StackPane root = new StackPane(linksView);
            Scene scene = new Scene(root, 1600, 1000);
            Fx.useAppStylesheet(scene);
            root.applyCss();
            root.layout();
            linksView.fitToWindow();
            if (view.equals("detail")) {
                linksView.zoomToCellHeight(30);
            }
            target = new WritableImage(1600, 1000);
            linksView.redrawNow();
            linksView.snapshot(null, target);
        });
    }

    /** One full redraw, rasterised and read back. */
    @Benchmark
    public WritableImage frame() {
        return Fx.call(() -> {
            linksView.redrawNow();
            return linksView.snapshot(null, target);
        });
    }

    /** The read-back alone (nothing redrawn), to subtract from {@link #frame()}. */
    @Benchmark
    public WritableImage snapshotOnly() {
        return Fx.call(() -> linksView.snapshot(null, target));
    }

    /**
     * One frame of "as fast as possible": engine micro-steps for {@link #engineMillis}, their
     * events fed to the model (highlights, folded re-layout), then a redraw. The search restarts
     * when it ends, within the same frame, so every frame draws.
     */
    @Benchmark
    public void play(Blackhole hole) {
        Fx.run(() -> {
            List<SearchEvent> events = new ArrayList<>();
            long until = System.nanoTime() + engineMillis * 1_000_000L;
            do {
                for (int i = 0; i < 64; i++) {
                    SearchEvent event = search.step();
                    if (event == null) {
                        restart();
                        events.clear();
                        break;
                    }
                    events.add(event);
                }
            } while (System.nanoTime() < until);
            engineEvents += events.size();
            frames++;
            model.applied(events, true);
            linksView.redrawNow();
            hole.consume(linksView.snapshot(null, target));
        });
    }

    private void restart() {
        search.reset();
        List<SearchEvent> givens = new ArrayList<>();
        search.setObserver(EventCollector.into(givens));
        TestProblems.forceGivens(search, size == 16 ? TestProblems.puzzle16() : TestProblems.HARD_9X9, size);
        search.setObserver(null);
        model.load(search.torus());
        model.applied(givens, true);
    }

    @org.openjdk.jmh.annotations.TearDown
    public void report() {
        if (engineEvents > 0) {
            System.out.println("\nplay: " + frames + " frames, " + engineEvents / Math.max(1, frames) + " engine events per frame");
        }
    }
}
