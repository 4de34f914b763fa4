package dlxviz.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.theme.Theme;
import dlxviz.app.window.model.PlaySpeed;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AppPreferencesTest {
    private Preferences node;
    private AppPreferences prefs;

    @BeforeEach
    void freshNode() throws Exception {
        node = new InMemoryPreferences();
        node.clear();
        prefs = new AppPreferences(node);
    }

    @Test
    void remembersTheWholeTorusOrTheLensAndStartsWithTheLens() {
        assertEquals(false, prefs.wholeTorus(), "a fresh install shows a large problem through the lens");
        prefs.setWholeTorus(true);
        assertEquals(true, new AppPreferences(node).wholeTorus());
        prefs.clear();
        assertEquals(false, new AppPreferences(node).wholeTorus());
    }

    @Test
    void remembersThemeScaleSpeedStepSizeAndLastFile() {
        prefs.setTheme(Theme.HIGH_CONTRAST);
        prefs.setFontScale(1.75);
        prefs.setSpeed(PlaySpeed.MAX.id());
        prefs.setStepSize("choice");
        prefs.setLastFile("/tmp/puzzle.txt");

        AppPreferences again = new AppPreferences(node);
        assertEquals(Theme.HIGH_CONTRAST, again.theme());
        assertEquals(1.75, again.fontScale(), 1e-9);
        assertEquals(PlaySpeed.MAX, PlaySpeed.fromPreference(again.speed()));
        assertEquals("choice", again.stepSize());
        assertEquals("/tmp/puzzle.txt", again.lastFile());
    }

    @Test
    void garbageInTheStoreGivesTheDefaults() {
        node.put("theme", "purple");
        node.put("fontScale", "huge");
        node.put("speed", "warp");
        node.put("stepSize", "galaxy");

        assertEquals(Theme.LIGHT, prefs.theme());
        assertEquals(1.0, prefs.fontScale(), 1e-9);
        assertEquals(PlaySpeed.DEFAULT, PlaySpeed.fromPreference(prefs.speed()));
        assertEquals("cover", prefs.stepSize());
        assertNull(prefs.lastFile());
    }

    @Test
    void aWriteAskedForWaitsForTheWriterAndAsksMadeMeanwhileAreOneWrite() {
        java.util.List<Runnable> writer = new java.util.ArrayList<>(); // run by hand, as the writer's thread would
        Counting node = new Counting();
        AppPreferences later = new AppPreferences(node, writer::add);
        later.setTheme(Theme.DARK);
        later.flushSoon();
        later.setFontScale(1.5);
        later.flushSoon();
        assertEquals(List.of(), node.writers, "nothing written on the caller's thread");
        assertEquals(1, writer.size(), "two asks before the write: one write");
        writer.remove(0).run();
        assertEquals(1, node.writers.size());
        later.setSpeed(PlaySpeed.MAX.id());
        later.flushSoon(); // after a write began, a new ask is a new write
        assertEquals(1, writer.size());
        writer.remove(0).run();
        assertEquals(2, node.writers.size());
    }

    @Test
    void theAppsWriterIsAThreadOfItsOwn() throws Exception {
        Counting node = new Counting();
        new AppPreferences(node).flushSoon();
        assertTrue(node.written.await(10, java.util.concurrent.TimeUnit.SECONDS), "written");
        assertEquals(List.of("preferences writer"), node.writers);
    }

    /** Preferences in memory that note the thread of every write. */
    private static final class Counting extends java.util.prefs.AbstractPreferences {
        final List<String> writers = new java.util.concurrent.CopyOnWriteArrayList<>();
        final java.util.concurrent.CountDownLatch written = new java.util.concurrent.CountDownLatch(1);
        private final java.util.Map<String, String> values = new java.util.concurrent.ConcurrentHashMap<>();

        Counting() {
            super(null, "");
        }

        @Override protected void putSpi(String key, String value) { values.put(key, value); }
        @Override protected String getSpi(String key) { return values.get(key); }
        @Override protected void removeSpi(String key) { values.remove(key); }
        @Override protected void removeNodeSpi() { values.clear(); }
        @Override protected String[] keysSpi() { return values.keySet().toArray(new String[0]); }
        @Override protected String[] childrenNamesSpi() { return new String[0]; }
        @Override protected java.util.prefs.AbstractPreferences childSpi(String name) { throw new UnsupportedOperationException(); }
        @Override protected void syncSpi() { }
        @Override protected void flushSpi() {
            writers.add(Thread.currentThread().getName());
            written.countDown();
        }
    }
}
