package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * On a projector (1280x720, text at 1.5) the Algorithm X tab's variables took four lines and left
 * the listing one, with the lit line cut through: the listing keeps three lines, the lit line is
 * in view, and the variables keep two lines and scroll.
 */
@ExtendWith(ApplicationExtension.class)
class AlgorithmPanelRoomTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth", "--step-size", "link",
                "--steps", "7", "--tab", "algorithm", "--scale", "1.5")), new AppPreferences(new InMemoryPreferences()),
                1280, 720);
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void onAProjectorTheListingKeepsThreeLinesWithItsLitLineInView() throws Exception {
        Fx.nextFrame(window.scene()); // the seven steps of --steps laid out
        Node panel = Fx.call(() -> window.controller().sideView(SideTabs.Kind.ALGORITHM));
        ScrollPane listing = Fx.call(() -> (ScrollPane) panel.lookup(".algorithm-scroll"));
        ScrollPane variables = Fx.call(() -> (ScrollPane) panel.lookup(".algorithm-variables-scroll"));
        Label lit = Fx.call(() -> (Label) panel.lookupAll(".algorithm-line.lit").stream()
                .filter(node -> node.isVisible() && node.getParent().isVisible())
                .reduce((first, second) -> second).orElseThrow()); // the innermost: the line the step is on
        double font = Fx.call(() -> lit.getFont().getSize());
        double listingHeight = Fx.call(listing::getHeight);
        assertTrue(listingHeight >= 4.5 * font, "the listing " + listingHeight + " px at a font of " + font);
        assertTrue(Fx.call(variables::getHeight) >= 2 * font, "two lines of variables: " + Fx.call(variables::getHeight));
        double seen = 0;
        Bounds line = null;
        for (int tries = 0; tries < 30; tries++) { // the listing scrolls to its lit line after a layout
            Bounds shown = Fx.call(() -> listing.localToScene(listing.getLayoutBounds()));
            line = Fx.call(() -> lit.localToScene(lit.getLayoutBounds()));
            seen = Math.min(shown.getMaxY(), line.getMaxY()) - Math.max(shown.getMinY(), line.getMinY());
            if (seen > 0) {
                break;
            }
            Fx.nextFrame(window.scene());
        }
        assertTrue(seen >= Math.min(line.getHeight(), 2.5 * font), "the lit line in view: " + seen + " px of "
                + line.getHeight());
    }
}
