package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A bar not on a terminal writes nothing, where one on a terminal draws its frames, on a test's clock. */
class ProgressBarTest {
    private static final long MS = 1_000_000L;

    @Test
    void aBarNotShownWritesNoFramesEvenAfterItsQuietSecond() {
        AtomicLong now = new AtomicLong();
        StringWriter hiddenText = new StringWriter();
        StringWriter shownText = new StringWriter();
        ProgressBar hidden = new ProgressBar(new PrintWriter(hiddenText), "bench", 10, false, now::get);
        ProgressBar shown = new ProgressBar(new PrintWriter(shownText), "bench", 10, true, now::get);
        now.set(1_100 * MS);
        hidden.update(5);
        shown.update(5);
        hidden.finish();
        shown.finish();
        assertEquals("", hiddenText.toString());
        assertTrue(shownText.toString().startsWith("\rbench ["), shownText.toString());
    }

    @Test
    void aShownBarIsSilentForItsFirstSecondThenDrawsAtMostFourTimesASecond() {
        AtomicLong now = new AtomicLong();
        StringWriter text = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(text), "count", 100, true, now::get);
        now.set(999 * MS);
        bar.update(10);
        assertEquals("", text.toString(), "quiet for the first second");
        now.set(1_000 * MS);
        bar.update(20);
        assertEquals(1, frames(text), text.toString());
        now.set(1_200 * MS);
        bar.update(30);
        assertEquals(1, frames(text), "no redraw within a quarter of a second");
        now.set(1_250 * MS);
        bar.update(40);
        assertEquals(2, frames(text), text.toString());
        assertTrue(text.toString().endsWith("40% 40/100"), text.toString());
    }

    private static long frames(StringWriter text) {
        return text.toString().chars().filter(c -> c == '\r').count();
    }
}
