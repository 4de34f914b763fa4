package dlxviz.app.export;

import dlxviz.app.fx.FxThread;
import dlxviz.slides.FrameSink;
import dlxviz.slides.SlideRenderer;
import dlxviz.slides.SlidesException;
import dlxviz.slides.StepRange;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A series of pictures of a window: from Ready it steps to each step of the range and takes a
 * picture of each view there, handing them to a {@link FrameSink} (PNG files, a GIF). The same
 * loop serves the {@code slides} command (a window without a display) and File > Export picture
 * > A series (the window on screen, in the background).
 *
 * <p>Threads: {@link #run} runs on a worker thread; it moves the window and takes snapshots on
 * the FX thread, one step at a time, and encodes the pictures on its own thread, so a window on
 * screen keeps answering between pictures.
 */
public final class PictureSeries {
    private final SteppedWindow window;
    private final StepRange steps;
    private final List<String> views;

    public PictureSeries(SteppedWindow window, StepRange steps, List<String> views) {
        if (views.isEmpty()) {
            throw new IllegalArgumentException("a series needs at least one view");
        }
        this.window = window;
        this.steps = steps;
        this.views = List.copyOf(views);
    }

    public int pictures() {
        return steps.count() * views.size();
    }

    /**
     * Takes every picture. Checks {@code cancelled} before each step; the window is left at the
     * last step pictured (the caller puts it back if it wants to).
     *
     * @throws SlidesException bad input: a view this window does not have (before any picture),
     *         or a step of the range after the end of the search; the message says which
     * @throws IOException the sink could not write a picture
     */
    public void run(FrameSink sink, SlideRenderer.Progress progress, BooleanSupplier cancelled)
            throws IOException, InterruptedException, SlidesException {
        String missing = FxThread.call(() -> {
            for (String view : views) {
                try {
                    window.view(view);
                } catch (IllegalArgumentException e) {
                    return e.getMessage();
                }
            }
            window.series(true);
            window.toReady();
            return null;
        });
        if (missing != null) {
            throw SlidesException.badInput(missing); // before anything is written
        }
        FxThread.awaitPulse();
        try {
            int at = 0;
            int done = 0;
            for (int step = steps.from(); step <= steps.last(); step += steps.every()) {
                if (cancelled.getAsBoolean()) {
                    return;
                }
                int target = step;
                int from = at;
                int taken = FxThread.call(() -> window.stepForward(target - from));
                at += taken;
                if (at < target) {
                    throw SlidesException.badInput("the search ends at step " + at + ", before step " + target
                            + " (step " + at + " is its last picture)");
                }
                FxThread.awaitPulse();
                List<BufferedImage> pictures = FxThread.call(() -> {
                    List<BufferedImage> shots = new ArrayList<>();
                    for (String view : views) {
                        shots.add(Stills.take(window.view(view)));
                    }
                    return shots;
                });
                for (int v = 0; v < views.size(); v++) {
                    sink.frame(step, views.get(v), pictures.get(v));
                    progress.pictures(++done, pictures());
                }
            }
        } finally {
            FxThread.run(() -> window.series(false));
        }
    }
}
