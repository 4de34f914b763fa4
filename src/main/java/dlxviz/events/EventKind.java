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
    SEARCH_FINISHED;

    private static final EventKind[] VALUES = values();

    public static EventKind ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /** True for the four kinds that change links or lengths in the torus. */
    public boolean changesTorus() {
        return this == HEADER_UNLINKED || this == NODE_HIDDEN
                || this == NODE_RESTORED || this == HEADER_RELINKED;
    }
}
