package dlxviz.events;

/** The option tried at {@code level} was taken back; emitted after its items were uncovered. */
public record OptionRetracted(int option, int node, int level) implements SearchEvent {
    @Override
    public EventKind kind() {
        return EventKind.OPTION_RETRACTED;
    }

    public OptionTried inverse() {
        return new OptionTried(option, node, level);
    }
}
