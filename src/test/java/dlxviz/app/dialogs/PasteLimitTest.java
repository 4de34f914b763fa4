package dlxviz.app.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * A 10 MB paste into the paste box held the window (a TextArea lays out all its text on the FX
 * thread): the box takes up to a million characters and says, for more, to open a file instead.
 */
class PasteLimitTest {
    @Test
    void aPasteOverTheLimitIsRefusedWithWhatToDoInstead() {
        assertNull(PasteDialog.refusal(PasteDialog.MAX_CHARS));
        assertEquals("That paste would make 10,000,000 characters; this box takes at most 1,000,000. A problem that "
                + "large opens as a file: save it, then File > Open (read in the background, up to 32 MB).",
                PasteDialog.refusal(10_000_000));
    }
}
