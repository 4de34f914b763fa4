package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ItemChoice;
import java.io.File;
import javafx.scene.Scene;
import org.junit.jupiter.api.Test;

/**
 * The rules compared draw their two search trees side by side: each the tree its search grew,
 * as many nodes as the comparison counts, both at one scale.
 */
class ComparisonTreesTest {

    @Test
    void queensUnderTwoRulesDrawBothTreesWithTheComparisonsNodeCountsAtOneScale() throws Exception {
        Fx.start();
        LoadedProblem queens = ProblemSources.example("queens8");
        RuleComparison comparison = new RuleComparison(Runnable::run, Runnable::run); // at once, on this thread
        comparison.leftProperty().set(ItemChoice.MIN_LENGTH);
        comparison.rightProperty().set(ItemChoice.FIRST_ACTIVE);
        Fx.run(() -> {
            RuleComparisonPanel panel = new RuleComparisonPanel(comparison, () -> comparison.start(queens, 1));
            Scene scene = new Scene(panel, 900, 1000);
            panel.applyCss(); // the scroll pane's skin puts the body, trees and all, in the scene
            ComparisonTrees trees = panel.trees();
            assertTrue(!trees.isVisible(), "no trees before a comparison");
            comparison.start(queens, 1);
            RuleComparison.Result a = comparison.leftResultProperty().get();
            RuleComparison.Result b = comparison.rightResultProperty().get();
            assertTrue(a.finished() && b.finished());
            assertTrue(trees.isVisible());
            assertEquals(a.stats().nodes(), trees.leftModel().tree().size(), "the left tree has the nodes DLX1's rule counts");
            assertEquals(b.stats().nodes(), trees.rightModel().tree().size(), "the right tree has the first item's");
            assertEquals(1_199, trees.leftModel().tree().size());
            assertEquals(2_057, trees.rightModel().tree().size());

            panel.applyCss();
            panel.layout();
            trees.leftView().redrawNow();
            trees.rightView().redrawNow();
            Fx.savePng(Fx.snapshot(panel), new File(TreeViewTest.PICTURES, "comparison-queens8.png"));
            assertTrue(trees.leftView().treeLayout().cellCount > 0 && trees.rightView().treeLayout().cellCount > 0,
                    "both trees drawn");
            assertEquals(trees.leftView().rowHeight(), trees.rightView().rowHeight(), 1e-9, "a level as tall");
            double leaves = (double) a.tree().leaves(0, a.tree().size()) / b.tree().leaves(0, b.tree().size());
            assertEquals(leaves, rootWidth(trees.leftView()) / rootWidth(trees.rightView()), 0.02,
                    "the roots as wide as their leaves: one scale");
            assertEquals(scene, panel.getScene());
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
