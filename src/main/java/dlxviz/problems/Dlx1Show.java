package dlxviz.problems;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The kinds of verbose output of Knuth's DLX1 that {@link Dlx1Verbose} reproduces: the names
 * users type ({@code exact-cover --show choices,profile}) and DLX1's bit for each (its {@code v}
 * option is their sum: {@code v130} for choices and profile).
 */
public enum Dlx1Show {
    /** DLX1's {@code show_basics}: the input summary and the "Altogether" line. */
    BASICS("basics", 1),
    /** {@code show_choices}: "L3: r4 c2 a6 b5 (2 of 5)" for each option tried. */
    CHOICES("choices", 2),
    /** {@code show_details}: "Level 3: r4(5) r5(3) ... branching on r5(3)" for each choice of item. */
    DETAILS("details", 4),
    /** {@code show_profile}: the number of search-tree nodes on each level, at the end. */
    PROFILE("profile", 128),
    /** {@code show_full_state}: "Current state (level 3):" with the options of the partial solution. */
    FULL_STATE("full-state", 256),
    /** {@code show_tots}: the length of every item, before the search and after it. */
    TOTALS("totals", 512),
    /** {@code show_max_deg}: the largest length of an item chosen for branching. */
    MAX_DEGREE("max-degree", 2048);

    private final String typed;
    private final int dlx1Bit;

    Dlx1Show(String typed, int dlx1Bit) {
        this.typed = typed;
        this.dlx1Bit = dlx1Bit;
    }

    /** The name users type. */
    public String typed() {
        return typed;
    }

    /** DLX1's bit in its {@code v} option. */
    public int dlx1Bit() {
        return dlx1Bit;
    }

    /** The kind a user typed, if any. */
    public static Optional<Dlx1Show> parse(String text) {
        return Arrays.stream(values()).filter(show -> show.typed.equals(text)).findFirst();
    }

    /** Every name, comma-separated, for messages. */
    public static String allTyped() {
        return Arrays.stream(values()).map(Dlx1Show::typed).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return typed;
    }
}
