package dlxviz.text;

/**
 * User text shown inside an error message: quoted, cut when long, with control and invisible
 * characters written as escapes. A message must point at the mistake, not repeat a megabyte of
 * input or let a stray control character rewrite the user's terminal.
 */
public final class Shown {
    /** Characters of a token shown before it is cut. */
    public static final int MAX_SHOWN = 40;

    private Shown() {
    }

    /**
     * {@code token} between single quotes; control characters escaped ({@code \t}, {@code \u0007});
     * when longer than {@link #MAX_SHOWN} characters, its start followed by "..." and its length:
     * {@code 'ZZZZ...' (1,048,576 characters)}.
     */
    public static String quoted(CharSequence token) {
        int shown = shownLength(token, MAX_SHOWN);
        String text = "'" + escaped(token, shown) + (shown < token.length() ? "...'" : "'");
        return shown < token.length() ? text + " (" + String.format("%,d", token.length()) + " characters)" : text;
    }

    /** {@code text} as {@link #quoted} shows it, without the quotes: for a whole line in a warning. */
    public static String plain(CharSequence text) {
        return plain(text, MAX_SHOWN);
    }

    /**
     * {@code text} as {@link #plain(CharSequence)} shows it, cut after {@code most} characters
     * instead: for a place that has its own room, such as a column of a table.
     */
    public static String plain(CharSequence text, int most) {
        int shown = shownLength(text, most);
        String out = escaped(text, shown);
        return shown < text.length() ? out + "... (" + String.format("%,d", text.length()) + " characters)" : out;
    }

    private static int shownLength(CharSequence token, int most) {
        int length = token.length();
        int shown = length <= most ? length : most;
        if (shown < length && Character.isHighSurrogate(token.charAt(shown - 1))) {
            shown--; // do not split a character in two
        }
        return shown;
    }

    private static String escaped(CharSequence token, int length) {
        StringBuilder out = new StringBuilder(length + 8);
        for (int k = 0; k < length; k++) {
            appendEscaped(out, token.charAt(k));
        }
        return out.toString();
    }

    /**
     * One character, quoted and escaped; a character outside ASCII also gets its code point, so
     * that look-alikes (a Cyrillic 'о', a non-breaking space) can be told apart:
     * {@code 'x'}, {@code '\t'}, {@code 'é' (U+00E9)}.
     */
    public static String character(int codePoint) {
        StringBuilder out = new StringBuilder("'");
        if (Character.isBmpCodePoint(codePoint)) {
            appendEscaped(out, (char) codePoint);
        } else {
            out.appendCodePoint(codePoint);
        }
        out.append('\'');
        if (codePoint >= 128 && !isEscaped(codePoint)) {
            out.append(String.format(" (U+%04X)", codePoint));
        }
        return out.toString();
    }

    /** The character at {@code index} of {@code text} as a whole code point (a surrogate pair read as one). */
    public static int codePointAt(CharSequence text, int index) {
        return Character.codePointAt(text, index);
    }

    /**
     * The 1-based column of {@code index} in {@code line} as a reader counts it: one per character,
     * a character outside the Basic Multilingual Plane (an emoji) counted once, not twice.
     */
    public static int column(CharSequence line, int index) {
        return Character.codePointCount(line, 0, Math.min(index, line.length())) + 1;
    }

    private static boolean isEscaped(int ch) {
        return ch < 32 || ch == 127 || (ch >= 128 && ch < 160) || ch == 0xFEFF || ch == 0x2028 || ch == 0x2029;
    }

    private static void appendEscaped(StringBuilder out, char ch) {
        switch (ch) {
            case '\t':
                out.append("\\t");
                return;
            case '\n':
                out.append("\\n");
                return;
            case '\r':
                out.append("\\r");
                return;
            default:
                if (isEscaped(ch)) {
                    out.append(String.format("\\u%04x", (int) ch));
                } else {
                    out.append(ch);
                }
        }
    }
}
