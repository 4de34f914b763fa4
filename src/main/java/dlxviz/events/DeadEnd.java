package dlxviz.events;

/** The item chosen at {@code level} has no live option left: this branch cannot be completed. */
public record DeadEnd(int item, int level) implements SearchEvent {
    @Override
    public EventKind kind() {
        return EventKind.DEAD_END;
    }
}
