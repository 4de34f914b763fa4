package dlxviz.app.window.model;

import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Breakpoint;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import java.util.Set;

/**
 * The steps a series of pictures takes: counted before any window is opened for it (the export
 * from the window and the slides command both check a range against it), and taken on the
 * window's cursor, Ready and then steps of one size, each published through the
 * {@link CursorModel} so that every view shows it as it would after the same steps by hand (step
 * N is what {@code --steps N} opens at). Steps of a series ignore breakpoints, which are set aside
 * while it runs, so that step N is the same N in the app, on the command line and in every series.
 * Beside the cursor: it alone may step the live playback and publish it (LayerRulesTest). FX
 * thread only.
 */
public final class SeriesSteps {
    /** How long a step waits for a background recording that was just cancelled to let go of the engine. */
    private static final long RECORDER_WAIT_MILLIS = 5_000;

    private final CursorModel cursor;
    private final StepSize size;
    private Set<Breakpoint> setAside = Set.of();

    /** The steps of {@code size} on {@code cursor}. */
    public SeriesSteps(CursorModel cursor, StepSize size) {
        this.cursor = cursor;
        this.size = size;
    }

    /**
     * How many steps of {@code size} the search of {@code loaded} under {@code rule} (and
     * {@code seed}, for random ties) has after Ready, counted up to {@code atMost}: a series can
     * say "the search ends at step 37" before it draws anything. Uses a playback of its own; the
     * window's cursor does not move.
     */
    public static int afterReady(LoadedProblem loaded, ItemChoice rule, long seed, StepSize size, int atMost) {
        Playback playback = new Playback(loaded.problem(), rule, seed, loaded.forced());
        playback.ready();
        int steps = 0;
        while (steps < atMost && playback.canStepForward()) {
            playback.stepForward(size);
            steps++;
        }
        return steps;
    }

    /** To step 0: Ready, the start of the search (a puzzle's givens placed). */
    public void toReady() {
        playback().ready();
        cursor.publish();
    }

    /**
     * Takes up to {@code count} steps forward and publishes where they led.
     *
     * @return the steps taken: fewer than {@code count} when the search ended first
     */
    public int stepForward(int count) {
        Playback playback = playback();
        int taken = 0;
        while (taken < count && playback.canStepForward()) {
            if (!step(playback)) {
                break;
            }
            taken++;
        }
        cursor.publish();
        return taken;
    }

    /** A series begins (on: the breakpoints set aside) or ends (off: they are back). */
    public void series(boolean on) {
        Playback playback = playback();
        if (on) {
            setAside = playback.breakpoints();
            playback.clearBreakpoints();
        } else {
            setAside.forEach(playback::addBreakpoint);
            setAside = Set.of();
        }
    }

    /** One step; false when it could not be taken (the engine held by a recording that would not let go). */
    private boolean step(Playback playback) {
        long deadline = System.currentTimeMillis() + RECORDER_WAIT_MILLIS;
        Step step = playback.stepForward(size);
        // a background recording cancelled just before the series may hold the engine for a
        // moment: it lets go at its next check of the interrupt
        while (step.end() == StepEnd.RECORDER_BUSY && System.currentTimeMillis() < deadline) {
            sleepBriefly();
            step = playback.stepForward(size);
        }
        return step.end() != StepEnd.RECORDER_BUSY;
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Playback playback() {
        Playback playback = cursor.livePlayback();
        if (playback == null) {
            throw new IllegalStateException("no problem is open");
        }
        return playback;
    }
}
