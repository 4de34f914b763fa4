package dlxviz.app.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.theme.Theme;
import dlxviz.lesson.Look;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The lesson file names themes as the window does (the lesson package cannot read the app's list; the tabs' names are the catalogue's, read by both). */
class LessonNamesTest {
    @Test
    void themesAreTheAppsThemes() {
        assertEquals(Arrays.stream(Theme.values()).map(Theme::id).toList(), Look.THEMES);
    }
}
