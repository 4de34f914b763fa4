package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading one puzzle at a time; what each line is decided is in {@link LayoutDecisionTest}. */
class PuzzleReaderTest {
    private static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    /** Gives {@code text}, then fails: the reader must answer what it has before reading on. */
    private static Reader thenFails(String text) {
        return new Reader() {
            private boolean sent;

            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                if (sent) {
                    throw new IOException("read past the first puzzle");
                }
                sent = true;
                text.getChars(0, text.length(), buffer, offset);
                return text.length();
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void aPuzzleIsReturnedBeforeTheRestOfTheInputIsRead() throws IOException {
        PuzzleReader reader = new PuzzleReader(new LineReader(thenFails(ESCARGOT + "\n")), ReadOptions.AUTO);
        assertEquals(PuzzleParser.parse(ESCARGOT), reader.next().puzzle().grid());
        IOException e = assertThrows(IOException.class, reader::next);
        assertEquals("read past the first puzzle", e.getMessage());
    }

    @Test
    void aNotationLineSetsTheNotationOfThePuzzlesAfterIt() {
        Grid grid = PuzzleLibrary.get("16x16-1").grid();
        String zeroBased = GridWriter.oneLine(grid, Notation.ZERO_BASED);
        String withoutZero = zeroBased.replace('0', '.'); // no '0' left: nothing to tell 0-9A by
        List<PuzzleEntry> guessed = PuzzleReader.readAll(withoutZero + "\n", ReadOptions.AUTO);
        assertEquals(Notation.ONE_BASED, guessed.get(0).puzzle().notation(), "the guess cannot know");
        List<PuzzleEntry> told = PuzzleReader.readAll("# notation: 0-9A\n" + withoutZero + "\n# notation: auto\n"
                + GridWriter.oneLine(grid, Notation.ONE_BASED) + "\n", ReadOptions.AUTO);
        assertEquals(Notation.ZERO_BASED, told.get(0).puzzle().notation());
        assertEquals(Notation.ONE_BASED, told.get(1).puzzle().notation());
        assertEquals(grid, told.get(1).puzzle().grid());
    }

    @Test
    void aCommentThatMerelyStartsWithNotationIsAComment() {
        List<PuzzleEntry> entries = PuzzleReader.readAll("# notation is explained in the README\n" + ESCARGOT, ReadOptions.AUTO);
        assertEquals(1, entries.size());
        assertTrue(entries.get(0).isValid());
    }

    @Test
    void aLineTooLongForAnyPuzzleIsOneErrorAndTheNextLineIsRead() throws IOException {
        String text = "1".repeat(LineReader.MAX_LINE + 5) + "\n" + ESCARGOT + "\n";
        PuzzleReader reader = PuzzleReader.of(text, ReadOptions.AUTO);
        PuzzleEntry first = reader.next();
        assertEquals(String.format("line 1: a line of %,d characters; a puzzle line is at most 65,536 "
                + "(is this a text file of puzzles?)", LineReader.MAX_LINE + 5), first.error().getMessage());
        assertTrue(reader.next().isValid());
        assertNull(reader.next());
    }

    /** Row r of a 36x36 grid in numbers, every third cell empty: values 1..36, so no row is a 6x6 puzzle. */
    private static String rowOf36(int r, String separator) {
        StringBuilder row = new StringBuilder();
        for (int c = 0; c < 36; c++) {
            row.append(c == 0 ? "" : separator).append(c % 3 == 0 ? 0 : (r + c) % 36 + 1);
        }
        return row.append('\n').toString();
    }

    /**
     * 36 lines of 36 blank-separated cells have a 36x36 grid's shape, which no sudoku here has: they
     * were read as 36 separate 6x6 puzzles (all zeros) and solved, or as 6x6 puzzles with digits too
     * large (numbers up to 36). Refused as one grid, named at its first line; the puzzle after it is read.
     */
    @Test
    void thirtySixRowsOfThirtySixCellsAreAGridTooLargeNotThirtySixPuzzles() {
        String zeros = ("0 ".repeat(35) + "0\n").repeat(36);
        StringBuilder numbers = new StringBuilder();
        for (int r = 0; r < 36; r++) {
            numbers.append(rowOf36(r, ", "));
        }
        for (String grid : List.of(zeros, numbers.toString())) {
            List<PuzzleEntry> entries = PuzzleReader.readAll(grid + ESCARGOT + "\n", ReadOptions.AUTO);
            assertEquals(2, entries.size(), grid);
            assertEquals("line 1: 36 rows of 36 cells: a 36x36 grid, and the largest sudoku is 25x25", entries.get(0).error().getMessage());
            assertTrue(entries.get(1).isValid());
        }
    }

    /** What is not a grid's shape keeps its reading: one spaced line is a 6x6; spaced 6x6 puzzles in a row are each one. */
    @Test
    void spacedSixBySixPuzzlesStayPuzzles() {
        String puzzle = "1 . . 4 . . . . 3 . . . . 5 . . . . . . . . . . . . . . . . . . . . . .\n";
        assertEquals(6, PuzzleReader.readAll(puzzle, ReadOptions.AUTO).get(0).puzzle().grid().size());
        List<PuzzleEntry> run = PuzzleReader.readAll(puzzle.repeat(36), ReadOptions.AUTO);
        assertEquals(36, run.size());
        assertTrue(run.stream().allMatch(PuzzleEntry::isValid));
    }

    /** A notation note naming none was passed over in silence, the puzzles after it guessed; a bad box note is named. */
    @Test
    void aNotationNoteNamingNoNotationIsNamedOnItsLine() {
        List<PuzzleEntry> entries = PuzzleReader.readAll(ESCARGOT + "\n  # Notation: foo\n" + ESCARGOT + "\n", ReadOptions.AUTO);
        assertEquals(3, entries.size());
        assertEquals("line 2, column 3: '# Notation: foo': unknown notation 'foo': use auto, digits, 1-9A, 0-9A, letters or numbers",
                entries.get(1).error().getMessage());
        assertTrue(entries.get(2).isValid());
    }

    /** Five cells are a row's length (4 to 25); what is missing is a 5x5's box shape, which --box or a note gives. */
    @Test
    void aRowOfAPrimeSizeSaysItHasNoUsualBoxShape() {
        List<PuzzleEntry> entries = PuzzleReader.readAll(".....\n".repeat(5), ReadOptions.AUTO);
        assertEquals("line 1: 5 cells: not a one-line puzzle (16, 36, 64, 81, 144, 256 or 625 cells), and a 5x5 grid "
                + "has no usual box shape (5 is prime): for rows of one, give its boxes with --box 1x5 or 5x1, or a line '# box: 1x5' before it",
                entries.get(0).error().getMessage());
    }

    /** With --box the size is the box's: a puzzle of another size is named as one, not as "neither" of anything. */
    @Test
    void aPuzzleOfAnotherSizeThanTheBoxGivenSaysBoth() {
        List<PuzzleEntry> entries = PuzzleReader.readAll(ESCARGOT + "\n", new ReadOptions(new BoxShape(2, 2), null));
        assertEquals("line 1: 81 cells, but --box 2x2 sets the size to 4x4: a puzzle of 16 cells or a grid of 4 rows of 4",
                entries.get(0).error().getMessage());
    }
}
