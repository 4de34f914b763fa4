package dlxviz.sudoku;

import java.util.Locale;

/**
 * The written form of a box shape that a reader would not assume: {@code box: 3x2} in a
 * {@code #} comment. A 6x6 grid has 2x3 boxes unless told otherwise, and 3x2 boxes make a
 * different puzzle from the same 36 cells (a puzzle unique in one shape is invalid or has many
 * solutions in the other), so every writer of a grid in another shape says so.
 * <ul>
 *   <li>After a one-line puzzle ({@code ....6.4..5... # box: 3x2, 12 clues}) or on the first row
 *       of a grid, the note is that puzzle's alone: lines shuffled or cut out of a file keep it.</li>
 *   <li>On a comment line of its own it holds for the puzzles of that size after it, until
 *       another note for the size or {@code # box: auto}.</li>
 * </ul>
 * A grid drawn with its boxes ('|' between box columns, separator lines between bands) says its
 * shape by the drawing (see {@link DrawnBoxes}). A shape given on the command line ({@code --box})
 * comes before all of these.
 */
public final class BoxNote {
    private static final String KEY = "box:";

    private BoxNote() {
    }

    /** {@code box: RxC} for a shape that is not its size's usual one; null for the usual shape, which needs no note. */
    public static String of(BoxShape shape) {
        return shape.isUsual() ? null : KEY + " " + shape;
    }

    /** {@code text}, followed by {@code  # box: RxC} when the grid's shape needs a note. */
    public static String after(String text, Grid grid) {
        String note = of(grid.shape());
        return note == null ? text : text + " # " + note;
    }

    /** True when a comment's text (after its '#') is a box note. */
    static boolean isNote(String comment) {
        String text = comment.strip();
        return text.length() >= KEY.length() && text.substring(0, KEY.length()).toLowerCase(Locale.ROOT).equals(KEY);
    }

    /**
     * The shape a comment's text names, read up to the first blank, ',' or ';' after {@code box:};
     * null when the comment is not a box note or says {@code auto}.
     *
     * @throws IllegalArgumentException when it is a note whose shape cannot be read
     */
    static BoxShape read(String comment) {
        if (comment == null || !isNote(comment)) {
            return null;
        }
        String rest = comment.strip().substring(KEY.length()).strip();
        int end = 0;
        while (end < rest.length() && rest.charAt(end) != ',' && rest.charAt(end) != ';'
                && !CharCells.isBlank(rest.charAt(end))) {
            end++;
        }
        String shape = rest.substring(0, end);
        if (shape.equalsIgnoreCase("auto")) {
            return null;
        }
        try {
            return BoxShape.parse(shape);
        } catch (BoxShape.OfNoSudoku e) {
            throw new IllegalArgumentException("'# box: " + shape + "' is not a box shape: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'# box: " + shape + "' is not a box shape: write it RxC, "
                    + "rows x columns of one box, e.g. # box: 3x2", e);
        }
    }
}
