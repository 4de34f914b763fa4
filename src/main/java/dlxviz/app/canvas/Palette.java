package dlxviz.app.canvas;

import dlxviz.app.theme.LevelColours;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/**
 * Every colour and size a canvas view draws with, read once from its styleable properties at the
 * start of a frame (see css/links.css for the names), so a painter neither looks up a property
 * per mark nor sees a theme change half-way through a frame.
 *
 * @param lengthShort the overview's colour for an item with one option left (the scale's strong end)
 * @param lengthLong  the overview's colour for an item with as many options as the longest column
 */
public record Palette(Paint background, Paint nodeFill, Paint nodeStroke, Paint headerFill, Paint secondaryFill,
                      Paint rootFill, Paint ghost, Paint ghostStroke, Paint link, Paint ghostLink, Paint wrapLink,
                      Paint text, Paint mutedText, Paint chosen, Paint chosenFill, Paint tried, Paint solution,
                      Paint given, Paint hover, Paint justHidden, Paint deadEnd, Paint lengthShort, Paint lengthLong,
                      Paint[] levels, Paint[] colours, double cellWidth, double cellHeight, double fontSize, double linkWidth) {

    /** The colour of search level {@code level}; -1, a given, has its own. */
    public Paint level(int level) {
        return level < 0 ? given : levels[LevelColours.slot(level)];
    }

    /** The fill of Algorithm C's colour {@code colour} (1..K); the stylesheet's few are reused in turn. */
    public Paint colour(int colour) {
        return colours[Math.floorMod(colour - 1, colours.length)];
    }

    /**
     * The overview's colour for an item with {@code length} options left, out of {@code longest}:
     * a sequential scale from {@link #lengthShort} (1) to {@link #lengthLong} ({@code longest}),
     * the fewer the stronger, as the shortest-list rule reads them. 0 is the dead-end colour.
     */
    public Paint length(int length, int longest) {
        if (length <= 0) {
            return deadEnd;
        }
        double t = longest <= 1 ? 0 : Math.min(1, (length - 1) / (double) (longest - 1));
        return mix(lengthShort, lengthLong, t);
    }

    /** {@code a} blended towards {@code b} by {@code t} (0..1): a ghost fading in or out. */
    public static Paint mix(Paint a, Paint b, double t) {
        if (t <= 0) {
            return a;
        }
        if (t >= 1) {
            return b;
        }
        if (a instanceof Color ca && b instanceof Color cb) {
            return ca.interpolate(cb, t);
        }
        return t < 0.5 ? a : b;
    }

    /** A colour as one premultiplied ARGB int, for pixel buffers. */
    public static int argb(Paint paint) {
        Color c = paint instanceof Color colour ? colour : Color.GRAY;
        int a = (int) Math.round(c.getOpacity() * 255);
        int r = (int) Math.round(c.getRed() * c.getOpacity() * 255);
        int g = (int) Math.round(c.getGreen() * c.getOpacity() * 255);
        int b = (int) Math.round(c.getBlue() * c.getOpacity() * 255);
        return (a << 24) | (r << 16) | (g << 8) | b;
    }
}
