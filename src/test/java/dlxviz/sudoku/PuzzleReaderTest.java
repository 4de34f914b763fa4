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
}
