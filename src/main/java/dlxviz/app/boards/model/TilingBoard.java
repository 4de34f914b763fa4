package dlxviz.app.boards.model;

import dlxviz.problems.TilingEncoding;

/**
 * What the tiling panel shows at one moment: the pieces of the partial solution on their cells
 * (with their level), and for every empty cell the number of placements still able to cover it,
 * the number the shortest-list rule compares, so the class sees why the search picks a cell.
 */
public final class TilingBoard {
    /** Level value of an empty cell. */
    public static final int EMPTY = -1;

    private final TilingEncoding layout;
    private final int[] level;
    private final String[] piece;
    private final int[] ways;
    private final int chosenCell;
    private final boolean deadEnd;
    private final boolean[] lastPlaced;
    private final boolean solution;

    private TilingBoard(TilingEncoding layout, int[] level, String[] piece, int[] ways, int chosenCell,
                        boolean deadEnd, boolean[] lastPlaced, boolean solution) {
        this.layout = layout;
        this.level = level;
        this.piece = piece;
        this.ways = ways;
        this.chosenCell = chosenCell;
        this.deadEnd = deadEnd;
        this.lastPlaced = lastPlaced;
        this.solution = solution;
    }

    /** The box at {@code input}: the pieces shown as placed, the ways left for every empty cell. */
    public static TilingBoard of(TilingEncoding layout, BoardInput input) {
        int[] stack = input.shown();
        int chosenItem = input.chosenItem();
        var torus = input.torus();
        int cells = layout.rows() * layout.cols();
        int[] level = new int[cells];
        java.util.Arrays.fill(level, EMPTY);
        String[] piece = new String[cells];
        boolean[] last = new boolean[cells];
        for (int l = 0; l < stack.length; l++) {
            for (int cell : layout.cellsOf(stack[l])) {
                level[cell] = l;
                piece[cell] = layout.pieceName(stack[l]);
                last[cell] = l == stack.length - 1;
            }
        }
        int[] ways = new int[cells];
        int chosenCell = -1;
        for (int cell = 0; cell < cells; cell++) {
            int item = layout.cellItem(cell);
            ways[cell] = item == 0 ? 0 : torus.length(item);
            if (item != 0 && item == chosenItem) {
                chosenCell = cell;
            }
        }
        boolean deadEnd = input.atDeadEnd();
        return new TilingBoard(layout, level, piece, ways, chosenCell, deadEnd, last, input.solution());
    }

    public TilingEncoding layout() {
        return layout;
    }

    /** The level of the piece on {@code cell}; {@link #EMPTY} for none. */
    public int level(int cell) {
        return level[cell];
    }

    /** The name of the piece on {@code cell}; null for none. */
    public String piece(int cell) {
        return piece[cell];
    }

    /** For an empty cell: how many placements still cover it (its item's length). */
    public int ways(int cell) {
        return ways[cell];
    }

    /** The cell of the chosen item, -1 when the chosen item is a piece or there is none. */
    public int chosenCell() {
        return chosenCell;
    }

    /** True when the chosen item (a cell or a piece) has no placement left. */
    public boolean isDeadEnd() {
        return deadEnd;
    }

    /** True for the cells of the piece placed last. */
    public boolean isLastPlaced(int cell) {
        return lastPlaced[cell];
    }

    /** True when what the board shows is a solution: the search found it. */
    public boolean isSolution() {
        return solution;
    }

    /** The box in text, a row per line: a piece's name, or the ways of an empty cell. For tests. */
    public String toText() {
        StringBuilder text = new StringBuilder();
        int cols = layout.cols();
        for (int cell = 0; cell < level.length; cell++) {
            text.append(level[cell] != EMPTY ? piece[cell] : String.valueOf(ways[cell]));
            text.append(cell % cols == cols - 1 ? "\n" : " ");
        }
        return text.toString();
    }
}
