package dlxviz.app.links;

/**
 * Where the parts of a lens's header go when its name reads upwards: the name from the top, the
 * length at the bottom, and at a dead end the cross between them, each in its own band so none
 * touches another (at 1280x720 the cross stood on the name's first letter, "✕5#5"). Distances
 * are in pixels up from the box's bottom edge; {@code font} is the header's text size.
 */
record UprightHeader(double nameBottom, double lengthCentre, double crossCentre, double crossHalf) {
    /** Where the length's digits sit, and how high they reach, in text sizes up from the bottom. */
    static final double LENGTH_CENTRE = 0.68;
    static final double LENGTH_TOP = LENGTH_CENTRE + 0.36;

    static UprightHeader of(double font, double halfWidth, boolean deadEnd) {
        if (!deadEnd) {
            return new UprightHeader(1.25 * font, LENGTH_CENTRE * font, 0, 0);
        }
        // the name keeps nearly all its room (a dead end's item is the one to read); the cross is
        // the smaller for it
        double nameBottom = 2.3 * font;
        double crossHalf = Math.min(0.6 * halfWidth, 0.22 * font);
        // midway between the digits' top and the name
        return new UprightHeader(nameBottom, LENGTH_CENTRE * font, (LENGTH_TOP * font + nameBottom) / 2, crossHalf);
    }
}
