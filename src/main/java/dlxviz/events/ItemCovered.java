package dlxviz.events;

/**
 * A cover of {@code item} begins: a {@link HeaderUnlinked} and one {@link NodeHidden} per node of
 * the item's other options follow. Marks no change itself; its inverse is {@link ItemUncovered},
 * which ends the matching uncover.
 */
public record ItemCovered(int item, int level) implements SearchEvent {
    @Override
    public EventKind kind() {
        return EventKind.ITEM_COVERED;
    }

    public ItemUncovered inverse() {
        return new ItemUncovered(item, level);
    }
}
