package dlxviz.app.boards;

import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import java.util.Arrays;
import java.util.BitSet;

/**
 * Which rows (options) and columns (items) of the 0/1 matrix are drawn, in order. A small
 * problem shows all of it. A large one (a sudoku's 729 x 324) would be dots, so the matrix shows
 * the current step instead: the chosen item's column first, then the other items its options
 * have; as rows, the options in the chosen column (every one that was there when it was chosen,
 * tried and waiting alike) and the other options of those items that are still live or that this
 * level's covers hid (struck): what the cover of the chosen item and the tries of its options
 * touch. Before the first choice it shows everything.
 */
public final class MatrixSlice {
    private final int[] rows;
    private final int[] columns;
    private final int[] rowOf;
    private final int[] columnOf;
    private final int focus;
    private final boolean neighbours;

    private MatrixSlice(int[] rows, int[] columns, int optionCount, int itemCount, int focus, boolean neighbours) {
        this.neighbours = neighbours;
        this.rows = rows;
        this.columns = columns;
        this.focus = focus;
        this.rowOf = new int[optionCount + 1];
        this.columnOf = new int[itemCount + 1];
        Arrays.fill(rowOf, -1);
        Arrays.fill(columnOf, -1);
        for (int k = 0; k < rows.length; k++) {
            rowOf[rows[k]] = k;
        }
        for (int k = 0; k < columns.length; k++) {
            columnOf[columns[k]] = k;
        }
    }

    /** Every option and item, in order. */
    public static MatrixSlice whole(TorusView torus) {
        int[] rows = new int[torus.optionCount()];
        int[] columns = new int[torus.itemCount()];
        Arrays.setAll(rows, k -> k + 1);
        Arrays.setAll(columns, k -> k + 1);
        return new MatrixSlice(rows, columns, torus.optionCount(), torus.itemCount(), 0, false);
    }

    /**
     * The current step: the chosen item, its options and their items; the whole matrix when no
     * item is chosen yet.
     */
    public static MatrixSlice focused(TorusView torus, CursorMarks marks) {
        return focused(torus, marks, true);
    }

    /**
     * As {@link #focused(TorusView, CursorMarks)}; without {@code neighbours}, only the chosen
     * item's own options as rows (for a view too small for the rest).
     */
    public static MatrixSlice focused(TorusView torus, CursorMarks marks, boolean neighbours) {
        int chosen = marks.chosenItem();
        if (chosen <= 0) {
            return whole(torus);
        }
        // the chosen item is covered, so its column holds every option it had when chosen
        BitSet options = new BitSet();
        BitSet items = new BitSet();
        for (int node = torus.down(chosen); node != chosen; node = torus.down(node)) {
            options.set(torus.optionOf(node));
            for (int k = torus.nodeRight(node); k != node; k = torus.nodeRight(k)) {
                items.set(torus.top(k));
            }
        }
        items.clear(chosen);
        if (neighbours) {
            addNeighbours(torus, marks, items, options);
        }
        int[] columns = new int[items.cardinality() + 1];
        columns[0] = chosen;
        int c = 1;
        for (int item = items.nextSetBit(0); item >= 0; item = items.nextSetBit(item + 1)) {
            columns[c++] = item;
        }
        return new MatrixSlice(options.stream().toArray(), columns, torus.optionCount(), torus.itemCount(), chosen,
                neighbours);
    }

    /** At most this many rows: more would shrink the text below reading size. */
    static final int MAX_ROWS = 40;

    /**
     * The other options of the slice's items that matter now: live ones (which a try will hide)
     * and those hidden by this level's covers; not those hidden earlier, which the search no
     * longer sees.
     */
    private static void addNeighbours(TorusView torus, CursorMarks marks, BitSet items, BitSet options) {
        int level = marks.level();
        var problem = torus.problem();
        for (int option = 1; option <= problem.optionCount() && options.cardinality() < MAX_ROWS; option++) {
            if (options.get(option)) {
                continue;
            }
            boolean touches = false;
            int hiddenAt = Integer.MAX_VALUE;
            for (int k = 0; k < problem.optionSize(option); k++) {
                int item = problem.optionItem(option, k);
                touches |= items.get(item);
                int covered = marks.coveredLevel(item);
                if (covered != CursorMarks.NOT_COVERED) {
                    hiddenAt = Math.min(hiddenAt, covered);
                }
            }
            if (!touches) {
                continue;
            }
            CursorMarks.OptionState state = marks.optionState(option);
            if (state != CursorMarks.OptionState.HIDDEN || hiddenAt == level) {
                options.set(option);
            }
        }
    }

    /** The options drawn, top to bottom. */
    public int[] rows() {
        return rows.clone();
    }

    /** The items drawn, left to right. */
    public int[] columns() {
        return columns.clone();
    }

    public int rowCount() {
        return rows.length;
    }

    public int columnCount() {
        return columns.length;
    }

    public int option(int row) {
        return rows[row];
    }

    public int item(int column) {
        return columns[column];
    }

    /** The row of {@code option}, or -1 when it is not drawn. */
    public int rowOf(int option) {
        return option >= 1 && option < rowOf.length ? rowOf[option] : -1;
    }

    /** The column of {@code item}, or -1 when it is not drawn. */
    public int columnOf(int item) {
        return item >= 1 && item < columnOf.length ? columnOf[item] : -1;
    }

    /** True when the rows include the other options of the slice's items. */
    public boolean hasNeighbours() {
        return neighbours;
    }

    /** The chosen item the slice is about, or 0 for the whole matrix. */
    public int focus() {
        return focus;
    }
}
