package dlxviz.app.links;

import dlxviz.app.marks.Legend;
import javafx.scene.layout.Pane;

/**
 * The links view with the legend (key L) as a layer over it, where it costs the picture least: a
 * strip along the foot or a column at the right, whichever leaves the fitted picture larger, and
 * the picture fitted whole beside it. Over the foot, fitted to the whole view, it hid about half
 * of Knuth's torus at 1280x720 x1.5 (issue 24); the view itself keeps its size, so nothing else
 * in the window moves when the legend comes and goes.
 */
final class LegendStage extends Pane {
    private final LinksView view;
    private final Legend legend;

    LegendStage(LinksView view, Legend legend) {
        this.view = view;
        this.legend = legend;
        getChildren().addAll(view, legend);
        legend.setManaged(false); // placed here, never sized by the pane's own rules
        legend.visibleProperty().addListener((o, was, is) -> requestLayout());
        setMinSize(0, 0);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        view.resizeRelocate(0, 0, w, h);
        if (!legend.isVisible() || w <= 0 || h <= 0) {
            view.keepFree(0, 0);
            return;
        }
        // along the foot: the strip's rows wrap at the view's width
        double stripH = Math.min(h, legend.prefHeight(w));
        double foot = view.fittedArea(w, h - stripH);
        // at the right: as narrow as its widest entry allows, in as few columns as its height needs
        double columnW = columnWidth(h);
        double side = columnW < w / 2 ? view.fittedArea(w - columnW, h) : -1;
        if (side > foot) {
            legend.resizeRelocate(w - columnW, 0, columnW, h);
            view.keepFree(columnW, 0);
        } else {
            legend.resizeRelocate(0, h - stripH, w, stripH);
            view.keepFree(0, stripH);
        }
    }

    /** The width of a column of the legend's entries that fits {@code h}: one entry across, or more. */
    private double columnWidth(double h) {
        double widest = 0;
        for (javafx.scene.Node entry : legend.getChildren()) {
            if (entry.isManaged()) {
                widest = Math.max(widest, entry.prefWidth(-1));
            }
        }
        double insets = legend.snappedLeftInset() + legend.snappedRightInset();
        for (int across = 1; across <= 3; across++) {
            double width = across * widest + (across - 1) * legend.getHgap() + insets + 1;
            if (legend.prefHeight(width) <= h) {
                return width;
            }
        }
        return Double.MAX_VALUE;
    }
}
