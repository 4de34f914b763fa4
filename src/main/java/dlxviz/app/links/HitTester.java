package dlxviz.app.links;

import dlxviz.app.hover.Highlight;
import dlxviz.engine.TorusView;

/** What lies under a point of the links view: an item's header, an option's label, a node, or nothing. */
final class HitTester {
    private HitTester() {
    }

    /** The thing at window point ({@code x}, {@code y}), or null. */
    static Highlight targetAt(double x, double y, LinksGeometry geometry, Viewport viewport) {
        LinksLayout layout = geometry.layout();
        if (layout == null) {
            return null;
        }
        TorusView torus = geometry.torus();
        double wx = viewport.worldX(x);
        double wy = viewport.worldY(y);
        int column = (int) Math.floor((wx - geometry.labelWidth()) / geometry.cellWidth());
        double headerTop = geometry.topMargin();
        double headerBottom = headerTop + geometry.headerHeight();
        if (wy >= headerTop && wy < headerBottom) {
            if (column < 0 || column >= layout.columnCount()) {
                return null;
            }
            int header = layout.headerAtColumn(column);
            return header >= 1 && header <= torus.itemCount() ? Highlight.item(header) : null;
        }
        int row = (int) Math.floor((wy - headerBottom) / geometry.cellHeight()) + 1;
        if (wy < headerBottom || row >= layout.rowCount()) {
            return null;
        }
        int option = layout.optionAtRow(row);
        if (wx < geometry.labelWidth()) {
            return Highlight.option(option);
        }
        int first = torus.firstNode(option);
        for (int node = first; node < first + torus.optionSize(option); node++) {
            if (layout.columnOf(node) == column) {
                return Highlight.node(node);
            }
        }
        return null;
    }
}
