package dlxviz.events;

/**
 * {@code node}, in the column of the purified {@code item}, agrees with its colour
 * {@code colour}: the constraint is satisfied, so the node is marked (DLX2's colour -1) and later
 * covers and purifies pass it by. It stays in its column.
 */
public record NodeCleansed(int node, int item, int colour) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.NODE_CLEANSED;
    }

    @Override
    public NodeUncleansed inverse() {
        return new NodeUncleansed(node, item, colour);
    }
}
