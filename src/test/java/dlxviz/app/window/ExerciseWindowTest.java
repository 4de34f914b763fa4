package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.exercise.model.ExerciseModel;
import dlxviz.app.links.LinksView;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.Search;
import dlxviz.events.NodeHidden;
import dlxviz.events.SearchEvent;
import dlxviz.problems.SmallExamples;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Your move in the window: key Y on Knuth's example at link size; clicks on the links view choose
 * A, take its header out and hide its options' nodes one by one, which is the cover of A, and the
 * window's torus and counters are then the engine's after the same events. A click on the wrong
 * node gets its reason in the strip.
 */
@ExtendWith(ApplicationExtension.class)
class ExerciseWindowTest {
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

    @Test
    void scriptedClicksPerformTheCoverOfA(FxRobot robot) throws Exception {
        robot.type(KeyCode.Y);
        ExerciseModel exercise = window.controller().exercises().model();
        assertTrue(Fx.call(() -> exercise.onProperty().get()), "Y turns your move on");
        LinksView links = robot.lookup(".links-view").queryAs(LinksView.class);
        Label feedback = robot.lookup(".exercise-feedback").queryAs(Label.class);

        click(robot, links, 1);   // choose A
        click(robot, links, 1);   // A's header leaves the item list
        // the window tells the move in the link's own terms, as stepping by link does; it said
        // "covering A, ..." in a cover's words
        String told = Fx.call(() -> window.model().cursor().narrationProperty().get());
        assertTrue(told.contains("unlink header A: R["), told);
        click(robot, links, 22);  // wrong: 14 comes first
        assertEquals("Not that: node 22 is in option 4 (A D), below node 14's option in column A: "
                + "hide the nodes top to bottom. One more try.", Fx.call(feedback::getText));
        for (int node : new int[] {14, 15, 22}) {
            click(robot, links, node);
            assertEquals("Right.", Fx.call(feedback::getText), "node " + node);
        }
        // the cover of A is done: the window shows the engine's state after the same events
        Search search = new Search(SmallExamples.knuth());
        SearchEvent event;
        int hidden = 0;
        do {
            event = search.step();
            hidden += event instanceof NodeHidden ? 1 : 0;
        } while (hidden < 3);
        long events = Fx.call(() -> window.model().cursor().positionProperty().get());
        assertEquals(search.torus().state(), Fx.call(() -> window.model().cursor().playback().torus().state()));
        assertEquals(search.updates(), Fx.call(() -> window.model().cursor().updatesProperty().get()));
        assertEquals(search.updates(), 4L, "A's header and three nodes");
        assertTrue(events > 0);
        assertEquals("4 of 5 right", Fx.call(() -> exercise.scoreProperty().get()));
        assertEquals(1, Fx.call(() -> exercise.session().score().wrongTries()));
    }

    @Test
    void aHiddenNodeIsClickedBackInTheUncover(FxRobot robot) throws Exception {
        robot.type(KeyCode.Y);
        ExerciseModel exercise = window.controller().exercises().model();
        // right moves up to the first node to restore (the dead end at E undoes the cover of F, C, ...)
        int node = Fx.call(() -> {
            while (!(exercise.session().expected() instanceof dlxviz.events.NodeRestored)) {
                dlxviz.exercise.Move right = exercise.session().rightMove();
                exercise.answer(new dlxviz.app.hover.Highlight(
                        dlxviz.app.hover.Highlight.Kind.valueOf(right.target().name()), right.number()));
            }
            return ((dlxviz.events.NodeRestored) exercise.session().expected()).node();
        });
        assertTrue(Fx.call(() -> !window.model().cursor().playback().torus().isNodeVisible(node)), "node " + node + " is hidden");
        LinksView links = robot.lookup(".links-view").queryAs(LinksView.class);
        click(robot, links, node);
        Label feedback = robot.lookup(".exercise-feedback").queryAs(Label.class);
        assertEquals("Right.", Fx.call(feedback::getText));
        assertTrue(Fx.call(() -> window.model().cursor().playback().torus().isNodeVisible(node)), "node " + node + " is back");
    }

    private static void click(FxRobot robot, LinksView links, int id) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Point2D point = Fx.call(() -> {
            Point2D local = links.pointOf(id);
            return local == null ? null : links.localToScreen(local);
        });
        assertNotNull(point, "id " + id + " is drawn");
        robot.moveTo(point).clickOn();
        WaitForAsyncUtils.waitForFxEvents();
    }
}
