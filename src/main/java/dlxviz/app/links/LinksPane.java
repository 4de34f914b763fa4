package dlxviz.app.links;

import dlxviz.app.canvas.FittedText;
import dlxviz.app.fx.Tips;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.lens.LensFocus;
import dlxviz.app.links.model.LinksModel;
import dlxviz.app.marks.Legend;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The links view under its own small tool bar (zoom out, zoom in, fit to the window, folded: the
 * live part only), with the legend of its marks as a layer over it ({@link LegendStage}). Keys and the mouse do the same on the view
 * itself. The bar has a row of its own rather than floating over the picture, where it hid the
 * right-most item headers.
 *
 * <p>For a large problem the bar says where the lens looks and why, and offers to follow the
 * search again (after a pick) and the whole torus instead; the overview of every item sits
 * between the bar and the lens, a fifth of the height.
 */
public final class LinksPane extends VBox {
    /** The overview takes the height the lens leaves, within these shares of the pane's. */
    private static final double OVERVIEW_MIN_SHARE = 0.16;
    private static final double OVERVIEW_MAX_SHARE = 0.2; // the lens is the lesson: at 1280x720 x1.5 it keeps a third of the window (issue 24)

    private final LinksView view;
    private final OverviewView overview;
    private final Legend legend = new Legend();
    private final LinksModel model;
    private final Label caption = new Label();
    /** The lens caption's explanation. */
    private final Tips.Changing captionTip = Tips.Changing.install(caption);
    private final HBox tools = new HBox(caption);
    /** The links view with the legend over it. */
    private final LegendStage stage;
    /** The bar's buttons, null until {@link #addTools}. */
    private Button follow;
    private ToggleButton whole;
    private ToggleButton folded;
    /** Whether the overview last gave its height to the lens, too short to read. */
    private boolean overviewOut;

    /** The pane with its bar's buttons. */
    public LinksPane(LinksModel model) {
        this(model, true);
    }

    /**
     * The pane for a window's first frame (issue 15): its bar keeps its height but has no buttons
     * until {@link #addTools}, as each button's skin and behaviour is made cold before that frame
     * (without them the window's first frame came 48 ms sooner, 1.60x a bare window to 1.51x).
     */
    public static LinksPane withoutTools(LinksModel model) {
        return new LinksPane(model, false);
    }

    private LinksPane(LinksModel model, boolean withTools) {
        this.model = model;
        view = new LinksView(model);
        overview = new OverviewView(model);
        caption.getStyleClass().add("lens-caption");
        caption.setMinWidth(0);
        caption.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(caption, Priority.ALWAYS);
        tools.getStyleClass().add("links-tools");
        tools.setAlignment(Pos.CENTER_RIGHT);
        // the legend is a layer the teacher calls up over the picture (key L), never a row that
        // takes the picture's height: as a row it halved the 4x4 matrix's torus (issue 24); the
        // stage puts it where it costs the picture least and fits the picture beside it
        legend.getStyleClass().addAll("legend-layer", "opaque-layer");
        stage = new LegendStage(view, legend);
        VBox.setVgrow(stage, Priority.ALWAYS);
        overview.managedProperty().bind(overview.visibleProperty());
        getChildren().addAll(tools, overview, stage);
        getStyleClass().add("links-pane");
        if (withTools) {
            addTools();
        }
        WhileShown.listen(this, model.revisionProperty(), () -> showLens(model));
    }

    /** Puts the bar's buttons in, once: zoom out, zoom in, fit, folded, whole torus, follow. */
    public void addTools() {
        if (follow != null) {
            return;
        }
        Button out = button("\u2212", "Zoom out ([, wheel)", () -> view.zoomBy(0.8, view.getWidth() / 2, view.getHeight() / 2));
        Button in = button("+", "Zoom in (], wheel)", () -> view.zoomBy(1.25, view.getWidth() / 2, view.getHeight() / 2));
        Button fit = button("Fit", "Fit to the window (F)", view::fitToWindow);
        follow = button("Follow", "The lens follows the search again (O)", model::follow);
        folded = new ToggleButton("Folded");
        Tips.install(folded, "Show only live items and options (G)");
        folded.setFocusTraversable(false);
        folded.selectedProperty().bindBidirectional(view.foldedProperty());
        whole = new ToggleButton("Whole torus");
        Tips.install(whole, "The whole torus instead of the lens on the current cover (W)");
        whole.setFocusTraversable(false);
        whole.selectedProperty().bindBidirectional(model.wholeTorusProperty());
        tools.getChildren().addAll(out, in, fit, folded, whole, follow);
        for (javafx.scene.Node control : tools.getChildren()) {
            if (control != caption) {
                ((javafx.scene.control.Control) control).setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            }
        }
        showLens(model);
    }

    /** The bar and the overview follow the model: the lens's caption, what can be toggled. */
    private void showLens(LinksModel model) {
        boolean lens = model.lensShown();
        LensFocus focus = model.lensFocusProperty().get();
        boolean captioned = lens && focus != null;
        boolean compact = captioned && model.lens().compact();
        FittedText.set(caption, captioned ? focus.caption(model.torus().problem()) : "");
        captionTip.setText(captioned ? focus.explanation(model.torus().problem(), compact) : "");
        overview.setVisible(lens);
        legend.showLensMarks(lens);
        legend.showColourMarks(model.torus() != null && model.torus().hasColours());
        legend.showSudokuMarks(model.sudoku() != null);
        if (follow != null) {
            whole.setVisible(model.lensOffered());
            whole.setManaged(model.lensOffered());
            folded.setVisible(!lens); // the lens always shows its hidden options: that is its lesson
            folded.setManaged(!lens);
            follow.setVisible(lens && model.picked());
            follow.setManaged(lens && model.picked());
        }
    }

    /**
     * The lens is wide and low (thirty columns, ten rows), so when it is fitted to the width it
     * leaves height over: the overview takes it, sized for the widest lens of the problem so that
     * it keeps its size while the lens moves.
     */
    @Override
    protected void layoutChildren() {
        if (overview.isVisible()) {
            double width = getWidth() - snappedLeftInset() - snappedRightInset();
            double free = getHeight() - snappedTopInset() - snappedBottomInset();
            for (javafx.scene.Node child : getChildren()) {
                if (child != overview && child != stage && child.isManaged()) {
                    // the bar's height is its CSS minimum while it has no buttons yet (the
                    // window's first frame), above what its caption alone would ask
                    free -= Math.max(child.minHeight(width), child.prefHeight(width));
                }
            }
            double wanted = free - view.lensHeightFor(width) - 4;
            double height = Math.max(OVERVIEW_MIN_SHARE * free, Math.min(OVERVIEW_MAX_SHARE * free, wanted));
            double legible = overview.legibleHeight();
            if (height < legible) {
                // too short to read (a projector's large text with the legend shown): the lens
                // takes the height instead
                height = 0;
            }
            if (Math.abs(overview.getPrefHeight() - height) > 0.5) {
                // min as well as pref: the links view asks for far more than there is, and the
                // box would take the difference from the overview first
                overview.setMinHeight(height);
                overview.setPrefHeight(height);
            }
            overviewOut = height == 0;
            legend.showOverviewKey(!overviewOut);
        }
        super.layoutChildren();
    }

    private static Button button(String text, String tip, Runnable action) {
        Button button = new Button(text);
        Tips.install(button, tip);
        button.setFocusTraversable(false);
        button.setOnAction(e -> action.run());
        return button;
    }

    public LinksView view() {
        return view;
    }

    /** The overview of every item, shown with the lens. */
    public OverviewView overview() {
        return overview;
    }

    /** What the marks mean, over the view's foot (shown or hidden by the window). */
    public Legend legend() {
        return legend;
    }
}
