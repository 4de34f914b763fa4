package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.CursorModel;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window at once (issue 15): the app's first frame shows the links view and the narration
 * with a stand-in for each other part and the links bar without its buttons, and the parts come
 * in the frames after. When they come, the links view must neither move nor change size (the
 * lesson on it would jump), so each stand-in has its part's size, and the bar its buttons' height, in every theme, at every text scale, with and without the
 * presentation layout.
 */
@ExtendWith(ApplicationExtension.class)
class WindowPartsTest {
    private static final String[] THEMES = {"light", "dark", "high-contrast"};
    private static final String[] SCALES = {"1", "1.5", "2"};

    @Test
    void theLinksViewKeepsItsPlaceWhenThePartsCome() throws Exception {
        List<String[]> cases = new ArrayList<>();
        for (String theme : THEMES) {
            for (String scale : SCALES) {
                cases.add(new String[] {"1280", "720", "--theme", theme, "--scale", scale});
                cases.add(new String[] {"1280", "720", "--theme", theme, "--scale", scale, "--presentation"});
            }
        }
        cases.add(new String[] {"1280", "800", "--theme", "light", "--scale", "1", "--legend"});
        cases.add(new String[] {"1280", "800", "--theme", "dark", "--scale", "1.25", "queens6"});
        // a lens and its overview: the overview takes the height the links bar leaves
        cases.add(new String[] {"1280", "720", "--theme", "light", "--scale", "1", "easy-1"});
        cases.add(new String[] {"1280", "720", "--theme", "high-contrast", "--scale", "1.5", "ai-escargot"});
        for (String[] c : cases) {
            String name = String.join(" ", c);
            List<String> args = List.of(c).subList(2, c.length);
            DlxApp.Window[] opened = new DlxApp.Window[1];
            Bounds[] first = Fx.call(() -> {
                // opened and measured in one go on the FX thread: no pulse between, so no second stage yet
                DlxApp.Window window = DlxApp.openInStages(new Stage(), StartupArguments.parse(args),
                        new AppPreferences(new InMemoryPreferences()), Double.parseDouble(c[0]), Double.parseDouble(c[1]));
                opened[0] = window;
                Scene scene = window.scene();
                layOut(scene); // the first frame as it shows
                assertFalse(window.controller().isComplete(), name + ": the first frame is not yet whole");
                assertNull(scene.lookup("#stepButton"), name + ": no controls in the first frame");
                assertTrue(scene.getRoot().lookupAll(".button").isEmpty(), name + ": no buttons in the first frame, the links bar's neither");
                return new Bounds[] {inScene(scene, "#linksHost"), inScene(window.controller().linksView()), inScene(scene, "#narration")};
            });
            DlxApp.Window window = opened[0];
            Fx.call(() -> {
                window.controller().complete(); // if the frames after have not done it yet
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents(); // pulses: the parts' skins, CSS and layout settle
            Fx.call(() -> {
                Scene scene = window.scene();
                assertTrue(window.controller().isComplete(), name);
                assertNull(scene.lookup("#controlBarPlace"), name + ": the stand-ins are gone");
                assertNull(scene.lookup("#topBarPlace"), name);
                assertNotNull(scene.lookup("#stepButton"), name);
                assertEquals(first[0], inScene(scene, "#linksHost"), name + ": the links view moved or changed size");
                assertEquals(first[1], inScene(window.controller().linksView()), name + ": the drawing moved under the links bar's buttons");
                // the bar keeps the height of its rule (the links pane gives it no more, as the view
                // asks for all there is): its buttons must fit in it
                Region bar = (Region) scene.getRoot().lookup(".links-tools");
                assertTrue(bar.getHeight() >= bar.prefHeight(bar.getWidth()) - 0.5,
                        name + ": the links bar's buttons need " + bar.prefHeight(bar.getWidth()) + " px, the bar has " + bar.getHeight());
                assertEquals(first[2], inScene(scene, "#narration"), name + ": the narration moved");
                ((Stage) scene.getWindow()).close();
                return null;
            });
        }
    }

    @Test
    void theWindowBecomesWholeOnItsOwnOnceTheFirstFrameIsOut() throws Exception {
        // a file that is not there: the message saying so waits in the model for the message bar
        DlxApp.Window window = Fx.call(() -> DlxApp.openInStages(new Stage(), StartupArguments.parse(List.of("no-such-puzzle.sdk", "--tab", "algorithm")),
                new AppPreferences(new InMemoryPreferences()), 1280, 720));
        Fx.whole(window);
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            Scene scene = window.scene();
            assertNotNull(scene.lookup("#stepButton"), "the controls came");
            assertNotNull(scene.lookup("#menuBar"), "the menus came");
            assertEquals(SideTabs.Kind.ALGORITHM, window.controller().sideTabSelected(), "what the arguments asked of the whole window was done");
            Node bar = scene.lookup("#messageBar");
            assertTrue(bar.isVisible(), "the start-up's message is shown once the message bar comes");
            String message = ((javafx.scene.control.Label) scene.lookup("#messageText")).getText();
            assertTrue(message.contains("no-such-puzzle.sdk") && message.endsWith("is open instead."), message);
            ((Stage) scene.getWindow()).close();
            return null;
        });
    }

    @Test
    void theTimelineStandsAtTheCursorWhenItComes() throws Exception {
        // a sudoku: at Ready the cursor stands after its givens' events, before the timeline exists
        DlxApp.Window window = Fx.call(() -> DlxApp.openInStages(new Stage(), StartupArguments.parse(List.of("easy-1")),
                new AppPreferences(new InMemoryPreferences()), 1280, 720));
        Fx.whole(window);
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            CursorModel cursor = window.model().cursor();
            javafx.scene.control.Slider timeline = (javafx.scene.control.Slider) window.scene().lookup("#timeline");
            assertTrue(cursor.positionProperty().get() > 0, "Ready comes after the givens");
            assertEquals(cursor.positionProperty().get(), timeline.getValue(), 0, "the knob at the cursor");
            long ready = cursor.playbackProperty().get().setUpLength();
            assertEquals(ready, timeline.getMin(), 0, "the range starts at Ready (issue 24)");
            assertEquals(Math.max(ready + 1, cursor.recordedLengthProperty().get()), timeline.getMax(), 0, "the range the recorded search");
            ((Stage) window.scene().getWindow()).close();
            return null;
        });
    }

    @Test
    void aKeyPressedBeforeTheWindowIsWholeIsNotLost() throws Exception {
        DlxApp.Window window = Fx.call(() -> {
            DlxApp.Window opened = DlxApp.openInStages(new Stage(), StartupArguments.parse(List.of("--step-size", "cover")),
                    new AppPreferences(new InMemoryPreferences()), 1280, 720);
            // a clicker's Page Down, before the first frame is even out
            javafx.event.Event.fireEvent(opened.scene(), new javafx.scene.input.KeyEvent(
                    javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", javafx.scene.input.KeyCode.PAGE_DOWN, false, false, false, false));
            return opened;
        });
        Fx.whole(window);
        WaitForAsyncUtils.waitForFxEvents();
        Fx.call(() -> {
            assertTrue(window.model().cursor().positionProperty().get() > 0, "the key stepped once the window was whole");
            ((Stage) window.scene().getWindow()).close();
            return null;
        });
    }

    private static void layOut(Scene scene) {
        Parent root = scene.getRoot();
        root.applyCss();
        root.layout();
    }

    private static Bounds inScene(Scene scene, String id) {
        Node node = scene.lookup(id);
        assertNotNull(node, id);
        return inScene(node);
    }

    private static Bounds inScene(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }
}
