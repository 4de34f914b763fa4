package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.boards.model.OptionListModel;
import dlxviz.app.hover.Highlight;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.TestProblems;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/** The items panel of a problem with no board: every item as a chip, up to a number a panel can take. */
class OptionListViewTest {

    /** A 25x25 sudoku's 2,500 items cost the whole window 0.9 s of CSS and layout as chips. */
    @Test
    void aProblemOfThousandsOfItemsDrawsTheFirstChipsAndSaysSoInItsTitle() {
        String more = Fx.call(() -> {
            OptionListView view = new OptionListView(new OptionListModel(TestProblems.sudoku(5)), new SimpleObjectProperty<Highlight>());
            assertEquals(OptionListView.MOST_CHIPS, view.chipCount());
            return ((Label) view.lookup(".section-title")).getText();
        });
        assertEquals("Items (live options): the first 200 of 2,500", more);
    }

    @Test
    void aSmallProblemDrawsEveryItemUnderThePlainTitle() {
        Fx.run(() -> {
            OptionListView view = new OptionListView(new OptionListModel(TestProblems.knuth()), new SimpleObjectProperty<Highlight>());
            assertEquals(7, view.chipCount());
            assertEquals("Items (live options)", ((Label) view.lookup(".section-title")).getText());
        });
    }
}
