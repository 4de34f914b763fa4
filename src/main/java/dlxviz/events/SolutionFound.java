package dlxviz.events;

import java.util.Arrays;

/** Solution number {@code number} (from 1): the options chosen at levels 0 .. level-1. */
public record SolutionFound(long number, int[] options) implements SearchEvent {

    public SolutionFound {
        options = options.clone();
    }

    @Override
    public int[] options() {
        return options.clone();
    }

    @Override
    public EventKind kind() {
        return EventKind.SOLUTION_FOUND;
    }

    /** A solution sits one level below the option that completed it, as in Knuth's profile. */
    @Override
    public int level() {
        return options.length;
    }

    /**
     * The same number and the same options, compared by their contents: the record's own equals
     * would compare the arrays by identity, and an event recorded and the same event replayed
     * would differ (the property tests compare event streams).
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof SolutionFound s && s.number == number && Arrays.equals(s.options, options);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(number) * 31 + Arrays.hashCode(options);
    }

    @Override
    public String toString() {
        return "SolutionFound[number=" + number + ", options=" + Arrays.toString(options) + "]";
    }
}
