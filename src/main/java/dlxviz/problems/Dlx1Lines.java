package dlxviz.problems;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The lines of DLX1 text, cut from bytes as DLX1 cuts them (it reads with {@code fgets} and
 * treats every {@code isspace} byte as a blank):
 * <ul>
 *   <li>A line ends at {@code \n}; a {@code \r} just before it goes with it (Windows line ends).
 *       Any other {@code \r} is a blank inside the line and comes out as a space, so
 *       {@code A\rB} is two items on one line, as in DLX1.</li>
 *   <li>Only when the whole input has no {@code \n} at all does {@code \r} end lines (old Mac
 *       files, one line to DLX1): such an input is one line until its end, within the line cap.</li>
 *   <li>Bytes are read as UTF-8. A byte that is not UTF-8 (a Latin-1 {@code è}) comes out as the
 *       Latin-1 character and is remembered with its column: the reader lets it pass in a comment,
 *       which is not the problem's text, and refuses it anywhere else ({@link #badColumn()}).</li>
 *   <li>A line longer than {@link #MAX_LINE_BYTES} is refused when that many bytes have been read,
 *       whatever the file system says about the file's size ({@code /dev/zero} says 0), and the
 *       number of lines stops at {@link Integer#MAX_VALUE}; so an endless input of one line, or of
 *       blank lines, ends with a message.</li>
 * </ul>
 */
final class Dlx1Lines {
    /**
     * The longest line read: 8 MiB, nine times DLX1's own buffer (900,003 bytes, room for its
     * 100,000 items of 8 characters) and far below what a default heap holds.
     */
    static final int MAX_LINE_BYTES = 8 << 20;

    private static final int CHUNK = 1 << 16;

    private final InputStream in;
    private final byte[] chunk = new byte[CHUNK];
    private int chunkPos;
    private int chunkEnd;
    private boolean ended;
    private byte[] line = new byte[256];
    private int lineNumber;
    /** True while {@link #next()} reads a line: what goes wrong meanwhile is on the line after the last returned. */
    private boolean reading;
    private boolean sawNewline;
    private final ArrayDeque<byte[]> pending = new ArrayDeque<>();
    private int badColumn;
    private int badByte;

    Dlx1Lines(InputStream in) {
        this.in = in;
    }

    /** The 1-based number of the line last returned (0 before the first). */
    int lineNumber() {
        return lineNumber;
    }

    /**
     * The line the reading is at: the one being read when {@link #next()} did not return (the heap
     * ran out on a long line: there is no line 0), else the one last returned, being worked on.
     */
    int lineAt() {
        return reading ? lineNumber + 1 : lineNumber;
    }

    /** The column of the first byte of the last line that is not UTF-8, or 0 when there is none. */
    int badColumn() {
        return badColumn;
    }

    /** That byte (0-255), when {@link #badColumn()} is not 0. */
    int badByte() {
        return badByte;
    }

    /** The next line without its line end, or null at the end of the input. */
    String next() throws IOException {
        reading = true;
        String text = readLine();
        reading = false;
        return text;
    }

    private String readLine() throws IOException {
        if (!pending.isEmpty()) {
            return take(pending.poll());
        }
        if (lineNumber == Integer.MAX_VALUE) {
            throw new Dlx1SyntaxException(lineNumber, 0, null, "more than " + String.format("%,d", Integer.MAX_VALUE)
                    + " lines, the most this reader counts");
        }
        int length = 0;
        boolean newline = false;
        while (true) {
            if (chunkPos == chunkEnd && !fill()) {
                break;
            }
            int end = chunkPos;
            while (end < chunkEnd && chunk[end] != '\n') {
                end++;
            }
            int count = end - chunkPos;
            if ((long) length + count > MAX_LINE_BYTES) {
                throw new Dlx1SyntaxException(lineNumber + 1, 0, null, "the line is longer than "
                        + String.format("%,d", MAX_LINE_BYTES) + " bytes (8 MiB), the longest line this reader takes");
            }
            if (length + count > line.length) {
                line = Arrays.copyOf(line, Math.min(MAX_LINE_BYTES, Math.max(length + count, 2 * line.length)));
            }
            System.arraycopy(chunk, chunkPos, line, length, count);
            length += count;
            chunkPos = end;
            if (end < chunkEnd) {
                chunkPos++; // the '\n'
                newline = true;
                break;
            }
        }
        if (!newline && length == 0) {
            return null;
        }
        if (newline) {
            sawNewline = true;
            if (length > 0 && line[length - 1] == '\r') {
                length--;
            }
        } else if (!sawNewline && lineNumber == 0 && indexOf(line, length, (byte) '\r') >= 0) {
            splitAtCarriageReturns(length);
            return readLine();
        }
        for (int i = 0; i < length; i++) {
            if (line[i] == '\r') {
                line[i] = ' ';
            }
        }
        String text = decode(line, 0, length);
        lineNumber++;
        return text;
    }

    /** An input without any '\n' and with '\r' in it: old Mac line ends, each '\r' ends a line. */
    private void splitAtCarriageReturns(int length) {
        int start = 0;
        for (int i = 0; i <= length; i++) {
            if (i == length || line[i] == '\r') {
                if (i < length || i > start) {
                    pending.add(Arrays.copyOfRange(line, start, i)); // decoded when taken: each line's bad byte its own
                }
                start = i + 1;
            }
        }
        sawNewline = true; // decided: these are the lines
    }

    private String take(byte[] bytes) {
        String text = decode(bytes, 0, bytes.length);
        lineNumber++; // after the decoding, which may run out of heap: lineAt() is this line until then
        return text;
    }

    private boolean fill() throws IOException {
        if (ended) {
            return false;
        }
        int n = in.read(chunk, 0, CHUNK);
        if (n <= 0) {
            ended = n < 0;
            chunkPos = chunkEnd = 0;
            return !ended && fill();
        }
        chunkPos = 0;
        chunkEnd = n;
        return true;
    }

    private static int indexOf(byte[] bytes, int length, byte b) {
        for (int i = 0; i < length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /** UTF-8, with each byte that is not UTF-8 taken as its Latin-1 character and the first remembered. */
    private String decode(byte[] bytes, int from, int length) {
        badColumn = 0;
        badByte = 0;
        boolean ascii = true;
        for (int i = from; i < from + length; i++) {
            if (bytes[i] < 0) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            return new String(bytes, from, length, StandardCharsets.ISO_8859_1);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer source = ByteBuffer.wrap(bytes, from, length);
        CharBuffer out = CharBuffer.allocate(length); // UTF-8 never gives more chars than bytes
        while (true) {
            CoderResult result = decoder.decode(source, out, true);
            if (!result.isError()) {
                break;
            }
            for (int j = 0; j < result.length(); j++) {
                int b = source.get() & 0xFF;
                if (badColumn == 0) {
                    badColumn = out.position() + 1;
                    badByte = b;
                }
                out.put((char) b);
            }
        }
        decoder.flush(out);
        out.flip();
        return out.toString();
    }
}
