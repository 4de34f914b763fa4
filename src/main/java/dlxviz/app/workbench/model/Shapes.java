package dlxviz.app.workbench.model;

import dlxviz.sudoku.BoxShape;
import java.util.List;

/** The grid sizes the workbench offers, with the names its menus show. */
public final class Shapes {
    /**
     * Every size the parser, the solvers and the generator handle, smallest first; where the boxes
     * are not square, both ways round (2x3 boxes are wide, 3x2 tall), as {@code generate --box} takes them.
     */
    public static final List<BoxShape> OFFERED = List.of(new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(3, 2),
            new BoxShape(2, 4), new BoxShape(4, 2), new BoxShape(3, 3), new BoxShape(3, 4), new BoxShape(4, 3),
            new BoxShape(4, 4), new BoxShape(5, 5));

    private Shapes() {
    }

    /** "9x9", or "6x6 (2x3 boxes)" where the boxes are not squares. */
    public static String label(BoxShape shape) {
        int n = shape.size();
        return n + "x" + n + (shape.boxRows() == shape.boxCols() ? "" : " (" + shape + " boxes)");
    }
}
