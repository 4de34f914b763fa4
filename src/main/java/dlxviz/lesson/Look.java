package dlxviz.lesson;

import java.util.List;

/**
 * How the window looks at a stop: the presentation layout, the legend of the marks, the colour
 * theme, the text scale and the links view's zoom.
 *
 * @param presentation the presentation layout (menus, counters and rarer controls hidden)
 * @param legend       the legend of the marks shown
 * @param theme        {@code light}, {@code dark} or {@code high-contrast}; null: as the window has it
 * @param scale        the text scale, {@value #MIN_SCALE} to {@value #MAX_SCALE}; 0: as the window has it
 * @param zoom         the links view's zoom as a multiple of "fit to the window" (1: fit)
 */
public record Look(boolean presentation, boolean legend, String theme, double scale, double zoom) {
    /** The colour themes by the names users type (the app's {@code --theme}; a test keeps the two equal). */
    public static final List<String> THEMES = List.of("light", "dark", "high-contrast");
    public static final double MIN_SCALE = 0.5;
    public static final double MAX_SCALE = 4.0;
    public static final double MIN_ZOOM = 0.25;
    public static final double MAX_ZOOM = 16;

    /** A lesson's first stop unless it says otherwise: the full layout, no legend, the window's theme and scale, fit. */
    public static final Look DEFAULT = new Look(false, false, null, 0, 1);

    public Look {
        if (theme != null && !THEMES.contains(theme)) {
            throw new IllegalArgumentException("theme '" + theme + "' is not one of " + String.join(", ", THEMES));
        }
        if (scale != 0 && !(scale >= MIN_SCALE && scale <= MAX_SCALE)) {
            throw new IllegalArgumentException("scale " + scale + " is outside " + MIN_SCALE + ".." + MAX_SCALE);
        }
        if (!(zoom >= MIN_ZOOM && zoom <= MAX_ZOOM)) {
            throw new IllegalArgumentException("zoom " + zoom + " is outside " + MIN_ZOOM + ".." + MAX_ZOOM);
        }
    }
}
