package dlxviz.engine;

import java.util.Arrays;

/**
 * Counters with DLX1's conventions, so figures compare with Knuth's program on the same input:
 * {@code nodes} +1 each time the search enters a level and +1 per solution; {@code updates} +1
 * per item unlinked from its list by a cover and +1 per node hidden during a cover; the profile
 * counts nodes per level (solutions at the level below their last option).
 */
public record SearchStats(long solutions, long nodes, long updates, long[] profile) {

    public SearchStats {
        profile = profile.clone();
    }

    @Override
    public long[] profile() {
        return profile.clone();
    }

    /** The line {@code exact-cover --stats} prints. */
    public String summary() {
        return "solutions=" + solutions + " nodes=" + nodes + " updates=" + updates;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SearchStats s && s.solutions == solutions && s.nodes == nodes
                && s.updates == updates && Arrays.equals(s.profile, profile);
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
