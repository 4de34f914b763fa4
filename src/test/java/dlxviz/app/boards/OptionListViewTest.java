package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** 64 items at the projector's text scale filled the panel and cut the options off beneath it. */
    @Test
    void manyChipsScrollInTheirPlaceAndTheOptionsKeepRowsOfTheirOwn() {
        double[] heights = Fx.call(() -> {
            OptionListView view = new OptionListView(new OptionListModel(TestProblems.sudoku(2)), new SimpleObjectProperty<Highlight>());
            javafx.scene.layout.StackPane root = new javafx.scene.layout.StackPane(view);
            dlxviz.app.theme.Themes.apply(root, dlxviz.app.theme.Theme.LIGHT);
            dlxviz.app.theme.Themes.applyScale(root, 1.5);
            new javafx.scene.Scene(root, 490, 400);
            root.applyCss();
            root.layout();
            javafx.scene.control.ScrollPane chips = (javafx.scene.control.ScrollPane) view.lookup(".items-scroll");
            javafx.scene.Node options = view.lookup(".option-list");
            return new double[] {chips.getHeight(), chips.getContent().getLayoutBounds().getHeight(),
                options.getLayoutBounds().getHeight(), options.getBoundsInParent().getMaxY(), view.getHeight()};
        });
        assertTrue(heights[0] < heights[1], "the chips scroll: " + heights[0] + " of " + heights[1] + " px shown");
        assertTrue(heights[2] >= 8 * dlxviz.app.theme.Themes.BASE_FONT_PX * 1.5 - 0.5, "the options keep 8em at least: " + heights[2]);
        assertTrue(heights[3] <= heights[4] + 0.5, "the options end inside the panel: " + heights[3] + " > " + heights[4]);
    }
}
