package dlxviz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The window that cannot start says why, and what works without it (issue 27). */
class LauncherMessageTest {

    @Test
    void withoutADisplayTheMessageNamesTheCauseAndTheCommands() {
        String message = Launcher.cannotStart(new UnsupportedOperationException("Unable to open DISPLAY"));
        assertTrue(message.contains("no display"), message);
        assertTrue(message.contains("Unable to open DISPLAY"), message);
        assertTrue(message.contains("solve, count, generate, exact-cover, trace, bench, slides"), message);
        assertFalse(message.contains("InvocationTargetException"), message);
    }
}
