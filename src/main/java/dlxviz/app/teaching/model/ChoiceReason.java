package dlxviz.app.teaching.model;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.TorusView;
import java.util.ArrayList;
import java.util.List;

/**
 * Why the search chose the item it chose, in the words a teacher would use: "D has 1 option, the
 * fewest; F has 1 too, and ties go to the leftmost." Read from the torus as it stood when the
 * choice was made (before the choice's event is applied), for the rule in use.
 */
public final class ChoiceReason {
    private ChoiceReason() {
    }

    /**
     * The reason for choosing {@code chosen} under {@code rule}, the torus standing where the
     * choice is made.
     */
    public static String explain(TorusView torus, ItemChoice rule, int chosen) {
        ExactCoverProblem problem = torus.problem();
        String name = problem.itemName(chosen);
        if (rule == ItemChoice.FIRST_ACTIVE) {
            return "this rule takes the first item still in the list, whatever its length: " + name
                    + " (" + options(torus.length(chosen)) + ").";
        }
        int fewest = Integer.MAX_VALUE;
        for (int item = torus.right(0); item != 0; item = torus.right(item)) {
            fewest = Math.min(fewest, torus.length(item));
        }
        List<String> others = new ArrayList<>();
        boolean leftOfChosen = false;
        for (int item = torus.right(0); item != 0; item = torus.right(item)) {
            if (item == chosen) {
                continue;
            }
            if (torus.length(item) == fewest) {
                others.add(problem.itemName(item));
                leftOfChosen |= others.size() == 1 && isLeftOf(torus, item, chosen);
            }
        }
        String head = fewest == 0
                ? name + " has no option left, the fewest there can be: this branch is a dead end"
                : name + " has " + options(fewest) + ", the fewest";
        if (others.isEmpty()) {
            return head + ".";
        }
        String ties = join(others) + (others.size() == 1 ? " has " : " have ")
                + (fewest == 0 ? "none" : fewest == 1 ? "1" : Integer.toString(fewest)) + " too";
        if (rule == ItemChoice.MIN_LENGTH_RANDOM) {
            return head + "; " + ties + ", and this rule breaks ties at random (with its seed).";
        }
        if (leftOfChosen) {
            // MIN_LENGTH_FAST stops at the first item of length 0 or 1: a tie need not go left
            return head + "; " + ties + ", and this rule takes the first of length 1 or less it meets.";
        }
        return head + "; " + ties + ", and ties go to the leftmost.";
    }

    private static boolean isLeftOf(TorusView torus, int item, int other) {
        for (int k = torus.right(0); k != 0; k = torus.right(k)) {
            if (k == item) {
                return true;
            }
            if (k == other) {
                return false;
            }
        }
        return false;
    }

    private static String options(int count) {
        return count == 1 ? "1 option" : count + " options";
    }

    /** "A", "A and B", "A, B and C", "A, B, C and 4 more". */
    static String join(List<String> names) {
        int shown = Math.min(names.size(), 4);
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < shown; k++) {
            if (k > 0) {
                text.append(k == names.size() - 1 ? " and " : ", ");
            }
            text.append(names.get(k));
        }
        if (names.size() > shown) {
            text.append(" and ").append(names.size() - shown).append(" more");
        }
        return text.toString();
    }
}
