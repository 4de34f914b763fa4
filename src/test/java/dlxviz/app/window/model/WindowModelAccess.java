package dlxviz.app.window.model;

import dlxviz.playback.Playback;
import java.util.concurrent.Executor;

/**
 * For the window's tests (in {@code app.window}): the view model's package-private hooks, which
 * the window's own classes do not reach. FX thread only, as the members they call.
 */
public final class WindowModelAccess {
    private WindowModelAccess() {
    }

    public static Playback livePlayback(CursorModel cursor) {
        return cursor.livePlayback();
    }

    public static void publish(CursorModel cursor) {
        cursor.publish();
    }

    public static void readFilesOn(MainViewModel model, Executor background) {
        model.readFilesOn(background);
    }

    public static void setHistoryBudgetBytes(MainViewModel model, long bytes) {
        model.setHistoryBudgetBytes(bytes);
    }

    /** A background run as the busy strip shows it: begun, with {@code words} and {@code fraction} (-1: not known). */
    public static void busy(BusyState busy, String begun, String words, double fraction) {
        busy.begin(begun);
        busy.progress(words, fraction);
    }

    public static void idle(BusyState busy) {
        busy.end();
    }
}
