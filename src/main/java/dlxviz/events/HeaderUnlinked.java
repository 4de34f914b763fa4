package dlxviz.events;

/** {@code item} left its item list: {@code R[left] = right}, {@code L[right] = left}. */
public record HeaderUnlinked(int item, int left, int right) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.HEADER_UNLINKED;
    }

    @Override
    public HeaderRelinked inverse() {
        return new HeaderRelinked(item, left, right);
    }
}
