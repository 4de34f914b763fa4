package dlxviz.app.links;

import java.util.HashMap;
import java.util.Map;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/** Fonts by size (rounded to half a pixel) and weight: a zoom would otherwise make one per frame. */
final class FontCache {
    private final Map<Double, Font> fonts = new HashMap<>();

    Font get(double size, boolean bold) {
        double rounded = Math.round(size * 2) / 2.0;
        return fonts.computeIfAbsent(bold ? -rounded : rounded,
                k -> Font.font("System", bold ? FontWeight.BOLD : FontWeight.NORMAL, Math.max(1, rounded)));
    }
}
