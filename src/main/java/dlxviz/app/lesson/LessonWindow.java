package dlxviz.app.lesson;

import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.lesson.Look;
import dlxviz.playback.StepSize;

/**
 * The window as a lesson moves it: the problem and rule open, the cursor, the look. The main
 * window implements it (app.window, which alone moves the cursor); tests may too. FX thread only.
 */
public interface LessonWindow {
    /** The problem open, or null. */
    LoadedProblem problem();

    ItemChoice rule();

    /** Opens {@code problem} searched by {@code rule}, at Ready; false (the reason in the message bar) when it cannot. */
    boolean open(LoadedProblem problem, ItemChoice rule);

    /** The cursor: events from the very start. */
    long position();

    /** Moves the cursor to {@code event}, recording the search as far as needed. */
    void goTo(long event);

    /** One step of {@code size}, forward or back. */
    void step(StepSize size, boolean forward);

    /** The stop's look, tab and step size. */
    void show(Look look, String tab, StepSize step);

    /**
     * The stop's question ({@code Stop.ask}), asked at the cursor: predict mode opens with it;
     * null for a stop without one, which closes predict mode again if a question of the lesson
     * opened it.
     */
    void ask(String question);

    /** The tab in front, by the name a lesson writes ({@code board}, {@code matrix}, ...). */
    String tab();

    /** The look the window has now (its zoom as a multiple of fit: 1 unless known). */
    Look look();

    StepSize stepSize();

    /** Says something in the message bar. */
    void say(String message, boolean error);
}
