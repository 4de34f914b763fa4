package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.links.LinksPane;
import dlxviz.app.links.LinksView;
import dlxviz.app.links.OverviewView;
import dlxviz.app.marks.Legend;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A projector's window (1280x720, text at 1.5) on AI Escargot leaves the overview too little
 * height to read its key at the text floor: it gives way to the lens, rather than a smudge of
 * grids with 7-pixel words, and the legend stops explaining it. The legend is a layer over the
 * links view's foot: shown or not, the links view keeps its size (issue 24). In a taller window
 * the overview comes back, tall enough to read.
 */
@ExtendWith(ApplicationExtension.class)
class LensOverviewRoomTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("ai-escargot", "--scale", "1.5", "--legend")),
                new AppPreferences(node), 1280, 720);
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void onAProjectorTheOverviewGivesItsHeightToTheLensAndTheLegendLiesOverIt() throws Exception {
        settle();
        OverviewView overview = Fx.call(() -> window.controller().overview());
        LinksView lens = Fx.call(() -> window.controller().linksView());
        assertTrue(Fx.call(lens::showsLens), "AI Escargot is shown through the lens");
        double overviewHeight = Fx.call(overview::getHeight);
        assertTrue(overviewHeight == 0 || overviewHeight >= Fx.call(overview::legibleHeight), "no overview too short to read");
        javafx.geometry.Bounds withLegend = Fx.call(() -> lens.localToScene(lens.getLayoutBounds()));

        Fx.call(() -> {
            window.model().appearance().legendShownProperty().set(false);
            return null;
        });
        settle();
        assertEquals(withLegend, Fx.call(() -> lens.localToScene(lens.getLayoutBounds())),
                "the legend lies over the links view: it takes none of its room");
        // the test classes share one stage: its height is given back, or the windows of the
        // classes after reach below the headless screen and their robots click off it
        double height = Fx.call(() -> window.scene().getWindow().getHeight());
        Fx.call(() -> {
            ((Stage) window.scene().getWindow()).setHeight(1080);
            return null;
        });
        settle();
        double taller = Fx.call(overview::getHeight);
        double legible = Fx.call(overview::legibleHeight);
        Fx.call(() -> {
            ((Stage) window.scene().getWindow()).setHeight(height);
            return null;
        });
        settle();
        assertTrue(taller >= legible, "in a taller window the overview is there: " + taller + " px");
    }

    /** The legend strip's entry for the overview's scale ("options left"). */
    private static Node overviewKey(OverviewView overview) {
        Legend legend = ((LinksPane) overview.getParent()).legend();
        return legend.getChildren().stream().filter(entry -> entry.getUserData() == Legend.Mark.LENGTH)
                .findFirst().orElseThrow();
    }

    /** Waits until the window has laid out and drawn a frame after the change (a frame: not a guessed sleep). */
    private void settle() {
        Fx.nextFrame(window.scene());
    }
}
