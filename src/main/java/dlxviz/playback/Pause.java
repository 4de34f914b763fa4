package dlxviz.playback;

import java.util.EnumSet;
import java.util.Set;

/**
 * Moments a forward move can stop before, for predict mode to ask about what comes next: the
 * search's two decisions (an item chosen, the chosen item's first option tried) and, on request,
 * each cover.
 */
public enum Pause {
    /** Before an item is chosen (X3). */
    CHOICE,
    /** Before the first option of the item just chosen is tried (X4's x[l] = D(i)). */
    FIRST_OPTION,
    /** Before each cover of an item, in the search proper. */
    COVER;

    /** Not pausing anywhere. */
    public static final Set<Pause> NONE = EnumSet.noneOf(Pause.class);
    /** The search's decisions: which item, which option first. */
    public static final Set<Pause> DECISIONS = EnumSet.of(CHOICE, FIRST_OPTION);
}
