package dlxviz.sudoku;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads text one line at a time, numbered from 1, in bounded memory: the first step of reading
 * puzzles from a file of any size.
 *
 * <ul>
 *   <li>Line ends are {@code \n}, {@code \r\n} or a lone {@code \r} (old Mac files).</li>
 *   <li>A byte-order mark before the first line is dropped (Windows editors write one), so
 *       columns count from the first visible character.</li>
 *   <li>A line longer than {@link #MAX_LINE} characters keeps only its start, with its real
 *       length: no puzzle line is that long (a 25x25 in numbers is under 2,000), and a binary
 *       file without line ends must not be read whole into memory.</li>
 * </ul>
 * Bytes are decoded as UTF-8 (by {@link #utf8(InputStream)}); bytes that are not UTF-8 become
 * U+FFFD, which the puzzle readers report at its column like any other stray character.
 */
public final class LineReader implements Closeable {
    /** Characters kept of one line. */
    public static final int MAX_LINE = 1 << 16;

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    /** One line: its number (from 1), its text without the line end, and its real length. */
    public record Line(int number, String text, int length) {
        /** True when the text is only the start of a longer line (see {@link #MAX_LINE}). */
        public boolean isCut() {
            return length > text.length();
        }
    }

    private final Reader in;
    private final char[] buffer = new char[8192];
    private int pos;
    private int limit;
    private boolean eof;
    private boolean started;
    private boolean afterCarriageReturn;
    private int number;
    private final StringBuilder text = new StringBuilder(128);

    public LineReader(Reader in) {
        this.in = in;
    }

    /** A reader of UTF-8 bytes; malformed bytes are read as U+FFFD, not as an exception that loses the rest. */
    public static LineReader utf8(InputStream in) {
        return new LineReader(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE)));
    }

    public static LineReader of(String text) {
        return new LineReader(new StringReader(text));
    }

    /** The lines of {@code text}, as {@link #next()} reads them (for small texts held whole anyway). */
    public static List<String> split(String text) {
        List<String> lines = new ArrayList<>();
        try (LineReader reader = of(text)) {
            for (Line line = reader.next(); line != null; line = reader.next()) {
                lines.add(line.text());
            }
        } catch (IOException e) {
            throw new IllegalStateException("a StringReader does not fail", e);
        }
        return lines;
    }

    /** The next line, or null at the end of the input. */
    public Line next() throws IOException {
        text.setLength(0);
        int length = 0;
        boolean any = false;
        while (true) {
            if (pos == limit && !fill()) {
                if (!any) {
                    return null;
                }
                break;
            }
            char ch = buffer[pos++];
            if (afterCarriageReturn) {
                afterCarriageReturn = false;
                if (ch == '\n') {
                    continue; // the second half of \r\n
                }
            }
            if (!started) {
                started = true;
                if (ch == BYTE_ORDER_MARK) {
                    continue;
                }
            }
            any = true;
            if (ch == '\n') {
                break;
            }
            if (ch == '\r') {
                afterCarriageReturn = true;
                break;
            }
            if (length < MAX_LINE) {
                text.append(ch);
            }
            length++;
        }
        number++;
        return new Line(number, text.toString(), length);
    }

    /** The number of the last line returned; 0 before the first. */
    public int lineNumber() {
        return number;
    }

    /**
     * True when a next line can start without waiting for input: some is buffered or the source
     * says so. A command flushes its answers when this is false, so a user typing puzzles sees
     * each answer at once while a big file is answered at full speed.
     */
    public boolean ready() throws IOException {
        return pos < limit || (!eof && in.ready());
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int read = in.read(buffer, 0, buffer.length);
        if (read <= 0) {
            eof = true;
            return false;
        }
        pos = 0;
        limit = read;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
