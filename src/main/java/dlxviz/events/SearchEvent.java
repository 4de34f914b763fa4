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

    /** The search level the event belongs to, or -1 when it has none. */
    int level();
}
