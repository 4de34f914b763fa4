package dlxviz.app.boards.model;


/**
 * What the sudoku panel shows at one moment, derived from the torus (the one source of truth):
 * digits placed (givens, and the options on the search stack with their level), the live
 * candidates of every cell (= its live options), and the region of the chosen item.
 */
public final class SudokuBoard {
    /** Level value of a given. */
    public static final int GIVEN = -1;
    /** Level value of an empty cell. */
    public static final int EMPTY = -2;

    private final SudokuLayout layout;
    private final int[] digit;
    private final int[] level;
    private final long[] candidates;
    private final boolean[] stuck;
    private final int chosenItem;
    private final int lastPlacedCell;
    private final boolean solution;

    private SudokuBoard(SudokuLayout layout, int[] digit, int[] level, long[] candidates, boolean[] stuck,
                        int chosenItem, int lastPlacedCell, boolean solution) {
        this.stuck = stuck;
        this.layout = layout;
        this.digit = digit;
        this.level = level;
        this.candidates = candidates;
        this.chosenItem = chosenItem;
        this.lastPlacedCell = lastPlacedCell;
        this.solution = solution;
    }

    /** The grid at {@code input}: the givens, the options shown as placed, the live candidates. */
    public static SudokuBoard of(SudokuLayout layout, BoardInput input) {
        int[] forced = input.forced();
        int[] stack = input.shown();
        int chosenItem = input.chosenItem();
        var torus = input.torus();
        int cells = layout.cellCount();
        int[] digit = new int[cells];
        int[] level = new int[cells];
        java.util.Arrays.fill(level, EMPTY);
        for (int option : forced) {
            digit[layout.cellOf(option)] = layout.digitOf(option);
            level[layout.cellOf(option)] = GIVEN;
        }
        int last = -1;
        for (int l = 0; l < stack.length; l++) {
            int cell = layout.cellOf(stack[l]);
            digit[cell] = layout.digitOf(stack[l]);
            level[cell] = l;
            last = cell;
        }
        long[] candidates = new long[cells];
        for (int option = 1; option <= torus.optionCount(); option++) {
            if (input.isLive(option)) {
                candidates[layout.cellOf(option)] |= 1L << layout.digitOf(option);
            }
        }
        boolean[] stuck = new boolean[cells];
        for (int cell = 0; cell < cells; cell++) {
            int item = layout.cellItem(cell);
            stuck[cell] = digit[cell] == 0 && candidates[cell] == 0 && item != 0 && torus.isItemActive(item);
        }
        return new SudokuBoard(layout, digit, level, candidates, stuck, chosenItem, last, input.solution());
    }

    public SudokuLayout layout() {
        return layout;
    }

    /** The digit in {@code cell}, 0 when empty. */
    public int digit(int cell) {
        return digit[cell];
    }

    /** {@link #GIVEN}, {@link #EMPTY}, or the search level at which the digit was placed. */
    public int level(int cell) {
        return level[cell];
    }

    /** Bit d set when digit d is still a live candidate of {@code cell}. */
    public long candidates(int cell) {
        return candidates[cell];
    }

    public boolean inChosenRegion(int cell) {
        return layout.inRegion(chosenItem, cell);
    }

    /** The cell of the option placed last (the deepest on the stack), -1 for none. */
    public int lastPlacedCell() {
        return lastPlacedCell;
    }

    /** True for an open cell with no candidate left: the contradiction a dead end shows. */
    public boolean isStuck(int cell) {
        return stuck[cell];
    }

    /** True when what the board shows is a solution: the search found it. */
    public boolean isSolution() {
        return solution;
    }

    /** The grid as a puzzle line (digits, '.' for empty), for tests and saving. */
    public String toLine() {
        StringBuilder line = new StringBuilder();
        for (int d : digit) {
            line.append(d == 0 ? "." : layout.symbol(d));
        }
        return line.toString();
    }
}
