package dlxviz.events;

/** {@code node} has its colour {@code colour} again: the inverse of {@link NodeCleansed}, during an unpurify. */
public record NodeUncleansed(int node, int item, int colour) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.NODE_UNCLEANSED;
    }

    @Override
    public NodeCleansed inverse() {
        return new NodeCleansed(node, item, colour);
    }
}
