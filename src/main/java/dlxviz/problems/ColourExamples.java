package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * Small problems with colours (Knuth's XCC, Algorithm C), for teaching after Algorithm X: his own
 * example from DLX2, and word rectangles, where the letters of the cells are colours that the
 * across and down words must agree on.
 */
public final class ColourExamples {
    private ColourExamples() {
    }

    /**
     * Knuth's example at the start of DLX2, as he writes it: items {@code A B C | X Y}; the
     * option {@code X:0 Y:1} has no primary item, so DLX2 (and this reader) leaves it out; the one
     * solution is {@code A C X:1 Y:1} with {@code B X:1}, which share X by agreeing on its colour.
     */
    static final String KNUTH_TEXT = """
            | A simple example of color controls (Knuth, DLX2)
            A B C | X Y
            A B X:0 Y:0
            A C X:1 Y:1
            X:0 Y:1
            B X:1
            C Y:1
            """;

    public static ExactCoverProblem knuth() {
        return Dlx1Format.read(KNUTH_TEXT).problem();
    }

    /** The words of the word rectangle with one solution: CAT over ONE (down: CO, AN, TE). */
    static final List<String> ONE_ACROSS = List.of("CAT", "ONE", "TEN", "ORE");
    static final List<String> ONE_DOWN = List.of("CO", "AN", "TE", "TO");
    /** The words of the one with three: TEA/ANT, ANT/TEA and TEN/ONE. */
    static final List<String> THREE_ACROSS = List.of("TEA", "ONE", "ANT", "TEN", "ATE", "NET");
    static final List<String> THREE_DOWN = List.of("TO", "EN", "AT", "NE", "TA", "AN");

    /** A 2x3 word rectangle with one solution, small enough to step link by link. */
    public static ExactCoverProblem wordRectangle() {
        return Dlx1Format.read(wordRectangleText(ONE_ACROSS, ONE_DOWN)).problem();
    }

    /** A 2x3 word rectangle with three solutions. */
    public static ExactCoverProblem wordRectangles() {
        return Dlx1Format.read(wordRectangleText(THREE_ACROSS, THREE_DOWN)).problem();
    }

    /**
     * A 2x3 word rectangle in DLX2 text: primary items {@code A1 A2} (the rows) and
     * {@code D1 D2 D3} (the columns), secondary items {@code r1c1 .. r2c3} (the cells); each
     * option puts a word in a row or column and gives each of its cells the word's letter as its
     * colour ({@code A1 r1c1:C r1c2:A r1c3:T}). Words that cross agree on the cell's colour.
     */
    static String wordRectangleText(List<String> across, List<String> down) {
        StringBuilder text = new StringBuilder("| A 2x3 word rectangle: rows from ").append(String.join(" ", across))
                .append(", columns from ").append(String.join(" ", down)).append('\n');
        text.append("A1 A2 D1 D2 D3 | r1c1 r1c2 r1c3 r2c1 r2c2 r2c3\n");
        for (int row = 1; row <= 2; row++) {
            for (String word : across) {
                List<String> entries = new ArrayList<>(List.of("A" + row));
                for (int col = 1; col <= 3; col++) {
                    entries.add("r" + row + "c" + col + ":" + word.charAt(col - 1));
                }
                text.append(String.join(" ", entries)).append('\n');
            }
        }
        for (int col = 1; col <= 3; col++) {
            for (String word : down) {
                List<String> entries = new ArrayList<>(List.of("D" + col));
                for (int row = 1; row <= 2; row++) {
                    entries.add("r" + row + "c" + col + ":" + word.charAt(row - 1));
                }
                text.append(String.join(" ", entries)).append('\n');
            }
        }
        return text.toString();
    }
}
