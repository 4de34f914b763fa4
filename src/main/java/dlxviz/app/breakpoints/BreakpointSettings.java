package dlxviz.app.breakpoints;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.playback.Breakpoint;
import dlxviz.sudoku.SudokuEncoding;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The breakpoints the user set, as the breakpoint panel edits them: two switches and three
 * fields (a level, an item's name, an option's number or label). Text that names nothing gets a
 * message in {@link #errorProperty()} and is left out; nothing the user typed is changed.
 */
public final class BreakpointSettings {
    private final BooleanProperty atSolution = new SimpleBooleanProperty(this, "atSolution");
    private final BooleanProperty atDeadEnd = new SimpleBooleanProperty(this, "atDeadEnd");
    private final StringProperty level = new SimpleStringProperty(this, "level", "");
    private final StringProperty item = new SimpleStringProperty(this, "item", "");
    private final StringProperty option = new SimpleStringProperty(this, "option", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final Runnable changed;
    private ExactCoverProblem problem;
    private List<Breakpoint> active = List.of();

    public BreakpointSettings(Runnable changed) {
        this.changed = changed;
        atSolution.addListener((obs, before, now) -> update());
        atDeadEnd.addListener((obs, before, now) -> update());
        level.addListener((obs, before, now) -> update());
        item.addListener((obs, before, now) -> update());
        option.addListener((obs, before, now) -> update());
    }

    public BooleanProperty atSolutionProperty() {
        return atSolution;
    }

    public BooleanProperty atDeadEndProperty() {
        return atDeadEnd;
    }

    /** A level (0 or more) at which to stop, as typed; empty for none. */
    public StringProperty levelProperty() {
        return level;
    }

    /** The name of an item whose choice stops the run, as typed; empty for none. */
    public StringProperty itemProperty() {
        return item;
    }

    /** An option (its number 1..M or its label, e.g. {@code r3c5=7}) whose trial stops the run. */
    public StringProperty optionProperty() {
        return option;
    }

    /** What is wrong with the typed fields, or empty. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The breakpoints in force. */
    public List<Breakpoint> active() {
        return active;
    }

    public void problemChanged(ExactCoverProblem problem) {
        this.problem = problem;
        update();
    }

    private void update() {
        List<Breakpoint> list = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        if (atSolution.get()) {
            list.add(Breakpoint.atSolution());
        }
        if (atDeadEnd.get()) {
            list.add(Breakpoint.atDeadEnd());
        }
        String levelText = level.get().trim();
        if (!levelText.isEmpty()) {
            try {
                int d = Integer.parseInt(levelText);
                if (d < 0) {
                    errors.add("level " + d + " is negative");
                } else {
                    list.add(Breakpoint.atLevel(d));
                }
            } catch (NumberFormatException e) {
                errors.add("level '" + levelText + "' is not a whole number");
            }
        }
        String itemText = item.get().trim();
        if (!itemText.isEmpty() && problem != null) {
            int number = findItem(itemText);
            if (number < 1) {
                errors.add("no item is named '" + itemText + "'");
            } else {
                list.add(Breakpoint.whenItemChosen(number));
            }
        }
        String optionText = option.get().trim();
        if (!optionText.isEmpty() && problem != null) {
            int number = findOption(optionText);
            if (number < 1) {
                errors.add("no option is '" + optionText + "' (give its number 1.." + problem.optionCount() + " or its label)");
            } else {
                list.add(Breakpoint.whenOptionTried(number));
            }
        }
        active = List.copyOf(list);
        error.set(String.join("; ", errors));
        changed.run();
    }

    private int findItem(String text) {
        int number = problem.itemNumber(text);
        if (number >= 1) {
            return number;
        }
        String key = SudokuEncoding.typedNameKey(text);
        for (int i = 1; i <= problem.itemCount(); i++) {
            if (key != null && key.equals(SudokuEncoding.typedNameKey(problem.itemName(i)))) {
                return i;
            }
        }
        return -1;
    }

    private int findOption(String text) {
        try {
            int number = Integer.parseInt(text);
            return number >= 1 && number <= problem.optionCount() ? number : -1;
        } catch (NumberFormatException e) {
            String key = SudokuEncoding.typedNameKey(text);
            for (int k = 1; k <= problem.optionCount(); k++) {
                if (problem.optionLabel(k).equals(text) || problem.itemNamesOf(k).equals(text)
                        || (key != null && key.equals(SudokuEncoding.typedNameKey(problem.optionLabel(k))))) {
                    return k;
                }
            }
            return -1;
        }
    }

    /** A breakpoint in words, for the message when it stops a run. */
    public static String describe(Breakpoint breakpoint, ExactCoverProblem problem) {
        if (breakpoint instanceof Breakpoint.AtLevel at) {
            return "reached level " + at.level();
        }
        if (breakpoint instanceof Breakpoint.WhenItemChosen chosen) {
            return "item " + problem.itemName(chosen.item()) + " chosen";
        }
        if (breakpoint instanceof Breakpoint.WhenOptionTried tried) {
            return "option " + problem.optionLabel(tried.option()) + " tried";
        }
        if (breakpoint == Breakpoint.atDeadEnd()) {
            return "a dead end";
        }
        if (breakpoint == Breakpoint.atSolution()) {
            return "a solution";
        }
        return String.valueOf(breakpoint);
    }
}
