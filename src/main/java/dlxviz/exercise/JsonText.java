package dlxviz.exercise;

/**
 * The few pieces of JSON writing a results file needs, by hand: the layout is fixed (one key per
 * line, two spaces per level), which is what makes the checksum's canonical text well defined.
 * Reading goes through SnakeYAML Engine (JSON is YAML 1.2), already in the pom for lessons.
 */
final class JsonText {
    private final StringBuilder out = new StringBuilder();

    private JsonText() {
    }

    static JsonText start() {
        return new JsonText();
    }

    JsonText raw(String text) {
        out.append(text);
        return this;
    }

    /** {@code "key": } at {@code indent} levels. */
    JsonText key(int indent, String key) {
        out.append("  ".repeat(indent)).append(quote(key)).append(": ");
        return this;
    }

    JsonText string(String value) {
        out.append(value == null ? "null" : quote(value));
        return this;
    }

    JsonText number(Long value) {
        out.append(value == null ? "null" : value.toString());
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    static String quote(String text) {
        StringBuilder q = new StringBuilder("\"");
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            switch (c) {
                case '"':
                    q.append("\\\"");
                    break;
                case '\\':
                    q.append("\\\\");
                    break;
                case '\n':
                    q.append("\\n");
                    break;
                case '\r':
                    q.append("\\r");
                    break;
                case '\t':
                    q.append("\\t");
                    break;
                default:
                    if (c < 0x20) {
                        q.append(String.format("\\u%04x", (int) c));
                    } else {
                        q.append(c);
                    }
            }
        }
        return q.append('"').toString();
    }
}
