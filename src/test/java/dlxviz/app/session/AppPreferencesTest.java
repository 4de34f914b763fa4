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
}
