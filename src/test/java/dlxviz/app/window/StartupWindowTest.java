package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.WindowModelAccess;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** An unknown example on the command line: a message in the window, and a usable window anyway. */
@ExtendWith(ApplicationExtension.class)
class StartupWindowTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "nosuch", "--steps", "3")),
                new AppPreferences(node));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void anUnknownExampleIsNamedInTheWindowAndTheClassroomExampleOpensInstead(FxRobot robot) throws Exception {
        String message = robot.lookup("#messageText").queryAs(Label.class).getText();
        assertTrue(message.contains("no example called 'nosuch'"), message);
        assertTrue(robot.lookup("#messageBar").query().isVisible());
        String title = WaitForAsyncUtils.asyncFx(() -> window.model().session().problem().title()).get(10, TimeUnit.SECONDS);
        assertEquals("Knuth's 7-item example", title);
        assertTrue(WaitForAsyncUtils.asyncFx(() -> WindowModelAccess.livePlayback(window.model().cursor()).position()).get(10, TimeUnit.SECONDS) > 0,
                "--steps still applies to the problem that opened");
    }
}
