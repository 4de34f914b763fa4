package dlxviz.lesson;

import dlxviz.text.Where;

/**
 * A lesson file that cannot be used: the message says where ({@code line 7, column 12: }) and
 * what is wrong; line and column are also kept on their own (1-based; 0 when the fault is the
 * file as a whole) so that an editor could put the caret there.
 */
public final class LessonFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String reason;

    public LessonFormatException(int line, int column, String reason) {
        super(Where.prefix(line, column) + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }


    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** What is wrong, without the place. */
    public String reason() {
        return reason;
    }
}
