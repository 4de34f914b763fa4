package dlxviz.app.boards.model;

import dlxviz.engine.TorusView;
import dlxviz.playback.ReadOnlyPlayback;

/**
 * What a board is drawn from at one moment: the torus at the cursor and what the search holds.
 *
 * @param torus      playback's replica, read-only
 * @param forced     the givens applied
 * @param stack      the options on the search stack, level 0 first
 * @param shown      the options to show as placed: the stack, or at the end of a finished
 *                   search (where DLX has uncovered everything again) the last solution found
 * @param chosenItem the item chosen at the current level, 0 for none
 * @param solution   true when the options shown as placed are a solution (the cursor stands on
 *                   one, or at the end of a search that found one)
 */
public record BoardInput(TorusView torus, int[] forced, int[] stack, int[] shown, int chosenItem, boolean solution) {

    /** A state that is no solution (tests, and boards shown mid-search). */
    public BoardInput(TorusView torus, int[] forced, int[] stack, int[] shown, int chosenItem) {
        this(torus, forced, stack, shown, chosenItem, false);
    }

    /**
     * The state at {@code playback}'s cursor, showing {@code shown} as placed; {@code lastSolution}
     * when those are the last solution found, shown at the end of a search.
     */
    public static BoardInput of(ReadOnlyPlayback playback, int[] shown, boolean lastSolution) {
        return new BoardInput(playback.torus(), playback.forcedOptions(), playback.partialSolution(), shown,
                playback.chosenItem(), lastSolution || playback.marks().isSolution());
    }

    /**
     * An option is live while none of its items is covered (a cover hides the option everywhere
     * else). The chosen item is the exception: its own options stay in its column while the
     * search tries them one by one, so they still count as live.
     */
    public boolean isLive(int option) {
        int first = torus.firstNode(option);
        for (int q = first; q < first + torus.optionSize(option); q++) {
            int item = torus.top(q);
            if (item != chosenItem && !torus.isItemActive(item)) {
                return false;
            }
        }
        return true;
    }

    /** True when the chosen item has no option left: the search is at a dead end. */
    public boolean atDeadEnd() {
        return chosenItem > 0 && torus.length(chosenItem) == 0;
    }
}
