package dlxviz.events;

/**
 * An event that changes links in the torus. Applying {@link #inverse()} right after the event
 * restores every array exactly, because a removed node or header keeps its own links: the
 * heart of dancing links.
 */
public sealed interface TorusChange extends SearchEvent
        permits HeaderUnlinked, HeaderRelinked, NodeHidden, NodeRestored,
                ItemPurified, NodeCleansed, NodeUncleansed, ItemUnpurified {

    TorusChange inverse();

    /** A link event has no level of its own (see {@link #hasLevel()}). */
    @Override
    default int level() {
        return -1;
    }

    @Override
    default boolean hasLevel() {
        return false;
    }
}
