package dlxviz.events;

/** The whole search tree has been explored; {@code solutions} were found in all. */
public record SearchFinished(long solutions) implements SearchEvent {
    @Override
    public EventKind kind() {
        return EventKind.SEARCH_FINISHED;
    }

    @Override
    public int level() {
        return 0;
    }
}
