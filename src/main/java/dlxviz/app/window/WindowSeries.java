package dlxviz.app.window;

import dlxviz.app.export.SteppedWindow;
import dlxviz.playback.Breakpoint;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import java.util.Set;
import javafx.scene.Scene;

/**
 * The main window as a series of pictures steps through it: Ready, then steps of one size, each
 * published through the window's {@link CursorModel} so that every view shows it as it would
 * after the same steps by hand (step N is what {@code --steps N} opens at). Steps of a series
 * ignore breakpoints, which are set aside while it runs, so that step N is the same N in the app,
 * on the command line and in every series. FX thread only.
 */
public final class WindowSeries implements SteppedWindow {
    /** How long a step waits for a background recording that was just cancelled to let go of the engine. */
    private static final long RECORDER_WAIT_MILLIS = 5_000;

    private final MainViewModel model;
    private final MainController controller;
    private final Scene scene;
    private final StepSize size;
    private Set<Breakpoint> setAside = Set.of();

    private WindowSeries(MainViewModel model, MainController controller, Scene scene, StepSize size) {
        this.model = model;
        this.controller = controller;
        this.scene = scene;
        this.size = size;
    }

    /** The window of {@code model} and {@code controller}, shown in {@code scene}, stepped {@code size} at a time. */
    public static WindowSeries of(MainViewModel model, MainController controller, Scene scene, StepSize size) {
        return new WindowSeries(model, controller, scene, size);
    }

    @Override
    public void toReady() {
        playback().ready();
        model.cursor().publish();
    }

    @Override
    public int stepForward(int count) {
        Playback playback = playback();
        int taken = 0;
        while (taken < count && playback.canStepForward()) {
            if (!step(playback)) {
                break;
            }
            taken++;
        }
        model.cursor().publish();
        return taken;
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

    @Override
    public javafx.scene.Node view(String name) {
        return PictureViews.find(name, scene, controller, model.boardProperty().get());
    }

    @Override
    public void series(boolean on) {
        controller.linksView().setStills(on);
        Playback playback = playback();
        if (on) {
            setAside = playback.breakpoints();
            playback.clearBreakpoints();
        } else {
            setAside.forEach(playback::addBreakpoint);
            setAside = Set.of();
        }
    }

    private Playback playback() {
        Playback playback = model.cursor().livePlayback();
        if (playback == null) {
            throw new IllegalStateException("no problem is open");
        }
        return playback;
    }
}
