package dlxviz.catalogue;

import dlxviz.engine.ItemChoice;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The choice rules, and what they are called: in the window's menus, panels and messages, and as
 * typed on the command line ({@code exact-cover --heuristic min-length}).
 */
public final class RuleNames {
    private RuleNames() {
    }

    /** The rules a class can switch between: DLX1's, none at all, and DLX1's with random ties. */
    public static final List<ItemChoice> OFFERED =
            List.of(ItemChoice.MIN_LENGTH, ItemChoice.FIRST_ACTIVE, ItemChoice.MIN_LENGTH_RANDOM);

    /**
     * A rule's names, in one place: in panels, where a panel is narrow, on the command line, in the
     * Search menu, and in a lesson file (null for a rule a lesson cannot name).
     */
    private record Names(String name, String shortest, String cli, String menu, String lesson) {
    }

    private static Names of(ItemChoice rule) {
        switch (rule) {
            case FIRST_ACTIVE:
                return new Names("first item left", "first item", "first-active", "Choose the first _item left", "first");
            case MIN_LENGTH_RANDOM:
                return new Names("fewest options, random ties", "fewest, random ties", "min-length-random",
                        "Fewest options, ties at _random", null);
            case MIN_LENGTH_FAST:
                return new Names("fewest options, stop at 1", "fewest, stop at 1", "min-length-fast",
                        "Fewest options, _stop at 1", null);
            default:
                return new Names("fewest options (DLX1)", "fewest (DLX1)", "min-length",
                        "Choose the item with the _fewest options (DLX1)", "fewest");
        }
    }

    /** A short name: "fewest options (DLX1)", "first item left", "fewest options, random ties". */
    public static String name(ItemChoice rule) {
        return of(rule).name();
    }

    /** A shorter name still, where the short one does not fit: "fewest (DLX1)", "first item", "fewest, random ties". */
    public static String shortest(ItemChoice rule) {
        return of(rule).shortest();
    }

    /** The name with what makes the run repeatable: "fewest options, random ties (seed 3)". */
    public static String describe(ItemChoice rule, long seed) {
        return rule == ItemChoice.MIN_LENGTH_RANDOM ? name(rule) + " (seed " + seed + ")" : name(rule);
    }

    /** The Search menu's item for the rule, its mnemonic after "_": "Choose the first _item left". */
    public static String menuText(ItemChoice rule) {
        return of(rule).menu();
    }

    /** The name the command line takes ({@code exact-cover --heuristic NAME}). */
    public static String cliName(ItemChoice rule) {
        return of(rule).cli();
    }

    /** The rule's name in a lesson file ({@code fewest}, {@code first}); empty for a rule a lesson cannot name. */
    public static Optional<String> lessonName(ItemChoice rule) {
        return Optional.ofNullable(of(rule).lesson());
    }

    /**
     * The rules a lesson may name, by their names in a lesson file ({@code rule: fewest}), in the
     * order of {@link ItemChoice}: DLX1's first. A lesson names no random rule, whose seed it would
     * have to keep, nor the fast one, which the app does not show.
     */
    public static Map<String, ItemChoice> inLessons() {
        Map<String, ItemChoice> rules = new LinkedHashMap<>();
        for (ItemChoice rule : ItemChoice.values()) {
            lessonName(rule).ifPresent(name -> rules.put(name, rule));
        }
        return Collections.unmodifiableMap(rules);
    }

    /** The rule whose command-line name {@code typed} is, in any case; empty for none. */
    public static Optional<ItemChoice> find(String typed) {
        String key = TypedName.key(typed);
        return Arrays.stream(ItemChoice.values()).filter(rule -> cliName(rule).equals(key)).findFirst();
    }
}
