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
    private static final String ELLIPSIS = "\u2026";

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

    /**
     * {@code text} if it is at most {@code room} pixels wide in {@code font}; else its longest
     * start that is, followed by an ellipsis ("A1 r1c1:C r1c2…": the start names the thing);
     * "" where not even the ellipsis fits.
     */
    public String cut(String text, Font font, double room) {
        if (width(text, font) <= room) {
            return text;
        }
        int lo = 0;
        int hi = text.length() - 1; // the longest start that could fit, with its ellipsis
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (width(text.substring(0, mid).stripTrailing() + ELLIPSIS, font) <= room) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        String shown = text.substring(0, lo).stripTrailing() + ELLIPSIS;
        return width(shown, font) <= room ? shown : "";
    }
}
