package dlxviz.sudoku;

import dlxviz.text.Where;

/**
 * A puzzle text that cannot be read, with where (1-based line and column; 0 when the problem is
 * not at one character, e.g. a grid with too few rows) and what. The message starts with the
 * position: "line 3, column 17: 'x' is not a digit for a 9x9 grid".
 */
public final class PuzzleFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String reason;

    public PuzzleFormatException(int line, int column, String reason) {
        super(Where.prefix(line, column) + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }


    /** 1-based line of the problem; 0 if unknown. */
    public int line() {
        return line;
    }

    /** 1-based column of the problem; 0 when it concerns the whole line or grid. */
    public int column() {
        return column;
    }

    /** The message without the position. */
    public String reason() {
        return reason;
    }
}
