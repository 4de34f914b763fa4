package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.teaching.TreeView;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.CursorModel;
import dlxviz.app.window.model.WindowModelAccess;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Torus;
import dlxviz.playback.Playback;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.SearchTree;
import dlxviz.playback.StepSize;
import java.util.Arrays;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.geometry.Point2D;
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
 * The search tree in the window: a click on a node seeks the window's cursor to that node, and
 * the state there (torus, counters, stack) equals the state reached by stepping there from the
 * start; a click on a branch's "k of d" goes to just before that option is tried.
 */
@ExtendWith(ApplicationExtension.class)
class SearchTreeWindowTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth", "--step-size", "cover", "--tab", "tree")),
                new AppPreferences(node));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void clickingANodeSeeksToTheStateOfSteppingThere(FxRobot robot) throws Exception {
        TreeView view = showTreeWithEverythingAhead();
        SearchTree tree = Fx.call(() -> playback().searchTree());
        // Knuth's example: A(2) -> 1 of 2: B(1) -> 1 of 1: E(0), a dead end; 2 of 2: E(1) -> B(1) -> solution
        for (int node : new int[] {2, 5, 3, 0}) {
            long target = tree.readyPosition(node);
            click(robot, view, node, false);
            assertEquals(target, (long) Fx.call(() -> playback().position()), "node " + node);
            assertEquals(steppedTo(target, StepSize.COVER), state(playback()), "node " + node + ": as if stepped there");
            assertEquals(node, (int) Fx.call(() -> view.model().current()), "the tree stands on the node clicked");
        }
        assertTrue(tree.isDeadEnd(2));
        assertTrue(tree.isSolution(5));
    }

    @Test
    void clickingABranchGoesToJustBeforeItsOptionIsTried(FxRobot robot) throws Exception {
        TreeView view = showTreeWithEverythingAhead();
        SearchTree tree = Fx.call(() -> playback().searchTree());
        int secondBranch = 3; // "2 of 2" under A
        click(robot, view, secondBranch, true);
        long target = tree.branchPosition(secondBranch);
        assertEquals(target, (long) Fx.call(() -> playback().position()));
        assertEquals(steppedTo(target, StepSize.CHOICE), state(playback()));
        assertEquals(0, (int) Fx.call(() -> playback().partialSolution().length), "nothing on the stack: option 2 of 2 is next");

        Fx.call(() -> {
            window.model().cursor().stepSizeProperty().set(StepSize.CHOICE);
            window.model().cursor().stepForward();
            return null;
        });
        assertEquals(tree.readyPosition(secondBranch), (long) Fx.call(() -> playback().position()),
                "one choice step on: the option tried, the next level's item chosen");
    }

    @Test
    void keyTShowsTheTreeAndKeyBTheBoard(FxRobot robot) throws Exception {
        robot.type(KeyCode.B);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(SideTabs.Kind.BOARD, Fx.call(() -> window.controller().sideTabSelected()));
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(SideTabs.Kind.TREE, Fx.call(() -> window.controller().sideTabSelected()), "key T shows the tree");
    }

    private TreeView showTreeWithEverythingAhead() throws Exception {
        assertEquals(SideTabs.Kind.TREE, Fx.call(() -> window.controller().sideTabSelected()), "--tab tree");
        Fx.call(() -> {
            CursorModel cursor = window.model().cursor();
            cursor.stepSizeProperty().set(StepSize.SOLUTION);
            while (cursor.canStepForwardProperty().get()) {
                cursor.stepForward();
            }
            cursor.stepSizeProperty().set(StepSize.COVER);
            ((dlxviz.app.teaching.TreePanel) window.controller().sideView(SideTabs.Kind.TREE)).view().model().showAheadProperty().set(true);
            return null;
        });
        assertTrue(Fx.call(() -> playback().isSearchComplete()));
        return Fx.call(() -> ((dlxviz.app.teaching.TreePanel) window.controller().sideView(SideTabs.Kind.TREE)).view());
    }

    /** Clicks the middle of {@code node}'s box (its upper part, the "k of d", for a branch). */
    private void click(FxRobot robot, TreeView view, int node, boolean branch) throws Exception {
        // the window may still be settling its size (a tab shown at start-up): place the point on
        // the layout it will be clicked on, not on one a pulse older
        WaitForAsyncUtils.waitForFxEvents(10);
        Point2D local = Fx.call(() -> {
            view.redrawNow();
            Point2D centre = view.pointOf(node);
            if (centre == null) {
                return null;
            }
            return branch ? centre.subtract(0, 0.5 * view.rowHeight()) : centre;
        });
        assertNotNull(local, "node " + node + " is drawn");
        Point2D screen = Fx.call(() -> view.localToScreen(local));
        robot.clickOn(screen);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A fresh playback of the same problem stepped from the start until {@code target}, by {@code size}. */
    private String steppedTo(long target, StepSize size) throws Exception {
        ExactCoverProblem problem = Fx.call(() -> playback().problem());
        Playback fresh = new Playback(problem);
        fresh.ready();
        while (fresh.position() < target && fresh.canStepForward()) {
            fresh.stepForward(size);
        }
        assertEquals(target, fresh.position(), "a step boundary");
        return state(fresh);
    }

    /** Everything a view reads at the cursor, as one comparable value. */
    private static String state(ReadOnlyPlayback p) {
        Torus.State torus = p.torus().state();
        return "position " + p.position() + " torus " + torus.hashCode() + " " + torusText(torus) + " nodes " + p.nodes()
                + " updates " + p.updates() + " solutions " + p.solutions() + " level " + p.level() + " stack "
                + Arrays.toString(p.partialSolution()) + " chosen " + Arrays.toString(p.chosenItems()) + " last "
                + p.lastEvent();
    }

    private static String torusText(Torus.State state) {
        return state.toString();
    }

    private Playback playback() {
        return WindowModelAccess.livePlayback(window.model().cursor());
    }
}
