package dlxviz.app.teaching;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.SearchTree;
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

/**
 * Frame times of the search tree view at 1600x1000 on AI Escargot's finished tree (1,379 nodes,
 * 59 levels; and pentominoes 3x20's, 32,978 nodes on 13 levels, with {@code -p tree=pentomino3x20}),
 * rendered headless with the software pipeline (Monocle, prism.order=sw), as
 * {@code LinksFrameBenchmark} measures the links view. A frame is: record the canvas commands,
 * then snapshot the view, which makes Prism rasterise them and read the pixels back;
 * {@code snapshotOnly} measures the read-back alone, to subtract.
 *
 * <pre>mvn -o test-compile exec:exec@jmh -Djmh.args="TreeFrameBenchmark -f 1 -wi 3 -i 5"</pre>
 * Sample mode: read the p0.50 line for the median.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
    "-Dprism.order=sw", "-Dprism.text=t2k", "-Djava.awt.headless=true", "-Ddlxviz.animations=off"})
public class TreeFrameBenchmark {
    /** The search: ai-escargot (recorded by playback, its givens forced) or pentomino3x20 (a TreeBuilder's). */
    @Param({"ai-escargot"})
    public String tree;
    /** end: the cursor at the end (the whole tree reached); middle: half way, what is ahead greyed. */
    @Param({"end", "middle"})
    public String cursor;
    /** 1: fitted; 8: zoomed in eight times about the node where the search stands. */
    @Param({"1", "8"})
    public double zoom;

    private TreeView view;
    private WritableImage target;

    @Setup
    public void setUp() throws Exception {
        Fx.start();
        TreeViewModel model = new TreeViewModel(p -> { });
        model.showAheadProperty().set(cursor.equals("middle"));
        model.show(input());
        Fx.run(() -> {
            view = new TreeView(model);
            StackPane root = new StackPane(view);
            Scene scene = new Scene(root, 1600, 1000);
            Fx.useAppStylesheet(scene);
            root.applyCss();
            root.layout();
            view.redrawNow();
            for (double z = 1; z < zoom; z *= 2) {
                view.zoomStep(true); // about the node where the search stands
            }
            target = new WritableImage(1600, 1000);
            view.redrawNow();
            view.snapshot(null, target);
        });
    }

    private TreeInput input() throws Exception {
        if (tree.equals("pentomino3x20")) {
            var problem = dlxviz.problems.Examples.get(tree).orElseThrow();
            dlxviz.playback.TreeBuilder builder = new dlxviz.playback.TreeBuilder();
            dlxviz.engine.Search search = new dlxviz.engine.Search(problem);
            search.setObserver(builder);
            search.runToEnd();
            SearchTree whole = builder.tree();
            long at = cursor.equals("end") ? Long.MAX_VALUE : whole.readyPosition(whole.size() / 2);
            return new TreeInput(whole, problem, at);
        }
        LoadedProblem loaded = ProblemSources.example(tree);
        Playback playback = new Playback(loaded.problem(), ItemChoice.MIN_LENGTH, loaded.forced());
        while (playback.record(1 << 20) > 0) {
            // the whole search
        }
        SearchTree whole = playback.searchTree();
        playback.seek(cursor.equals("end") ? playback.recordedLength() : whole.readyPosition(whole.size() / 2));
        return TreeInput.of(playback);
    }

    /** One full redraw, rasterised and read back. */
    @Benchmark
    public WritableImage frame() {
        return Fx.call(() -> {
            view.redrawNow();
            return view.snapshot(null, target);
        });
    }

    /** The read-back alone (nothing redrawn), to subtract from {@link #frame()}. */
    @Benchmark
    public WritableImage snapshotOnly() {
        return Fx.call(() -> view.snapshot(null, target));
    }
}
