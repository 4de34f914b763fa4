package dlxviz.app.startup;

import dlxviz.app.fx.Frames;
import java.time.Instant;
import javafx.scene.Scene;

/**
 * Start-up phases, measured for issue 15's window target. Off unless the JVM runs with
 * {@code -Ddlxviz.startup=exit} or {@code =whole}: then each {@link #mark} prints the
 * milliseconds since the process started (the kernel's start time, so the JVM's own start is
 * included) to stderr, and the process exits once the window's first frame is out
 * ({@code exit}), or once the frame of the whole window is ({@code whole}: the app's window
 * shows its links view and narration first, then its other parts), so that a whole process
 * timed from the shell is the time to that frame. {@code floor} is {@code whole} with the
 * menus, the side panel and the controls left out ({@link #partsLeftOut}): what the whole window
 * would take if those parts cost nothing, the floor under any other make of them. The bare one-label window it is compared with
 * ({@code BareWindow}, in the tests) uses the same marks and is whole at its first frame, so both are timed
 * alike.
 */
public final class StartupClock {
    private static final String MODE = System.getProperty("dlxviz.startup", "");
    private static final boolean ON = "exit".equals(MODE) || "whole".equals(MODE) || "floor".equals(MODE);

    /** A frame the process can exit after. */
    public enum Frame {
        /** The window's first frame: with Knuth's example drawn in the links view. */
        FIRST("first frame", "exit"),
        /** The first frame of the whole window: menus, side panel and controls too. */
        WHOLE("whole window's frame", "whole");

        private final String phase;
        private final String mode;

        Frame(String phase, String mode) {
            this.phase = phase;
            this.mode = mode;
        }
    }

    private StartupClock() {
    }

    /**
     * True when measuring: the app then starts from preferences of its own, not the user's, so
     * that it opens Knuth's example as the target says, whatever the user opened last (a 25x25
     * left there took the start from 1.9x to 4.2x the bare window).
     */
    public static boolean measuring() {
        return ON;
    }

    /**
     * True when measuring the floor ({@code -Ddlxviz.startup=floor}): the window's parts are
     * made and bound but left out of the window, their stand-ins kept in their places. Never in
     * use: a window without menus or controls is no window a teacher could use.
     */
    public static boolean partsLeftOut() {
        return "floor".equals(MODE);
    }

    /** Prints a phase, when measuring. */
    public static void mark(String phase) {
        if (ON) {
            long start = ProcessHandle.current().info().startInstant().map(Instant::toEpochMilli).orElse(0L);
            System.err.println("startup " + (System.currentTimeMillis() - start) + " ms: " + phase);
        }
    }

    /**
     * When measuring: marks the next frame of {@code scene}'s window as {@code frame} the moment
     * the render thread has presented it (not when the FX thread, busy with the next frame's
     * work, would get to it), and exits there when measuring up to that frame. Nothing otherwise.
     */
    public static void markFrame(Scene scene, Frame frame) {
        if (ON) {
            Frames.onRenderThreadAfterNextFrame(scene, () -> {
                mark(frame.phase);
                if (frame.mode.equals(MODE) || frame == Frame.WHOLE && partsLeftOut()) {
                    exit();
                }
            });
        }
    }

    /** When measuring, marks the first frame of {@code scene}'s window, which is its whole (the bare window), and exits. */
    public static void exitAfterFirstFrame(Scene scene) {
        markFrame(scene, Frame.FIRST);
    }

    private static void exit() {
        // at once, from the render thread as from any: a measured start ends with its frame, and
        // the toolkit's orderly exit (which waits for that thread) would add its own time
        System.err.flush();
        Runtime.getRuntime().halt(0);
    }
}
