package dlxviz.app.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import javafx.scene.text.Font;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@link FontCache#cut}: a label kept whole where it fits, else its start and an ellipsis within the room. */
class FontCacheCutTest {
    private static final String LABEL = "A1 r1c1:C r1c2:A r1c3:T";

    @BeforeAll
    static void toolkit() {
        Fx.start();
    }

    @Test
    void aLabelThatFitsIsKeptWhole() {
        assertEquals(LABEL, Fx.call(() -> {
            FontCache fonts = new FontCache();
            Font font = fonts.get(18, false);
            return fonts.cut(LABEL, font, fonts.width(LABEL, font));
        }));
    }

    @Test
    void aLongLabelKeepsItsStartAndFitsTheRoom() {
        Fx.run(() -> {
            FontCache fonts = new FontCache();
            Font font = fonts.get(18, false);
            double room = fonts.width(LABEL, font) * 0.6;
            String shown = fonts.cut(LABEL, font, room);
            assertTrue(shown.startsWith("A1 r1c1:C") && shown.endsWith("\u2026"), shown);
            assertTrue(fonts.width(shown, font) <= room, shown);
            // one letter more would not have fitted
            String longer = LABEL.substring(0, shown.length()) + "\u2026";
            assertTrue(fonts.width(longer, font) > room, longer);
        });
    }

    @Test
    void noRoomForTheEllipsisLeavesNothing() {
        assertEquals("", Fx.call(() -> {
            FontCache fonts = new FontCache();
            return fonts.cut(LABEL, fonts.get(18, false), 2);
        }));
    }
}
