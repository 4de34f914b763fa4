package dlxviz.app.window;

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
import javafx.animation.AnimationTimer;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A measurement, not a unit test (its name keeps it out of the default test run): "run to end"
 * on the 3x20 pentomino tiling (22.5 million events), printing the wall time and the longest gap
 * between two frames of the FX thread while it ran. Run it alone on a quiet machine:
 * {@code mvn -q -o test -Dtest=RunToEndResponsivenessCheck}.
 */
@ExtendWith(ApplicationExtension.class)
class RunToEndResponsivenessCheck {
    private DlxApp.Window window;
    private long longestGap;
    private long lastFrame;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "pentomino3x20")), new AppPreferences(node));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void runToEndOnTheBiggestExample() throws Exception {
        runToEnd("");
    }

    /** The same with the search tree's tab shown: it redraws as the tree grows (32,978 nodes). */
    @Test
    void runToEndWithTheSearchTreeShown() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.controller().showSideTab(SideTabs.Kind.TREE)).get();
        runToEnd(" (search tree shown)");
        int drawn = WaitForAsyncUtils.asyncFx(() -> {
            var view = ((dlxviz.app.teaching.TreePanel) window.controller().sideView(SideTabs.Kind.TREE)).view();
            view.redrawNow();
            return view.model().tree().size();
        }).get();
        System.out.printf("search tree: %,d nodes%n", drawn);
    }

    private void runToEnd(String what) throws Exception {
        AnimationTimer frames = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (lastFrame != 0) {
                    longestGap = Math.max(longestGap, now - lastFrame);
                }
                lastFrame = now;
            }
        };
        long start = System.nanoTime();
        WaitForAsyncUtils.asyncFx(() -> {
            frames.start();
            window.model().runToEnd();
        }).get();
        WaitForAsyncUtils.waitFor(600, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> !window.model().busy().busyProperty().get()).get());
        long events = WaitForAsyncUtils.asyncFx(() -> WindowModelAccess.livePlayback(window.model().cursor()).recordedLength()).get();
        System.out.printf("run to end%s: %,d events in %.1f s; longest gap between frames %.0f ms%n",
                what, events, (System.nanoTime() - start) / 1e9, longestGap / 1e6);
        assertTrue(WaitForAsyncUtils.asyncFx(() -> window.model().cursor().searchCompleteProperty().get()).get());
    }
}
