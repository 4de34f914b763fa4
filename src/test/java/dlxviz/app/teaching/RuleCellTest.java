package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.testkit.Fx;
import dlxviz.engine.ItemChoice;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.Test;

/** The rule box names its rule whole where it fits, and shortest where not ("fewest optio..." on a projector). */
class RuleCellTest {

    @Test
    void aNarrowBoxShowsTheShortestNameAWideOneTheWholeName() {
        String[] shown = Fx.call(() -> {
            RuleComparisonPanel.RuleCell cell = new RuleComparisonPanel.RuleCell();
            new Scene(new Pane(cell));
            cell.applyCss();
            cell.updateItem(ItemChoice.MIN_LENGTH, false);
            cell.resize(60, 30);
            String narrow = cell.getText();
            cell.resize(600, 30);
            return new String[] {narrow, cell.getText()};
        });
        assertEquals("fewest (DLX1)", shown[0]);
        assertEquals("fewest options (DLX1)", shown[1]);
    }
}
