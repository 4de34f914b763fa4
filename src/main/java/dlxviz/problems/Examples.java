package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The built-in exact-cover instances, by the names users type ({@code --example NAME}).
 *
 * <p>{@link #names()} lists the menu in teaching order. {@link #get(String)} also understands the
 * general forms {@code queensN} (1..32), {@code langfordN} (1..32) and {@code pentominoHxW}
 * (area a multiple of 5 up to 60, e.g. {@code pentomino6x10}), so any size is one word away
 * without crowding the menu.
 */
public final class Examples {
    private static final int MAX_GENERAL_SIZE = 32;
    private static final Pattern QUEENS = Pattern.compile("queens(\\d{1,3})");
    private static final Pattern LANGFORD = Pattern.compile("langford(\\d{1,3})");
    private static final Pattern PENTOMINO = Pattern.compile("pentomino(\\d{1,2})x(\\d{1,2})");

    private record Entry(String description, Supplier<ExactCoverProblem> problem) {
    }

    private static final Map<String, Entry> MENU = buildMenu();

    private Examples() {
    }

    private static Map<String, Entry> buildMenu() {
        Map<String, Entry> menu = new LinkedHashMap<>();
        menu.put("matrix4x4", new Entry(
                "The 4x4 0/1 matrix with rows 0100 1000 1110 0011: one solution, rows 1, 2 and 4",
                SmallExamples::matrix4x4));
        menu.put("knuth", new Entry(
                "Knuth's 7-item example (items A-G, 6 options): one solution, A D + B G + C E F",
                SmallExamples::knuth));
        for (int n = 4; n <= 8; n++) {
            menu.put("queens" + n, queensEntry(n));
        }
        for (int n = 3; n <= 4; n++) {
            menu.put("langford" + n, langfordEntry(n));
        }
        menu.put("pentomino3x20", pentominoEntry(3, 20));
        // Colours (Algorithm C, Knuth's DLX2), after Algorithm X's examples as in TAOCP.
        menu.put("knuth-colours", new Entry(
                "Knuth's colour example from DLX2 (A B C | X Y, options sharing X and Y by colour): one solution, "
                        + "A C X:1 Y:1 + B X:1", ColourExamples::knuth));
        menu.put("word-rectangle", new Entry(
                "A 2x3 word rectangle, the cells' letters as colours: one solution, CAT over ONE",
                ColourExamples::wordRectangle));
        menu.put("word-rectangles", new Entry(
                "A 2x3 word rectangle with more words: three solutions (TEA/ANT, ANT/TEA, TEN/ONE)",
                ColourExamples::wordRectangles));
        return menu;
    }

    private static Entry queensEntry(int n) {
        return new Entry(n + " non-attacking queens on the " + n + "x" + n
                + " board (rows and columns primary, diagonals secondary)", () -> NQueens.of(n));
    }

    private static Entry langfordEntry(int n) {
        return new Entry("Langford pairs for 1.." + n + ": two k's with k numbers between them, in "
                + (2 * n) + " positions", () -> LangfordPairs.of(n));
    }

    private static Entry pentominoEntry(int h, int w) {
        return new Entry("Tile a " + h + "x" + w + " box with "
                + (h * w == 60 ? "the twelve pentominoes" : "distinct pentominoes")
                + " (every tiling counted, rotations and reflections included)",
                () -> PentominoTiling.of(h, w));
    }

    /** The built-in examples in menu order. */
    public static List<String> names() {
        return List.copyOf(MENU.keySet());
    }

    /** A fresh problem for {@code name}, or empty when no example has that name. */
    public static Optional<ExactCoverProblem> get(String name) {
        return entry(name).map(entry -> entry.problem().get());
    }

    /** One readable line about {@code name}, or empty when no example has that name. */
    public static Optional<String> description(String name) {
        return entry(name).map(Entry::description);
    }

    /** True when {@link #get(String)} knows {@code name}. */
    public static boolean exists(String name) {
        return entry(name).isPresent();
    }

    /**
     * Why {@code name} is not an example when it has the form of a general one out of range
     * ("queens33: queensN goes from queens1 to queens32"); empty for any other name.
     */
    public static Optional<String> whyUnknown(String name) {
        if (name == null || entry(name).isPresent()) {
            return Optional.empty();
        }
        if (QUEENS.matcher(name).matches()) {
            return Optional.of("queensN goes from queens1 to queens" + MAX_GENERAL_SIZE);
        }
        if (LANGFORD.matcher(name).matches()) {
            return Optional.of("langfordN goes from langford1 to langford" + MAX_GENERAL_SIZE);
        }
        if (PENTOMINO.matcher(name).matches()) {
            return Optional.of("pentominoHxW needs an area that is a multiple of 5, up to 60 (pentomino3x20, "
                    + "pentomino6x10, pentomino2x5, ...)");
        }
        return Optional.empty();
    }

    private static Optional<Entry> entry(String name) {
        if (name == null) {
            return Optional.empty();
        }
        Entry listed = MENU.get(name);
        if (listed != null) {
            return Optional.of(listed);
        }
        Matcher m = QUEENS.matcher(name);
        if (m.matches() && inRange(m.group(1))) {
            return Optional.of(queensEntry(Integer.parseInt(m.group(1))));
        }
        m = LANGFORD.matcher(name);
        if (m.matches() && inRange(m.group(1))) {
            return Optional.of(langfordEntry(Integer.parseInt(m.group(1))));
        }
        m = PENTOMINO.matcher(name);
        if (m.matches()) {
            int h = Integer.parseInt(m.group(1)), w = Integer.parseInt(m.group(2));
            if (h >= 1 && w >= 1 && h * w <= 60 && h * w % 5 == 0) {
                return Optional.of(pentominoEntry(h, w));
            }
        }
        return Optional.empty();
    }

    private static boolean inRange(String digits) {
        int n = Integer.parseInt(digits);
        return n >= 1 && n <= MAX_GENERAL_SIZE;
    }
}
