package dlxviz.app.boards.model;

import dlxviz.problems.QueensEncoding;

/**
 * What the N-queens board shows at one moment, derived from the torus: the queens of the
 * partial solution with their level, the squares still open (their option is live), and the
 * line (row, column or diagonal) of the chosen item.
 */
public final class QueensBoard {
    /** Level value of a square without a queen. */
    public static final int NO_QUEEN = -1;

    private final QueensEncoding layout;
    private final int[] queenLevel;
    private final boolean[] open;
    private final boolean[] onChosenLine;
    private final boolean deadEnd;
    private final int lastPlaced;
    private final boolean solution;

    private QueensBoard(QueensEncoding layout, int[] queenLevel, boolean[] open, boolean[] onChosenLine,
                        boolean deadEnd, int lastPlaced, boolean solution) {
        this.layout = layout;
        this.queenLevel = queenLevel;
        this.open = open;
        this.onChosenLine = onChosenLine;
        this.deadEnd = deadEnd;
        this.lastPlaced = lastPlaced;
        this.solution = solution;
    }

    /** The board at {@code input}: the queens shown as placed, the squares still open. */
    public static QueensBoard of(QueensEncoding layout, BoardInput input) {
        int[] stack = input.shown();
        int chosenItem = input.chosenItem();
        int squares = layout.size() * layout.size();
        int[] level = new int[squares];
        java.util.Arrays.fill(level, NO_QUEEN);
        int last = -1;
        for (int l = 0; l < stack.length; l++) {
            last = layout.squareOf(stack[l]);
            level[last] = l;
        }
        boolean[] open = new boolean[squares];
        boolean[] line = new boolean[squares];
        for (int square = 0; square < squares; square++) {
            int option = layout.optionAt(square);
            open[square] = option != 0 && level[square] == NO_QUEEN
                    && input.isLive(option);
            line[square] = layout.onLine(chosenItem, square);
        }
        boolean deadEnd = input.atDeadEnd();
        return new QueensBoard(layout, level, open, line, deadEnd, last, input.solution());
    }

    public QueensEncoding layout() {
        return layout;
    }

    /** The level at which the queen on {@code square} was placed; {@link #NO_QUEEN} for none. */
    public int queenLevel(int square) {
        return queenLevel[square];
    }

    /** True while a queen may still go on {@code square}: no queen attacks it. */
    public boolean isOpen(int square) {
        return open[square];
    }

    /** True for the squares of the chosen item's row, column or diagonal. */
    public boolean onChosenLine(int square) {
        return onChosenLine[square];
    }

    /** True when the chosen item has no square left: the line is all attacked, a dead end. */
    public boolean isDeadEnd() {
        return deadEnd;
    }

    /** The square of the queen placed last, -1 for none. */
    public int lastPlaced() {
        return lastPlaced;
    }

    /** True when what the board shows is a solution: the search found it. */
    public boolean isSolution() {
        return solution;
    }

    /** The board in text, a row per line: Q a queen, . open, x attacked. For tests. */
    public String toText() {
        int n = layout.size();
        StringBuilder text = new StringBuilder();
        for (int square = 0; square < n * n; square++) {
            text.append(queenLevel[square] != NO_QUEEN ? 'Q' : open[square] ? '.' : 'x');
            text.append(square % n == n - 1 ? "\n" : " ");
        }
        return text.toString();
    }
}
