package dlxviz.app.session;

/**
 * Messages put together from parts read as sentences: each starts with a capital and ends with a
 * full stop, so two of them never run together ("... high-contrast Knuth's example is open").
 */
public final class Sentences {
    private Sentences() {
    }

    /** {@code text} with a full stop at its end unless it ends a sentence already. */
    public static String ended(String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty() || ".!?".indexOf(trimmed.charAt(trimmed.length() - 1)) >= 0) {
            return trimmed;
        }
        return trimmed + ".";
    }

    /** {@code text} with its first letter a capital. */
    public static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The sentences, each ended, joined by a space; empty parts are left out. */
    public static String join(String... parts) {
        StringBuilder out = new StringBuilder();
        for (String part : parts) {
            if (part != null && !part.isBlank()) {
                out.append(out.length() == 0 ? "" : " ").append(ended(capitalised(part.strip())));
            }
        }
        return out.toString();
    }
}
