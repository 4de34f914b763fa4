package dlxviz.app.lens;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.playback.CursorMarks;

/**
 * The item the lens looks at, and why, so the view can say so.
 *
 * <p>Following the search, the lens looks at the item chosen at the cursor. When none is chosen
 * (Ready, the end of the search) it keeps to the item chosen last, if the search has chosen
 * one; otherwise it looks at the first item of the option placed last (a sudoku's last given:
 * its cell), or at the first item. It never looks ahead at the item the rule will choose next:
 * predict mode asks exactly that question.
 *
 * @param item   the item whose column the lens shows
 * @param reason why this item
 * @param level  the level it was chosen at ({@link Reason#CHOSEN}), else -1
 * @param option the option placed last ({@link Reason#LAST_PLACED}), else 0
 */
public record LensFocus(int item, Reason reason, int level, int option) {

    /** Why the lens looks at its item. */
    public enum Reason {
        /** The item chosen at the cursor. */
        CHOSEN,
        /** No item is chosen now; this one was chosen last. */
        LAST_CHOSEN,
        /** Nothing chosen yet; the first item of the option placed last (a given). */
        LAST_PLACED,
        /** Nothing chosen or placed yet: the first item. */
        FIRST_ITEM,
        /** The user picked it (a click in the overview); the lens stays until told to follow. */
        PICKED
    }

    /**
     * Where the lens looks while it follows the search.
     *
     * @param lastChosen the item chosen last on the way to the cursor (0 if none yet)
     */
    public static LensFocus following(CursorMarks marks, int lastChosen, ExactCoverProblem problem) {
        int chosen = marks.chosenItem();
        if (chosen != 0) {
            return new LensFocus(chosen, Reason.CHOSEN, marks.level(), 0);
        }
        if (lastChosen > 0 && lastChosen <= problem.itemCount()) {
            return new LensFocus(lastChosen, Reason.LAST_CHOSEN, -1, 0);
        }
        int[] placed = marks.placedOptions();
        if (placed.length > 0) {
            int option = placed[placed.length - 1];
            return new LensFocus(problem.optionItem(option, 0), Reason.LAST_PLACED, -1, option);
        }
        return new LensFocus(1, Reason.FIRST_ITEM, -1, 0);
    }

    /** The user's choice of {@code item}. */
    public static LensFocus picked(int item) {
        return new LensFocus(item, Reason.PICKED, -1, 0);
    }

    /** A few words for the bar over the lens: "Lens: r3c5, chosen at level 4". */
    public String caption(ExactCoverProblem problem) {
        String name = problem.itemName(item);
        switch (reason) {
            case CHOSEN:
                return "Lens: " + name + ", chosen at level " + level;
            case LAST_CHOSEN:
                return "Lens: " + name + ", the item chosen last";
            case LAST_PLACED:
                return "Lens: " + name + ", of " + problem.optionLabel(option) + " placed last";
            case FIRST_ITEM:
                return "Lens: " + name + ", the first item";
            default:
                return "Lens: " + name + ", picked (O follows the search)";
        }
    }

    /** The whole sentence, for the caption's tooltip; {@code compact}: the items of hidden options left out. */
    public String explanation(ExactCoverProblem problem, boolean compact) {
        String sentence = explanation(problem);
        return compact ? sentence + " Compact: on a problem this large only the options still in the column are shown,"
                + " with their items; the ones an earlier cover hid are left out, so that the rest stays readable"
                + " (the overview shows every item)." : sentence;
    }

    /** The whole sentence, for the caption's tooltip. */
    public String explanation(ExactCoverProblem problem) {
        String name = problem.itemName(item);
        String what = "The lens shows the column of item " + name + " (every option in it, hidden ones as ghosts)"
                + " and every item those options reach";
        switch (reason) {
            case CHOSEN:
                return what + ": " + name + " is the item chosen at level " + level + ". It follows the search.";
            case LAST_CHOSEN:
                return what + ": no item is chosen now, and " + name + " was chosen last. It follows the search.";
            case LAST_PLACED:
                return what + ": no item is chosen yet, and " + name + " is the first item of "
                        + problem.optionLabel(option) + ", the option placed last. It follows the search.";
            case FIRST_ITEM:
                return what + ": no item is chosen yet, so it starts at the first item. It follows the search.";
            default:
                return what + ": you picked " + name + ". Press O to follow the search again.";
        }
    }
}
