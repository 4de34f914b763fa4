package dlxviz.app.links;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.Palette;
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
        // from past this column's down link and its ring to short of the next column's up link and its ring
        double room = (1 - 2 * LANE) * geometry.cellWidth() * s() - 2 * ringRadius() - 2;
        double narrow = room / (Integer.toString(largest).length() * 0.58);
        return text <= narrow && text < 0.42 * geometry.cellHeight() * s() ? text : 0;
    }

    /** How far a vertical link runs right (down) or left (up) of its column's centre, as a share of the cell's width. */
    static final double LANE = 0.2;

    /** The size of an arrow's head in pixels at this zoom. */
    double arrowHead() {
        return Math.min(9, Math.max(4, 0.16 * geometry.cellHeight() * s()));
    }

    /** The radius of the ring where a link goes round the torus. */
    double ringRadius() {
        return 0.45 * arrowHead();
    }

    /**
     * Where a node's number starts, right of its centre {@code x}: past its down link and the ring
     * that link ends in at the foot of a column. Centred under the node the number sat on both
     * links and their rings ("2[o]1" at the foot of Knuth's columns, issue 24).
     */
    double nodeNumberLeft(double x) {
        return x + LANE * geometry.cellWidth() * s() + ringRadius() + 1;
    }
}
