package dlxviz.playback;

import dlxviz.engine.TorusView;
import java.util.Arrays;

/**
 * What every view marks at the cursor, computed once by playback: the item chosen and the option
 * tried at each level, the level at which each item was covered, the givens, and whether the
 * cursor stands on a solution. The links view, the matrix and the boards all read this one
 * object, so they cannot disagree.
 *
 * <p>An item counts as covered while the torus has it out of its list, at the level of the
 * choice or the option that holds it (or the current level while its cover is under way);
 * level -1 is a given's.
 */
public final class CursorMarks {
    /** Marks an item or option that is not covered or placed. */
    public static final int NOT_COVERED = Integer.MIN_VALUE;

    /**
     * Where an option stands at the cursor. Every view marks these alike, and only
     * {@link #HIDDEN} is struck out.
     */
    public enum OptionState {
        /** On the search stack (or a given): part of the partial solution. */
        PLACED,
        /** Untouched: every node in its column, every item still to cover. */
        LIVE,
        /**
         * Still in the column of an item chosen on the current path, waiting for its turn (or
         * already tried there): the cover of that item unlinked its other nodes, but not the one
         * in the chosen column, which is how the search will reach it. Not eliminated.
         */
        WAITING,
        /** Hidden by a cover: it clashes with the partial solution. */
        HIDDEN
    }

    private final int[] coveredLevel; // per item
    private final int[] chosen;       // item chosen at each level 0..
    private final int[] stack;        // option tried at each level 0..
    private final int[] givens;       // options forced before the search, in order
    private final OptionState[] optionState; // per option
    private final boolean solution;
    private final boolean deadEnd;

    private CursorMarks(int[] coveredLevel, int[] chosen, int[] stack, int[] givens, OptionState[] optionState,
                        boolean solution, boolean deadEnd) {
        this.coveredLevel = coveredLevel;
        this.chosen = chosen;
        this.stack = stack;
        this.givens = givens;
        this.optionState = optionState;
        this.solution = solution;
        this.deadEnd = deadEnd;
    }

    /**
     * The marks of a state.
     *
     * @param forced   the givens applied
     * @param stack    the option tried at each level, level 0 first
     * @param chosen   the item chosen at each level 0..level (0 where none yet)
     * @param solution true when the cursor stands right after a solution was found
     */
    public static CursorMarks of(TorusView torus, int[] forced, int[] stack, int[] chosen, boolean solution) {
        int[] holder = new int[torus.itemCount() + 1];
        Arrays.fill(holder, NOT_COVERED);
        for (int option : forced) {
            markItems(torus, option, -1, holder);
        }
        int deepest = -1;
        for (int l = 0; l < chosen.length; l++) {
            if (chosen[l] != 0) {
                holder[chosen[l]] = l;
                deepest = l;
            }
        }
        for (int l = 0; l < stack.length; l++) {
            markItems(torus, stack[l], l, holder);
        }
        int[] covered = new int[torus.itemCount() + 1];
        Arrays.fill(covered, NOT_COVERED);
        for (int item = 1; item <= torus.itemCount(); item++) {
            if (!torus.isItemActive(item)) {
                covered[item] = holder[item] != NOT_COVERED ? holder[item] : deepest;
            }
        }
        OptionState[] states = optionStates(torus, forced, stack, chosen);
        int current = deepestChosen(chosen);
        boolean deadEnd = current > 0 && torus.length(current) == 0 && !solution;
        return new CursorMarks(covered, chosen.clone(), stack.clone(), forced.clone(), states, solution, deadEnd);
    }

    private static int deepestChosen(int[] chosen) {
        for (int l = chosen.length - 1; l >= 0; l--) {
            if (chosen[l] != 0) {
                return chosen[l];
            }
        }
        return 0;
    }

    private static OptionState[] optionStates(TorusView torus, int[] forced, int[] stack, int[] chosen) {
        OptionState[] states = new OptionState[torus.optionCount() + 1];
        boolean[] chosenItem = new boolean[torus.itemCount() + 1];
        for (int item : chosen) {
            chosenItem[item] = item != 0;
        }
        for (int option = 1; option <= torus.optionCount(); option++) {
            boolean allVisible = true;
            boolean anyActive = false;
            boolean waiting = false;
            int first = torus.firstNode(option);
            for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                int item = torus.top(node);
                // waiting only while still in the chosen item's column: covering another item of
                // the option earlier may have hidden it from there too (then a clash hid it)
                waiting |= chosenItem[item] && torus.isNodeVisible(node);
                allVisible &= torus.isNodeVisible(node);
                anyActive |= torus.isItemActive(item);
            }
            // Hidden means unlinked: a node out of its column, or (an option of one item) its
            // column out of the list. An option whose item's cover has only just begun, its nodes
            // not yet unlinked, is still live for that link step.
            boolean live = allVisible && anyActive;
            states[option] = waiting ? OptionState.WAITING : live ? OptionState.LIVE : OptionState.HIDDEN;
        }
        for (int option : forced) {
            states[option] = OptionState.PLACED;
        }
        for (int option : stack) {
            states[option] = OptionState.PLACED;
        }
        states[0] = OptionState.HIDDEN; // there is no option 0
        return states;
    }

    /** Nothing chosen, tried or covered: the start of a search of {@code torus}. */
    public static CursorMarks none(TorusView torus) {
        return of(torus, new int[0], new int[0], new int[0], false);
    }

    private static void markItems(TorusView torus, int option, int level, int[] holder) {
        int first = torus.firstNode(option);
        for (int node = first; node < first + torus.optionSize(option); node++) {
            holder[torus.top(node)] = level;
        }
    }

    /** The deepest level with a chosen item, or -1 before the first choice. */
    public int level() {
        for (int l = chosen.length - 1; l >= 0; l--) {
            if (chosen[l] != 0) {
                return l;
            }
        }
        return -1;
    }

    /** The item chosen at the current level, or 0. */
    public int chosenItem() {
        int level = level();
        return level < 0 ? 0 : chosen[level];
    }

    /** The option being tried at the current level, or 0. */
    public int triedOption() {
        int level = level();
        return level < 0 || level >= stack.length ? 0 : stack[level];
    }

    /** The level at which {@code item} was covered (-1 by a given), or {@link #NOT_COVERED}. */
    public int coveredLevel(int item) {
        return coveredLevel[item];
    }

    /** The level at which {@code option} is placed (-1 for a given), or {@link #NOT_COVERED}. */
    public int levelOfOption(int option) {
        for (int given : givens) {
            if (given == option) {
                return -1;
            }
        }
        for (int l = 0; l < stack.length; l++) {
            if (stack[l] == option) {
                return l;
            }
        }
        return NOT_COVERED;
    }

    /** The options placed at the cursor: the givens first, then the option tried at each level. */
    public int[] placedOptions() {
        int[] all = Arrays.copyOf(givens, givens.length + stack.length);
        System.arraycopy(stack, 0, all, givens.length, stack.length);
        return all;
    }

    /** True when the cursor stands on a solution: the placed options are one. */
    public boolean isSolution() {
        return solution;
    }

    /** True when the item chosen at this level has no option left: the branch fails here. */
    public boolean isDeadEnd() {
        return deadEnd;
    }

    /** Where {@code option} stands: placed, live, waiting in a chosen item's column, or hidden. */
    public OptionState optionState(int option) {
        return optionState[option];
    }
}
