package dlxviz.lesson;

import dlxviz.catalogue.RuleNames;
import dlxviz.catalogue.TabNames;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import java.util.Map;

/**
 * One stop of a lesson: the window shows {@code problem} at {@code at}, stepped {@code step} at a
 * time, with {@code tab} beside the links and {@code look}, under {@code caption}. A clicker's
 * Page Down steps on from {@code at} to {@code until} (the stop's end; the same moment when the
 * stop is one picture), then moves to the next stop.
 *
 * @param problem the problem shown
 * @param rule    how the search chooses its item: {@code fewest} (DLX1's rule) or {@code first}
 * @param at      where the stop begins
 * @param until   where its steps end (at or after {@code at} in the search)
 * @param step    the step size within the stop
 * @param tab     the tab beside the links, one of {@link TabNames#NAMES}
 * @param look    the layout, legend, theme, text scale and zoom
 * @param caption what the teacher says here, shown as the window's title line
 * @param ask     a question to put to the class here, or null
 */
public record Stop(ProblemRef problem, ItemChoice rule, Position at, Position until, StepSize step, String tab,
                   Look look, String caption, String ask) {
    /** The choice rules a lesson may name, by their names in the catalogue: DLX1's fewest options (the default), or the first item left. */
    public static final Map<String, ItemChoice> RULES = RuleNames.inLessons();

    public Stop {
        if (problem == null || rule == null || !RULES.containsValue(rule) || at == null || until == null || step == null || look == null) {
            throw new IllegalArgumentException("a stop needs a problem, a rule of " + RULES.keySet() + ", a position, an end, a step size and a look");
        }
        if (!TabNames.NAMES.contains(tab)) {
            throw new IllegalArgumentException("tab '" + tab + "' is not one of " + String.join(", ", TabNames.NAMES));
        }
        caption = caption == null ? "" : caption.strip();
        ask = ask == null || ask.isBlank() ? null : ask.strip();
    }

    /** A one-picture stop: it begins and ends at {@code at}. */
    public static Stop at(ProblemRef problem, Position at, StepSize step, String tab, Look look, String caption) {
        return new Stop(problem, ItemChoice.MIN_LENGTH, at, at, step, tab, look, caption, null);
    }

    /** The same stop with another caption. */
    public Stop withCaption(String text) {
        return new Stop(problem, rule, at, until, step, tab, look, text, ask);
    }

    /** The rule's name in a lesson file. */
    public String ruleName() {
        return RuleNames.lessonName(rule).orElseThrow();
    }
}
