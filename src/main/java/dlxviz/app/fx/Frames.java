package dlxviz.app.fx;

import javafx.application.Platform;
import javafx.scene.Scene;

/** Work for after a frame is on the screen. */
public final class Frames {
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
        onRenderThreadAfterNextFrame(scene, () -> Platform.runLater(then));
    }

    /**
     * Runs {@code then} on the render thread itself, at once after it presented the next frame of
     * {@code scene}'s window, whatever the FX thread is doing meanwhile (a start-up's clock); on
     * the FX thread, once that frame is handed over, where the render thread cannot be reached.
     */
    public static void onRenderThreadAfterNextFrame(Scene scene, Runnable then) {
        // queued once the frame is handed over, so right behind it, not behind the next pulse's work
        afterHandOver(scene, () -> {
            if (!onRenderThread(then)) {
                then.run();
            }
        });
    }

    /**
     * Runs {@code then} on the FX thread as soon as the next frame of {@code scene}'s window has
     * been handed to the render thread, while that thread draws it: work that changes the scene
     * from there shows in the frame after, and the two threads work side by side.
     */
    public static void afterHandOver(Scene scene, Runnable then) {
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                // a pulse hands its frame to the render thread after its listeners have run: what
                // it queues now comes after this pulse, the frame handed over
                Platform.runLater(then);
            }
        });
        Platform.requestNextPulse(); // a window with nothing to redraw gets no pulse
    }

    /**
     * Queues {@code job} on JavaFX's render thread, behind the frames already handed to it; false
     * where that thread cannot be reached. Through the toolkit's own classes, as there is no public
     * way to learn that a frame is out: they are open on the class path (the jar, the tests), and
     * the packaged app's launcher exports them to its module (pom.xml, dist.exports).
     */
    public static boolean onRenderThread(Runnable job) {
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
