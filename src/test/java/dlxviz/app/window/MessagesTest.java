package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MessagesTest {
    private final Messages messages = new Messages();

    @Test
    void anErrorOutlastsTheClearingThatFollowsAStep() {
        messages.showError("line 1, column 3: ...");
        messages.clearUnlessError();
        assertEquals("line 1, column 3: ...", messages.text());
        assertTrue(messages.isError());
        messages.clear();
        assertEquals("", messages.text());
    }

    @Test
    void informationIsClearedByTheNextStep() {
        messages.showInfo("Stopped at a breakpoint: a solution");
        assertFalse(messages.isError());
        messages.clearUnlessError();
        assertEquals("", messages.text());
    }
}
