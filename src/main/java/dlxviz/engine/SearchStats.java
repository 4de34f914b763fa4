package dlxviz.engine;

import java.util.Arrays;

/**
 * Counters with DLX1's conventions, so figures compare with Knuth's program on the same input:
 * {@code nodes} +1 each time the search enters a level and +1 per solution; {@code updates} +1
 * per item unlinked from its list by a cover and +1 per node hidden during a cover (or, with
 * colours, a purify); the profile counts nodes per level (solutions at the level below their last
 * option). With colours, {@code cleansings} counts as DLX2 does: +1 per purify and +1 per node
 * cleansed; {@code colours} says whether the problem had any.
 */
public record SearchStats(long solutions, long nodes, long updates, long cleansings, boolean colours,
                          long[] profile) {

    public SearchStats {
        profile = profile.clone();
    }

    /** The counters of a colourless search (Algorithm X, DLX1). */
    public SearchStats(long solutions, long nodes, long updates, long[] profile) {
        this(solutions, nodes, updates, 0, false, profile);
    }

    @Override
    public long[] profile() {
        return profile.clone();
    }

    /**
     * The line {@code exact-cover --stats} prints: DLX1's three counters, and DLX2's cleansings
     * after them when the problem has colours. A colourless problem's line stays DLX1's, which
     * has no cleansings, so files and scripts made for it read the same.
     */
    public String summary() {
        return "solutions=" + solutions + " nodes=" + nodes + " updates=" + updates
                + (colours ? " cleansings=" + cleansings : "");
    }

    /**
     * Equal counters, the profile compared by its contents: the record's own equals would compare
     * the arrays by identity, and no two searches' stats would be equal (tests compare whole stats).
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof SearchStats s && s.solutions == solutions && s.nodes == nodes
                && s.updates == updates && s.cleansings == cleansings && s.colours == colours
                && Arrays.equals(s.profile, profile);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(nodes * 31 + updates);
    }

    @Override
    public String toString() {
        return summary() + " profile=" + Arrays.toString(profile);
    }
}
