package dlxviz.app.lens;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.SudokuEncoding;
import java.util.ArrayList;
import java.util.List;

/**
 * Where every item sits in the overview, in cells: a few labelled blocks, each a grid. A sudoku
 * gets its four kinds of item as four n x n blocks, as SudoCue draws them: the cells as in the
 * grid; row r with digit d at (d, r); column c with digit d at (c, d); box b with digit d inside
 * box b at the place the candidate d takes in a cell, so that block reads like the grid too.
 * Any other problem gets its items in reading order in a strip of a given width (secondary
 * items in a second strip). The view decides how the blocks sit beside each other.
 */
public final class OverviewShape {
    /** A labelled grid of {@code columns} x {@code rows} cells. */
    public record Block(String label, int columns, int rows) {
    }

    private final List<Block> blocks;
    private final int[] blockOf; // per item; -1 when not shown
    private final int[] x;
    private final int[] y;

    private OverviewShape(List<Block> blocks, int[] blockOf, int[] x, int[] y) {
        this.blocks = List.copyOf(blocks);
        this.blockOf = blockOf;
        this.x = x;
        this.y = y;
    }

    /** The four blocks of a sudoku's items. */
    public static OverviewShape sudoku(SudokuEncoding encoding) {
        int n = encoding.size();
        BoxShape shape = encoding.shape();
        int items = encoding.itemCount();
        int[] blockOf = new int[items + 1];
        int[] x = new int[items + 1];
        int[] y = new int[items + 1];
        blockOf[0] = -1;
        int boxesAcross = n / shape.boxCols();
        for (int item = 1; item <= items; item++) {
            int d = encoding.itemDigit(item);
            switch (encoding.itemKind(item)) {
                case CELL:
                    place(item, 0, encoding.itemCol(item), encoding.itemRow(item), blockOf, x, y);
                    break;
                case ROW_DIGIT:
                    place(item, 1, d - 1, encoding.itemRow(item), blockOf, x, y);
                    break;
                case COLUMN_DIGIT:
                    place(item, 2, encoding.itemCol(item), d - 1, blockOf, x, y);
                    break;
                default: {
                    int box = encoding.itemBox(item);
                    int bx = (box % boxesAcross) * shape.boxCols() + (d - 1) % shape.boxCols();
                    int by = (box / boxesAcross) * shape.boxRows() + (d - 1) / shape.boxCols();
                    place(item, 3, bx, by, blockOf, x, y);
                    break;
                }
            }
        }
        // labelled with the names' own patterns, as the lens writes the items: r3c5, r3#7, c5#7, b2#7
        List<Block> blocks = List.of(new Block("cells rc", n, n), new Block("rows r#d", n, n),
                new Block("cols c#d", n, n), new Block("boxes b#d", n, n));
        return new OverviewShape(blocks, blockOf, x, y);
    }

    /** The items in reading order, {@code columns} to a row; secondary items in a strip of their own. */
    public static OverviewShape strip(ExactCoverProblem problem, int columns) {
        int width = Math.max(1, columns);
        int items = problem.itemCount();
        int primaries = problem.primaryCount();
        int[] blockOf = new int[items + 1];
        int[] x = new int[items + 1];
        int[] y = new int[items + 1];
        blockOf[0] = -1;
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block(primaries == items ? "items" : "primary items", Math.min(width, primaries),
                (primaries + width - 1) / width));
        for (int item = 1; item <= primaries; item++) {
            place(item, 0, (item - 1) % width, (item - 1) / width, blockOf, x, y);
        }
        int secondaries = items - primaries;
        if (secondaries > 0) {
            blocks.add(new Block("secondary items", Math.min(width, secondaries), (secondaries + width - 1) / width));
            for (int item = primaries + 1; item <= items; item++) {
                int k = item - primaries - 1;
                place(item, 1, k % width, k / width, blockOf, x, y);
            }
        }
        return new OverviewShape(blocks, blockOf, x, y);
    }

    private static void place(int item, int block, int px, int py, int[] blockOf, int[] x, int[] y) {
        blockOf[item] = block;
        x[item] = px;
        y[item] = py;
    }

    public List<Block> blocks() {
        return blocks;
    }

    public int itemCount() {
        return blockOf.length - 1;
    }

    /** The block {@code item} sits in, or -1. */
    public int blockOf(int item) {
        return item >= 1 && item < blockOf.length ? blockOf[item] : -1;
    }

    /** The column of {@code item} within its block. */
    public int x(int item) {
        return x[item];
    }

    /** The row of {@code item} within its block. */
    public int y(int item) {
        return y[item];
    }

    /** The item at ({@code column}, {@code row}) of {@code block}, or 0. */
    public int itemAt(int block, int column, int row) {
        for (int item = 1; item < blockOf.length; item++) {
            if (blockOf[item] == block && x[item] == column && y[item] == row) {
                return item;
            }
        }
        return 0;
    }
}
