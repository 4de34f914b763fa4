package dlxviz.exercise;

import dlxviz.text.Shown;
import java.util.List;

/**
 * One step the student performed, as the results file keeps it.
 *
 * @param number   1, 2, ... in the order asked
 * @param task     what was asked: "choose item", "try option", "unlink header", "hide node",
 *                 "restore node", "relink header"
 * @param expected the model answer in words ("hide node 14 (option 2 (A D G)) from column D")
 * @param answers  every move the student made for it, in order
 * @param verdict  {@code right} first time, {@code right} after wrong tries, or {@code helped}
 * @param millis   time from the step being asked to its end
 */
public record StepRecord(int number, String task, String expected, List<Answer> answers, String verdict, long millis) {

    /** One move for a step: the move in words, whether it was right, and the reason when not. */
    public record Answer(String move, boolean right, String reason) {
    }

    public static final String RIGHT = "right";
    public static final String HELPED = "helped";

    public StepRecord {
        answers = List.copyOf(answers);
        if (!RIGHT.equals(verdict) && !HELPED.equals(verdict)) {
            throw new IllegalArgumentException("a step's verdict is 'right' or 'helped', not " + Shown.quoted(verdict));
        }
    }

    /** Wrong moves made for this step. */
    public int wrongTries() {
        return (int) answers.stream().filter(a -> !a.right()).count();
    }

    /** Right at the first move, without help. */
    public boolean rightFirstTime() {
        return RIGHT.equals(verdict) && wrongTries() == 0;
    }
}
