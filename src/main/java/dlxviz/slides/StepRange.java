package dlxviz.slides;

/**
 * Which steps of a lesson become pictures: steps {@code from} to {@code to} (step 0 is Ready, the
 * start of the search; step N is where {@code N} steps forward lead, as the app's {@code --steps N}
 * opens), every {@code every}-th of them.
 */
public record StepRange(int from, int to, int every) {
    /** Far more pictures than anyone renders; keeps the arithmetic in ints. */
    public static final int MAX_STEP = 100_000_000;

    public StepRange {
        if (from < 0 || to < from || every < 1 || to > MAX_STEP) {
            throw new IllegalArgumentException("not a range of steps: " + from + ".." + to + " every " + every);
        }
    }

    /**
     * Reads {@code FROM..TO} (or one step {@code N}) as users type it.
     *
     * @throws IllegalArgumentException with a message that says what is wrong and what to type
     */
    public static StepRange parse(String text, int every) {
        if (every < 1) {
            throw new IllegalArgumentException("--every " + every + " must be 1 or more (1 takes every step)");
        }
        String range = text == null ? "" : text.strip();
        int dots = range.indexOf("..");
        String first = dots < 0 ? range : range.substring(0, dots).strip();
        String last = dots < 0 ? range : range.substring(dots + 2).strip();
        int from = step(first, text);
        int to = step(last, text);
        if (to < from) {
            throw new IllegalArgumentException("--steps '" + text + "' runs backwards: give FROM..TO with FROM at most TO, "
                    + "for example " + to + ".." + from);
        }
        return new StepRange(from, to, every);
    }

    private static int step(String number, String whole) {
        if (number.isEmpty() || !number.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("--steps '" + whole + "' is not a range of steps: give FROM..TO, "
                    + "two whole numbers of 0 or more such as 0..12 (step 0 is Ready), or one step such as 5");
        }
        if (number.length() > 9 || Integer.parseInt(number) > MAX_STEP) {
            throw new IllegalArgumentException("--steps '" + whole + "': " + number + " is more steps than this renders "
                    + "(at most " + MAX_STEP + ")");
        }
        return Integer.parseInt(number);
    }

    /** How many steps become pictures. */
    public int count() {
        return (to - from) / every + 1;
    }

    /** The last step that becomes a picture ({@code to}, or less when {@code every} does not divide the range). */
    public int last() {
        return from + (count() - 1) * every;
    }

    /** True when step {@code step} becomes a picture. */
    public boolean includes(int step) {
        return step >= from && step <= to && (step - from) % every == 0;
    }

    @Override
    public String toString() {
        return from + ".." + to + (every == 1 ? "" : " every " + every);
    }
}
