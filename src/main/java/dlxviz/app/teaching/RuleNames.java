package dlxviz.app.teaching;

import dlxviz.engine.ItemChoice;
import java.util.List;

/** The choice rules the app offers, and what they are called in menus, panels and messages. */
public final class RuleNames {
    private RuleNames() {
    }

    /** The rules a class can switch between: DLX1's, none at all, and DLX1's with random ties. */
    public static final List<ItemChoice> OFFERED =
            List.of(ItemChoice.MIN_LENGTH, ItemChoice.FIRST_ACTIVE, ItemChoice.MIN_LENGTH_RANDOM);

    /** A short name: "fewest options (DLX1)", "first item left", "fewest options, random ties". */
    public static String name(ItemChoice rule) {
        switch (rule) {
            case FIRST_ACTIVE:
                return "first item left";
            case MIN_LENGTH_RANDOM:
                return "fewest options, random ties";
            case MIN_LENGTH_FAST:
                return "fewest options, stop at 1";
            default:
                return "fewest options (DLX1)";
        }
    }

    /** A shorter name still, where the short one does not fit: "fewest (DLX1)", "first item", "fewest, random ties". */
    public static String shortest(ItemChoice rule) {
        switch (rule) {
            case FIRST_ACTIVE:
                return "first item";
            case MIN_LENGTH_RANDOM:
                return "fewest, random ties";
            case MIN_LENGTH_FAST:
                return "fewest, stop at 1";
            default:
                return "fewest (DLX1)";
        }
    }

    /** The name with what makes the run repeatable: "fewest options, random ties (seed 3)". */
    public static String describe(ItemChoice rule, long seed) {
        return rule == ItemChoice.MIN_LENGTH_RANDOM ? name(rule) + " (seed " + seed + ")" : name(rule);
    }

    /** The name the command line takes ({@code exact-cover --heuristic NAME}). */
    public static String cliName(ItemChoice rule) {
        switch (rule) {
            case FIRST_ACTIVE:
                return "first-active";
            case MIN_LENGTH_RANDOM:
                return "min-length-random";
            case MIN_LENGTH_FAST:
                return "min-length-fast";
            default:
                return "min-length";
        }
    }
}
