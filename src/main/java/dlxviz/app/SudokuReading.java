package dlxviz.app;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Torus;
import dlxviz.events.ItemChosen;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a DLX choice on a sudoku the way a solver would say it: the chosen item is a cell with
 * one candidate (a naked single), or a digit with one place left in a row, column or box (a
 * hidden single), or the smallest set of guesses to try. Works from the encoding's item names
 * ({@code r3c5}, {@code r3#7}, {@code c5#7}, {@code b2#7}) and the torus.
 */
final class SudokuReading {
    private static final Pattern CELL = Pattern.compile("r\\d+c\\d+");
    private static final Pattern UNIT = Pattern.compile("([rcb])(\\d+)#(\\w+)");

    private final ExactCoverProblem problem;

    SudokuReading(ExactCoverProblem problem) {
        this.problem = problem;
    }

    /**
     * The choice in words, or null when the item's name is not a sudoku's.
     *
     * @param knownOption the option tried for it when known (0 if not): once an option is being
     *                    tried, its covers may hide nodes of the chosen column itself, so the
     *                    column no longer tells which option was the single one
     */
    String readChoice(ItemChosen chosen, Torus torus, int knownOption) {
        String name = problem.itemName(chosen.item());
        int first = torus.down(chosen.item());
        String firstOption = knownOption > 0 ? problem.optionLabel(knownOption)
                : first != chosen.item() ? problem.optionLabel(torus.optionOf(first)) : null;
        if (CELL.matcher(name).matches()) {
            if (chosen.length() == 0) {
                return name + " has no candidate left: a contradiction, back up";
            }
            if (chosen.length() == 1 && firstOption != null) {
                return name + " can only be " + digitOf(firstOption) + ": a naked single";
            }
            return "Level " + chosen.level() + ": no single left; " + name + " has the fewest candidates ("
                    + chosen.length() + "), guess each in turn";
        }
        Matcher unit = UNIT.matcher(name);
        if (unit.matches()) {
            String where = unitName(unit.group(1)) + " " + unit.group(2);
            String digit = unit.group(3);
            if (chosen.length() == 0) {
                return digit + " has no place left in " + where + ": a contradiction, back up";
            }
            if (chosen.length() == 1 && firstOption != null) {
                return digit + " can only go in " + cellOf(firstOption) + " within " + where + ": a hidden single";
            }
            return "Level " + chosen.level() + ": no single left; " + digit + " has the fewest places in " + where
                    + " (" + chosen.length() + "), try each in turn";
        }
        return null;
    }

    private static String unitName(String letter) {
        switch (letter) {
            case "r":
                return "row";
            case "c":
                return "column";
            default:
                return "box";
        }
    }

    private static String digitOf(String label) {
        int eq = label.indexOf('=');
        return eq < 0 ? label : label.substring(eq + 1);
    }

    private static String cellOf(String label) {
        int eq = label.indexOf('=');
        return eq < 0 ? label : label.substring(0, eq);
    }
}
