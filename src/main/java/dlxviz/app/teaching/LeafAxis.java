package dlxviz.app.teaching;

/**
 * Across the tree picture: leaves to pixels. A partition layout gives each node the width of its
 * leaves, so a node's left edge is the number of leaves before it in preorder. Where the search
 * stands may be a node far too narrow to see (a leaf among thousands); this axis then stretches
 * that node's leaves to a readable width and squeezes the rest, a fisheye on one node whose
 * ancestors, containing it, all come out at least as wide. The map stays monotone, so children
 * stay under their parents.
 */
final class LeafAxis {
    private final double origin;
    private final double unit;
    private final double focusFrom;
    private final double focusLeaves;
    private final double extra;

    private LeafAxis(double origin, double unit, double focusFrom, double focusLeaves, double extra) {
        this.origin = origin;
        this.unit = unit;
        this.focusFrom = focusFrom;
        this.focusLeaves = focusLeaves;
        this.extra = extra;
    }

    /**
     * @param left        the picture's left edge, in pixels
     * @param width       the picture's width at zoom 1, in pixels
     * @param leaves      the leaves across that width (the tree's, or a shared scale's)
     * @param zoom        1 fits the leaves to the width
     * @param pan         pixels the picture is moved right
     * @param focusFrom   the first leaf of the node to keep readable (negative: none)
     * @param focusLeaves its number of leaves
     * @param focusWidth  the width it must have at least, in pixels
     */
    static LeafAxis of(double left, double width, double leaves, double zoom, double pan, double focusFrom,
                       double focusLeaves, double focusWidth) {
        double span = width * zoom;
        double extra = 0;
        if (focusFrom >= 0 && focusLeaves > 0 && span > focusWidth && focusLeaves * span / leaves < focusWidth) {
            // (focusLeaves + extra) * span / (leaves + extra) = focusWidth
            extra = (focusWidth * leaves - focusLeaves * span) / (span - focusWidth);
        }
        return new LeafAxis(left + pan, span / (leaves + extra), focusFrom, focusLeaves, extra);
    }

    /** The pixel of leaf edge {@code leaf}. */
    double px(double leaf) {
        return origin + stretched(leaf) * unit;
    }

    /** The leaf edge at pixel {@code px} (the inverse of {@link #px}). */
    double leafAt(double px) {
        double v = (px - origin) / unit;
        if (extra <= 0 || v <= focusFrom) {
            return v;
        }
        double focusEnd = focusFrom + focusLeaves + extra;
        if (v >= focusEnd) {
            return v - extra;
        }
        return focusFrom + (v - focusFrom) * focusLeaves / (focusLeaves + extra);
    }

    private double stretched(double leaf) {
        if (extra <= 0 || leaf <= focusFrom) {
            return leaf;
        }
        if (leaf >= focusFrom + focusLeaves) {
            return leaf + extra;
        }
        return focusFrom + (leaf - focusFrom) * (focusLeaves + extra) / focusLeaves;
    }

    /** True when the focus node was stretched (it would have been narrower than asked). */
    boolean stretches() {
        return extra > 0;
    }
}
