package dlxviz.app.theme;

/**
 * The colours that tell search levels apart: the stylesheets define {@code -dlx-level-0} to
 * {@code -dlx-level-5} per theme, and deeper levels reuse them in turn. Every view that colours by
 * level (the links view, the matrix, the boards) asks here, so they cycle alike. And a level's
 * name, its tag {@code L7}: where the colours repeat, the tag tells levels of one colour apart
 * (issue 25), so every view writes it from here, the same way.
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

    /** A level's tag, as the bands, the tree and the boards write it: {@code L0}, {@code L1}, ... */
    public static String tag(int level) {
        return "L" + level;
    }

    /**
     * True for a level whose colour an earlier level has too (level {@link #COUNT} and deeper): a
     * board writes its tag beside a digit of that level, or the colour would mean two levels.
     */
    public static boolean repeats(int level) {
        return level >= COUNT;
    }

    /** The style class that gives a board's cell or glyph the colour of {@code level}. */
    public static String styleClass(int level) {
        return "level-" + slot(level);
    }
}
