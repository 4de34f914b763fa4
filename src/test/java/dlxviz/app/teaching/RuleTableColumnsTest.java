package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ItemChoice;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.BeforeAll;

/**
 * The Rules tab's table in the side panel's widths at the projector preset (1280x720, text scale
 * 1.5, the app's stylesheet): beside Knuth's example about 450 px, beside queens8's board about
 * 370 px. Every heading and name breaks between words only, and the two rules' columns are
 * about as wide as each other. Left to the grid's preferred widths, the names' column kept its
 * unwrapped width and the second rule's heading broke a letter a line ("firs / t / ite / m");
 * in fixed shares of the width, the narrower panel broke "option / s" and "Solution / s".
 */
class RuleTableColumnsTest {

    @BeforeAll
    static void toolkit() {
        Fx.start();
    }

    @ParameterizedTest
    @CsvSource({"450, 1.5", "370, 1.5"})
    void wordsAreNeverBrokenAndBothRulesGetAShare(double width, double scale) throws Exception {
        RuleComparison comparison = new RuleComparison(Runnable::run, Runnable::run);
        comparison.leftProperty().set(ItemChoice.MIN_LENGTH);
        comparison.rightProperty().set(ItemChoice.FIRST_ACTIVE);
        comparison.start(ProblemSources.example("knuth"), 1);
        List<String> broken = new ArrayList<>();
        double[] heads = Fx.call(() -> {
            RuleComparisonPanel panel = new RuleComparisonPanel(comparison, () -> { });
            dlxviz.app.theme.Themes.apply(panel, dlxviz.app.theme.Theme.LIGHT);
            dlxviz.app.theme.Themes.applyScale(panel, scale);
            new Scene(panel, width, 900);
            panel.applyCss();
            panel.layout();
            for (Node node : panel.lookupAll(".rule-head, .rule-name")) {
                Label label = (Label) node;
                for (String word : label.getText().split("\\s+")) {
                    Text measure = new Text(word);
                    measure.setFont(label.getFont());
                    if (measure.getLayoutBounds().getWidth() > label.getWidth() + 0.5) {
                        broken.add(word + " in " + label.getWidth() + " px");
                    }
                }
            }
            return new double[] {((Label) panel.lookup(".rule-head.rule-a")).getWidth(),
                    ((Label) panel.lookup(".rule-head.rule-b")).getWidth()};
        });
        assertTrue(broken.isEmpty(), "words broken: " + broken);
        assertTrue(Math.abs(heads[0] - heads[1]) <= 0.1 * width,
                "the two rules' columns about as wide as each other: " + heads[0] + " and " + heads[1] + " px");
    }
}
