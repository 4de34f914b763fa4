package dlxviz.cli;

import dlxviz.catalogue.RuleNames;
import dlxviz.engine.ItemChoice;

/** The {@code --heuristic} values, by the names {@link RuleNames} gives the engine's rules. */
enum Heuristic {
    MIN_LENGTH(ItemChoice.MIN_LENGTH),
    MIN_LENGTH_FAST(ItemChoice.MIN_LENGTH_FAST),
    FIRST_ACTIVE(ItemChoice.FIRST_ACTIVE),
    MIN_LENGTH_RANDOM(ItemChoice.MIN_LENGTH_RANDOM);

    private final ItemChoice choice;

    Heuristic(ItemChoice choice) {
        this.choice = choice;
    }

    ItemChoice choice() {
        return choice;
    }

    @Override
    public String toString() {
        return RuleNames.cliName(choice);
    }

    /** picocli converter: the typed name (any case), with a message listing the choices otherwise. */
    static Heuristic parse(String text) {
        ItemChoice rule = RuleNames.find(text).orElseThrow(() -> new picocli.CommandLine.TypeConversionException("'"
                + text + "' is not a heuristic; use min-length (DLX1's, the default), min-length-fast, first-active or "
                + "min-length-random (with --seed)"));
        for (Heuristic h : values()) {
            if (h.choice == rule) {
                return h;
            }
        }
        throw new IllegalStateException("no --heuristic for " + rule);
    }
}
