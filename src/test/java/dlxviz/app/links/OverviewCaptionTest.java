package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.canvas.FontCache;
import dlxviz.app.testkit.Fx;
import javafx.scene.text.Font;
import org.junit.jupiter.api.Test;

/**
 * The overview's grid captions fit their grids: on a projector's small overview, "cells rc",
 * "rows r#d", ... squeezed to a grid and a cell more ran together as "cells rcrows r#d".
 */
class OverviewCaptionTest {

    @Test
    void aCaptionTooWideForItsGridKeepsItsFirstWord() {
        Fx.run(() -> {
            FontCache fonts = new FontCache();
            Font font = fonts.get(12, false);
            double whole = fonts.width("rows r#d", font);
            assertEquals("rows r#d", OverviewView.caption(fonts, "rows r#d", font, whole + 1));
            assertEquals("rows", OverviewView.caption(fonts, "rows r#d", font, whole - 1));
            assertTrue(fonts.width("rows", font) < whole - 1, "the first word alone is narrower");
            assertEquals("cells", OverviewView.caption(fonts, "cells", font, 1), "one word: squeezed, not dropped");
        });
    }

    @Test
    void theKeysScaleStaysABarWhenItHasManyLengths() {
        double font = 18;
        double width = 8 * font; // the key's width is some eight text sizes
        assertTrue(OverviewView.swatchHeight(width / 221, font) >= 0.6 * font, "220 options: a bar, not a hairline");
        assertEquals(0.9 * font, OverviewView.swatchHeight(width / 3, font), "two lengths: swatches at their size");
        assertEquals(width / 10, OverviewView.swatchHeight(width / 10, font), "nine lengths: square swatches");
    }
}
