package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The reader's short way for plain one-line puzzles (n*n cells of 6x6, 8x8 or 9x9 in digits,
 * nothing else on the line) reads every file exactly as the general way does: the same entries,
 * puzzles and errors, with every read option. The files mix plain lines with their near misses
 * (a stray or blank character, a digit too large, one cell more or less, a tdoku tail), 4x4 and
 * 16-cell lines, grids, comments and notation lines.
 */
class PlainLineProperties {
    private static final String[] CELLS = {"1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "0"};
    private static final String[] ODD = {"-", "_", "*", " ", "\t", "|", "a", "A", "x", "#", ":", "\u00E9", "+", "=", ","};
    private static final ReadOptions[] OPTIONS = {
        ReadOptions.AUTO,
        new ReadOptions(null, Notation.DIGITS),
        new ReadOptions(null, Notation.LETTERS),
        new ReadOptions(null, Notation.ONE_BASED),
        new ReadOptions(null, Notation.NUMBERS),
        new ReadOptions(new BoxShape(3, 3), null),
        new ReadOptions(new BoxShape(2, 3), null),
        new ReadOptions(new BoxShape(3, 2), null),
        new ReadOptions(new BoxShape(2, 4), null),
    };

    @Property(tries = 400)
    void theShortWayReadsWhatTheGeneralWayReads(@ForAll long seed, @ForAll @IntRange(min = 0, max = 8) int option) throws IOException {
        Random random = new Random(seed);
        String text = file(random);
        ReadOptions options = OPTIONS[option];
        assertEquals(entries(text, options, false), entries(text, options, true), text);
    }

    private static String file(Random random) {
        StringBuilder text = new StringBuilder();
        int lines = 1 + random.nextInt(30);
        for (int k = 0; k < lines; k++) {
            switch (random.nextInt(12)) {
                case 0:
                    text.append("# a comment");
                    break;
                case 1:
                    text.append(random.nextBoolean() ? "# notation: letters" : "# notation: auto");
                    break;
                case 2:
                    text.append("");
                    break;
                case 3:
                    text.append(cells(random, 16));
                    break;
                case 4: { // a 6x6 grid drawn over several lines
                    for (int row = 0; row < 6; row++) {
                        text.append(cells(random, 3)).append(" | ").append(cells(random, 3)).append('\n');
                    }
                    break;
                }
                default: {
                    int n = new int[] {6, 8, 9, 9, 9}[random.nextInt(5)];
                    StringBuilder line = new StringBuilder(cells(random, n * n));
                    int change = random.nextInt(6);
                    if (change == 0) {
                        line.setCharAt(random.nextInt(line.length()), ODD[random.nextInt(ODD.length)].charAt(0));
                    } else if (change == 1) {
                        line.append(CELLS[random.nextInt(CELLS.length)]);
                    } else if (change == 2) {
                        line.setLength(line.length() - 1);
                    } else if (change == 3) {
                        line.append(":1:").append(cells(random, n * n));
                    }
                    text.append(line);
                }
            }
            text.append(random.nextInt(8) == 0 ? "\r\n" : "\n");
        }
        return text.toString();
    }

    private static String cells(Random random, int count) {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < count; k++) {
            out.append(CELLS[random.nextInt(CELLS.length)]);
        }
        return out.toString();
    }

    /** Each entry as text: its line, and its puzzle (grid, shape, notation, listing) or its error's message. */
    private static List<String> entries(String text, ReadOptions options, boolean plainLines) throws IOException {
        List<String> out = new ArrayList<>();
        try (PuzzleReader reader = new PuzzleReader(LineReader.of(text), options, plainLines)) {
            for (PuzzleEntry entry = reader.next(); entry != null; entry = reader.next()) {
                out.add(entry.line() + " " + (entry.isValid() ? entry.puzzle() + " " + entry.puzzle().grid().shape()
                        : entry.error().getMessage()));
            }
        }
        return out;
    }
}
