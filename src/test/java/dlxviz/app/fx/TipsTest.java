package dlxviz.app.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.app.testkit.Fx;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;

/** A changing tooltip is made on the first hover, with the text it was given before, and follows it after. */
class TipsTest {
    @Test
    void aChangingTooltipIsMadeOnTheFirstHoverWithItsLatestText() {
        Fx.call(() -> {
            Label caption = new Label("caption");
            Tips.Changing tip = Tips.Changing.install(caption);
            tip.setText("first");
            tip.setText("second");
            assertNull(caption.getTooltip(), "not made before the mouse comes");
            Fx.mouseEnters(caption);
            assertEquals("second", caption.getTooltip().getText());
            tip.setText("third");
            assertEquals("third", caption.getTooltip().getText(), "follows its text once made");
            return null;
        });
    }

    @Test
    void aPicturesTooltipShowsSoonerThanAControls() {
        Fx.call(() -> {
            Pane picture = new Pane();
            Tips.Changing tip = Tips.Changing.installQuick(picture);
            tip.setText("item A");
            Fx.mouseEnters(picture);
            // where Tooltip.install keeps a node's tooltip
            Object made = picture.getProperties().get("javafx.scene.control.Tooltip");
            assertEquals("item A", ((javafx.scene.control.Tooltip) made).getText());
            assertEquals(Duration.millis(250), ((javafx.scene.control.Tooltip) made).getShowDelay());
            return null;
        });
    }
}
