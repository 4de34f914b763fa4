package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.theme.Theme;
import dlxviz.lesson.Look;
import org.junit.jupiter.api.Test;

class AppearanceTest {
    private final Appearance appearance = new Appearance();

    @Test
    void largerAndSmallerTextStepByOneFactorAndNormalResets() {
        appearance.largerText();
        assertEquals(Appearance.SCALE_STEP, appearance.fontScale(), 1e-9);
        appearance.smallerText();
        appearance.smallerText();
        assertEquals(1 / Appearance.SCALE_STEP, appearance.fontScale(), 1e-9);
        appearance.normalText();
        assertEquals(1, appearance.fontScale(), 1e-9);
    }

    @Test
    void theScaleStaysWithinItsLimits() {
        for (int i = 0; i < 50; i++) {
            appearance.largerText();
        }
        assertEquals(Look.MAX_SCALE, appearance.fontScale(), 1e-9);
        appearance.setFontScale(0.01);
        assertEquals(Look.MIN_SCALE, appearance.fontScale(), 1e-9);
    }

    @Test
    void theThemeIsWhatWasSetLast() {
        assertEquals(Theme.LIGHT, appearance.theme());
        appearance.setTheme(Theme.HIGH_CONTRAST);
        assertEquals(Theme.HIGH_CONTRAST, appearance.themeProperty().get());
    }
}
