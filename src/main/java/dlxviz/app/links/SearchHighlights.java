package dlxviz.app.links;

import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import java.util.Arrays;

/**
 * What the views highlight, followed from the event stream in both directions: the item chosen
 * and the option tried at each level, and the level at which each item was covered.
 *
 * <p>Every change is undone exactly by the same event applied backwards, so stepping back
 * through a step's events (in reverse order) restores the previous highlights. That needs no
 * history: the events carry their levels, and the chosen item's uncover is the only uncover
 * that happens while no option is being tried at its level. Level -1 holds the options forced
 * before the search (a sudoku's givens). No JavaFX here.
 */
public final class SearchHighlights {
    /** Marks an item that is not covered. */
    public static final int NOT_COVERED = Integer.MIN_VALUE;

    private final int[] coveredLevel;   // per item
    private final int[] chosenAt;       // per level + 1
    private final int[] triedAt;        // per level + 1 (index 0 unused: givens are a list)
    private int[] givens = new int[8];  // options forced before the search, level -1, in order
    private int givenCount;

    public SearchHighlights(int itemCount, int primaryCount) {
        coveredLevel = new int[itemCount + 1];
        chosenAt = new int[primaryCount + 3];
        triedAt = new int[primaryCount + 3];
        clear();
    }

    /** Back to the start of a search: nothing chosen, tried or covered. */
    public void clear() {
        Arrays.fill(coveredLevel, NOT_COVERED);
        Arrays.fill(chosenAt, 0);
        Arrays.fill(triedAt, 0);
        givenCount = 0;
    }

    /**
     * Highlights from a state rather than from events (after a seek, or from playback's own
     * account of the cursor): the options forced, the option tried and the item chosen at each
     * level. An item counts as covered while the torus has it out of its list, at the level of
     * the choice or option that holds it (or the current level while its cover is under way).
     */
    public static SearchHighlights fromState(dlxviz.engine.Torus torus, int[] forced, int[] partial, int[] chosen) {
        SearchHighlights marks = new SearchHighlights(torus.itemCount(), torus.primaryCount());
        for (int option : forced) {
            marks.pushGiven(option);
        }
        int[] holder = new int[torus.itemCount() + 1];
        Arrays.fill(holder, NOT_COVERED);
        for (int option : forced) {
            markItems(torus, option, -1, holder);
        }
        int deepest = -1;
        for (int l = 0; l < chosen.length && l + 1 < marks.chosenAt.length; l++) {
            if (chosen[l] != 0) {
                marks.chosenAt[l + 1] = chosen[l];
                holder[chosen[l]] = l;
                deepest = l;
            }
        }
        for (int l = 0; l < partial.length && l + 1 < marks.triedAt.length; l++) {
            marks.triedAt[l + 1] = partial[l];
            markItems(torus, partial[l], l, holder);
        }
        for (int item = 1; item <= torus.itemCount(); item++) {
            if (!torus.isItemActive(item)) {
                marks.coveredLevel[item] = holder[item] != NOT_COVERED ? holder[item] : deepest;
            }
        }
        return marks;
    }

    private static void markItems(dlxviz.engine.Torus torus, int option, int level, int[] holder) {
        int first = torus.firstNode(option);
        for (int node = first; node < first + torus.optionSize(option); node++) {
            holder[torus.top(node)] = level;
        }
    }

    private void pushGiven(int option) {
        if (givenCount == givens.length) {
            givens = Arrays.copyOf(givens, givenCount * 2);
        }
        givens[givenCount++] = option;
    }

    /** Follows one event; {@code forward} false when the event is being undone (stepping back). */
    public void apply(SearchEvent event, boolean forward) {
        if (event instanceof ItemChosen e) {
            chosenAt[e.level() + 1] = forward ? e.item() : 0;
        } else if (event instanceof ItemCovered e) {
            coveredLevel[e.item()] = forward ? e.level() : NOT_COVERED;
        } else if (event instanceof ItemUncovered e) {
            coveredLevel[e.item()] = forward ? NOT_COVERED : e.level();
            if (triedAt[e.level() + 1] == 0 && e.level() >= 0) {
                // the chosen item's own uncover, when the search backs up from this level
                chosenAt[e.level() + 1] = forward ? 0 : e.item();
            }
        } else if (event instanceof OptionTried e && e.level() < 0) {
            if (forward) {
                pushGiven(e.option());
            } else if (givenCount > 0) {
                givenCount--;
            }
        } else if (event instanceof OptionTried e) {
            triedAt[e.level() + 1] = forward ? e.option() : 0;
        } else if (event instanceof OptionRetracted e) {
            triedAt[e.level() + 1] = forward ? 0 : e.option();
        }
    }

    /** The deepest level with a chosen item, or -1 before the first choice. */
    public int level() {
        for (int l = chosenAt.length - 1; l >= 1; l--) {
            if (chosenAt[l] != 0) {
                return l - 1;
            }
        }
        return -1;
    }

    /** The item chosen at the current level, or 0. */
    public int chosenItem() {
        int level = level();
        return level < 0 ? 0 : chosenAt[level + 1];
    }

    /** The item chosen at {@code level}, or 0. */
    public int chosenItemAt(int level) {
        return level < 0 || level + 1 >= chosenAt.length ? 0 : chosenAt[level + 1];
    }

    /** The option being tried at the current level, or 0. */
    public int triedOption() {
        int level = level();
        return level < 0 ? 0 : triedAt[level + 1];
    }

    /** The level at which {@code item} was covered (-1 for a given), or {@link #NOT_COVERED}. */
    public int coveredLevel(int item) {
        return coveredLevel[item];
    }

    /** The level at which {@code option} is on the stack (-1 for a given), or {@link #NOT_COVERED}. */
    public int levelOfOption(int option) {
        for (int g = 0; g < givenCount; g++) {
            if (givens[g] == option) {
                return -1;
            }
        }
        for (int l = 1; l < triedAt.length; l++) {
            if (triedAt[l] == option) {
                return l - 1;
            }
        }
        return NOT_COVERED;
    }

    /** The options on the stack, givens first: the partial solution. */
    public int[] partialSolution() {
        int[] tried = Arrays.stream(triedAt).filter(o -> o != 0).toArray();
        int[] all = Arrays.copyOf(givens, givenCount + tried.length);
        System.arraycopy(tried, 0, all, givenCount, tried.length);
        return all;
    }
}
