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

    @Override
    default int level() {
        return -1;
    }
}
