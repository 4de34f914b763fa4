package dlxviz.app.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import dlxviz.exercise.MatrixQuiz;
import java.io.File;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Build the matrix in a window: the four items of the first option ticked and checked is right, a
 * wrong tick of the next question is told what is missing. With {@code -Dshots=DIR} it also
 * saves the pictures at 1280x720 x1.5 and 1600x1000 x1, light and dark.
 */
@ExtendWith(ApplicationExtension.class)
class BuildMatrixViewTest {

    @Test
    void tickedItemsAreCheckedAgainstTheEncoding() throws Exception {
        String shots = System.getProperty("shots", "");
        String[][] presets = shots.isEmpty() ? new String[][] {{"1280", "720", "1.5"}}
                : new String[][] {{"1280", "720", "1.5"}, {"1600", "1000", "1"}};
        for (String[] preset : presets) {
            for (Theme theme : shots.isEmpty() ? new Theme[] {Theme.LIGHT} : new Theme[] {Theme.LIGHT, Theme.DARK}) {
                MatrixQuiz quiz = new MatrixQuiz(42, 10);
                MatrixQuiz.Question first = quiz.current();
                BuildMatrixView view = new BuildMatrixView(quiz);
                Stage stage = Fx.call(() -> {
                    Stage s = new Stage();
                    Themes.apply(view, theme);
                    Themes.applyScale(view, Double.parseDouble(preset[2]));
                    s.setScene(new Scene(view, Double.parseDouble(preset[0]), Double.parseDouble(preset[1])));
                    s.show();
                    return s;
                });
                WaitForAsyncUtils.waitForFxEvents();
                Fx.call(() -> {
                    first.answer().forEach(name -> view.toggleOf(name).setSelected(true));
                    return null;
                });
                WaitForAsyncUtils.waitForFxEvents();
                snapshot(shots, "build-matrix-items-", preset, theme, stage);
                Fx.call(() -> {
                    view.pressCheck();
                    return null;
                });
                Label verdict = (Label) view.lookup(".exercise-feedback");
                assertEquals("Right: " + String.join(" ", first.answer()) + ".", Fx.call(verdict::getText));
                MatrixQuiz.Question second = quiz.current();
                assertEquals(MatrixQuiz.Kind.OPTIONS_OF_ITEM, second.kind());
                Fx.call(() -> {
                    second.answer().stream().skip(1).forEach(name -> view.toggleOf(name).setSelected(true));
                    view.toggleOf("r1c1=1").setSelected(!second.answer().contains("r1c1=1"));
                    view.pressCheck();
                    return null;
                });
                assertTrue(Fx.call(verdict::getText).startsWith("Not quite. " + second.subject() + ": "), Fx.call(verdict::getText));
                assertTrue(Fx.call(verdict::getText).contains("missing " + second.answer().iterator().next()), Fx.call(verdict::getText));
                WaitForAsyncUtils.waitForFxEvents();
                snapshot(shots, "build-matrix-options-", preset, theme, stage);
                Fx.call(() -> {
                    stage.close();
                    return null;
                });
            }
        }
    }

    private static void snapshot(String shots, String name, String[] preset, Theme theme, Stage stage) throws Exception {
        if (!shots.isEmpty()) {
            File file = new File(shots, name + preset[0] + "x" + preset[1] + "-" + theme.name().toLowerCase() + ".png");
            Fx.call(() -> {
                Fx.savePng(stage.getScene().snapshot(null), file);
                return null;
            });
        }
    }
}
