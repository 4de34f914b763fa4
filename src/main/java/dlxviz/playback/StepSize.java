package dlxviz.playback;

import java.util.Locale;

/**
 * How far one step of playback goes; its {@link #label()} is the name users type
 * ({@code --step-size choice}), looked up in {@code catalogue.StepSizeNames}.
 *
 * <p>Steps snap to a grid of <em>boundaries</em> in the event log: a step forward goes to the
 * next boundary of its size, a step back to the previous one. From a boundary, a step forward
 * then a step back of the same size returns exactly to where it started. Every size stops right
 * after a {@code SolutionFound} and a {@code DeadEnd}, so a solution is never stepped over.
 */
public enum StepSize {
    /**
     * One link change (a header unlinked or relinked, a node hidden or restored). Marker events
     * that change no link ride along with the link change they belong to: openers
     * ({@code ItemChosen}, {@code ItemCovered}, {@code OptionTried}) with the next one, closers
     * ({@code ItemUncovered}, {@code OptionRetracted}, {@code SearchFinished}, {@code DeadEnd},
     * {@code SolutionFound}) with the previous one. So each step holds at most one link change.
     */
    LINK,
    /** One whole cover or uncover of an item, with the markers around it. */
    COVER,
    /**
     * One option tried (with the covers of its other items, and the choice and cover of the next
     * level's item) or one option retracted (with its uncovers, and the uncover of an exhausted
     * item before it).
     */
    CHOICE,
    /** Choice steps until the level changes (deeper or shallower), or a solution or dead end. */
    LEVEL,
    /** To the next or the previous solution. */
    SOLUTION;

    /** The name users type: {@code link}, {@code cover}, {@code choice}, {@code level}, {@code solution}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The next larger size (for Shift+Right), or this one if it is the largest. */
    public StepSize larger() {
        return this == SOLUTION ? this : values()[ordinal() + 1];
    }

    @Override
    public String toString() {
        return label();
    }
}
