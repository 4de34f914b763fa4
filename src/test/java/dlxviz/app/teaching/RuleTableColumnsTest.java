package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ItemChoice;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Rules tab's table in the side panel's width at the projector preset (1280x720, text
 * scale 1.5: about 470 px, 18 px text): each rule's column is wide enough for its name's words.
 * Left to the grid's preferred widths, the names' column took its unwrapped width and the second
 * rule's heading broke a letter a line ("firs / t / ite / m / left").
 */
class RuleTableColumnsTest {

    @BeforeAll
    static void toolkit() {
        Fx.start();
    }

    @Test
    void bothRulesColumnsGetAShareOfANarrowPanel() throws Exception {
        RuleComparison comparison = new RuleComparison(Runnable::run, Runnable::run);
        comparison.leftProperty().set(ItemChoice.MIN_LENGTH);
        comparison.rightProperty().set(ItemChoice.FIRST_ACTIVE);
        comparison.start(ProblemSources.example("knuth"), 1);
        double[] widths = Fx.call(() -> {
            RuleComparisonPanel panel = new RuleComparisonPanel(comparison, () -> { });
            panel.setStyle("-fx-font-size: 18px;");
            Scene scene = new Scene(panel, 470, 900);
            panel.applyCss();
            panel.layout();
            Label a = (Label) panel.lookup(".rule-head.rule-a");
            Label b = (Label) panel.lookup(".rule-head.rule-b");
            return new double[] {a.getWidth(), b.getWidth(), scene.getWidth(), textWidth(b, "item")};
        });
        double widest = widths[3];
        assertTrue(widths[1] >= widest, "the second rule's heading fits the word 'item': " + widths[1] + " px");
        assertTrue(Math.abs(widths[0] - widths[1]) <= 0.1 * widths[2],
                "the two rules' columns as wide as each other: " + widths[0] + " and " + widths[1] + " px");
    }

    private static double textWidth(Label like, String text) {
        javafx.scene.text.Text measure = new javafx.scene.text.Text(text);
        measure.setFont(like.getFont());
        return measure.getLayoutBounds().getWidth();
    }
}
