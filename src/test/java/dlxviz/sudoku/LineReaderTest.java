package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Reader;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineReaderTest {
    @Test
    void everyKindOfLineEndEndsALineAndAFinalLineNeedsNone() {
        assertEquals(List.of("a", "b", "c", "", "d"), LineReader.split("a\nb\r\nc\r\rd"));
        assertEquals(List.of("a", ""), LineReader.split("a\n\n"));
        assertEquals(List.of(), LineReader.split(""));
    }

    @Test
    void aByteOrderMarkBeforeTheFirstLineIsDroppedAndNowhereElse() {
        assertEquals(List.of("x", "\uFEFFy"), LineReader.split("\uFEFFx\n\uFEFFy"));
    }

    @Test
    void linesAreNumberedFromOne() throws IOException {
        LineReader reader = LineReader.of("a\nb\n");
        assertEquals(new LineReader.Line(1, "a", 1), reader.next());
        assertEquals(new LineReader.Line(2, "b", 1), reader.next());
        assertNull(reader.next());
        assertEquals(2, reader.lineNumber());
    }

    @Test
    void aCarriageReturnAtTheEndOfOneBufferAndItsLineFeedAtTheStartOfTheNextMakeOneLineEnd() throws IOException {
        String text = "x".repeat(8191) + "\r\nnext\n"; // the \r is the buffer's last character
        LineReader reader = LineReader.of(text);
        assertEquals(8191, reader.next().length());
        assertEquals("next", reader.next().text());
        assertNull(reader.next());
    }

    @Test
    void anEndlessLineIsCutToItsStartAndKeepsItsLength() throws IOException {
        // A reader that never ends a line: without the cut, reading it would fill the memory.
        int total = LineReader.MAX_LINE * 4;
        Reader endless = new Reader() {
            private int sent;

            @Override
            public int read(char[] buffer, int offset, int length) {
                if (sent >= total) {
                    return -1;
                }
                int n = Math.min(length, total - sent);
                java.util.Arrays.fill(buffer, offset, offset + n, 'z');
                sent += n;
                return n;
            }

            @Override
            public void close() {
            }
        };
        LineReader.Line line = new LineReader(endless).next();
        assertEquals(LineReader.MAX_LINE, line.text().length());
        assertEquals(total, line.length());
        assertTrue(line.isCut());
    }

    @Test
    void utf8IsDecodedAndABadByteBecomesAReplacementCharacterNotAnError() throws IOException {
        byte[] bytes = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', (byte) 0xC3, (byte) 0xA9, '\n', 'b', (byte) 0xE9, 'c', '\n'};
        LineReader reader = LineReader.utf8(new ByteArrayInputStream(bytes));
        assertEquals("a\u00E9", reader.next().text());
        assertEquals("b\uFFFDc", reader.next().text());
        assertNull(reader.next());
    }

    @Test
    void readyIsTrueWhileBufferedTextIsLeftAndFalseAtTheEnd() throws IOException {
        LineReader reader = LineReader.of("a\nb\n");
        reader.next();
        assertTrue(reader.ready());
        reader.next();
        assertNull(reader.next());
        assertFalse(reader.ready());
    }
}
