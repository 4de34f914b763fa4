package dlxviz.app.marks;

/**
 * Where a dead end's ✕ goes in a header (the matrix's, the links view's), beside the item's count: the count and the
 * cross side by side, centred together in the header, a gap between them, the cross shrunk (not
 * under 0.15 text sizes) until both fit inside the header's outline; in a column too narrow for
 * both, the cross alone in the count's place (a dead end's count is 0, which the ✕ says). The ✕
 * used to stand at 0.3 of the cell's width whatever the count's width, so in a narrow column it
 * stood on the count and its arms were cut by the column's edge (issue 25).
 *
 * @param withCount whether the count is drawn beside the cross
 * @param countX    the count's centre, from the column's centre
 * @param crossX    the cross's centre, from the column's centre
 * @param size      the cross's half-width
 */
public record HeaderCross(boolean withCount, double countX, double crossX, double size) {
    /** Gap between the count and the cross, in text sizes. */
    static final double GAP = 0.3;
    /** The smallest cross, in text sizes (half-width). */
    static final double SMALLEST = 0.15;

    /**
     * @param cellX      the column's width
     * @param countWidth the count's drawn width
     * @param font       the text size
     * @param inset      what the header's outline takes at each side
     */
    public static HeaderCross place(double cellX, double countWidth, double font, double inset) {
        double room = cellX - 2 * inset;
        double gap = GAP * font;
        double size = Math.min(0.25 * font, (room - countWidth - gap) / 2);
        if (size < SMALLEST * font) {
            return new HeaderCross(false, 0, 0, Math.max(SMALLEST * font, Math.min(0.25 * font, room / 2)));
        }
        double total = countWidth + gap + 2 * size;
        double left = -total / 2;
        return new HeaderCross(true, left + countWidth / 2, left + countWidth + gap + size, size);
    }
}
