package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.Pixels;
import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.playback.Playback;
import dlxviz.playback.SearchTree;
import dlxviz.playback.TreeBuilder;
import java.io.File;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * Pixels of the tree panel, snapshotted under Monocle with the software pipeline. Each test also
 * writes its picture to {@code target/tree-view/} to be looked at.
 */
class TreeViewTest {
    private static final File PICTURES = new File("target/tree-view");

    /** The panel at 1600x1000 showing {@code input}, drawn. Call on the FX thread. */
    static TreePanel panel(TreeViewModel model, TreeInput input, double width, double height) {
        model.show(input);
        TreePanel panel = new TreePanel(model);
        Scene scene = new Scene(panel, width, height);
        Fx.useAppStylesheet(scene);
        panel.applyCss();
        panel.layout();
        panel.view().redrawNow();
        return panel;
    }

    private static Playback recorded(ExactCoverProblem problem, int... forced) {
        Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, forced);
        while (playback.record(1 << 20) > 0) {
            // all of it
        }
        return playback;
    }

    @Test
    void theNodeWhereTheSearchStandsIsFilledLikeTheChosenItemAndWhatIsAheadIsHidden() {
        Playback playback = recorded(TestProblems.knuth());
        playback.seek(playback.searchTree().readyPosition(2)); // the dead end
        TreeViewModel model = new TreeViewModel(p -> { });
        Fx.run(() -> {
            TreePanel panel = panel(model, TreeInput.of(playback), 1600, 1000);
            TreeView view = panel.view();
            WritableImage image = Fx.snapshot(view);
            Fx.savePng(image, new File(PICTURES, "knuth-dead-end.png"));
            TreeLayout layout = view.treeLayout();
            for (int i = 0; i < layout.cellCount; i++) {
                assertTrue(layout.cellNode[i] < model.reached(), "nothing ahead drawn");
            }
            Point2D current = view.pointOf(2);
            assertNotNull(current);
            int cell = layout.cellAt(current.getX(), current.getY());
            double probeX = layout.cellX0[cell] + 0.15 * (layout.cellX1[cell] - layout.cellX0[cell]);
            double probeY = layout.rowTop(2) + 0.5 * layout.rowHeight();
            Pixels.assertColour((Color) view.palette().chosenFill(), Pixels.at(image, new Point2D(probeX, probeY)),
                    "the current node");

            model.showAheadProperty().set(true);
            view.redrawNow();
            WritableImage ahead = Fx.snapshot(view);
            Fx.savePng(ahead, new File(PICTURES, "knuth-dead-end-ahead.png"));
            Point2D later = view.pointOf(4);
            assertNotNull(later, "with what is ahead shown, the nodes after the dead end are drawn");
            int laterCell = view.treeLayout().cellAt(later.getX(), later.getY());
            double x = view.treeLayout().cellX0[laterCell] + 0.1 * (view.treeLayout().cellX1[laterCell] - view.treeLayout().cellX0[laterCell]);
            Pixels.assertColour((Color) view.palette().ghost(), Pixels.at(ahead, new Point2D(x, later.getY() - 0.25 * view.rowHeight())),
                    "a node ahead, greyed");
        });
    }

    @Test
    void aiEscargotsWholeTreeAndPentominoesMidSearch() throws Exception {
        LoadedProblem escargot = ProblemSources.example("ai-escargot");
        Playback playback = recorded(escargot.problem(), escargot.forced());
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
            TreePanel panel = panel(model, TreeInput.of(playback), 1600, 1000);
            Fx.savePng(Fx.snapshot(panel), new File(PICTURES, "ai-escargot-end.png"));
            playback.seek(tree.readyPosition(tree.size() / 2));
            model.showAheadProperty().set(true);
            model.show(TreeInput.of(playback));
            panel.view().redrawNow();
            Fx.savePng(Fx.snapshot(panel), new File(PICTURES, "ai-escargot-middle-ahead.png"));
            assertTrue(panel.view().treeLayout().cellCount > 100);

            TreeViewModel tilingModel = new TreeViewModel(p -> { });
            int middle = pentominoes.size() / 2;
            TreePanel tilingPanel = panel(tilingModel, new TreeInput(pentominoes, tiling, pentominoes.readyPosition(middle)),
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
