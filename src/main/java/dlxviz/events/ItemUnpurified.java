package dlxviz.events;

/**
 * An unpurify has ended: the nodes its purify hid are back, the cleansed nodes have their colour
 * again, and {@code item} no longer has colour {@code colour}. Emitted last, so an unpurify's
 * events are exactly the inverses of its purify's events in reverse order.
 */
public record ItemUnpurified(int node, int item, int colour, int level) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.ITEM_UNPURIFIED;
    }

    @Override
    public ItemPurified inverse() {
        return new ItemPurified(node, item, colour, level);
    }

    /** A purify belongs to the option tried at its level, as a cover does. */
    @Override
    public boolean hasLevel() {
        return true;
    }
}
