package dlxviz.app.teaching;

import dlxviz.app.fx.WhileShown;
import dlxviz.app.teaching.model.TreeInput;
import dlxviz.app.teaching.model.TreeScale;
import dlxviz.app.teaching.model.TreeViewModel;
import dlxviz.catalogue.RuleNames;
import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The two searches of a {@link RuleComparison} drawn side by side at one scale: a leaf as wide
 * and a level as tall in both, so the smaller tree looks smaller (each fitted to its own half,
 * both would fill it alike). Each tree is the one its search grew, as far as it has run.
 */
final class ComparisonTrees extends VBox {
    private final RuleComparison comparison;
    private final TreeViewModel leftModel = new TreeViewModel(position -> { });
    private final TreeViewModel rightModel = new TreeViewModel(position -> { });
    private final TreeView left = new TreeView(leftModel);
    private final TreeView right = new TreeView(rightModel);
    private final Label leftCaption = new Label();
    private final Label rightCaption = new Label();

    ComparisonTrees(RuleComparison comparison) {
        this.comparison = comparison;
        getStyleClass().add("comparison-trees");
        Label title = new Label("The two search trees at one scale (a leaf as wide, a level as tall)");
        title.getStyleClass().add("rule-name");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        // captions in one row and trees in the next: a caption that wraps does not lower its tree
        GridPane trees = new GridPane();
        trees.getStyleClass().add("comparison-tree-row");
        for (int column = 0; column < 2; column++) {
            ColumnConstraints half = new ColumnConstraints();
            half.setPercentWidth(50);
            trees.getColumnConstraints().add(half);
        }
        trees.add(caption(leftCaption, "rule-a"), 0, 0);
        trees.add(caption(rightCaption, "rule-b"), 1, 0);
        trees.add(tree(left), 0, 1);
        trees.add(tree(right), 1, 1);
        getChildren().setAll(title, trees);
        setVisible(false); // until both searches have figures
        setManaged(false);
        WhileShown.listen(this, comparison.resultsProperty(), this::show); // both results at once
    }

    private static Label caption(Label caption, String rule) {
        caption.getStyleClass().addAll("rule-head", rule);
        caption.setWrapText(true);
        caption.setMinHeight(Region.USE_PREF_SIZE);
        caption.setMinWidth(0);
        caption.setMaxWidth(Double.MAX_VALUE);
        GridPane.setValignment(caption, VPos.BOTTOM);
        return caption;
    }

    private static TreeView tree(TreeView view) {
        view.getStyleClass().add("comparison-tree");
        view.setMinWidth(0);
        view.setPrefWidth(0); // the two halves equal, whatever their captions say
        view.setMaxWidth(Double.MAX_VALUE);
        GridPane.setHgrow(view, Priority.ALWAYS);
        return view;
    }

    private void show() {
        RuleComparison.Result a = comparison.leftResultProperty().get();
        RuleComparison.Result b = comparison.rightResultProperty().get();
        setVisible(a != null && b != null);
        setManaged(isVisible());
        if (a == null || b == null) {
            return;
        }
        leftModel.show(TreeInput.whole(a.tree(), a.problem()));
        rightModel.show(TreeInput.whole(b.tree(), b.problem()));
        TreeScale both = leftModel.naturalScale().union(rightModel.naturalScale());
        leftModel.scaleProperty().set(both);
        rightModel.scaleProperty().set(both);
        leftCaption.setText(caption(a));
        rightCaption.setText(caption(b));
    }

    private static String caption(RuleComparison.Result r) {
        String text = RuleNames.name(r.rule()) + String.format(Locale.ROOT, ": %,d nodes", r.tree().size());
        return r.treeCut() ? text + String.format(Locale.ROOT, " drawn of %,d (the tree stops at %,d)", r.stats().nodes(),
                RuleComparison.TREE_LIMIT) : text;
    }

    /** The left tree's model (the first rule), for tests. */
    TreeViewModel leftModel() {
        return leftModel;
    }

    TreeViewModel rightModel() {
        return rightModel;
    }

    TreeView leftView() {
        return left;
    }

    TreeView rightView() {
        return right;
    }
}
