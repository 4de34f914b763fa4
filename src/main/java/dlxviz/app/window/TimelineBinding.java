package dlxviz.app.window;

import dlxviz.app.window.model.BusyState;
import dlxviz.app.window.model.CursorModel;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;

/**
 * The timeline slider: its range and knob follow the cursor, and a drag seeks. One guard tells
 * the two apart: when a new problem shortens the range, the slider clamps its value, and that
 * clamp is not a seek by the user.
 */
final class TimelineBinding {
    private final CursorModel cursor;
    private final BusyState busy;
    private final Slider timeline;
    private final Label position;
    /** True while the slider is moved to follow the cursor, so that is not taken for a seek. */
    private boolean followingCursor;

    TimelineBinding(CursorModel cursor, BusyState busy, Slider timeline, Label position) {
        this.cursor = cursor;
        this.busy = busy;
        this.timeline = timeline;
        this.position = position;
    }

    void bind() {
        timeline.setMin(0);
        cursor.recordedLengthProperty().addListener((obs, before, now) -> followCursor());
        cursor.positionProperty().addListener((obs, before, now) -> followCursor());
        cursor.playbackProperty().addListener((obs, before, now) -> followCursor());
        timeline.valueProperty().addListener((obs, before, now) -> {
            if (!followingCursor) {
                cursor.seek(Math.round(now.doubleValue()));
            }
        });
        timeline.disableProperty().bind(cursor.playbackProperty().isNull().or(busy.busyProperty()));
        position.textProperty().bind(Bindings.createStringBinding(
                () -> cursor.searchCompleteProperty().get() ? "whole search" : "recorded so far",
                cursor.searchCompleteProperty()));
        // where the cursor stands already: the window's controls come after its first frame,
        // when a sudoku's givens have been placed and no change is left to follow
        followCursor();
    }

    private void followCursor() {
        followingCursor = true;
        try {
            // the timeline starts at Ready: a sudoku's givens are placed before it (step back to
            // watch them), and with them in its range the knob stood at Ready at the far right
            // of a search recorded no further (issue 24)
            var playback = cursor.playbackProperty().get();
            long ready = playback == null ? 0 : playback.setUpLength();
            timeline.setMin(0);
            timeline.setMax(Math.max(ready + 1, cursor.recordedLengthProperty().get()));
            timeline.setMin(ready);
            timeline.setValue(Math.max(ready, cursor.positionProperty().get()));
        } finally {
            followingCursor = false;
        }
    }
}
