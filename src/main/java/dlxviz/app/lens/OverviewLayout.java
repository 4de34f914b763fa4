package dlxviz.app.lens;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.sudoku.SudokuEncoding;
import java.util.List;

/**
 * The overview in pixels: an {@link OverviewShape}'s blocks placed in rows in a given space,
 * as large as they fit, each with a line for its label under it; where each item's cell is,
 * and which item is at a point. Plain arithmetic, tested without a window.
 */
public final class OverviewLayout {
    private final OverviewShape shape;
    private final double cell;
    private final double[] blockX;
    private final double[] blockY;
    private final double labelHeight;

    private OverviewLayout(OverviewShape shape, double cell, double[] blockX, double[] blockY, double labelHeight) {
        this.shape = shape;
        this.cell = cell;
        this.blockX = blockX;
        this.blockY = blockY;
        this.labelHeight = labelHeight;
    }

    /**
     * The best fit of the problem's items into {@code width} x {@code height} pixels, each block
     * followed by {@code labelHeight} pixels for its label: a sudoku's four blocks in one, two or
     * four rows, any other problem's items in the strip width that gives the largest cells.
     */
    public static OverviewLayout fit(ExactCoverProblem problem, SudokuEncoding sudoku, double width, double height,
                                     double labelHeight) {
        OverviewLayout best = null;
        if (sudoku != null) {
            OverviewShape shape = OverviewShape.sudoku(sudoku);
            for (int perRow : new int[] {4, 2, 1}) {
                best = better(best, arrange(shape, perRow, width, height, labelHeight));
            }
            return best;
        }
        int items = problem.itemCount();
        for (int columns = 1; columns <= items; columns++) {
            best = better(best, arrange(OverviewShape.strip(problem, columns), 2, width, height, labelHeight));
            if (columns > 8 && best.cell >= width / columns) {
                break; // wider strips only shrink the cells from here on
            }
        }
        return best;
    }

    private static OverviewLayout better(OverviewLayout a, OverviewLayout b) {
        return a == null || b.cell > a.cell ? b : a;
    }

    /** The blocks {@code perRow} to a row, cells as large as the space allows (whole pixels from 4 up). */
    static OverviewLayout arrange(OverviewShape shape, int perRow, double width, double height, double labelHeight) {
        List<OverviewShape.Block> blocks = shape.blocks();
        int rows = (blocks.size() + perRow - 1) / perRow;
        // the gap between blocks is one cell; sum the cells across the widest row and down all rows
        double across = 0;
        double down = 0;
        for (int r = 0; r < rows; r++) {
            double rowWidth = 0;
            double rowHeight = 0;
            for (int b = r * perRow; b < Math.min(blocks.size(), (r + 1) * perRow); b++) {
                rowWidth += blocks.get(b).columns() + (b > r * perRow ? 1 : 0);
                rowHeight = Math.max(rowHeight, blocks.get(b).rows());
            }
            across = Math.max(across, rowWidth);
            down += rowHeight + (r > 0 ? 0.5 : 0);
        }
        double cell = Math.min(width / across, (height - rows * labelHeight) / down);
        cell = cell >= 4 ? Math.floor(cell) : Math.max(1, cell);
        double[] x = new double[blocks.size()];
        double[] y = new double[blocks.size()];
        double top = 0;
        for (int r = 0; r < rows; r++) {
            double left = 0;
            double rowHeight = 0;
            for (int b = r * perRow; b < Math.min(blocks.size(), (r + 1) * perRow); b++) {
                x[b] = left;
                y[b] = top;
                left += (blocks.get(b).columns() + 1) * cell;
                rowHeight = Math.max(rowHeight, blocks.get(b).rows());
            }
            top += rowHeight * cell + labelHeight + 0.5 * cell;
        }
        return new OverviewLayout(shape, cell, x, y, labelHeight);
    }

    public OverviewShape shape() {
        return shape;
    }

    /** The side of a cell in pixels. */
    public double cell() {
        return cell;
    }

    /** Left edge of block {@code b}, from the overview's origin. */
    public double blockX(int b) {
        return blockX[b];
    }

    /** Top edge of block {@code b}. */
    public double blockY(int b) {
        return blockY[b];
    }

    /** Width of block {@code b} in pixels. */
    public double blockWidth(int b) {
        return shape.blocks().get(b).columns() * cell;
    }

    /** Height of block {@code b} in pixels, its label not included. */
    public double blockHeight(int b) {
        return shape.blocks().get(b).rows() * cell;
    }

    /** The width all blocks take. */
    public double width() {
        double right = 0;
        for (int b = 0; b < blockX.length; b++) {
            right = Math.max(right, blockX[b] + blockWidth(b));
        }
        return right;
    }

    /** The height all blocks and their labels take. */
    public double height() {
        double bottom = 0;
        for (int b = 0; b < blockY.length; b++) {
            bottom = Math.max(bottom, blockY[b] + blockHeight(b) + labelHeight);
        }
        return bottom;
    }

    /** Left edge of {@code item}'s cell, or NaN when the overview has no place for it. */
    public double x(int item) {
        int b = shape.blockOf(item);
        return b < 0 ? Double.NaN : blockX[b] + shape.x(item) * cell;
    }

    /** Top edge of {@code item}'s cell, or NaN. */
    public double y(int item) {
        int b = shape.blockOf(item);
        return b < 0 ? Double.NaN : blockY[b] + shape.y(item) * cell;
    }

    /** The item whose cell holds the point ({@code px}, {@code py}) (from the overview's origin), or 0. */
    public int itemAt(double px, double py) {
        for (int b = 0; b < blockX.length; b++) {
            double dx = px - blockX[b];
            double dy = py - blockY[b];
            if (dx >= 0 && dy >= 0 && dx < blockWidth(b) && dy < blockHeight(b)) {
                return shape.itemAt(b, (int) (dx / cell), (int) (dy / cell));
            }
        }
        return 0;
    }
}
