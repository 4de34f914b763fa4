package dlxviz.events;

/**
 * An uncover of {@code item} has ended (its nodes restored, its header relinked). Emitted last,
 * so that an uncover's events are exactly the inverses of its cover's events in reverse order.
 */
public record ItemUncovered(int item, int level) implements SearchEvent {
    @Override
    public EventKind kind() {
        return EventKind.ITEM_UNCOVERED;
    }

    public ItemCovered inverse() {
        return new ItemCovered(item, level);
    }
}
