package dlxviz.app.boards.model;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;

/**
 * What the option list shows at one moment: every item's live length and whether it is covered
 * or chosen, and every option's state (live, on the search stack, or hidden).
 */
public final class OptionList {
    private final int[] length;
    private final boolean[] active;
    private final boolean[] live;
    private final boolean[] onStack;
    private final int chosenItem;

    private OptionList(int[] length, boolean[] active, boolean[] live, boolean[] onStack, int chosenItem) {
        this.length = length;
        this.active = active;
        this.live = live;
        this.onStack = onStack;
        this.chosenItem = chosenItem;
    }

    public static OptionList of(ExactCoverProblem problem, BoardInput input) {
        TorusView torus = input.torus();
        int[] length = new int[problem.itemCount() + 1];
        boolean[] active = new boolean[problem.itemCount() + 1];
        for (int item = 1; item <= problem.itemCount(); item++) {
            length[item] = torus.length(item);
            active[item] = torus.isItemActive(item);
        }
        boolean[] live = new boolean[problem.optionCount() + 1];
        for (int option = 1; option <= problem.optionCount(); option++) {
            live[option] = input.isLive(option);
        }
        boolean[] onStack = new boolean[problem.optionCount() + 1];
        for (int option : input.stack()) {
            onStack[option] = true;
        }
        return new OptionList(length, active, live, onStack, input.chosenItem());
    }

    public int length(int item) {
        return length[item];
    }

    /** True for an item covered by the search, other than the one chosen at this level. */
    public boolean isCovered(int item) {
        return !active[item] && item != chosenItem;
    }

    public boolean isChosen(int item) {
        return item == chosenItem;
    }

    /** True for an option hidden by a cover and not on the stack: struck out. */
    public boolean isHidden(int option) {
        return !live[option] && !onStack[option];
    }

    public boolean isOnStack(int option) {
        return onStack[option];
    }
}
