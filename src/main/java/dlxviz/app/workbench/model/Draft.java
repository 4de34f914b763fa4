package dlxviz.app.workbench.model;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridWriter;
import dlxviz.sudoku.Notation;

/**
 * The puzzle on the workbench: its grid and the notation its digits are typed and shown in (a
 * pasted 16x16 in letters stays in letters). Immutable, so the undo history is a list of these.
 */
public record Draft(Grid grid, Notation notation) {

    public Draft {
        if (!fits(notation, grid.size())) {
            throw new IllegalArgumentException("notation " + notation.cliName() + " cannot write a "
                    + grid.size() + "x" + grid.size() + " grid");
        }
    }

    /** An empty grid of {@code shape} in its size's usual notation. */
    public static Draft empty(BoxShape shape) {
        return new Draft(Grid.empty(shape), Notation.defaultFor(shape.size()));
    }

    /**
     * True when {@code notation} can be typed for an n x n grid: it writes every digit, and its
     * '0' is not also the empty cell (0-9A below 10x10 would make the digit 1 vanish).
     */
    public static boolean fits(Notation notation, int n) {
        return notation.fits(n) && !(notation == Notation.ZERO_BASED && n <= 9);
    }

    public int size() {
        return grid.size();
    }

    public BoxShape shape() {
        return grid.shape();
    }

    /** The digit of {@code cell} as this draft writes it ("" when empty). */
    public String symbol(int cell) {
        int d = grid.cell(cell);
        return d == 0 ? "" : notation.write(d, size());
    }

    /** This draft with {@code cell} set to {@code digit} (0 clears it). */
    public Draft with(int cell, int digit) {
        return new Draft(grid.with(cell / size(), cell % size(), digit), notation);
    }

    /** The same grid written in {@code other}. */
    public Draft in(Notation other) {
        return new Draft(grid, other);
    }

    /** The puzzle as one line of text in its notation, as the parser reads it back. */
    public String oneLine() {
        return GridWriter.oneLine(grid, notation);
    }

    /** The digits a user may type, for hints and messages: "1-9", "1-9, A-G". */
    public String digitsHint() {
        return notation.describe(size());
    }
}
