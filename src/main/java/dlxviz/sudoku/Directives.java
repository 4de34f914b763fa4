package dlxviz.sudoku;

import java.util.Locale;

/**
 * What comment lines of their own set for the puzzles after them: {@code # notation: NAME} (the
 * notation, when none was given) and {@code # box: RxC} (the box shape of that size's puzzles,
 * see {@link BoxNote}). Any other comment is a comment.
 */
final class Directives {
    private Notation notation;
    /** By size: the shape a {@code # box:} line set, null for the usual one. */
    private final BoxShape[] boxes = new BoxShape[BoxShape.MAX_SIZE + 1];

    /** The notation a directive set; null for none (guess). */
    Notation notation() {
        return notation;
    }

    /** The box shape a directive set for size n; null for none. */
    BoxShape box(int n) {
        return n >= 0 && n < boxes.length ? boxes[n] : null;
    }

    /**
     * Reads a comment line.
     *
     * @throws PuzzleFormatException for a box note whose shape cannot be read, or a notation note naming none
     */
    void read(LineReader.Line line) {
        String text = line.text().strip();
        if (!text.startsWith("#")) {
            return;
        }
        text = text.substring(1);
        if (BoxNote.isNote(text)) {
            readBox(line, text);
            return;
        }
        readNotation(line, text.strip());
    }

    /**
     * {@code notation: NAME} (the colon may be left out), NAME read up to the first blank, ',' or
     * ';'. With the colon it is a note, and a name that is no notation is the line's error, as a bad
     * box note is; without it, a comment that happens to start with the word ("notation is ...").
     */
    private void readNotation(LineReader.Line line, String comment) {
        String text = comment.toLowerCase(Locale.ROOT);
        if (!text.startsWith("notation")) {
            return;
        }
        text = text.substring("notation".length()).strip();
        boolean note = text.startsWith(":");
        if (note) {
            text = text.substring(1).strip();
        }
        int end = 0;
        while (end < text.length() && text.charAt(end) != ',' && text.charAt(end) != ';' && !CharCells.isBlank(text.charAt(end))) {
            end++;
        }
        String name = text.substring(0, end);
        try {
            notation = name.equals("auto") ? null : Notation.fromName(name);
        } catch (IllegalArgumentException notANotation) {
            if (note) {
                int hash = line.text().indexOf('#');
                throw new PuzzleFormatException(line.number(), hash + 1,
                        "'" + line.text().substring(hash).stripTrailing() + "': " + notANotation.getMessage());
            }
        }
    }

    private void readBox(LineReader.Line line, String note) {
        BoxShape shape;
        try {
            shape = BoxNote.read(note);
        } catch (IllegalArgumentException e) {
            throw new PuzzleFormatException(line.number(), line.text().indexOf('#') + 1, e.getMessage());
        }
        if (shape == null) {
            java.util.Arrays.fill(boxes, null); // box: auto
        } else {
            boxes[shape.size()] = shape.isUsual() ? null : shape;
        }
    }
}
