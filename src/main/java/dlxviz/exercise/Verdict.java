package dlxviz.exercise;

import dlxviz.events.SearchEvent;
import java.util.List;

/**
 * The answer to one move.
 *
 * @param outcome     right, wrong (try again), or helped (the model answer was performed)
 * @param reason      why the move was wrong; empty when it was right
 * @param modelAnswer the right move in words when the student was helped; otherwise empty
 * @param performed   the engine's events this move performed: the move's own and the ones that
 *                    followed by themselves up to the next move (for the views to animate)
 * @param news        what happened by itself meanwhile ("dead end: ...", "solution 1: ..."), or empty
 */
public record Verdict(Outcome outcome, String reason, String modelAnswer, List<SearchEvent> performed, String news) {

    public enum Outcome {
        RIGHT, WRONG, HELPED
    }

    public Verdict {
        performed = List.copyOf(performed);
    }
}
