package dlxviz.events;

/** The search chose {@code item}, which had {@code length} live options, to branch on at {@code level}. */
public record ItemChosen(int item, int length, int level) implements SearchEvent {
    @Override
    public EventKind kind() {
        return EventKind.ITEM_CHOSEN;
    }
}
