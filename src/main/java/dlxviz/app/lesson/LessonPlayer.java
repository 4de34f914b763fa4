package dlxviz.app.lesson;

import dlxviz.lesson.Stop;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * A lesson played from a clicker: Page Down steps within the stop, by its step size, up to its
 * end, then moves to the next stop; Page Up goes back the same way, to the previous stop's end.
 * The window can be stepped freely meanwhile: the player notices ({@link #cursorMoved}) that it
 * is off the stop, and the next Page Down, or {@link #backToStop}, brings it back. FX thread only;
 * no controls, so it is tested without a window.
 */
public final class LessonPlayer {
    private final LessonWindow window;
    private final ReadOnlyObjectWrapper<PreparedLesson> lesson = new ReadOnlyObjectWrapper<>(this, "lesson");
    private final ReadOnlyIntegerWrapper index = new ReadOnlyIntegerWrapper(this, "index", -1);
    private final ReadOnlyBooleanWrapper onStop = new ReadOnlyBooleanWrapper(this, "onStop");
    /** True while the player itself moves the window: those moves are the lesson's. */
    private boolean moving;

    public LessonPlayer(LessonWindow window) {
        this.window = window;
    }

    /** Plays {@code prepared} from its first stop. */
    public void open(PreparedLesson prepared) {
        lesson.set(prepared);
        index.set(-1);
        goTo(0);
    }

    /** Leaves the lesson; the window stays where it is. */
    public void close() {
        if (isPlaying()) {
            window.ask(null);
        }
        lesson.set(null);
        index.set(-1);
        onStop.set(false);
    }

    public boolean isPlaying() {
        return lesson.get() != null;
    }

    /** Shows stop {@code i} at its beginning. */
    public void goTo(int i) {
        show(i, false);
    }

    /**
     * Page Down: a step within the stop, or on to the next stop at its end; off the stop, back to
     * it. False when no lesson plays (the key then steps the window as usual).
     */
    public boolean forward() {
        if (!isPlaying()) {
            return false;
        }
        if (!onStop.get()) {
            backToStop();
            return true;
        }
        PreparedLesson.ReadyStop stop = current();
        long at = window.position();
        if (at < stop.until()) {
            move(() -> {
                window.step(stop.stop().step(), true);
                if (window.position() > stop.until()) {
                    window.goTo(stop.until()); // a step past the stop's end stops at its end
                }
            });
        } else if (index.get() + 1 < lesson.get().size()) {
            show(index.get() + 1, false);
        } else {
            window.say("The end of the lesson: " + lesson.get().title() + ".", false);
        }
        return true;
    }

    /** Page Up: a step back within the stop, or back to the previous stop at its end. */
    public boolean back() {
        if (!isPlaying()) {
            return false;
        }
        if (!onStop.get()) {
            backToStop();
            return true;
        }
        PreparedLesson.ReadyStop stop = current();
        long at = window.position();
        if (at > stop.at()) {
            move(() -> {
                window.step(stop.stop().step(), false);
                if (window.position() < stop.at()) {
                    window.goTo(stop.at()); // and a step back before its beginning at its beginning
                }
            });
        } else if (index.get() > 0) {
            show(index.get() - 1, true);
        }
        return true;
    }

    /** Back to the stop shown last, at its beginning, after free stepping. */
    public void backToStop() {
        if (isPlaying()) {
            show(Math.max(0, index.get()), false);
        }
    }

    /** The window moved: is it still on the stop (its problem and rule, between its begin and end)? */
    public void cursorMoved() {
        if (moving || !isPlaying() || index.get() < 0) {
            return;
        }
        onStop.set(isOn(current()));
    }

    private boolean isOn(PreparedLesson.ReadyStop stop) {
        long at = window.position();
        return window.problem() == stop.problem() && window.rule() == stop.stop().rule()
                && at >= stop.at() && at <= stop.until();
    }

    private void show(int i, boolean atEnd) {
        PreparedLesson.ReadyStop stop = lesson.get().stop(i);
        move(() -> {
            if (window.problem() != stop.problem() || window.rule() != stop.stop().rule()) {
                if (!window.open(stop.problem(), stop.stop().rule())) {
                    return;
                }
            }
            window.show(stop.stop().look(), stop.stop().tab(), stop.stop().step());
            window.goTo(atEnd ? stop.until() : stop.at());
            // asked where the stop begins; coming back to its end from the next stop, not again
            window.ask(atEnd ? null : stop.stop().ask());
        });
        index.set(i);
        onStop.set(isOn(stop));
    }

    private void move(Runnable action) {
        moving = true;
        try {
            action.run();
        } finally {
            moving = false;
        }
        if (index.get() >= 0) {
            onStop.set(isOn(current()));
        }
    }

    private PreparedLesson.ReadyStop current() {
        return lesson.get().stop(index.get());
    }

    // ------------------------------------------------------------------ making a lesson

    /** Replaces the lesson's stops (added, moved, deleted, recaptioned) and shows {@code showing}. */
    public void edit(List<PreparedLesson.ReadyStop> stops, String title, int showing) {
        PreparedLesson before = lesson.get();
        PreparedLesson after = new PreparedLesson(title, stops, before == null ? null : before.folder());
        // the index first: whoever hears of the new lesson reads the stop shown, which must be one of its stops
        index.set(-1);
        lesson.set(after);
        index.set(Math.min(showing, stops.size() - 1));
        cursorMoved();
    }

    /** Adds {@code stop} after the last and stands on it (the window is there already). */
    public void add(PreparedLesson.ReadyStop stop, String titleIfNew) {
        List<PreparedLesson.ReadyStop> stops = new ArrayList<>(isPlaying() ? lesson.get().stops() : List.of());
        stops.add(stop);
        edit(stops, isPlaying() ? lesson.get().title() : titleIfNew, stops.size() - 1);
    }

    // ------------------------------------------------------------------ state

    public ReadOnlyObjectProperty<PreparedLesson> lessonProperty() {
        return lesson.getReadOnlyProperty();
    }

    /** The stop shown (0-based), -1 when none. */
    public ReadOnlyIntegerProperty indexProperty() {
        return index.getReadOnlyProperty();
    }

    /** True while the window shows the stop: its problem, between its begin and end. */
    public ReadOnlyBooleanProperty onStopProperty() {
        return onStop.getReadOnlyProperty();
    }

    /** The stop shown, or null. */
    public Stop stop() {
        return !isPlaying() || index.get() < 0 || index.get() >= lesson.get().size() ? null : current().stop();
    }
}
