package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Issue 26.3: {@code solve /dev/zero} read forever, its length counter (an int) wrapping negative
 * past 2^31 characters, after which the 64K line cap no longer applied. A line without an end
 * is read up to {@link LineReader#MAX_UNENDED} characters and reported, and reading stops.
 */
class EndlessLineTest {
    /** Zeros for ever, as /dev/zero gives them. */
    private static InputStream zeros() {
        return new InputStream() {
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
    }

    @Test
    void anEndlessLineIsReportedWithItsLimitAndReadingStops() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            try (PuzzleReader reader = PuzzleReader.utf8(zeros(), ReadOptions.AUTO)) {
                PuzzleEntry entry = reader.next();
                String message = entry.error().getMessage();
                assertTrue(message.startsWith("line 1: no line end in 67,"), message);
                assertTrue(message.contains("a puzzle line is at most 65,536 characters, so reading stops here"), message);
                assertNull(reader.next(), "nothing after the line that never ended");
            }
        });
    }

    @Test
    void theLengthOfAnEndlessLineIsCountedPastTheCapAndNeverWraps() throws Exception {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            try (LineReader lines = LineReader.utf8(zeros())) {
                LineReader.Line line = lines.next();
                assertTrue(line.unended() && line.isCut());
                assertEquals(LineReader.MAX_LINE, line.text().length());
                assertTrue(line.length() > LineReader.MAX_UNENDED);
                assertNull(lines.next());
            }
        });
    }
}
