package dlxviz.app.teaching.model;

/**
 * How much a tree picture spans at zoom 1: the leaves across its width, the levels down its
 * height, and the longest bar of its profile. A view fits its own tree by default; two views
 * given the same scale draw their trees alike (a leaf as wide, a level as tall, a node per level
 * as long a bar), so a tree four times larger looks four times larger: the comparison of two
 * choice rules side by side.
 *
 * @param leaves     leaves across the width (at least 1)
 * @param levels     levels down the height (at least 1)
 * @param profileMax the profile's longest bar, in nodes (at least 1)
 */
public record TreeScale(long leaves, int levels, long profileMax) {
    public TreeScale {
        leaves = Math.max(1, leaves);
        levels = Math.max(1, levels);
        profileMax = Math.max(1, profileMax);
    }

    /** A scale that holds both: each view given it draws its tree at the same size as the other's. */
    public TreeScale union(TreeScale other) {
        return other == null ? this : new TreeScale(Math.max(leaves, other.leaves), Math.max(levels, other.levels),
                Math.max(profileMax, other.profileMax));
    }
}
