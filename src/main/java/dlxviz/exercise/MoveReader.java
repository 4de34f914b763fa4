package dlxviz.exercise;

import dlxviz.engine.ExactCoverProblem;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move typed instead of clicked: an item's name ("A", "r1c1"), a node number ("14" or
 * "node 14") or an option ("option 2", "o2"). Keyboard only works too.
 */
public final class MoveReader {
    private static final Pattern OPTION = Pattern.compile("(?:option|o)\\s*(\\d{1,6})");
    private static final Pattern NODE = Pattern.compile("(?:node|n)?\\s*(\\d{1,6})");

    private MoveReader() {
    }

    /**
     * The move {@code text} names. A name that is both an item and a number (items named 1, 2, 3)
     * is read as the item when {@code itemsFirst} (the step asks for a header), else as a node.
     *
     * @throws IllegalArgumentException saying what was typed and what is understood
     */
    public static Move read(String text, ExactCoverProblem problem, boolean itemsFirst) {
        String typed = text == null ? "" : text.strip();
        if (typed.isEmpty()) {
            throw new IllegalArgumentException("type an item's name, a node number or 'option N'");
        }
        int item = itemNumber(typed, problem);
        if (item > 0 && (itemsFirst || !typed.chars().allMatch(Character::isDigit))) {
            return Move.item(item);
        }
        String lower = typed.toLowerCase(Locale.ROOT);
        Matcher option = OPTION.matcher(lower);
        if (option.matches()) {
            return Move.option(Integer.parseInt(option.group(1)));
        }
        Matcher node = NODE.matcher(lower);
        if (node.matches()) {
            return Move.node(Integer.parseInt(node.group(1)));
        }
        if (item > 0) {
            return Move.item(item);
        }
        throw new IllegalArgumentException("'" + typed + "' is not an item of this problem, a node number or 'option N'");
    }

    private static int itemNumber(String typed, ExactCoverProblem problem) {
        for (int i = 1; i <= problem.itemCount(); i++) {
            if (problem.itemName(i).equals(typed)) {
                return i;
            }
        }
        for (int i = 1; i <= problem.itemCount(); i++) {
            if (problem.itemName(i).equalsIgnoreCase(typed)) {
                return i;
            }
        }
        return 0;
    }
}
