package dlxviz.app.links;

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
 */
record LinksFrame(GraphicsContext gc, double w, double h, Palette palette, LinksGeometry geometry, ScreenMap map,
                  CursorMarks marks, Highlight hovered, int[] optionLevel) {

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
}
