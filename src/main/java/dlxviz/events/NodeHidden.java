package dlxviz.events;

/**
 * {@code node} was unlinked from the column of {@code item}: {@code D[up] = down},
 * {@code U[down] = up}, and the item's length dropped by one. The node keeps its own links.
 */
public record NodeHidden(int node, int item, int up, int down) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.NODE_HIDDEN;
    }

    @Override
    public NodeRestored inverse() {
        return new NodeRestored(node, item, up, down);
    }
}
