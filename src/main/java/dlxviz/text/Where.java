package dlxviz.text;

/**
 * Where in a text a message points, written the same way by every reader (puzzles, DLX1 files,
 * lessons, the command line): {@code "line 3, column 17: "}, {@code "line 3: "} when the fault is
 * the whole line, nothing when it is the whole text.
 */
public final class Where {
    private Where() {
    }

    /**
     * The prefix of a message about the 1-based {@code line} and {@code column}; a line of 0 or
     * less means the text as a whole, a column of 0 or less the line as a whole.
     */
    public static String prefix(int line, int column) {
        if (line <= 0) {
            return "";
        }
        return column > 0 ? "line " + line + ", column " + column + ": " : prefix(line);
    }

    /** The prefix of a message about the whole 1-based {@code line}: {@code "line 3: "}. */
    public static String prefix(int line) {
        return line <= 0 ? "" : "line " + line + ": ";
    }
}
