package dlxviz.events;

/**
 * The search tries {@code option} (its node in the chosen item's column is {@code node}) at
 * {@code level}; covers of the option's other items follow.
 */
public record OptionTried(int option, int node, int level) implements SearchEvent {
    @Override
    public EventKind kind() {
        return EventKind.OPTION_TRIED;
    }

    public OptionRetracted inverse() {
        return new OptionRetracted(option, node, level);
    }
}
