package dlxviz.app.headless;

import dlxviz.slides.FrameSize;
import dlxviz.slides.SlidesException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Platform;

/**
 * Starts JavaFX without a display: Monocle's headless platform (the {@code openjfx-monocle} jar,
 * on the runtime class path for this), the software pipeline, and a virtual screen as large as
 * the pictures. These are system properties JavaFX reads once, when the toolkit starts, so they
 * are set just before; when the toolkit already runs (the tests, which start it the same way) it
 * is used as it is.
 */
final class HeadlessToolkit {
    private static final long START_SECONDS = 60;
    private static final int DEFAULT_SCREEN_WIDTH = 1280;
    private static final int DEFAULT_SCREEN_HEIGHT = 800;
    /**
     * JavaFX's own logger, held so its level sticks: at start-up it warns that it was loaded from
     * the class path ("Unsupported JavaFX configuration"), which is how the one runnable jar
     * carries it on purpose; on the slides command's standard error that line is only noise.
     */
    private static final Logger JAVAFX_LOG = Logger.getLogger("javafx");
    private static boolean started;

    private HeadlessToolkit() {
    }

    static synchronized void start(FrameSize size) throws SlidesException, InterruptedException {
        if (started) {
            return;
        }
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        // Monocle's headless screen ("WIDTHxHEIGHT-DEPTH", 1280x800 unless told): a window larger
        // than the screen overflows Monocle's frame buffer, so the screen grows to hold the pictures
        System.setProperty("headless.geometry", Math.max(size.width(), DEFAULT_SCREEN_WIDTH) + "x"
                + Math.max(size.height(), DEFAULT_SCREEN_HEIGHT) + "-32");
        System.setProperty("java.awt.headless", "true");
        // each picture shows a step done, not a moment of its animation
        System.setProperty("dlxviz.animations", "off");
        JAVAFX_LOG.setLevel(Level.SEVERE);
        CountDownLatch running = new CountDownLatch(1);
        try {
            Platform.startup(running::countDown);
        } catch (IllegalStateException alreadyRunning) {
            running.countDown();
        } catch (RuntimeException | LinkageError e) {
            throw SlidesException.failed("cannot start JavaFX without a display (Monocle headless): " + e, e);
        }
        if (!running.await(START_SECONDS, TimeUnit.SECONDS)) {
            throw SlidesException.failed("JavaFX did not start in " + START_SECONDS + " s", null);
        }
        // the window closes after the series; the toolkit stays for the rest of the process
        Platform.setImplicitExit(false);
        started = true;
    }
}
