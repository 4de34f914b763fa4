package dlxviz.app.links;

import dlxviz.app.fx.Tips;
import dlxviz.app.marks.Legend;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The links view under its own small tool bar (zoom out, zoom in, fit to the window, folded: the
 * live part only) and over the legend of its marks. Keys and the mouse do the same on the view
 * itself. The bar has a row of its own rather than floating over the picture, where it hid the
 * right-most item headers.
 */
public final class LinksPane extends VBox {
    private final LinksView view;
    private final Legend legend = new Legend();

    public LinksPane(LinksModel model) {
        view = new LinksView(model);
        Button out = button("\u2212", "Zoom out ([, wheel)", () -> view.zoomBy(0.8, view.getWidth() / 2, view.getHeight() / 2));
        Button in = button("+", "Zoom in (], wheel)", () -> view.zoomBy(1.25, view.getWidth() / 2, view.getHeight() / 2));
        Button fit = button("Fit", "Fit to the window (F)", view::fitToWindow);
        ToggleButton folded = new ToggleButton("Folded");
        Tips.install(folded, "Show only live items and options (G)");
        folded.setFocusTraversable(false);
        folded.selectedProperty().bindBidirectional(view.foldedProperty());
        HBox tools = new HBox(out, in, fit, folded);
        tools.getStyleClass().add("links-tools");
        tools.setAlignment(Pos.CENTER_RIGHT);
        VBox.setVgrow(view, Priority.ALWAYS);
        legend.managedProperty().bind(legend.visibleProperty());
        getChildren().addAll(tools, view, legend);
        getStyleClass().add("links-pane");
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

    /** What the marks mean, under the view (shown or hidden by the window). */
    public Legend legend() {
        return legend;
    }
}
