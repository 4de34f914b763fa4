package dlxviz.app.links;

/**
 * One arrow the links view draws: the link of node {@code from} in {@code direction}, pointing at
 * {@code to}. {@code wraps} when the link goes round the torus (from the last node back to the
 * first), which the view draws as arcs leaving one edge and entering the opposite one.
 * {@code ghost} when {@code from} is a hidden node or an unlinked header: its own links are kept
 * (uncover uses them) but nobody points at it any more.
 */
public record LinkSegment(int from, int to, LinkDirection direction, boolean wraps, boolean ghost) {
}
