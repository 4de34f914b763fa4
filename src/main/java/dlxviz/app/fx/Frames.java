package dlxviz.app.fx;

import javafx.application.Platform;
import javafx.scene.Scene;

/** Work for after a frame is on the screen. */
public final class Frames {
    /**
     * Pulses to wait: a pulse hands its frame to the render thread after its listeners have run,
     * so the first frame has been handed over when the second pulse's listeners run.
     */
    private static final int PULSES = 2;

    private Frames() {
    }

    /**
     * Runs {@code then} on the FX thread once the next frame of {@code scene}'s window (shown, or
     * about to be) is on the screen: after the render thread has drawn and presented it. A pulse
     * alone is not enough: the render thread draws a frame while the FX thread goes on, and the
     * app's first frame (the links view, the narration) took it 100 to 300 ms more, seen by
     * taking pictures of the screen, where a bare window's one label took none.
     */
    public static void afterNextFrame(Scene scene, Runnable then) {
        scene.addPostLayoutPulseListener(new Runnable() {
            private int pulses;

            @Override
            public void run() {
                if (++pulses == PULSES) {
                    scene.removePostLayoutPulseListener(this);
                    Runnable onFxThread = () -> Platform.runLater(then);
                    if (!RenderThread.after(onFxThread)) {
                        Platform.runLater(then); // no way to the render thread: the pulses must do
                    }
                } else {
                    Platform.requestNextPulse(); // a window with nothing to redraw gets no next pulse
                }
            }
        });
        Platform.requestNextPulse();
    }

    /**
     * JavaFX's render thread, reached through the toolkit's own classes: there is no public way
     * to learn that a frame is out. Works when JavaFX is on the class path (the app's jar, the
     * tests); on the module path its packages are closed, and {@link #after} says so.
     */
    private static final class RenderThread {
        private RenderThread() {
        }

        /** Queues {@code job} on the render thread, after the frames already handed to it; false if it cannot. */
        static boolean after(Runnable job) {
            try {
                Class<?> toolkit = Class.forName("com.sun.javafx.tk.Toolkit");
                Class<?> renderJob = Class.forName("com.sun.javafx.tk.RenderJob");
                Object instance = toolkit.getMethod("getToolkit").invoke(null);
                toolkit.getMethod("addRenderJob", renderJob).invoke(instance, renderJob.getConstructor(Runnable.class).newInstance(job));
                return true;
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                return false;
            }
        }
    }
}
