package dlxviz.events;

/** {@code item} came back between {@code left} and {@code right}, using its own intact links. */
public record HeaderRelinked(int item, int left, int right) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.HEADER_RELINKED;
    }

    @Override
    public HeaderUnlinked inverse() {
        return new HeaderUnlinked(item, left, right);
    }
}
