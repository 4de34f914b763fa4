package dlxviz.app;

import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import javafx.animation.AnimationTimer;

/**
 * Play: on every pulse, takes the steps that are due at the current speed, within a time budget
 * so the window stays responsive, then publishes the state once. "As fast as possible" runs
 * events for the frame's budget (playback reads the clock every few hundred events).
 */
final class PlayLoop extends AnimationTimer {
    /** Work per frame, leaving the rest of a 60 Hz frame for drawing and input. */
    private static final long FRAME_BUDGET_NANOS = 10_000_000;

    private final MainViewModel model;
    private long lastFrame;
    private double credit;

    PlayLoop(MainViewModel model) {
        this.model = model;
    }

    @Override
    public void start() {
        lastFrame = 0;
        credit = 1; // the first step at once: pressing Play should visibly do something
        super.start();
    }

    @Override
    public void handle(long now) {
        Playback playback = model.playback();
        if (playback == null) {
            finish(null);
            return;
        }
        double elapsed = lastFrame == 0 ? 0 : (now - lastFrame) / 1e9;
        lastFrame = now;
        PlaySpeed speed = model.speedProperty().get();
        long deadline = System.nanoTime() + FRAME_BUDGET_NANOS;
        Step last = null;
        if (speed.isUnlimited()) {
            // stop at each solution on the way, so the last one found is remembered
            do {
                last = playback.advanceFor(StepSize.SOLUTION, Math.max(0, deadline - System.nanoTime()));
                model.noteSolutionAtCursor();
            } while (last.end() == StepEnd.STEP_DONE && System.nanoTime() < deadline);
        } else {
            // never bank more than a tenth of a second of steps: a slow frame must not cause a burst
            credit = Math.min(credit + elapsed * speed.stepsPerSecond(), Math.max(1, speed.stepsPerSecond() / 10));
            while (credit >= 1 && System.nanoTime() < deadline) {
                credit -= 1;
                last = playback.stepForward(model.stepSizeProperty().get());
                if (ends(last)) {
                    break;
                }
            }
        }
        if (ends(last)) {
            finish(last);
        } else if (last != null) {
            model.publish();
        }
    }

    private static boolean ends(Step step) {
        return step != null && (step.end() == StepEnd.BREAKPOINT || step.end() == StepEnd.END);
    }

    private void finish(Step last) {
        stop();
        model.playStopped();
        model.reportEnd(last);
        model.publish();
    }
}
