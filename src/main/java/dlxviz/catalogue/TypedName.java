package dlxviz.catalogue;

import java.util.Locale;

/**
 * How a name users type is compared with the names the program knows: blanks around it dropped,
 * case ignored. Every lookup of a typed name (an example, a library sudoku, a rule, a step size)
 * goes through {@link #key}, so that {@code KNUTH}, {@code Knuth} and {@code knuth} open the same
 * example in the window and on the command line. Lower case in {@link Locale#ROOT}: in a Turkish
 * locale {@code "KNUTH".toLowerCase()} spells the I without its dot and finds nothing.
 */
public final class TypedName {
    private TypedName() {
    }

    /** The form every known name is written in: stripped, lower case; "" for null. */
    public static String key(String typed) {
        return typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
    }
}
