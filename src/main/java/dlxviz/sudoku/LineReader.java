package dlxviz.sudoku;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
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
 *
 * <h2>Bytes, read fast</h2>
 * A file of puzzles is nearly all short ASCII lines, so {@link #utf8(InputStream)} reads bytes,
 * not characters: a line of ASCII bytes whose end is in the buffer becomes its string in one
 * copy, with no decoder and no per-character loop beyond the search for the line end (49,158
 * lines of the 17-clue set in a few milliseconds once compiled, and little code to compile). Any
 * other line (a byte outside ASCII, a line across the end of the buffer or longer than it) goes
 * through the UTF-8 decoder, fed the line's bytes in pieces, with the same result as decoding the
 * whole stream: a line end is never part of a UTF-8 sequence, so no sequence spans two lines.
 */
public final class LineReader implements Closeable {
    /** Characters kept of one line. */
    public static final int MAX_LINE = 1 << 16;

    private static final char BYTE_ORDER_MARK = '\uFEFF';

    /**
     * Characters read past {@link #MAX_LINE} looking for a line's end before giving up on the
     * input: a binary file may hold a long run without a line end and lines after it, but
     * {@code /dev/zero} or an endless pipe never ends its first line, and reading it must stop.
     */
    public static final long MAX_UNENDED = 1L << 26;

    /**
     * One line: its number (from 1), its text without the line end, and its real length (a long:
     * an int wrapped negative past 2^31 characters and the line no longer counted as cut).
     * {@code unended} when no end came within {@link #MAX_UNENDED} characters: the reader stops
     * there, and this is its last line.
     */
    public record Line(int number, String text, long length, boolean unended) {
        public Line(int number, String text, long length) {
            this(number, text, length, false);
        }

        /** True when the text is only the start of a longer line (see {@link #MAX_LINE}). */
        public boolean isCut() {
            return length > text.length();
        }
    }

    /** Bytes read at a time by {@link #utf8}: larger than any line kept, so a line that fits is read in one go. */
    private static final int BYTE_BUFFER = 1 << 17;

    /** The characters, when reading a {@link Reader}; null when reading bytes. */
    private final Reader in;
    private final char[] buffer;
    /** The bytes, when reading UTF-8 from an {@link InputStream}; null when reading characters. */
    private final InputStream bytesIn;
    private final byte[] bytes;
    private final CharsetDecoder decoder;
    private CharBuffer decoded;
    private int pos;
    private int limit;
    private boolean eof;
    private boolean started;
    private boolean afterCarriageReturn;
    private int number;
    private final StringBuilder text = new StringBuilder(128);

    public LineReader(Reader in) {
        this.in = in;
        this.buffer = new char[8192];
        this.bytesIn = null;
        this.bytes = null;
        this.decoder = null;
    }

    private LineReader(InputStream in, int bufferSize) {
        this.in = null;
        this.buffer = null;
        this.bytesIn = in;
        this.bytes = new byte[bufferSize];
        this.decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
    }

    /** A reader of UTF-8 bytes; malformed bytes are read as U+FFFD, not as an exception that loses the rest. */
    public static LineReader utf8(InputStream in) {
        return new LineReader(in, BYTE_BUFFER);
    }

    /** The same with a buffer of {@code bufferSize} bytes (at least 4), for tests of lines across its end. */
    static LineReader utf8(InputStream in, int bufferSize) {
        return new LineReader(in, Math.max(4, bufferSize));
    }

    /** The same, through a {@link java.io.InputStreamReader}: the reader before the byte-level one, kept for tests to compare. */
    static LineReader utf8ThroughReader(InputStream in) {
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
        return bytes != null ? nextOfBytes() : nextOfChars();
    }

    private Line nextOfChars() throws IOException {
        text.setLength(0);
        long length = 0;
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
            if (length > MAX_UNENDED) {
                return unended(length);
            }
        }
        number++;
        return new Line(number, text.toString(), length);
    }

    /** The line that never ended; nothing is read after it. */
    private Line unended(long length) {
        eof = true;
        pos = limit;
        number++;
        return new Line(number, text.toString(), length, true);
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
        if (bytes != null) {
            return pos < limit || (!eof && bytesIn.available() > 0);
        }
        return pos < limit || (!eof && in.ready());
    }

    // ---- bytes ----

    private Line nextOfBytes() throws IOException {
        if (pos == limit && !fillBytes()) {
            return null;
        }
        if (afterCarriageReturn) {
            afterCarriageReturn = false;
            if (bytes[pos] == '\n') { // the second half of \r\n
                pos++;
                if (pos == limit && !fillBytes()) {
                    return null;
                }
            }
        }
        // The common case: ASCII up to a line end inside the buffer.
        byte[] b = bytes;
        int end = pos;
        while (end < limit) {
            byte ch = b[end];
            if (ch == '\n' || ch == '\r' || ch < 0) {
                break;
            }
            end++;
        }
        if (end < limit && b[end] >= 0) {
            int length = end - pos;
            String line = new String(b, pos, Math.min(length, MAX_LINE), StandardCharsets.ISO_8859_1);
            afterCarriageReturn = b[end] == '\r';
            pos = end + 1;
            started = true;
            number++;
            return new Line(number, line, length);
        }
        return decodedLine();
    }

    /**
     * A line with bytes outside ASCII, or whose end is not in the buffer: its bytes go through
     * the decoder piece by piece (a sequence cut by the end of the buffer waits for the rest),
     * keeping the first {@link #MAX_LINE} characters and counting all of them.
     */
    private Line decodedLine() throws IOException {
        text.setLength(0);
        long length = 0;
        decoder.reset();
        if (decoded == null) {
            decoded = CharBuffer.allocate(8192);
        }
        while (true) {
            int end = pos;
            while (end < limit && bytes[end] != '\n' && bytes[end] != '\r') {
                end++;
            }
            boolean ended = end < limit;
            ByteBuffer piece = ByteBuffer.wrap(bytes, pos, end - pos);
            length = decode(piece, ended, length);
            if (ended) {
                afterCarriageReturn = bytes[end] == '\r';
                pos = end + 1;
                started = true;
                break;
            }
            pos = piece.position(); // a sequence cut by the end of the buffer stays for the next piece
            if (length > MAX_UNENDED) {
                return unended(length);
            }
            if (!fillBytesKeeping()) {
                piece = ByteBuffer.wrap(bytes, pos, limit - pos);
                length = decode(piece, true, length);
                pos = limit;
                if (length == 0) {
                    return null; // only a byte-order mark before the end: no line, as in a file without any
                }
                break;
            }
        }
        number++;
        return new Line(number, text.toString(), length);
    }

    /** Decodes {@code piece} (to its end when {@code last}), appending what the line keeps; the new length. */
    private long decode(ByteBuffer piece, boolean last, long length) {
        while (true) {
            boolean full = decoder.decode(piece, decoded, last).isOverflow();
            if (!full && last) {
                full = decoder.flush(decoded).isOverflow();
            }
            decoded.flip();
            while (decoded.hasRemaining()) {
                char ch = decoded.get();
                if (!started) {
                    started = true;
                    if (ch == BYTE_ORDER_MARK) {
                        continue;
                    }
                }
                if (length < MAX_LINE) {
                    text.append(ch);
                }
                length++;
            }
            decoded.clear();
            if (!full) {
                return length;
            }
        }
    }

    /** Reads more bytes into an empty buffer; false at the end of the input. */
    private boolean fillBytes() throws IOException {
        pos = 0;
        limit = 0;
        return fillBytesKeeping();
    }

    /** Moves the unread bytes to the front and reads more after them; false when nothing more comes. */
    private boolean fillBytesKeeping() throws IOException {
        if (eof) {
            return false;
        }
        int kept = limit - pos;
        System.arraycopy(bytes, pos, bytes, 0, kept);
        pos = 0;
        limit = kept;
        int read = bytesIn.read(bytes, kept, bytes.length - kept);
        if (read <= 0) {
            eof = true;
            return false;
        }
        limit += read;
        return true;
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
        if (bytesIn != null) {
            bytesIn.close();
            return;
        }
        in.close();
    }
}
