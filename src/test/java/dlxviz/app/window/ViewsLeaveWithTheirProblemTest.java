package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.boards.CellGridView;
import dlxviz.app.boards.MatrixView;
import dlxviz.app.boards.OptionListView;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Twenty problems loaded in turn, each with a board beside the links: afterwards one step must
 * redraw only the board on screen. Boards that listened to the window's models without letting
 * go would all redraw (and could never be collected).
 */
@ExtendWith(ApplicationExtension.class)
class ViewsLeaveWithTheirProblemTest {
    private static final String[] PROBLEMS = {
        "knuth", "queens4", "ai-escargot", "matrix4x4", "pentomino3x20", "langford3", "knuth", "queens8", "easy-1",
        "matrix4x4", "queens5", "langford4", "4x4-1", "knuth", "queens6", "pentomino3x20", "matrix4x4", "16x16-1",
        "queens7", "knuth"};

    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth")),
                new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void aStepAfterTwentyLoadsRedrawsOnlyTheBoardOnScreen() throws Exception {
        List<Node> boards = new ArrayList<>();
        for (String name : PROBLEMS) {
            assertTrue(Fx.call(() -> window.model().session().loadExample(name)), name);
            boards.add(Fx.call(() -> window.controller().puzzlePanel()));
        }
        settle();
        long[] before = Fx.call(() -> counts(boards));

        Fx.call(() -> {
            window.model().cursor().stepForward();
            return null;
        });
        settle();
        long[] after = Fx.call(() -> counts(boards));

        int shown = boards.size() - 1;
        assertTrue(after[shown] > before[shown], "the board on screen follows the step");
        for (int i = 0; i < shown; i++) {
            assertEquals(before[i], after[i], "board " + i + " (" + PROBLEMS[i] + ") left the screen but redrew");
        }
    }

    /** How often each board has drawn or shown a state. */
    private static long[] counts(List<Node> boards) {
        long[] counts = new long[boards.size()];
        for (int i = 0; i < counts.length; i++) {
            Node board = boards.get(i);
            if (board instanceof MatrixView matrix) {
                counts[i] = matrix.drawCount();
            } else if (board instanceof CellGridView grid) {
                counts[i] = grid.showCount();
            } else if (board instanceof OptionListView list) {
                counts[i] = list.showCount();
            } else {
                throw new AssertionError("unknown board " + board);
            }
        }
        return counts;
    }

    /** Lets a few pulses pass, so canvases that asked to redraw have drawn. */
    private static void settle() {
        for (int i = 0; i < 5; i++) {
            WaitForAsyncUtils.sleep(20, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
        }
    }
}
