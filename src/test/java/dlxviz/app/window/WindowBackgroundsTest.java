package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * No large part of the window has a background of layered fills. With the software pipeline
 * Prism paints such a background from a cached image, stretched and filtered over every part of
 * the window redrawn: modena's split pane and scroll pane (two fills each) under the lens and the
 * board cost the render thread about 26 of 34 ms a frame while AI Escargot played flat out at
 * 1600x1000 (LensPlayRateCheck, issue 32). One plain fill is painted as a rectangle.
 */
@ExtendWith(ApplicationExtension.class)
class WindowBackgroundsTest {
    /** Regions smaller than this (a button, a tab's header) cost little even when layered. */
    private static final double LARGE_AREA = 100_000;
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("ai-escargot")), new AppPreferences(node), 1280, 720);
    }

    @Test
    void theLargePartsOfTheWindowHaveOnePlainFill() throws Exception {
        window.whole().get(60, java.util.concurrent.TimeUnit.SECONDS); // the side panel comes in after the first frame
        Fx.nextFrame(window.scene());
        List<String> layered = Fx.call(() -> {
            List<String> found = new ArrayList<>();
            int large = 0;
            ArrayDeque<Node> todo = new ArrayDeque<>(List.of(window.scene().getRoot()));
            while (!todo.isEmpty()) {
                Node n = todo.pop();
                if (!n.isVisible()) {
                    continue;
                }
                if (n instanceof Parent parent) {
                    todo.addAll(parent.getChildrenUnmodifiable());
                }
                if (n instanceof Region r && r.getWidth() * r.getHeight() >= LARGE_AREA && r.getBackground() != null
                        && !r.getBackground().getFills().isEmpty()) {
                    large++;
                    List<BackgroundFill> fills = r.getBackground().getFills();
                    BackgroundFill fill = fills.get(0);
                    if (fills.size() > 1 || !fill.getInsets().equals(Insets.EMPTY) || !fill.getRadii().equals(CornerRadii.EMPTY)) {
                        found.add((r.getId() != null ? "#" + r.getId() : r.getClass().getSimpleName()) + " " + r.getStyleClass()
                                + " " + (int) r.getWidth() + "x" + (int) r.getHeight() + ": " + fills.size() + " fills");
                    }
                }
            }
            found.add(0, Integer.toString(large));
            return found;
        });
        assertTrue(Integer.parseInt(layered.get(0)) >= 4, "the window's large parts were found: " + layered.get(0));
        assertEquals(List.of(), layered.subList(1, layered.size()), "large regions with layered backgrounds");
    }

    /**
     * The side panel's scroll pane keeps no bitmap of its viewport: the board in it changes every
     * frame of play, and painting it into the cache and the cache onto the window took the render
     * thread 14 to 21% longer a frame than painting it once.
     */
    @Test
    void theSidePanelIsPaintedStraightOntoTheWindow() throws Exception {
        window.whole().get(60, java.util.concurrent.TimeUnit.SECONDS);
        Fx.nextFrame(window.scene());
        Node viewport = Fx.call(() -> window.scene().lookup("#sideScroll").lookup(".viewport"));
        assertTrue(viewport != null, "the side panel's viewport");
        assertTrue(!Fx.call(viewport::isCache), "the side panel's viewport is cached");
    }
}
