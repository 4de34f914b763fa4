package dlxviz.app.teaching;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.teaching.model.TreeInput;
import dlxviz.app.teaching.model.TreeViewModel;
import dlxviz.app.testkit.CanvasFrameBenchmark;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.SearchTree;
import javafx.scene.Node;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Frame times of the search tree view at 1600x1000 on AI Escargot's finished tree (1,379 nodes,
 * 59 levels; and pentominoes 3x20's, 32,978 nodes on 13 levels, with {@code -p tree=pentomino3x20}),
 * rendered headless with the software pipeline (Monocle, prism.order=sw), as
 * {@code LinksFrameBenchmark} measures the links view. A frame is: record the canvas commands,
 * then snapshot the view, which makes Prism rasterise them and read the pixels back;
 * {@code snapshotOnly} measures the read-back alone, to subtract.
 *
 * <pre>mvn -o test-compile exec:exec@jmh -Djmh.args="TreeFrameBenchmark -f 1 -wi 3 -i 5"</pre>
 */
public class TreeFrameBenchmark extends CanvasFrameBenchmark {
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

    @Setup
    public void setUp() throws Exception {
        Fx.start();
        TreeViewModel model = new TreeViewModel(p -> { });
        model.showAheadProperty().set(cursor.equals("middle"));
        model.show(input());
        Fx.run(() -> {
            view = new TreeView(model);
            show(view);
            view.redrawNow();
            for (double z = 1; z < zoom; z *= 2) {
                view.zoomStep(true); // about the node where the search stands
            }
            frameNow();
        });
    }

    @Override
    protected void redraw() {
        view.redrawNow();
    }

    @Override
    protected Node picture() {
        return view;
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
}
