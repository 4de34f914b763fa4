package dlxviz.app.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.Theme;
import java.util.ArrayList;
import java.util.List;
import javafx.css.StyleOrigin;
import javafx.css.StyleableProperty;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Paint;
import org.junit.jupiter.api.Test;

/**
 * The canvas painters' colours are written once, in css/links.css (per theme): every paint
 * property of a canvas is set by the stylesheet in every theme, none left to Java (which has
 * no colour of its own to fall back on, so a name the sheet lacks would paint nothing).
 */
class CanvasPaletteTest {

    @Test
    void everyCanvasColourComesFromTheStylesheetInEveryTheme() {
        Fx.start();
        List<String> missing = Fx.call(() -> {
            List<String> found = new ArrayList<>();
            for (Theme theme : Theme.values()) {
                CanvasRegion region = new CanvasRegion() {
                    @Override
                    protected void draw() {
                    }
                };
                Scene scene = new Scene(new StackPane(region), 200, 100);
                Fx.useAppStylesheet(scene, theme);
                scene.getRoot().applyCss();
                int paints = 0;
                for (var meta : region.getCssMetaData()) {
                    if (!meta.getProperty().startsWith("-dlx-")) {
                        continue;
                    }
                    @SuppressWarnings("unchecked")
                    var property = ((javafx.css.CssMetaData<CanvasRegion, ?>) meta).getStyleableProperty(region);
                    if (!(property.getValue() instanceof Paint) && property.getValue() != null) {
                        continue; // a size
                    }
                    paints++;
                    StyleableProperty<?> styleable = property;
                    if (styleable.getValue() == null || styleable.getStyleOrigin() != StyleOrigin.AUTHOR) {
                        found.add(theme.id() + " " + meta.getProperty());
                    }
                }
                if (paints < 20) {
                    found.add(theme.id() + ": only " + paints + " colours seen");
                }
            }
            return found;
        });
        assertEquals(List.of(), missing, "canvas colours the stylesheet does not set");
    }

    /** The cell size and font written in Java for before the sheet applies are the sheet's own. */
    @Test
    void javaCellSizesAreTheStylesheets() {
        Fx.start();
        Palette palette = Fx.call(() -> {
            CanvasRegion region = new CanvasRegion() {
                @Override
                protected void draw() {
                }
            };
            Scene scene = new Scene(new StackPane(region), 200, 100);
            Fx.useAppStylesheet(scene, Theme.LIGHT);
            scene.getRoot().applyCss();
            return region.palette();
        });
        assertEquals(CanvasRegion.CELL_WIDTH_PX, palette.cellWidth(), 1e-9, "-dlx-cell-width");
        assertEquals(CanvasRegion.CELL_HEIGHT_PX, palette.cellHeight(), 1e-9, "-dlx-cell-height");
        // JavaFX resolves 0.85em of 17px to 14.5 (a tenth of a pixel, rounded), as BASE_FONT_PX says
        assertEquals(CanvasRegion.BASE_FONT_PX, palette.fontSize(), 1e-9, "-dlx-font-size");
    }
}
