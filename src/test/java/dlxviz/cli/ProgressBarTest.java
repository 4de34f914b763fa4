package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** A bar not on a terminal writes nothing, where one on a terminal draws its frames. */
class ProgressBarTest {
    @Test
    void aBarNotShownWritesNoFramesEvenAfterItsQuietSecond() throws InterruptedException {
        StringWriter hiddenText = new StringWriter();
        StringWriter shownText = new StringWriter();
        ProgressBar hidden = new ProgressBar(new PrintWriter(hiddenText), "bench", 10, false);
        ProgressBar shown = new ProgressBar(new PrintWriter(shownText), "bench", 10, true);
        Thread.sleep(1_100);
        hidden.update(5);
        shown.update(5);
        hidden.finish();
        shown.finish();
        assertEquals("", hiddenText.toString());
        assertTrue(shownText.toString().startsWith("\rbench ["), shownText.toString());
    }
}
