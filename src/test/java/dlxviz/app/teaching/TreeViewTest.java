package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.teaching.model.TreeInput;
import dlxviz.app.teaching.model.TreeScale;
import dlxviz.app.teaching.model.TreeViewModel;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.Pixels;
import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.SearchTree;
import java.io.File;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * Pixels of the tree panel, snapshotted under Monocle with the software pipeline; the pictures
 * go to {@code target/tree-view/} to be looked at ({@link TreePicturesCheck} makes more).
 */
class TreeViewTest {
    static final File PICTURES = new File("target/tree-view");

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

    static Playback recorded(ExactCoverProblem problem, int... forced) {
        Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, forced);
        while (playback.record(1 << 20) > 0) {
            // all of it
        }
        return playback;
    }

    @Test
    void theLegendStepsAsideWhenItWouldLeaveNoTreeAndShowsWhenThereIsRoom() {
        Playback playback = recorded(TestProblems.knuth());
        TreeViewModel model = new TreeViewModel(p -> { });
        Fx.run(() -> {
            TreePanel panel = panel(model, TreeInput.of(playback), 480, 900);
            panel.legendWantedProperty().set(true);
            panel.layout();
            assertTrue(panel.legend().isVisible(), "room for the legend and the tree");
            assertTrue(panel.view().getHeight() >= 5 * 12, "the tree keeps its height: " + panel.view().getHeight());
            panel.getScene().getRoot().resize(480, 200); // a projector's short side panel
            panel.layout();
            org.junit.jupiter.api.Assertions.assertFalse(panel.legend().isVisible(), "no room: the tree comes first");
            panel.legendWantedProperty().set(false);
            panel.getScene().getRoot().resize(480, 900);
            panel.layout();
            org.junit.jupiter.api.Assertions.assertFalse(panel.legend().isVisible(), "not wanted: not shown");
        });
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

    /**
     * Following the search re-centres when the cursor moves, not when the picture is shown again
     * with the cursor where it was (the recorded length grows in the background): a pan stays.
     */
    @Test
    void followingLeavesAPanAloneWhileTheCursorStaysPut() {
        Playback playback = recorded(dlxviz.problems.NQueens.of(8));
        playback.seek(playback.searchTree().readyPosition(40));
        TreeViewModel model = new TreeViewModel(p -> { });
        Fx.run(() -> {
            TreePanel panel = panel(model, TreeInput.of(playback), 1600, 1000);
            TreeView view = panel.view();
            view.zoomBy(16, view.getWidth() / 2, view.getHeight() / 2);
            view.redrawNow();
            view.panBy(3000, 0); // away from where the search stands
            view.redrawNow();
            int node = view.treeLayout().cellNode[0];
            Point2D panned = view.pointOf(node);

            model.show(TreeInput.of(playback)); // the same cursor
            view.redrawNow();

            Point2D after = view.pointOf(node);
            assertNotNull(after, "still in view");
            org.junit.jupiter.api.Assertions.assertEquals(panned.getX(), after.getX(), 0.5, "the pan is kept");
        });
    }

    /**
     * A sudoku's tree is deep (a level a cell): fitted whole in a side panel its rows were a few
     * pixels, stripes without a word. Rows stay a line of text tall, the view follows the search
     * down, and the path above names as many whole levels as its two lines hold.
     */
    @Test
    void aDeepTreeKeepsItsRowsReadableAndThePathNamesWholeLevels() throws Exception {
        dlxviz.app.session.LoadedProblem loaded = dlxviz.app.session.ProblemSources.example("ai-escargot");
        Playback playback = recorded(loaded.problem(), loaded.forced());
        SearchTree whole = playback.searchTree();
        int deepest = 0;
        for (int node = 0; node < whole.size(); node++) {
            deepest = whole.depth(node) > whole.depth(deepest) ? node : deepest;
        }
        playback.seek(whole.readyPosition(deepest));
        TreeViewModel model = new TreeViewModel(p -> { });
        Fx.run(() -> {
            TreePanel panel = panel(model, TreeInput.of(playback), 540, 420);
            TreeView view = panel.view();
            int depth = model.tree().depth(model.current());
            assertTrue(depth > 40, "deep: " + depth);
            assertTrue(view.rowHeight() >= 14, "a row a line of text tall: " + view.rowHeight() + " px");
            assertNotNull(view.pointOf(model.current()), "where the search stands is in view");
            Fx.savePng(Fx.snapshot(view), new File(PICTURES, "ai-escargot-deep.png"));

            panel.getScene().getRoot().resize(1600, 1000);
            panel.layout();
            String path = ((javafx.scene.control.Label) panel.lookup("#treePath")).getText();
            long levels = java.util.regex.Pattern.compile("L\\d+: ").matcher(path).results().count();
            assertTrue(levels > 3, "more levels than the model's three, where they fit: " + path);
            assertTrue(path.matches("L0(\u2013L\\d+)? \u2026 \u00b7 L\\d+: .*"), "the levels left out named, whole words after: " + path);
        });
    }

    /** Two trees at the scale of both, as the choice rules' comparison draws them: a leaf as wide, a level as tall. */
    @Test
    void twoTreesAtOneScaleDrawALeafAsWideAndALevelAsTall() {
        SearchTree small = recorded(TestProblems.knuth()).searchTree();
        SearchTree large = recorded(dlxviz.problems.NQueens.of(6)).searchTree();
        TreeViewModel a = new TreeViewModel(p -> { });
        TreeViewModel b = new TreeViewModel(p -> { });
        a.show(TreeInput.whole(small, TestProblems.knuth()));
        b.show(TreeInput.whole(large, dlxviz.problems.NQueens.of(6)));
        TreeScale both = a.naturalScale().union(b.naturalScale());
        a.scaleProperty().set(both);
        b.scaleProperty().set(both);
        Fx.run(() -> {
            TreeView left = panel(a, TreeInput.whole(small, TestProblems.knuth()), 800, 600).view();
            TreeView right = panel(b, TreeInput.whole(large, dlxviz.problems.NQueens.of(6)), 800, 600).view();
            double leftRoot = rootWidth(left);
            double rightRoot = rootWidth(right);
            assertEquals(left.rowHeight(), right.rowHeight(), 1e-9, "a level as tall");
            assertEquals((double) small.leaves(0, small.size()) / large.leaves(0, large.size()), leftRoot / rightRoot, 0.02,
                    "the roots as wide as their leaves at one scale");
            assertTrue(leftRoot < rightRoot / 5);
        });
    }

    private static double rootWidth(TreeView view) {
        TreeLayout layout = view.treeLayout();
        for (int i = 0; i < layout.cellCount; i++) {
            if (layout.cellNode[i] == 0) {
                return layout.cellX1[i] - layout.cellX0[i];
            }
        }
        throw new AssertionError("no root drawn");
    }
}
