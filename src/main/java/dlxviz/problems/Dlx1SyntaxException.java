package dlxviz.problems;

import dlxviz.text.Where;

/**
 * Input in Knuth's DLX1 format that cannot be read. The message says where and what, for
 * example {@code line 5, column 9: unknown item 'X'}; the parts are also available on their own
 * so that an editor can put the caret on the token.
 */
public final class Dlx1SyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String token;

    /**
     * @param line   1-based line number, or 0 when the fault is in the input as a whole
     * @param column 1-based column of the token (a tab counts as one column), or 0 for none
     * @param token  the offending token, or null
     */
    public Dlx1SyntaxException(int line, int column, String token, String problem) {
        super(Where.prefix(line, column) + problem);
        this.line = line;
        this.column = column;
        this.token = token;
    }


    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The offending token as written, or null when the fault is not one token. */
    public String token() {
        return token;
    }
}
