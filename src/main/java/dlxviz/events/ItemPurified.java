package dlxviz.events;

/**
 * A purify begins (Knuth's Algorithm C, DLX2): the option tried at {@code level} gives secondary
 * item {@code item} colour {@code colour} at {@code node}, so the item takes that colour. The
 * options in its column that give it another colour (or none) leave, one {@link NodeHidden} per
 * node of theirs; those that agree are cleansed ({@link NodeCleansed}). The change itself is the
 * item's colour, which DLX2 counts as one cleansing.
 */
public record ItemPurified(int node, int item, int colour, int level) implements TorusChange {
    @Override
    public EventKind kind() {
        return EventKind.ITEM_PURIFIED;
    }

    @Override
    public ItemUnpurified inverse() {
        return new ItemUnpurified(node, item, colour, level);
    }

    /** A purify belongs to the option tried at its level, as a cover does. */
    @Override
    public boolean hasLevel() {
        return true;
    }
}
