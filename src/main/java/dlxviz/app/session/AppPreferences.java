package dlxviz.app.session;

import dlxviz.app.theme.Theme;
import dlxviz.lesson.Look;
import dlxviz.catalogue.StepSizeNames;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Settings remembered between sessions with {@link java.util.prefs}: theme, font scale, speed,
 * step size, the legend, the lens or the whole torus, and the last file opened. A missing or unreadable store simply gives the defaults.
 */
public final class AppPreferences {
    private static final String THEME = "theme";
    private static final String SCALE = "fontScale";
    private static final String SPEED = "speed";
    private static final String STEP_SIZE = "stepSize";
    private static final String LAST_FILE = "lastFile";
    private static final String LEGEND = "legend";
    private static final String WHOLE_TORUS = "wholeTorus";
    private static final String PRESENTATION_HINT = "presentationHintShown";

    private final Preferences node;
    /** Whether a write is waiting on the writer's thread: what is set before it runs goes in it. */
    private final AtomicBoolean writeWaiting = new AtomicBoolean();
    /** Where {@link #flushSoon} writes: the one writer's thread, or a test's own. */
    private final Executor writer;

    public AppPreferences(Preferences node) {
        this(node, work -> Writer.THREAD.execute(work));
    }

    AppPreferences(Preferences node, Executor writer) {
        this.node = node;
        this.writer = writer;
    }

    /** The user's preferences for this app. */
    public static AppPreferences forUser() {
        return new AppPreferences(Preferences.userRoot().node("dlxviz/app"));
    }

    /**
     * Preferences of issue 15's start-up measurement: from the same store as the user's, at the
     * same cost, but a node of their own, emptied first, so every measured start opens Knuth's
     * example with the defaults (a measured start of a 25x25 had left its file there as the last).
     */
    public static AppPreferences forStartupMeasurement() {
        Preferences node = Preferences.userRoot().node("dlxviz/app-startup-measurement");
        try {
            node.clear();
        } catch (java.util.prefs.BackingStoreException | IllegalStateException e) {
            // unreadable store: the defaults are read anyway
        }
        return new AppPreferences(node);
    }

    /** Fresh defaults that live as long as this object: nothing the user chose is read or changed. */
    public static AppPreferences inMemory() {
        return new AppPreferences(new InMemoryPreferences());
    }

    public Theme theme() {
        Theme theme = Theme.byName(safeGet(THEME, Theme.LIGHT.id()));
        return theme == null ? Theme.LIGHT : theme;
    }

    public void setTheme(Theme theme) {
        safePut(THEME, theme.id());
    }

    public double fontScale() {
        try {
            double scale = Double.parseDouble(safeGet(SCALE, "1"));
            return scale >= Look.MIN_SCALE && scale <= Look.MAX_SCALE ? scale : 1;
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    public void setFontScale(double scale) {
        safePut(SCALE, Double.toString(scale));
    }

    /** The play speed's id ({@code "2"}, {@code "max"}, ...), or null for the default. */
    public String speed() {
        String speed = safeGet(SPEED, "");
        return speed.isEmpty() ? null : speed;
    }

    public void setSpeed(String speedId) {
        safePut(SPEED, speedId);
    }

    public String stepSize() {
        String size = safeGet(STEP_SIZE, "cover");
        return size != null && StepSizeNames.find(size).isPresent() ? size : "cover";
    }

    public void setStepSize(String stepSize) {
        safePut(STEP_SIZE, stepSize);
    }

    /** The last file opened, or null. */
    public String lastFile() {
        String file = safeGet(LAST_FILE, "");
        return file.isEmpty() ? null : file;
    }

    public void setLastFile(String path) {
        safePut(LAST_FILE, path == null ? "" : path);
    }

    /** Forgets everything remembered: the next start is a fresh install's. */
    public void clear() {
        try {
            node.clear();
        } catch (BackingStoreException | IllegalStateException e) {
            // see flush()
        }
        flushSoon();
    }

    /** Whether the legend is shown under the links view (hidden until turned on: it takes room). */
    public boolean legendShown() {
        return "true".equals(safeGet(LEGEND, "false"));
    }

    public void setLegendShown(boolean shown) {
        safePut(LEGEND, Boolean.toString(shown));
    }

    /** Whether the hint that leads to the presentation layout was shown once (issue 24). */
    public boolean presentationHintShown() {
        return "true".equals(safeGet(PRESENTATION_HINT, "false"));
    }

    public void setPresentationHintShown(boolean shown) {
        safePut(PRESENTATION_HINT, Boolean.toString(shown));
    }

    /** Whether a large problem is drawn whole rather than through the lens (the lens by default). */
    public boolean wholeTorus() {
        return "true".equals(safeGet(WHOLE_TORUS, "false"));
    }

    public void setWholeTorus(boolean whole) {
        safePut(WHOLE_TORUS, Boolean.toString(whole));
    }

    /**
     * Writes what was set to the store on a thread of its own, so that a change (a theme, a step
     * size, the file just opened) does not have the FX thread wait on the disk: at the app's start
     * the first write cost the first frame 15-20 ms (issue 27). (A change made while a write is
     * under way still waits for it: java.util.prefs holds the node while it writes.) What is still
     * unwritten when the app ends is written by java.util.prefs' own hook at exit.
     */
    public void flushSoon() {
        if (writeWaiting.compareAndSet(false, true)) {
            writer.execute(() -> {
                writeWaiting.set(false);
                flush();
            });
        }
    }

    /** The one thread that writes preferences, made when first asked for. */
    private static final class Writer {
        static final ExecutorService THREAD = Executors.newSingleThreadExecutor(work -> {
            Thread thread = new Thread(work, "preferences writer");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Writes what was set to the store now, on this thread. */
    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            // Preferences are a convenience: losing them must not stop the app.
        }
    }

    private String safeGet(String key, String fallback) {
        try {
            return node.get(key, fallback);
        } catch (IllegalStateException e) {
            return fallback;
        }
    }

    private void safePut(String key, String value) {
        try {
            node.put(key, value);
        } catch (IllegalStateException | IllegalArgumentException e) {
            // see flush()
        }
    }
}
