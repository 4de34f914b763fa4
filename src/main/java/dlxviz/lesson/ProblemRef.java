package dlxviz.lesson;

import java.util.Locale;

/**
 * The problem a stop shows, as the lesson names it: a built-in example or library sudoku by name,
 * a file beside the lesson (a path relative to the lesson's folder), or the problem written in
 * the lesson itself, as DLX1 text or as a puzzle (a line of 81 digits and dots, or a grid).
 *
 * @param kind how the problem is named
 * @param text the example's name, the file's path, or the problem's text
 */
public record ProblemRef(Kind kind, String text) {
    /** The ways to name a problem, by the key a lesson file writes. */
    public enum Kind {
        EXAMPLE, FILE, DLX, PUZZLE;

        /** The key in the lesson file: {@code example}, {@code file}, {@code dlx}, {@code puzzle}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public ProblemRef {
        if (kind == null || text == null) {
            throw new IllegalArgumentException("a problem needs a kind and a text");
        }
    }

    public static ProblemRef example(String name) {
        return new ProblemRef(Kind.EXAMPLE, name);
    }

    /** Short, for a list of stops: the example's name, the file's name, "DLX1 text", "a puzzle". */
    public String label() {
        switch (kind) {
            case EXAMPLE:
            case FILE:
                return text;
            case DLX:
                return "DLX1 text in the lesson";
            default:
                return "a puzzle in the lesson";
        }
    }
}
