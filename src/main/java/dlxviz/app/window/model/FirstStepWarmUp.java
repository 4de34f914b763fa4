package dlxviz.app.window.model;

import dlxviz.app.narration.Narrator;
import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.events.SearchEvent;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;

/**
 * The first steps of a problem just opened, taken once on a background thread on a playback of
 * their own and narrated, then dropped (issue 24: the first step after opening a sudoku within
 * 150 ms). A cold first step compiled the engine's, playback's and narration's step code while
 * the teacher waited: FirstStepLatencyCheck saw the JIT busy for 2.8 s of CPU in the first step
 * on two shared cores. Done here, while the class looks at the opened puzzle, that work is out of
 * the key's way. Nothing here touches the window's objects, so it is safe off the FX thread; a
 * problem too large to hold twice is not warmed. In the window's package: it alone may step a
 * playback (LayerRulesTest).
 */
final class FirstStepWarmUp {
    /** Options above this: a second torus would cost more memory than the head start is worth. */
    static final int MOST_OPTIONS = 50_000;
    /** Steps taken at each size: the key steps by cover, choice or link. */
    private static final int STEPS = 6;

    private FirstStepWarmUp() {
    }

    /** Starts the warm-up of {@code loaded}, searched with {@code rule} and {@code seed}, as the window opens it. */
    static void start(LoadedProblem loaded, ItemChoice rule, long seed) {
        if (loaded.problem().optionCount() > MOST_OPTIONS || "off".equals(System.getProperty("dlxviz.warmup"))) {
            return;
        }
        Thread thread = new Thread(() -> run(loaded, rule, seed), "first-step warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    private static void run(LoadedProblem loaded, ItemChoice rule, long seed) {
        try {
            Playback playback = new Playback(loaded.problem(), rule, seed, loaded.forced());
            Narrator narrator = new Narrator(loaded);
            for (StepSize size : new StepSize[] {StepSize.COVER, StepSize.CHOICE, StepSize.LINK}) {
                for (int i = 0; i < STEPS && playback.canStepForward(); i++) {
                    narrate(narrator, playback, playback.stepForward(size));
                }
                narrate(narrator, playback, playback.stepBack(size));
            }
        } catch (RuntimeException e) {
            // only a head start is lost: the window's own playback is untouched
        }
    }

    private static void narrate(Narrator narrator, Playback playback, Step step) {
        for (SearchEvent event : step.events()) {
            narrator.describe(event, playback.torus());
        }
    }
}
