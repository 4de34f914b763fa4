package dlxviz.app.window;

import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;

/**
 * The steps a series of pictures can take, counted before any window is opened for it (the
 * export from the window and the slides command both check a range against it). In the window's
 * packages: it steps a playback of its own (LayerRulesTest).
 */
public final class SeriesSteps {
    private SeriesSteps() {
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
}
