package dlxviz.lesson;

import java.util.Locale;

/**
 * A moment of a search as a lesson names it: {@code start} (the torus as built, before a puzzle's
 * givens), {@code ready} (the givens placed, the search about to begin), {@code event N} (N
 * events from the very start, as the timeline and {@code --goto} count), {@code step N} (N steps
 * of the stop's size after Ready, as {@code --steps N}), {@code level N} (the first time the
 * search stands at level N), {@code first choice}, {@code first guess} (the first choice among
 * two or more options), {@code first dead end}, {@code first solution}, {@code end}.
 *
 * @param kind   which moment
 * @param number N for {@code event}, {@code step} and {@code level}; 0 otherwise
 */
public record Position(Kind kind, long number) {
    /** The moments, with the words a lesson file writes for each. */
    public enum Kind {
        START("start"), READY("ready"), EVENT("event"), STEP("step"), LEVEL("level"),
        FIRST_CHOICE("first choice"), FIRST_GUESS("first guess"), FIRST_DEAD_END("first dead end"),
        FIRST_SOLUTION("first solution"), END("end");

        final String words;

        Kind(String words) {
            this.words = words;
        }

        boolean numbered() {
            return this == EVENT || this == STEP || this == LEVEL;
        }
    }

    /** What a lesson file may write, for messages. */
    public static final String FORMS = "start, ready, event N, step N, level N, first choice, first guess, "
            + "first dead end, first solution, end";

    public static final Position READY = new Position(Kind.READY, 0);

    public Position {
        if (kind == null || number < 0 || (!kind.numbered() && number != 0)) {
            throw new IllegalArgumentException("not a position: " + kind + " " + number);
        }
    }

    public static Position event(long number) {
        return new Position(Kind.EVENT, number);
    }

    /**
     * Reads a position as a lesson writes it; a bare whole number is an event.
     *
     * @throws IllegalArgumentException saying what is wrong and what to write
     */
    public static Position parse(String text) {
        String words = text == null ? "" : text.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        if (words.matches("[0-9][0-9,_]*")) {
            return new Position(Kind.EVENT, number(words, text));
        }
        for (Kind kind : Kind.values()) {
            if (kind.numbered() && words.startsWith(kind.words + " ")) {
                return new Position(kind, number(words.substring(kind.words.length() + 1), text));
            }
            if (!kind.numbered() && words.equals(kind.words)) {
                return new Position(kind, 0);
            }
        }
        for (Kind kind : Kind.values()) {
            if (kind.numbered() && words.equals(kind.words)) {
                throw new IllegalArgumentException("'" + text.strip() + "' needs a number, for example '" + kind.words + " 3'");
            }
        }
        throw new IllegalArgumentException("'" + (text == null ? "" : text.strip()) + "' is not a position; write one of "
                + FORMS);
    }

    private static long number(String digits, String whole) {
        String plain = digits.strip().replace(",", "").replace("_", "");
        if (!plain.matches("[0-9]{1,15}")) {
            throw new IllegalArgumentException("'" + whole.strip() + "': '" + digits.strip()
                    + "' is not a whole number of 0 or more");
        }
        return Long.parseLong(plain);
    }

    /** As a lesson file writes it: {@code ready}, {@code event 12}, {@code first dead end}. */
    @Override
    public String toString() {
        return kind.numbered() ? kind.words + " " + number : kind.words;
    }
}
