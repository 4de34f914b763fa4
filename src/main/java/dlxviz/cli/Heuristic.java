package dlxviz.cli;

import dlxviz.engine.ItemChoice;

/** The {@code --heuristic} values users type, and the engine's rule behind each. */
enum Heuristic {
    MIN_LENGTH("min-length", ItemChoice.MIN_LENGTH),
    MIN_LENGTH_FAST("min-length-fast", ItemChoice.MIN_LENGTH_FAST),
    FIRST_ACTIVE("first-active", ItemChoice.FIRST_ACTIVE),
    MIN_LENGTH_RANDOM("min-length-random", ItemChoice.MIN_LENGTH_RANDOM);

    private final String typed;
    private final ItemChoice choice;

    Heuristic(String typed, ItemChoice choice) {
        this.typed = typed;
        this.choice = choice;
    }

    ItemChoice choice() {
        return choice;
    }

    @Override
    public String toString() {
        return typed;
    }

    /** picocli converter: the typed name, with a message listing the choices otherwise. */
    static Heuristic parse(String text) {
        for (Heuristic h : values()) {
            if (h.typed.equals(text)) {
                return h;
            }
        }
        throw new picocli.CommandLine.TypeConversionException("'" + text
                + "' is not a heuristic; use min-length (DLX1's, the default), min-length-fast, first-active or "
                + "min-length-random (with --seed)");
    }
}
