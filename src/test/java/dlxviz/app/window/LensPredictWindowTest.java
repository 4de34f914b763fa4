package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.links.OverviewView;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.teaching.model.PredictModel;
import dlxviz.app.testkit.Fx;
import java.util.List;
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
 * Predict mode on a problem seen through the lens: a click on an item in the overview answers
 * the question, and only that (the lens keeps following the search instead of staying on the guess).
 */
@ExtendWith(ApplicationExtension.class)
class LensPredictWindowTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) throws Exception {
        window = DlxApp.openInStages(stage, StartupArguments.parse(List.of("ai-escargot", "--step-size", "cover")),
                new AppPreferences(new InMemoryPreferences()));
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void aClickInTheOverviewAnswersTheQuestionWithoutMovingTheLens(FxRobot robot) throws Exception {
        robot.type(KeyCode.Q);
        PredictModel predict = window.model().cursor().predict();
        PredictModel.Question q = Fx.call(() -> predict.questionProperty().get());
        assertNotNull(q, "Q at Ready asks which item the search will choose");
        assertEquals(PredictModel.Kind.ITEM, q.kind());
        int lensBefore = Fx.call(() -> window.controller().linksView().currentLayout().lens().focus());

        OverviewView overview = Fx.call(() -> window.controller().overview());
        robot.clickOn(Fx.call(() -> overview.localToScreen(overview.pointOf(q.answer()))));
        WaitForAsyncUtils.waitForFxEvents();

        Label score = robot.lookup(".predict-score").queryAs(Label.class);
        assertEquals("Score 1 / 1", Fx.call(score::getText), "the item clicked in the overview was the answer");
        assertFalse(Fx.call(() -> window.model().links().picked()), "the click answered; it did not pick the lens");
        assertEquals(lensBefore, (int) Fx.call(() -> window.controller().linksView().currentLayout().lens().focus()));

        robot.type(KeyCode.RIGHT); // the choice itself: the lens follows the search to the answer
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(q.answer(), (int) Fx.call(() -> window.controller().linksView().currentLayout().lens().focus()));
        assertTrue(Fx.call(() -> window.controller().linksView().showsLens()));
    }
}
