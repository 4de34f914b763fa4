package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The byte-level reader of UTF-8 lines reads what the character reader over an
 * {@code InputStreamReader} read before it, line for line, whatever the bytes (line ends of
 * every kind, byte-order marks, sequences of two to four bytes, malformed and cut sequences) and
 * wherever the end of its buffer falls.
 */
class ByteLineReaderProperties {
    /** Pieces of input: ASCII, line ends, a BOM, é, €, an emoji, a bad byte, cut sequences. */
    private static final byte[][] PIECES = {
        {'1'}, {'.'}, {' '}, {'a'}, {'\n'}, {'\r'}, {'\r', '\n'},
        {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
        {(byte) 0xC3, (byte) 0xA9},
        {(byte) 0xE2, (byte) 0x82, (byte) 0xAC},
        {(byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80},
        {(byte) 0xE9},
        {(byte) 0xE2, (byte) 0x82},
        {(byte) 0xF0, (byte) 0x9F},
        {(byte) 0x80},
    };

    @Provide
    Arbitrary<List<Integer>> pieces() {
        return Arbitraries.integers().between(0, PIECES.length - 1).list().ofMaxSize(200);
    }

    @Property(tries = 2000)
    void theByteReaderReadsWhatTheCharacterReaderRead(@ForAll("pieces") List<Integer> pieces,
                                                     @ForAll @IntRange(min = 4, max = 40) int buffer) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int piece : pieces) {
            bytes.write(PIECES[piece]);
        }
        byte[] input = bytes.toByteArray();
        assertEquals(lines(LineReader.utf8ThroughReader(new ByteArrayInputStream(input))),
                lines(LineReader.utf8(trickle(input), buffer)), () -> Arrays.toString(input));
    }

    @Property(tries = 20)
    void aLongLineIsCutAndCountedAlike(@ForAll @IntRange(min = 1, max = 3) int kind,
                                       @ForAll @Size(max = 3) List<@IntRange(min = 0, max = 3) Integer> tail) throws IOException {
        String unit = kind == 1 ? "1" : kind == 2 ? "\u00E9" : "\uD83D\uDE00";
        StringBuilder text = new StringBuilder(unit.repeat(LineReader.MAX_LINE / 2 + 7)).append('\n');
        for (int t : tail) {
            text.append("x".repeat(t * 40_000)).append(t % 2 == 0 ? "\r\n" : "\n");
        }
        byte[] input = text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(lines(LineReader.utf8ThroughReader(new ByteArrayInputStream(input))),
                lines(LineReader.utf8(new ByteArrayInputStream(input))));
    }

    /** An input that gives at most 3 bytes a read, as a pipe may. */
    private static InputStream trickle(byte[] input) {
        return new ByteArrayInputStream(input) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 3));
            }
        };
    }

    private static List<LineReader.Line> lines(LineReader reader) throws IOException {
        List<LineReader.Line> out = new ArrayList<>();
        for (LineReader.Line line = reader.next(); line != null; line = reader.next()) {
            out.add(line);
        }
        return out;
    }
}
