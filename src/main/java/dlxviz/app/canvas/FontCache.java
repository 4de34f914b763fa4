package dlxviz.app.canvas;

import java.util.HashMap;
import java.util.Map;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Fonts by size (rounded to half a pixel) and weight, and the widths of texts in them: a zoom
 * would otherwise make a font, and a struck-out label a measurement, per frame. One per canvas
 * view (the links view, the search tree), used on the FX thread.
 */
public final class FontCache {
    private final Map<Double, Font> fonts = new HashMap<>();
    private final Map<String, Double> widths = new HashMap<>();
    private final Text measure = new Text();

    public Font get(double size, boolean bold) {
        double rounded = Math.round(size * 2) / 2.0;
        return fonts.computeIfAbsent(bold ? -rounded : rounded,
                k -> Font.font("System", bold ? FontWeight.BOLD : FontWeight.NORMAL, Math.max(1, rounded)));
    }

    /** The width of {@code text} in {@code font}, in pixels. */
    public double width(String text, Font font) {
        if (widths.size() > 20_000) {
            widths.clear(); // a long zoom session: start again rather than grow without end
        }
        return widths.computeIfAbsent(font.getSize() + (font.getStyle().contains("Bold") ? "b:" : ":") + text, k -> {
            measure.setText(text);
            measure.setFont(font);
            return measure.getLayoutBounds().getWidth();
        });
    }
}
