package dlxviz.app.boards;

import java.util.HashMap;
import java.util.Map;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;

/**
 * The fonts of a sudoku board's texts at its cells' size: digits in bold, a digit beside its
 * level tag, the candidates in a monospaced square, their count in italics, and the level tags.
 * Set in code rather than by a style: a style given to each of a 16x16's texts made the scene
 * match it and redo its CSS, text by text (issue 24); a font set in code only lays it out again.
 * Sizes are kept to a tenth of a pixel, so a layout that moves nothing makes no new font.
 */
final class SudokuFonts {
    private final Map<String, Font> made = new HashMap<>();
    private Font digit;
    private Font taggedDigit;
    private Font candidates;
    private Font count;
    private Font tag;

    /** Until the first layout: the sizes of a cell's text at the default font size. */
    SudokuFonts() {
        double px = Font.getDefault().getSize();
        set(1.6 * px, 1.6 * px, 0.55 * px, 0.9 * px, 0.55 * px);
    }

    /** Sets the sizes in pixels; true when a font changed. */
    boolean set(double digitPx, double taggedDigitPx, double candidatesPx, double countPx, double tagPx) {
        Font[] was = {digit, taggedDigit, candidates, count, tag};
        digit = font("System", FontWeight.BOLD, FontPosture.REGULAR, digitPx);
        taggedDigit = font("System", FontWeight.BOLD, FontPosture.REGULAR, taggedDigitPx);
        candidates = font("Monospaced", FontWeight.NORMAL, FontPosture.REGULAR, candidatesPx);
        count = font("System", FontWeight.NORMAL, FontPosture.ITALIC, countPx);
        tag = font("System", FontWeight.NORMAL, FontPosture.REGULAR, tagPx);
        return was[0] != digit || was[1] != taggedDigit || was[2] != candidates || was[3] != count || was[4] != tag;
    }

    Font digit(boolean tagged) {
        return tagged ? taggedDigit : digit;
    }

    /** The candidates' font, or their count's. */
    Font candidates(boolean counts) {
        return counts ? count : candidates;
    }

    Font tag() {
        return tag;
    }

    private Font font(String family, FontWeight weight, FontPosture posture, double px) {
        double size = Math.max(1, Math.round(px * 10) / 10.0);
        return made.computeIfAbsent(family + weight + posture + size, k -> Font.font(family, weight, posture, size));
    }
}
