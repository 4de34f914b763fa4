package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.CursorModel;
import dlxviz.cli.CliRun;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Search > Choose the first item left, then End: the window's counters are what
 * {@code exact-cover --heuristic first-active --stats} prints for the same problem, and the title
 * names the rule; back to DLX1's rule, its figures.
 */
@ExtendWith(ApplicationExtension.class)
class RuleSwitchWindowTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "queens6")),
                new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    private static String cliStats(String heuristic) {
        CliRun run = CliRun.of("exact-cover", "--count", "--stats", "--heuristic", heuristic, "--example", "queens6");
        for (String line : (run.out() + "\n" + run.err()).split("\n")) {
            if (line.contains("solutions=")) {
                return line.trim();
            }
        }
        throw new AssertionError(run.out() + run.err());
    }

    private String counters(FxRobot robot) throws Exception {
        CursorModel cursor = window.model().cursor();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!Fx.call(() -> cursor.searchCompleteProperty().get() && !window.model().busy().isBusy()
                && cursor.positionProperty().get() == cursor.recordedLengthProperty().get())) {
            assertTrue(System.nanoTime() < deadline, "the run to the end finishes");
            Thread.sleep(20);
        }
        String shown = Fx.call(() -> "solutions=" + value(robot, "#solutionsValue") + " nodes=" + value(robot, "#nodesValue")
                + " updates=" + value(robot, "#updatesValue"));
        return shown.replace(",", "");
    }

    private static String value(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private MenuItem menuItem(FxRobot robot, String id) {
        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);
        for (Menu menu : bar.getMenus()) {
            for (MenuItem item : menu.getItems()) {
                if (id.equals(item.getId())) {
                    return item;
                }
            }
        }
        throw new AssertionError("no menu item " + id);
    }

    @Test
    void theRuleSwitchGivesTheCommandLinesCounters(FxRobot robot) throws Exception {
        Fx.call(() -> {
            menuItem(robot, "ruleFirstItem").fire();
            return null;
        });
        assertTrue(Fx.call(() -> robot.lookup(".problem-title").queryAs(Label.class).getText())
                .endsWith("choosing by first item left"));
        robot.type(KeyCode.END);
        assertEquals(cliStats("first-active"), counters(robot));
        Fx.call(() -> {
            menuItem(robot, "ruleMinLengthItem").fire();
            return null;
        });
        robot.type(KeyCode.END);
        assertEquals(cliStats("min-length"), counters(robot));
    }
}
