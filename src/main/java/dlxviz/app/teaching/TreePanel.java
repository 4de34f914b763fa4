package dlxviz.app.teaching;

import dlxviz.app.teaching.model.TreeViewModel;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

/**
 * The search-tree panel: a small tool bar (zoom, fit, follow, show what is ahead), the path to
 * where the search stands in words, the {@link TreeView} with the profile beside it, Knuth's
 * estimate of the fraction done, and the legend of the marks. Brings its own stylesheet, so it
 * can sit in any tab or pane of the window.
 */
public final class TreePanel extends VBox {
    private static final String STYLESHEET = "/css/tree.css";

    private final TreeView view;
    private final Label path = new Label();
    private final Label estimate = new Label();
    private final ProgressBar estimateBar = new ProgressBar();
    private final TreeLegend legend = new TreeLegend();
    private final javafx.beans.property.BooleanProperty legendWanted = new javafx.beans.property.SimpleBooleanProperty(false);
    /** The most levels the path names. */
    private static final int PATH_LEVELS_MOST = 8;
    /** Measures the path's candidates (one, kept: the path is fitted again at every step). */
    private final Text probe = new Text();
    /** The tree keeps at least this many text heights: below it the legend steps aside. */
    private static final double TREE_MIN_EMS = 5;

    public TreePanel(TreeViewModel model) {
        view = new TreeView(model);
        getStyleClass().add("tree-panel");
        var sheet = TreePanel.class.getResource(STYLESHEET);
        if (sheet != null) {
            getStylesheets().add(sheet.toExternalForm());
        }
        Button out = button("\u2212", "Zoom out (or the mouse wheel, about the pointer)", () -> view.zoomStep(false));
        Button in = button("+", "Zoom in, about where the search stands (or the mouse wheel, about the pointer)",
                () -> view.zoomStep(true));
        Button fit = button("Fit", "The whole tree in the view", view::fit);
        CheckBox follow = check("Follow", "Keep where the search stands in view while zoomed in");
        follow.selectedProperty().bindBidirectional(model.followProperty());
        CheckBox ahead = check("Ahead", "Show, greyed, the part of the tree recorded but not reached yet (else hidden)");
        ahead.selectedProperty().bindBidirectional(model.showAheadProperty());
        // a row that wraps: as a box its words and buttons, kept whole, made the tab wider than a
        // sudoku's narrow panel at 1280x720 x1.5, which cut "Fit" and the node counts (issue 24)
        javafx.scene.layout.FlowPane tools = new javafx.scene.layout.FlowPane(ahead, follow, out, in, fit) {
            @Override
            protected double computeMinHeight(double width) {
                return computePrefHeight(width); // its rows whole: the tree gives way, not the buttons
            }
        };
        tools.getStyleClass().add("tree-tools");
        tools.setAlignment(Pos.TOP_LEFT);

        path.getStyleClass().add("tree-path");
        path.setId("treePath");
        path.setMaxWidth(Double.MAX_VALUE);
        path.setMinWidth(0);
        path.setWrapText(true);
        path.setMinHeight(Region.USE_PREF_SIZE); // else the box gives it one line, and the ellipsis cuts
        // wrapped onto a second line rather than cut, but no third (tree.css caps it): a short panel
        // on a projector keeps its height for the tree; the whole path is in the tooltip
        path.setTextOverrun(OverrunStyle.LEADING_ELLIPSIS); // the deepest levels matter most
        // as many whole levels as one line holds (a second line would take a row from a short
        // panel's tree); cut by the ellipsis instead, the words above them read "…els above"
        javafx.beans.InvalidationListener refit = o -> fitPath(model);
        // a change listener: an invalidation listener on the path's text fired once only, as
        // nothing read the property back, and the heading stood still after End (issue 24)
        model.pathTextProperty().addListener((o, was, is) -> fitPath(model));
        path.widthProperty().addListener(refit);
        path.fontProperty().addListener(refit);
        fitPath(model);
        Tooltip pathTip = new Tooltip();
        pathTip.textProperty().bind(model.wholePathTextProperty());
        pathTip.setWrapText(true);
        pathTip.setMaxWidth(600);
        path.setTooltip(pathTip);

        estimate.getStyleClass().add("tree-estimate");
        estimate.setId("treeEstimate");
        estimate.setMinWidth(0);
        // one line, shortened at a clause where the panel is narrow (the figure comes first), the
        // whole sentence in the tooltip
        estimate.setWrapText(false);
        HBox.setHgrow(estimate, Priority.ALWAYS);
        dlxviz.app.canvas.FittedText.follow(estimate, model.estimateTextProperty());
        estimateBar.progressProperty().bind(model.estimateProperty());
        estimateBar.setFocusTraversable(false);
        Tooltip estimateTip = new Tooltip();
        estimateTip.textProperty().bind(model.estimateTextProperty().concat(
                ".\nKnuth's estimate of the fraction of the search tree done, as DLX1 prints it: "
                + "with the branches k of d on the stack, the sum of (k-1)/(d0 d1 ... dl), "
                + "plus half of 1/(d0 d1 ... dL) for the node where it stands"));
        estimateTip.setWrapText(true);
        estimateTip.setMaxWidth(600);
        estimateBar.setTooltip(estimateTip);
        estimate.setTooltip(estimateTip);
        HBox estimateRow = new HBox(estimateBar, estimate);
        estimateRow.getStyleClass().add("tree-estimate-row");
        estimateRow.setAlignment(Pos.CENTER_LEFT);

        VBox.setVgrow(view, Priority.ALWAYS);
        view.setMinHeight(0);
        legend.managedProperty().bind(legend.visibleProperty());
        legend.setVisible(false);
        legendWanted.addListener((o, was, is) -> requestLayout());
        getChildren().addAll(tools, path, view, estimateRow, legend);
    }

    /**
     * The path's text with the most levels that fit on one line; if not even the deepest level
     * does, the deepest alone, wrapped onto the second line tree.css allows.
     */
    private void fitPath(TreeViewModel model) {
        double room = path.getWidth() - path.snappedLeftInset() - path.snappedRightInset();
        String text = model.pathText(1);
        if (room > 0) {
            probe.setFont(path.getFont());
            for (int levels = PATH_LEVELS_MOST; levels >= 1; levels--) {
                String candidate = model.pathText(levels);
                probe.setText(candidate);
                if (probe.getLayoutBounds().getWidth() <= room) {
                    text = candidate;
                    break;
                }
            }
        }
        path.setText(text);
    }

    /**
     * The legend when it is wanted and the panel has room for it and a tree worth reading: on a
     * projector at a large text scale, a legend taller than the space left would leave no tree.
     */
    @Override
    protected void layoutChildren() {
        boolean room = false;
        if (legendWanted.get()) {
            double used = snappedTopInset() + snappedBottomInset() + getSpacing() * (getChildren().size() - 1);
            for (javafx.scene.Node child : getChildren()) {
                if (child != view && child != legend && child.isManaged()) {
                    used += child.prefHeight(getWidth());
                }
            }
            double fontSize = path.getFont().getSize();
            room = getHeight() - used - legend.prefHeight(getWidth()) >= TREE_MIN_EMS * fontSize;
        }
        if (legend.isVisible() != room) {
            legend.setVisible(room); // managed follows: the layout below already counts it
        }
        super.layoutChildren();
    }

    /** Whether the window wants the legend shown (key L); shown when there is room for it too. */
    public javafx.beans.property.BooleanProperty legendWantedProperty() {
        return legendWanted;
    }

    /** What the marks mean, under the tree (the window shows it with the links view's legend, key L). */
    public javafx.scene.Node legend() {
        return legend;
    }

    public TreeView view() {
        return view;
    }

    private static Button button(String text, String tip, Runnable action) {
        Button button = new Button(text);
        button.setTooltip(new Tooltip(tip));
        button.setFocusTraversable(false);
        button.setMinWidth(Region.USE_PREF_SIZE); // a narrow panel squeezes the spring, never the words
        button.setOnAction(e -> action.run());
        return button;
    }

    private static CheckBox check(String text, String tip) {
        CheckBox box = new CheckBox(text);
        box.setTooltip(new Tooltip(tip));
        box.setFocusTraversable(false);
        box.setMinWidth(Region.USE_PREF_SIZE);
        return box;
    }
}
