package dlxviz.events;

/**
 * One micro-step of Algorithm X, as reported by the engine's {@code Search}.
 *
 * <p>Items are numbered 1..N and options 1..M, as in Knuth; node numbers index the torus arrays.
 * Events that change the torus implement {@link TorusChange} and have an exact inverse, which is
 * what makes stepping backwards cheap: the engine's own uncover is the inverse of its cover,
 * event by event, in reverse order.
 *
 * <p>Java 17 has no pattern matching in {@code switch}; dispatch on {@link #kind()} or with
 * {@code instanceof} patterns.
 */
public sealed interface SearchEvent
        permits ItemChosen, ItemCovered, ItemUncovered, OptionTried, OptionRetracted, DeadEnd,
                SolutionFound, SearchFinished, TorusChange {

    /** The event's kind, for switch-based dispatch and for compact logs. */
    EventKind kind();

    /**
     * The level of an option forced before the search (a sudoku's given) and of the covers it
     * makes: below the search's level 0.
     */
    int FORCED = -1;

    /**
     * The search level the event belongs to: {@link #FORCED} for a forced option's events; -1
     * too for the link events, which have no level of their own ({@link #hasLevel()} tells them apart).
     */
    int level();

    /**
     * False for the link events inside a cover or uncover (they belong to the cover that makes
     * them, whatever its level); true for the events that name a level.
     */
    default boolean hasLevel() {
        return true;
    }

    /** True for the events of an option forced before the search (a given), at level {@link #FORCED}. */
    default boolean forced() {
        return hasLevel() && level() == FORCED;
    }
}
