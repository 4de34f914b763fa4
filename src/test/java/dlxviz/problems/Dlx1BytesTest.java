package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dlxviz.engine.ExactCoverProblem;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The DLX1 reader on bytes: line ends and carriage returns as DLX1 reads them, bytes above 127, bounds. */
class Dlx1BytesTest {

    private static Dlx1Document read(byte[] bytes) throws IOException {
        return Dlx1Format.read(new ByteArrayInputStream(bytes));
    }

    private static byte[] latin1(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static List<String> options(ExactCoverProblem problem) {
        List<String> options = new ArrayList<>();
        for (int k = 1; k <= problem.optionCount(); k++) {
            options.add(problem.optionLabel(k));
        }
        return options;
    }

    @Test
    void aLoneCarriageReturnIsABlankInsideTheLine() {
        ExactCoverProblem problem = Dlx1Format.read("A B C D\nA\rB\nC\rD\r\nA\n").problem();
        assertEquals(List.of("A B", "C D", "A"), options(problem));
    }

    @Test
    void carriageReturnAndNewlineIsOneLineEndAndLineNumbersCountIt() {
        Dlx1SyntaxException e = assertThrows(Dlx1SyntaxException.class,
                () -> Dlx1Format.read("A B\r\nA\r\n\r\nX\r\n"));
        assertEquals("line 4, column 1: unknown item 'X'", e.getMessage());
    }

    @Test
    void aFileWithOnlyCarriageReturnLineEndsStillReadsLineByLine() {
        // DLX1 reads it as one line; kept as before, and listed among the differences
        ExactCoverProblem problem = Dlx1Format.read("A B\rA\rB\r").problem();
        assertEquals(List.of("A", "B"), options(problem));
    }

    @Test
    void aLatin1ByteInACommentIsReadWhateverItIs() throws IOException {
        Dlx1Document document = read(latin1("| Probl\u00e8me\nA B\nA B\n"));
        assertEquals(List.of("A B"), options(document.problem()));
    }

    @Test
    void aByteThatIsNotUtf8OutsideACommentNamesLineColumnAndByte() {
        Dlx1SyntaxException e = assertThrows(Dlx1SyntaxException.class,
                () -> read(latin1("| caf\u00e9\nA caf\u00e9\nA\n")));
        assertEquals("line 2, column 6: byte 0xE9 is not UTF-8 text (outside a comment, names must be UTF-8; "
                + "save the file as UTF-8)", e.getMessage());
        assertEquals(2, e.line());
        assertEquals(6, e.column());
    }

    @Test
    void utf8NamesAreRead() throws IOException {
        ExactCoverProblem problem = read("caf\u00e9 \u00fcber\ncaf\u00e9 \u00fcber\n".getBytes(StandardCharsets.UTF_8))
                .problem();
        assertEquals("caf\u00e9", problem.itemName(1));
        assertEquals(List.of("caf\u00e9 \u00fcber"), options(problem));
    }

    @Test
    void theEditorsTextShowsALatin1CommentByteAsItsCharacter() {
        assertEquals("| Probl\u00e8me\nA B\nA B C\n", Dlx1Format.text(latin1("| Probl\u00e8me\r\nA B\nA B\rC\n")));
        Dlx1SyntaxException e = assertThrows(Dlx1SyntaxException.class, () -> Dlx1Format.text(latin1("A\nA\u00a0\n")));
        assertEquals(2, e.line());
        assertEquals(2, e.column());
    }

    @Test
    void aLineWithoutEndIsStoppedAtTheCapWhateverTheFileSystemSays() {
        InputStream zeros = new InputStream() { // /dev/zero: a size of 0 and no end
            @Override
            public int read() {
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                java.util.Arrays.fill(b, off, off + len, (byte) 0);
                return len;
            }
        };
        Dlx1SyntaxException e = assertThrows(Dlx1SyntaxException.class, () -> Dlx1Format.read(zeros));
        assertEquals("line 1: the line is longer than 8,388,608 bytes (8 MiB), the longest line this reader takes",
                e.getMessage());
    }

    @Test
    void optionsWrittenWithSingleSpacesKeepNoLabelOfTheirOwnButShowTheSame() {
        ExactCoverProblem problem = Dlx1Format.read("A B C\nA B\n  C\t\n B  C \n").problem();
        assertEquals(List.of("A B", "C", "B  C"), options(problem));
    }
}
