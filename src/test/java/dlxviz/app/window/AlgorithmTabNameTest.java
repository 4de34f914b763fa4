package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import java.util.List;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Exact cover with colours is TAOCP's Algorithm C, and its tab lists C1-C8: the tab says so, and
 * says Algorithm X again for a problem without colours (issue 31).
 */
@ExtendWith(ApplicationExtension.class)
class AlgorithmTabNameTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth-colours")),
                new AppPreferences(new InMemoryPreferences()), 1280, 720);
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void theAlgorithmTabIsAlgorithmCForAProblemWithColoursAndXWithout() {
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Algorithm C", algorithmTabName());
        Fx.call(() -> window.model().session().load(ProblemSources.example("knuth")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Algorithm X", algorithmTabName());
    }

    private String algorithmTabName() {
        return Fx.call(() -> {
            TabPane tabs = (TabPane) window.scene().getRoot().lookup(".side-tabs");
            return tabs.getTabs().stream().filter(t -> t.getUserData() == SideTabs.Kind.ALGORITHM)
                    .map(Tab::getText).findFirst().orElseThrow();
        });
    }
}
