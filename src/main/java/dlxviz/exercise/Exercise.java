package dlxviz.exercise;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import java.util.EnumSet;
import java.util.Set;

/**
 * What the student is asked to do: a problem (a built-in example, a file, or a random one from
 * {@code seed}), how much of the dance the student performs, and how far.
 *
 * @param name   the exercise's name as the results file and the grade table show it ("knuth",
 *               "random 6x8 seed 42", a file name)
 * @param seed   the seed of a random exercise, or null
 * @param detail {@link StepSize#CHOICE}: the student chooses items and options, the covers play by
 *               themselves; {@link StepSize#COVER}: also which header leaves or returns, in order;
 *               {@link StepSize#LINK}: every link, each node hidden and restored
 * @param wholeSearch false: the exercise ends at the first solution; true: at the end of the search
 */
public record Exercise(String name, Long seed, ExactCoverProblem problem, StepSize detail, boolean wholeSearch) {
    /** The largest problem an exercise takes: the student clicks every link, so it must fit on one screen. */
    public static final int MAX_OPTIONS = 120;

    /** The rule the exercise follows: DLX1's, as the reasons explain it. */
    public static final ItemChoice RULE = ItemChoice.MIN_LENGTH;

    public Exercise {
        if (problem.hasColours()) {
            throw new IllegalArgumentException("exercises use Algorithm X: this problem has colours (Algorithm C)");
        }
        if (problem.optionCount() > MAX_OPTIONS) {
            throw new IllegalArgumentException("an exercise takes at most " + MAX_OPTIONS + " options; this problem has "
                    + problem.optionCount());
        }
        if (detail != StepSize.CHOICE && detail != StepSize.COVER && detail != StepSize.LINK) {
            throw new IllegalArgumentException("an exercise asks for each choice, cover or link, not each "
                    + detail.label());
        }
    }

    /** The kinds of event the student performs at this detail; the others play by themselves. */
    Set<dlxviz.events.EventKind> asked() {
        Set<dlxviz.events.EventKind> kinds = EnumSet.of(dlxviz.events.EventKind.ITEM_CHOSEN,
                dlxviz.events.EventKind.OPTION_TRIED);
        if (detail != StepSize.CHOICE) {
            kinds.add(dlxviz.events.EventKind.HEADER_UNLINKED);
            kinds.add(dlxviz.events.EventKind.HEADER_RELINKED);
        }
        if (detail == StepSize.LINK) {
            kinds.add(dlxviz.events.EventKind.NODE_HIDDEN);
            kinds.add(dlxviz.events.EventKind.NODE_RESTORED);
        }
        return kinds;
    }
}
