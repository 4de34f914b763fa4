package dlxviz.text;

/**
 * What the YAML and JSON readers (lessons, results files) say of text nested deeper than their
 * stack holds. snakeyaml-engine 3.2 has no depth limit (only aliases and code points) and reads
 * lists and maps inside one another by recursion, so a few thousand '[' overflowed the stack and
 * the user saw a Java stack trace. The readers catch StackOverflowError around the parse alone
 * and say this instead: the parser's state is its own and is dropped with it, so nothing is left
 * half-changed.
 */
public final class TooDeep {
    /** The reason, without the place. */
    public static final String REASON = "nested too deep (lists or maps inside one another, thousands of levels)";

    private TooDeep() {
    }
}
