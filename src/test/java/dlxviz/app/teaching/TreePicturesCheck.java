package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.teaching.model.TreeInput;
import dlxviz.app.teaching.model.TreeViewModel;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.playback.Playback;
import dlxviz.playback.SearchTree;
import dlxviz.playback.TreeBuilder;
import java.io.File;
import org.junit.jupiter.api.Test;

/**
 * Pictures of the tree panel on the large trees, to be looked at: AI Escargot's whole tree, half
 * way with what lies ahead greyed, zoomed in; pentominoes 3x20 half way. Written to
 * {@code target/tree-view/}. A few seconds, so a check: {@code mvn -o -q test -Dtest=TreePicturesCheck}.
 */
class TreePicturesCheck {
    private static final File PICTURES = TreeViewTest.PICTURES;

    @Test
    void aiEscargotAndPentominoes() throws Exception {
        LoadedProblem escargot = ProblemSources.example("ai-escargot");
        Playback playback = TreeViewTest.recorded(escargot.problem(), escargot.forced());
        SearchTree tree = playback.searchTree();
        TreeBuilder builder = new TreeBuilder();
        ExactCoverProblem tiling = dlxviz.problems.Examples.get("pentomino3x20").orElseThrow();
        Search search = new Search(tiling);
        search.setObserver(builder);
        search.runToEnd();
        SearchTree pentominoes = builder.tree();
        Fx.run(() -> {
            TreeViewModel model = new TreeViewModel(p -> { });
            playback.seek(playback.recordedLength());
            TreePanel panel = TreeViewTest.panel(model, TreeInput.of(playback), 1600, 1000);
            Fx.savePng(Fx.snapshot(panel), new File(PICTURES, "ai-escargot-end.png"));
            playback.seek(tree.readyPosition(tree.size() / 2));
            model.showAheadProperty().set(true);
            model.show(TreeInput.of(playback));
            panel.view().redrawNow();
            Fx.savePng(Fx.snapshot(panel), new File(PICTURES, "ai-escargot-middle-ahead.png"));
            assertTrue(panel.view().treeLayout().cellCount > 100);
            panel.view().zoomStep(true);
            panel.view().zoomStep(true);
            panel.view().zoomStep(true);
            panel.view().redrawNow();
            Fx.savePng(Fx.snapshot(panel), new File(PICTURES, "ai-escargot-middle-zoom8.png"));

            TreeViewModel tilingModel = new TreeViewModel(p -> { });
            int middle = pentominoes.size() / 2;
            TreePanel tilingPanel = TreeViewTest.panel(tilingModel, new TreeInput(pentominoes, tiling, pentominoes.readyPosition(middle)),
                    1600, 1000);
            Fx.savePng(Fx.snapshot(tilingPanel), new File(PICTURES, "pentominoes-middle.png"));
            tilingModel.showAheadProperty().set(true);
            tilingPanel.view().redrawNow();
            Fx.savePng(Fx.snapshot(tilingPanel), new File(PICTURES, "pentominoes-middle-ahead.png"));
            assertNotNull(tilingPanel.view().pointOf(middle), "the node where the search stands is drawn");
            assertTrue(tilingPanel.view().treeLayout().foldCount > 0);
        });
    }
}
