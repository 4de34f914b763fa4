package dlxviz.app.links;

import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.TorusChange;
import java.util.HashMap;
import java.util.Map;

/**
 * What the last step's splices changed, for the animation: where each changed link pointed
 * before the step, and whether each node or header it hid or restored was a ghost before.
 * Works from the applied changes alone (a hide swings {@code D[up]} from the node to
 * {@code down}; a restore swings it back), so stepping back plays the same animation in
 * reverse. When several changes move one link, the first old value is kept. No JavaFX.
 */
public final class SpliceMemory {
    private final Map<Long, Integer> targetBefore = new HashMap<>();
    private final Map<Integer, Double> ghostBefore = new HashMap<>();

    public void clear() {
        targetBefore.clear();
        ghostBefore.clear();
    }

    public boolean isEmpty() {
        return targetBefore.isEmpty() && ghostBefore.isEmpty();
    }

    /** Notes a change just applied to the torus. */
    public void remember(TorusChange change) {
        if (change instanceof NodeHidden h) {
            link(h.up(), LinkDirection.DOWN, h.node());
            link(h.down(), LinkDirection.UP, h.node());
            ghostBefore.putIfAbsent(h.node(), 0.0);
        } else if (change instanceof NodeRestored r) {
            link(r.up(), LinkDirection.DOWN, r.down());
            link(r.down(), LinkDirection.UP, r.up());
            ghostBefore.putIfAbsent(r.node(), 1.0);
        } else if (change instanceof HeaderUnlinked u) {
            link(u.left(), LinkDirection.RIGHT, u.item());
            link(u.right(), LinkDirection.LEFT, u.item());
            ghostBefore.putIfAbsent(u.item(), 0.0);
        } else if (change instanceof HeaderRelinked r) {
            link(r.left(), LinkDirection.RIGHT, r.right());
            link(r.right(), LinkDirection.LEFT, r.left());
            ghostBefore.putIfAbsent(r.item(), 1.0);
        }
    }

    private void link(int from, LinkDirection direction, int before) {
        targetBefore.putIfAbsent(key(from, direction), before);
    }

    /** Where the link of {@code from} in {@code direction} pointed before the step, or null if unchanged. */
    public Integer targetBefore(int from, LinkDirection direction) {
        return targetBefore.get(key(from, direction));
    }

    /** 1 if {@code id} was a ghost before the step, 0 if not, null if the step did not change it. */
    public Double ghostBefore(int id) {
        return ghostBefore.get(id);
    }

    private static long key(int id, LinkDirection direction) {
        return id * 4L + direction.ordinal();
    }
}
