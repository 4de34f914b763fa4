package dlxviz.app.links;

import dlxviz.app.fx.Lettering;
import dlxviz.app.fx.Palette;
import dlxviz.app.hover.Highlight;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import javafx.scene.canvas.GraphicsContext;

/**
 * Everything one frame of the links view is painted from, fixed when the frame starts: the
 * canvas and its size, the palette, the geometry and its mapping to pixels at this point of the
 * animation, playback's marks, the hover, and the level of each option on the search stack.
 *
 * @param optionLevel per option, the level at which it is placed ({@link CursorMarks#NOT_COVERED} if not)
 * @param changes     the links and nodes the last step changed: marked until the next step
 * @param line        the width of a normal outline in pixels; it grows with the text scale
 */
record LinksFrame(GraphicsContext gc, double w, double h, Palette palette, LinksGeometry geometry, ScreenMap map,
                  CursorMarks marks, Highlight hovered, int[] optionLevel, SpliceMemory changes, double line) {

    /** The smallest text this frame may draw: the window's text floor (see {@link Lettering}). */
    double floor() {
        return Lettering.floorPx(gc.getCanvas());
    }

    /** {@code px}, or the floor when that is larger: small labels are drawn at the floor where they fit. */
    double atFloor(double px) {
        return Math.max(px, floor());
    }

    TorusView torus() {
        return geometry.torus();
    }

    LinksLayout layout() {
        return geometry.layout();
    }

    /** Pixels per world unit down: the scale at which cells, boxes and text are drawn. */
    double s() {
        return map.zy();
    }

    /** Window x of the centre of {@code id}. */
    double x(int id) {
        return map.sx(geometry.worldX(geometry.columnF(id)));
    }

    /** Window y of the centre of {@code id}. */
    double y(int id) {
        return map.sy(geometry.worldY(geometry.rowF(id)));
    }

    /** Window x of world column {@code column} (fractional while animating). */
    double columnX(double column) {
        return map.sx(geometry.worldX(column));
    }

    /** Window y of world row {@code row}. */
    double rowY(double row) {
        return map.sy(geometry.worldY(row));
    }

    /**
     * The size of node numbers (up to {@code largest}) below the nodes: 0.62 of the labels, at
     * least the text floor; 0 where a column is too narrow for them side by side (a lens) or
     * they cannot fit under a node: the narration and the hover name the node then.
     */
    double nodeNumberSize(int largest) {
        double text = atFloor(geometry.fontSize() * s() * 0.62);
        double narrow = 0.72 * geometry.cellWidth() * s() / (Integer.toString(largest).length() * 0.58);
        return text <= narrow && text < 0.42 * geometry.cellHeight() * s() ? text : 0;
    }
}
