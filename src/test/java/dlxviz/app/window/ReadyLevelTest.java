package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.CursorModel;
import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Level counter of a sudoku: "givens" while they are placed, 0 at Ready (it said "givens"
 * there too, beside a narration saying the givens are placed and the search is ready).
 */
@ExtendWith(ApplicationExtension.class)
class ReadyLevelTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("easy-1")), new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void theLevelIsZeroAtReadyAndGivensBefore(FxRobot robot) throws Exception {
        CursorModel cursor = window.model().cursor();
        long ready = Fx.call(() -> cursor.playback().setUpLength());
        Fx.call(() -> {
            cursor.seek(ready);
            return null;
        });
        assertEquals("0", level(robot), "at Ready");
        Fx.call(() -> {
            cursor.seek(ready - 1);
            return null;
        });
        assertEquals("givens", level(robot), "the last given going in");
    }

    private static String level(FxRobot robot) throws Exception {
        return Fx.call(() -> robot.lookup("#levelValue").queryAs(Label.class).getText());
    }
}
