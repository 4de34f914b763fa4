package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.testkit.Fx;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The window made from the words typed, by the app's own start (DlxApp.startFrom, which
 * DlxApp.start calls): a bad option is named in the window and the good ones still count (issue 26.7).
 */
@ExtendWith(ApplicationExtension.class)
class StartFromArgumentsTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.startFrom(stage, List.of("--example", "queens5", "--theme", "neon", "--scale", "1.25"),
                new AppPreferences(node), 1024, 768);
    }

    @Test
    void aBadOptionIsNamedInTheWindowAndTheGoodOnesOpen() throws Exception {
        String message = Fx.call(() -> window.model().messages().text());
        assertTrue(message.startsWith("Start-up arguments: --theme 'neon' is not one of light, dark, high-contrast."), message);
        assertTrue(Fx.call(() -> window.model().session().problem().title()).contains("5"),
                "--example queens5 still opened: " + Fx.call(() -> window.model().session().problem().title()));
        assertEquals(1.25, Fx.call(() -> window.model().appearance().fontScaleProperty().get()), 1e-9, "--scale still applies");
    }
}
