package dlxviz.app.marks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import java.util.List;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.Test;

/**
 * The strip under the links view makes its entries when first shown (issue 15), so what the
 * window told it before then, that the problem shows no lens, must still hold once they are made.
 */
class LegendStripTest {
    @Test
    void lensMarksHiddenBeforeTheStripIsFirstShownStayHidden() {
        List<Legend.Mark> shown = Fx.call(() -> {
            Legend strip = new Legend();
            strip.setVisible(false);
            new Scene(new StackPane(strip));
            strip.showLensMarks(false); // a small problem: no lens
            assertTrue(strip.getChildren().isEmpty(), "entries are made when the strip is first shown");
            strip.setVisible(true);
            return visibleMarks(strip);
        });
        assertFalse(shown.isEmpty());
        assertEquals(List.of(), shown.stream().filter(Legend.Mark::lensOnly).collect(Collectors.toList()),
                "no lens-only mark under a picture with no lens");
        // the covered header's outline and the links going round it, and the matrix's line down a
        // covered column, had no entry
        assertTrue(shown.contains(Legend.Mark.COVERED), "covered items explained: " + shown);
        // and the plainest mark of all: an item's header, its count, a dashed secondary item
        assertTrue(shown.contains(Legend.Mark.ITEM), "items explained: " + shown);
    }

    @Test
    void lensMarksShownWhenTheLensIs() {
        List<Legend.Mark> shown = Fx.call(() -> {
            Legend strip = new Legend();
            strip.setVisible(false);
            new Scene(new StackPane(strip));
            strip.showLensMarks(false);
            strip.showLensMarks(true);
            strip.setVisible(true);
            return visibleMarks(strip);
        });
        assertTrue(shown.stream().anyMatch(Legend.Mark::lensOnly));
    }

    private static List<Legend.Mark> visibleMarks(Legend strip) {
        return strip.getChildren().stream().filter(Node::isVisible)
                .map(entry -> (Legend.Mark) entry.getUserData()).collect(Collectors.toList());
    }
}
