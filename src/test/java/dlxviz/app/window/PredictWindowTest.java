package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.links.LinksView;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.teaching.model.PredictModel;
import dlxviz.app.testkit.Fx;
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

/**
 * Predict mode in the window: key Q asks; a typed answer with Enter and a click on a node of the
 * links view are scored, and the strip shows the verdict and the score.
 */
@ExtendWith(ApplicationExtension.class)
class PredictWindowTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("--example", "knuth", "--step-size", "cover")),
                new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void typedAndClickedAnswersAreScored(FxRobot robot) throws Exception {
        robot.type(KeyCode.Q);
        PredictModel predict = window.model().cursor().predict();
        assertTrue(Fx.call(predict::isOn), "Q turns predict mode on");
        Label score = robot.lookup(".predict-score").queryAs(Label.class);
        assertEquals("Score 0 / 0", Fx.call(score::getText));
        robot.clickOn(".predict-answer").write("B").type(KeyCode.ENTER);
        assertEquals("Score 0 / 1", Fx.call(score::getText), "B is wrong: the search chooses A");
        Label verdict = robot.lookup(".predict-verdict").queryAs(Label.class);
        assertTrue(Fx.call(verdict::getText).startsWith("Not B: the answer is A."), Fx.call(verdict::getText));
        assertTrue(Fx.call(verdict::isVisible));

        robot.type(KeyCode.RIGHT); // the choice of A and its cover; the first option waits
        PredictModel.Question q = Fx.call(() -> predict.questionProperty().get());
        assertNotNull(q);
        assertEquals(PredictModel.Kind.FIRST_OPTION, q.kind());
        LinksView links = robot.lookup(".links-view").queryAs(LinksView.class);
        int a = Fx.call(() -> window.model().cursor().playback().problem().itemNumber("A"));
        Point2D node = Fx.call(() -> {
            int first = window.model().cursor().playback().torus().down(a);
            return links.localToScreen(links.pointOf(first));
        });
        robot.moveTo(node).clickOn();
        assertEquals("Score 1 / 2", Fx.call(score::getText), "a click on the first node of A's column: A D G");
        assertTrue(Fx.call(verdict::getText).startsWith("Right: A D G."), Fx.call(verdict::getText));
    }
}
