package dlxviz.events;

/** {@code node} was put back between {@code up} and {@code down} in the column of {@code item}. */
public record NodeRestored(int node, int item, int up, int down) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.NODE_RESTORED;
    }

    @Override
    public NodeHidden inverse() {
        return new NodeHidden(node, item, up, down);
    }
}
