package dlxviz.app.links;

/**
 * One arrow the links view draws: the link of node {@code from} in {@code direction}, pointing at
 * {@code to}. {@code wraps} when the link goes round the torus (from the last node back to the
 * first), which the view draws as arcs leaving one edge and entering the opposite one.
 * {@code ghost} when {@code from} is a hidden node or an unlinked header: its own links are kept
 * (uncover uses them) but nobody points at it any more. {@code detour} when the link jumps over
 * nodes or headers that are still drawn (ghosts): the view routes it round them, so it does not
 * seem to pass through them.
 */
public record LinkSegment(int from, int to, LinkDirection direction, boolean wraps, boolean ghost, boolean detour) {

    /** A segment that goes straight to its natural neighbour. */
    public LinkSegment(int from, int to, LinkDirection direction, boolean wraps, boolean ghost) {
        this(from, to, direction, wraps, ghost, false);
    }
}
