package dlxviz.sudoku;

import java.util.List;

/**
 * Reads sudoku puzzles from text held in memory: the entry point for callers with a pasted
 * puzzle or a small file (the app, the library, tests). Files of any size are read one puzzle at
 * a time by {@link PuzzleReader}, which this delegates to.
 *
 * <h2>What it reads</h2>
 * <ul>
 *   <li>One-line puzzles: n*n cells in row order (16, 36, 64, 81, 144, 256 or 625), empty as
 *       '.', '0', '_', '-' or '*'; text after the puzzle is ignored. A tdoku line
 *       {@code puzzle:count:solution} also records the listed count and solution.</li>
 *   <li>Grids over n lines, with '|', '+', '=' and spaces as decoration and lines of dashes as
 *       separators: SudoCue {@code .sdk} (header lines start with '#'), Simple Sudoku
 *       {@code .ss} frames and hand-typed grids.</li>
 *   <li>Files of many puzzles: any mix of the above; blank lines and '#' comments skipped.</li>
 *   <li>For n >= 10, one character per cell ({@link Notation}, guessed by {@link NotationGuess}
 *       unless given) or numbers separated by spaces or commas with 0 for empty.</li>
 * </ul>
 * How each line's role is decided is written at {@link PuzzleReader}. The parts: lines
 * ({@link LineReader}, {@link PuzzleLine}), character cells ({@link CharCells}), numbers
 * ({@link NumberCells}), the notation guess ({@link NotationGuess}) and tdoku listings
 * ({@link TdokuListing}).
 *
 * <p>Conflicting givens are not a format error (the app shows such a grid with the clash
 * marked); {@link GridValidator} finds them.
 */
public final class PuzzleParser {
    private PuzzleParser() {
    }

    /** Reads the one puzzle in {@code text} (the first, when there are several). */
    public static Grid parse(String text) {
        return parseOne(text, ReadOptions.AUTO).grid();
    }

    /**
     * Reads the first puzzle in {@code text}.
     *
     * @throws PuzzleFormatException when there is none or it cannot be read
     */
    public static ParsedPuzzle parseOne(String text, ReadOptions options) {
        PuzzleEntry first;
        try (PuzzleReader reader = PuzzleReader.of(text, options)) {
            first = reader.next();
        } catch (java.io.IOException e) {
            throw new IllegalStateException("a StringReader does not fail", e);
        }
        if (first == null) {
            throw new PuzzleFormatException(0, 0, "no puzzle found (only blank or # comment lines)");
        }
        if (first.error() != null) {
            throw first.error();
        }
        return first.puzzle();
    }

    /** Reads every puzzle in {@code text}; an unreadable puzzle becomes an entry with its error. */
    public static List<PuzzleEntry> parseAll(String text, ReadOptions options) {
        return PuzzleReader.readAll(text, options);
    }

    /** The lines of {@code text} (line ends \n, \r\n or \r). */
    static String[] splitLines(String text) {
        return LineReader.split(text).toArray(new String[0]);
    }
}
