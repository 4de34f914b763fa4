package dlxviz.app.exercise.model;

import dlxviz.app.hover.Highlight;
import dlxviz.exercise.Exercise;
import dlxviz.exercise.ExerciseSession;
import dlxviz.exercise.Move;
import dlxviz.exercise.MoveReader;
import dlxviz.exercise.ResultsFile;
import dlxviz.exercise.Score;
import dlxviz.exercise.Verdict;
import dlxviz.events.EventKind;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.function.LongSupplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * "Your move" (key Y, File > Exercise...): the view model of an exercise in the window. The
 * student clicks a header, an option or a node in any view, or types a name or number; the
 * {@link ExerciseSession} checks it against the engine, and a right move (or the model answer)
 * steps the window's own search by the same events, so the views animate it as they animate a step.
 */
public final class ExerciseModel {

    /** How the last answer went, for the strip's colour and mark. */
    public enum Tone { NONE, RIGHT, WRONG, HELPED }

    /** The window's search, which the exercise moves: to Ready, then forward by events. */
    public interface WindowSteps {
        void ready();

        void advance(int events);
    }

    private final WindowSteps window;
    private final LongSupplier millis;
    private final ReadOnlyBooleanWrapper on = new ReadOnlyBooleanWrapper(this, "on");
    private final ReadOnlyBooleanWrapper finished = new ReadOnlyBooleanWrapper(this, "finished");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper prompt = new ReadOnlyStringWrapper(this, "prompt", "");
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper(this, "feedback", "");
    private final ReadOnlyObjectWrapper<Tone> tone = new ReadOnlyObjectWrapper<>(this, "tone", Tone.NONE);
    private final ReadOnlyStringWrapper score = new ReadOnlyStringWrapper(this, "score", "");
    private ExerciseSession session;
    private String started = "";

    public ExerciseModel(WindowSteps window, LongSupplier millis) {
        this.window = window;
        this.millis = millis;
    }

    /**
     * Starts {@code exercise} on the window's problem (its {@code forced} options placed): the
     * window goes to Ready and the search waits for the student.
     *
     * @throws IllegalArgumentException when the exercise cannot run (the message says why)
     */
    public void start(Exercise exercise, int[] forced) {
        session = ExerciseSession.start(exercise, forced, millis);
        started = Instant.ofEpochMilli(System.currentTimeMillis()).truncatedTo(ChronoUnit.SECONDS).toString();
        window.ready();
        if (!session.performed().isEmpty()) {
            window.advance(session.performed().size());
        }
        // the problem's name (and a random one's seed) is the window's title already
        title.set("Your move, " + detailWords(exercise) + ":");
        feedback.set(session.news());
        tone.set(Tone.NONE);
        on.set(true);
        refresh();
    }

    /** Ends the exercise (key Y again, another problem opened); the window is left where it is. */
    public void stop() {
        on.set(false);
        session = null;
    }

    /** The student clicked {@code thing} in a view; ignored when no exercise waits. */
    public void answer(Highlight thing) {
        if (waiting() && thing != null) {
            show(session.answer(new Move(Move.Target.valueOf(thing.kind().name()), thing.id())));
        }
    }

    /**
     * The student typed {@code text}: null when it was read as a move (right or wrong), else what
     * could not be read, and nothing is counted.
     */
    public String type(String text) {
        if (!waiting()) {
            return null;
        }
        EventKind due = session.expected().kind();
        boolean items = due == EventKind.ITEM_CHOSEN || due == EventKind.HEADER_UNLINKED || due == EventKind.HEADER_RELINKED;
        Move move;
        try {
            move = MoveReader.read(text, session.torus().problem(), items);
        } catch (IllegalArgumentException e) {
            feedback.set(e.getMessage());
            tone.set(Tone.WRONG);
            return e.getMessage();
        }
        show(session.answer(move));
        return null;
    }

    /** "Show me": the model answer is performed; the step counts as helped. */
    public void showMe() {
        if (waiting()) {
            show(session.showMe());
        }
    }

    /** The results file's text, for the student to save. */
    public String resultsText(String student) {
        return ResultsFile.write(session.results(student, started));
    }

    /** True when an exercise waits for a move. */
    public boolean waiting() {
        return session != null && !session.isFinished();
    }

    /** The running session (for tests and the app's wiring), or null. */
    public ExerciseSession session() {
        return session;
    }

    private void show(Verdict verdict) {
        if (!verdict.performed().isEmpty()) {
            window.advance(verdict.performed().size());
        }
        String news = verdict.news().isEmpty() ? "" : " " + verdict.news();
        switch (verdict.outcome()) {
            case RIGHT:
                feedback.set("Right." + news);
                tone.set(Tone.RIGHT);
                break;
            case WRONG:
                feedback.set("Not that: " + verdict.reason() + ". One more try.");
                tone.set(Tone.WRONG);
                break;
            default:
                feedback.set((verdict.reason().isEmpty() ? "" : "Not that: " + verdict.reason() + ". ")
                        + "The model answer: " + verdict.modelAnswer() + "." + news);
                tone.set(Tone.HELPED);
        }
        refresh();
    }

    private void refresh() {
        if (session.isFinished()) {
            // the score needs the width of the reasons' two lines; the prompt's line says what next
            prompt.set("Done. Save your results for the teacher.");
            feedback.set((session.news().isEmpty() ? "" : session.news() + " ") + session.scoreSentence());
        } else {
            prompt.set(session.prompt());
        }
        finished.set(session.isFinished());
        Score s = session.score();
        score.set(s.rightFirstTime() + " of " + s.steps() + " right");
    }

    private static String detailWords(Exercise exercise) {
        switch (exercise.detail()) {
            case CHOICE:
                return "each choice";
            case COVER:
                return "each choice and header";
            default:
                return "every link";
        }
    }

    public ReadOnlyBooleanProperty onProperty() {
        return on.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty finishedProperty() {
        return finished.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty promptProperty() {
        return prompt.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Tone> toneProperty() {
        return tone.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty scoreProperty() {
        return score.getReadOnlyProperty();
    }
}
