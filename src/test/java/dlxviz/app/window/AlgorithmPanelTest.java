package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.teaching.model.AlgorithmModel;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.CursorModel;
import dlxviz.events.EventKind;
import dlxviz.playback.StepSize;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Algorithm X tab in the window: key A brings it to the front; stepping link by link lights,
 * for each kind of event, the listing line the lesson says (the lit label is the one shown with
 * the "lit" style); the listing follows the step size.
 */
@ExtendWith(ApplicationExtension.class)
class AlgorithmPanelTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth", "--step-size", "link")),
                new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    /** The texts of the lit lines shown in the panel. */
    private static List<String> litLines(Node panel) {
        return panel.lookupAll(".algorithm-line.lit").stream()
                .filter(Node::isVisible).filter(node -> node.getParent().isVisible())
                .map(node -> ((Label) node).getText()).collect(Collectors.toList());
    }

    @Test
    void eachKindOfEventLightsItsLine(FxRobot robot) throws Exception {
        robot.type(KeyCode.A);
        Node panel = Fx.call(() -> window.controller().sideView(SideTabs.Kind.ALGORITHM));
        assertEquals(SideTabs.Kind.ALGORITHM, Fx.call(() -> window.controller().sideTabSelected()), "key A shows the tab");
        CursorModel cursor = window.model().cursor();
        Map<EventKind, List<String>> routines = new EnumMap<>(EventKind.class);
        Map<EventKind, List<String>> steps = new EnumMap<>(EventKind.class);
        Fx.call(() -> {
            while (cursor.canStepForwardProperty().get()) {
                cursor.stepSizeProperty().set(StepSize.LINK);
                cursor.stepForward();
                EventKind kind = cursor.playback().lastEvent().kind();
                routines.putIfAbsent(kind, litLines(panel));
                if (!kind.changesTorus()) {
                    continue;
                }
                // the same state at a larger step size shows Algorithm X, lit at its step
                window.model().algorithm().listingProperty().set(AlgorithmModel.Listing.ALGORITHM);
                panel.applyCss();
                steps.putIfAbsent(kind, litLines(panel));
                window.model().algorithm().listingProperty().set(AlgorithmModel.Listing.FOLLOW);
            }
            return null;
        });
        // a link step ends on a link change, or on the marker that closes it (an uncover's end)
        assertTrue(routines.get(EventKind.ITEM_UNCOVERED).get(1).startsWith("    relink i"),
                routines.get(EventKind.ITEM_UNCOVERED).toString());
        assertTrue(routines.get(EventKind.HEADER_UNLINKED).get(1).contains("unlink i from the item list"),
                routines.get(EventKind.HEADER_UNLINKED).toString());
        assertEquals(4, routines.get(EventKind.NODE_HIDDEN).size(), "cover, its loop, hide(p) and its q line");
        assertTrue(routines.get(EventKind.NODE_HIDDEN).get(3).contains("D(U(q)) \u2190 D(q)"));
        assertTrue(routines.get(EventKind.NODE_RESTORED).get(3).contains("D(U(q)) \u2190 q"));
        assertTrue(steps.get(EventKind.HEADER_UNLINKED).get(0).startsWith("X4."), steps.toString());
        assertTrue(steps.get(EventKind.NODE_RESTORED).get(0).matches("X[67]\\..*"), steps.toString());
        // a step that ends on a marker of Algorithm X lights the line that says which step it is
        assertEquals(1, routines.get(EventKind.OPTION_RETRACTED).size());
        assertTrue(routines.get(EventKind.OPTION_RETRACTED).get(0).startsWith("Algorithm X is in X6"),
                routines.get(EventKind.OPTION_RETRACTED).toString());
        // the search ends with Algorithm X at X8, in the view of a larger step
        Fx.call(() -> {
            cursor.stepSizeProperty().set(StepSize.COVER);
            return null;
        });
        List<String> end = Fx.call(() -> {
            panel.applyCss();
            return litLines(panel);
        });
        assertEquals(1, end.size());
        assertTrue(end.get(0).startsWith("X8."), end.toString());
    }

    @Test
    void theListingFollowsTheStepSize(FxRobot robot) throws Exception {
        robot.type(KeyCode.A);
        Node panel = Fx.call(() -> window.controller().sideView(SideTabs.Kind.ALGORITHM));
        Node routines = Fx.call(() -> panel.lookup(".routine-head").getParent());
        assertTrue(Fx.call(routines::isVisible), "link steps show the routines");
        robot.type(KeyCode.DIGIT3);
        assertFalse(Fx.call(routines::isVisible), "choice steps show Algorithm X");
        robot.type(KeyCode.RIGHT);
        List<String> lit = Fx.call(() -> litLines(panel));
        assertEquals(1, lit.size());
        assertTrue(lit.get(0).startsWith("X"), lit.toString());
    }
}
