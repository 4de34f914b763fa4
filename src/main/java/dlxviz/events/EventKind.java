package dlxviz.events;

/** The kinds of {@link SearchEvent}; ordinals are stable and used by compact event logs. */
public enum EventKind {
    ITEM_CHOSEN,
    ITEM_COVERED,
    HEADER_UNLINKED,
    NODE_HIDDEN,
    NODE_RESTORED,
    HEADER_RELINKED,
    ITEM_UNCOVERED,
    OPTION_TRIED,
    OPTION_RETRACTED,
    DEAD_END,
    SOLUTION_FOUND,
    SEARCH_FINISHED,
    // Algorithm C's colours (after the twelve of Algorithm X, so their ordinals stay).
    ITEM_PURIFIED,
    NODE_CLEANSED,
    NODE_UNCLEANSED,
    ITEM_UNPURIFIED;

    private static final EventKind[] VALUES = values();

    public static EventKind ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /** True for the kinds that change links, lengths or colours in the torus. */
    public boolean changesTorus() {
        return this == HEADER_UNLINKED || this == NODE_HIDDEN
                || this == NODE_RESTORED || this == HEADER_RELINKED || isColour();
    }

    /** True for the four kinds of Algorithm C's purify and unpurify that change colours. */
    public boolean isColour() {
        return this == ITEM_PURIFIED || this == NODE_CLEANSED || this == NODE_UNCLEANSED || this == ITEM_UNPURIFIED;
    }
}
