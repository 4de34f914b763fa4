package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class SearchProgressTest {
    private long now;
    private final StringWriter text = new StringWriter();
    private final SearchProgress progress = new SearchProgress(new PrintWriter(text), "solve", () -> now);

    @Test
    void aSearchShorterThanASecondDrawsNothing() {
        progress.start("line 3");
        now += 900_000_000L;
        assertTrue(progress.proceed(16_384));
        progress.finish();
        assertEquals("", text.toString());
    }

    @Test
    void aLongSearchIsShownInPlaceAtMostFourTimesASecondAndWipedAtTheEnd() {
        progress.start("line 3");
        now += 1_500_000_000L;
        assertTrue(progress.proceed(1_234_567));
        String line = "solve: line 3: 1,234,567 nodes, 2 s (--max-nodes sets the limit)";
        assertEquals("\r" + line, text.toString());
        now += 100_000_000L;
        progress.proceed(2_000_000); // too soon to redraw
        assertEquals("\r" + line, text.toString());
        progress.finish();
        assertEquals("\r" + line + "\r" + " ".repeat(line.length()) + "\r", text.toString());
    }
}
