package dlxviz.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.theme.Theme;
import dlxviz.app.window.model.PlaySpeed;
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
    void aWriteAskedForIsDoneOnTheWritersThreadAndWritesAskedForMeanwhileAreOne() throws Exception {
        java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
        java.util.List<String> writers = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.util.concurrent.Semaphore written = new java.util.concurrent.Semaphore(0);
        Preferences recording = new java.util.prefs.AbstractPreferences(null, "") {
            private final java.util.Map<String, String> values = new java.util.HashMap<>();

            @Override protected void putSpi(String key, String value) { values.put(key, value); }
            @Override protected String getSpi(String key) { return values.get(key); }
            @Override protected void removeSpi(String key) { values.remove(key); }
            @Override protected void removeNodeSpi() { values.clear(); }
            @Override protected String[] keysSpi() { return values.keySet().toArray(new String[0]); }
            @Override protected String[] childrenNamesSpi() { return new String[0]; }
            @Override protected java.util.prefs.AbstractPreferences childSpi(String name) { throw new UnsupportedOperationException(); }
            @Override protected void syncSpi() { }

            @Override
            protected void flushSpi() {
                try {
                    held.await(); // the disk is slow
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                writers.add(Thread.currentThread().getName());
                written.release();
            }
        };
        AppPreferences slow = new AppPreferences(recording);
        slow.setTheme(Theme.DARK);
        slow.flushSoon(); // returns at once, though the write waits
        assertEquals(java.util.List.of(), writers, "nothing written on the caller's thread");
        slow.setFontScale(1.5);
        slow.flushSoon(); // goes into the write still waiting to start, or the one after it
        slow.flushSoon();
        held.countDown();
        assertEquals(true, written.tryAcquire(10, java.util.concurrent.TimeUnit.SECONDS), "written");
        written.tryAcquire(500, java.util.concurrent.TimeUnit.MILLISECONDS); // a second write, if the first had started
        assertEquals(false, written.tryAcquire(300, java.util.concurrent.TimeUnit.MILLISECONDS), "three asks, at most two writes: " + writers);
        assertEquals(true, writers.stream().allMatch("preferences writer"::equals), "written by the writer: " + writers);
    }
}
