package dlxviz.app.window.model;

import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;

/**
 * Play: on every frame, takes the steps that are due at the current speed, within a time budget
 * so the window stays responsive, then publishes the state once. "As fast as possible" runs
 * events for the frame's budget (playback reads the clock every few hundred events).
 */
final class PlayLoop {
    /** Work per frame, leaving the rest of a 60 Hz frame for drawing and input. */
    private static final long FRAME_BUDGET_NANOS = 10_000_000;

    private final CursorModel cursor;
    private final FrameClock clock;
    private long lastFrame;
    private double credit;

    PlayLoop(CursorModel cursor, FrameClock clock) {
        this.cursor = cursor;
        this.clock = clock;
    }

    void start() {
        lastFrame = 0;
        credit = 1; // the first step at once: pressing Play should visibly do something
        clock.start(this::frame);
    }

    void stop() {
        clock.stop();
    }

    /** One frame at time {@code now} (nanoseconds). */
    void frame(long now) {
        Playback playback = cursor.livePlayback();
        if (playback == null) {
            finish(null);
            return;
        }
        double elapsed = lastFrame == 0 ? 0 : (now - lastFrame) / 1e9;
        lastFrame = now;
        PlaySpeed speed = cursor.speedProperty().get();
        long deadline = System.nanoTime() + FRAME_BUDGET_NANOS;
        Step last = null;
        // in predict mode, play stops before each decision, and the question is asked there
        java.util.Set<dlxviz.playback.Pause> predicting = cursor.predict().pauses();
        if (speed.isUnlimited()) {
            // stop at each solution on the way, so the last one found is remembered
            do {
                last = playback.advanceFor(StepSize.SOLUTION, Math.max(0, deadline - System.nanoTime()), predicting);
                cursor.noteSolutionAtCursor();
            } while (last.end() == StepEnd.STEP_DONE && System.nanoTime() < deadline);
        } else {
            // never bank more than a tenth of a second of steps: a slow frame must not cause a burst
            credit = Math.min(credit + elapsed * speed.stepsPerSecond(), Math.max(1, speed.stepsPerSecond() / 10));
            while (credit >= 1 && System.nanoTime() < deadline) {
                credit -= 1;
                last = playback.stepForward(cursor.stepSizeProperty().get(), predicting);
                if (ends(last)) {
                    break;
                }
            }
        }
        if (ends(last)) {
            finish(last);
        } else if (last != null) {
            cursor.publish();
        }
    }

    private static boolean ends(Step step) {
        return step != null && (step.end() == StepEnd.BREAKPOINT || step.end() == StepEnd.END
                || step.end() == StepEnd.DECISION);
    }

    private void finish(Step last) {
        stop();
        cursor.playStopped();
        cursor.reportEnd(last);
        cursor.publish();
    }
}
