package dlxviz.app.theme;

/**
 * The colours that tell search levels apart: the stylesheets define {@code -dlx-level-0} to
 * {@code -dlx-level-5} per theme, and deeper levels reuse them in turn. Every view that colours by
 * level (the links view, the matrix, the boards) asks here, so they cycle alike.
 */
public final class LevelColours {
    /** How many level colours the stylesheets give. */
    public static final int COUNT = 6;

    private LevelColours() {
    }

    /** The colour slot of {@code level} (0 ..); levels beyond {@link #COUNT} reuse the slots. */
    public static int slot(int level) {
        return Math.floorMod(level, COUNT);
    }

    /** The style class that gives a board's cell or glyph the colour of {@code level}. */
    public static String styleClass(int level) {
        return "level-" + slot(level);
    }
}
