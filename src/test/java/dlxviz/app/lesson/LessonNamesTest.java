package dlxviz.app.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.session.StartupArguments;
import dlxviz.app.theme.Theme;
import dlxviz.lesson.Look;
import dlxviz.lesson.Stop;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The lesson file names tabs and themes as the start-up arguments do (the lesson package cannot read the app's lists). */
class LessonNamesTest {
    @Test
    void tabsAreTheStartUpArgumentsTabs() {
        assertEquals(StartupArguments.TABS, Stop.TABS);
    }

    @Test
    void themesAreTheAppsThemes() {
        assertEquals(Arrays.stream(Theme.values()).map(Theme::id).toList(), Look.THEMES);
    }
}
