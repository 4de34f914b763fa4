package dlxviz.app.links;

import dlxviz.app.links.model.LinksModel;
import dlxviz.app.links.model.PlaybackFeed;
import dlxviz.app.testkit.CanvasFrameBenchmark;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import javafx.scene.Node;
import javafx.util.Duration;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Frame times of the links view at 1600x1000, rendered headless with the software pipeline
 * (Monocle, prism.order=sw). A frame is: record the canvas commands, then snapshot the view,
 * which makes Prism rasterise them and read the pixels back; {@code snapshotOnly} measures the
 * read-back alone, to subtract. {@code play} is "as fast as possible" on AI Escargot: each
 * frame gives playback a time budget of events (recording from the engine as it goes), feeds the
 * state at the cursor to the model as the window does, and draws.
 *
 * <pre>mvn -o test-compile exec:exec@jmh -Djmh.args="LinksFrameBenchmark -f 1 -wi 3 -i 5"</pre>
 */
public class LinksFrameBenchmark extends CanvasFrameBenchmark {
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

    private Playback playback;
    private PlaybackFeed feed;
    private long afterGivens;
    private LinksModel model;
    private LinksView linksView;
    private long engineEvents;
    private long frames;

    @Setup
    public void setUp() {
        Fx.start();
        int box = size == 16 ? 4 : 3;
        String puzzle = size == 16 ? TestProblems.puzzle16() : TestProblems.HARD_9X9;
        playback = new Playback(TestProblems.sudoku(box), ItemChoice.MIN_LENGTH, TestProblems.givenOptions(puzzle, size));
        while (playback.isSettingUp() || playback.position() == 0) {
            playback.stepForward(StepSize.CHOICE); // through the givens
        }
        afterGivens = playback.position();
        model = new LinksModel();
        model.wholeTorusProperty().set(true); // the whole torus: the lens has a benchmark of its own
        feed = new PlaybackFeed(model);
        feed.show(playback, null, Duration.ZERO);
        Fx.run(() -> {
            linksView = new LinksView(model);
            linksView.foldedProperty().set(folded);
            show(linksView);
            linksView.fitToWindow();
            if (view.equals("detail")) {
                linksView.zoomToCellHeight(30);
            }
            frameNow();
        });
    }

    @Override
    protected void redraw() {
        linksView.redrawNow();
    }

    @Override
    protected Node picture() {
        return linksView;
    }

    /**
     * One frame of "as fast as possible": playback runs for {@link #engineMillis}, the state at the
     * cursor is fed to the model (marks, folded re-layout), then a redraw. The search restarts
     * when it ends, within the same frame, so every frame draws.
     */
    @Benchmark
    public void play(Blackhole hole) {
        Fx.run(() -> {
            long from = playback.position();
            Step step = playback.advanceFor(null, engineMillis * 1_000_000L);
            if (!playback.canStepForward()) {
                step = playback.seek(afterGivens); // the search ended: start it again
            }
            engineEvents += Math.abs(playback.position() - from);
            frames++;
            feed.show(playback, step, Duration.ZERO);
            hole.consume(frameNow());
        });
    }

    @org.openjdk.jmh.annotations.TearDown
    public void report() {
        if (engineEvents > 0) {
            System.out.println("\nplay: " + frames + " frames, " + engineEvents / Math.max(1, frames) + " engine events per frame");
        }
    }
}
