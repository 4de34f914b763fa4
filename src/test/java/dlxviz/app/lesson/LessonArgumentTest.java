package dlxviz.app.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.StartupArguments;

import java.util.List;
import org.junit.jupiter.api.Test;

class LessonArgumentTest {
    @Test
    void theLessonIsTakenOutAndTheRestKept() {
        assertEquals(new LessonArgument("a.lesson.yaml", List.of("--scale", "1.5")),
                LessonArgument.split(List.of("--lesson", "a.lesson.yaml", "--scale", "1.5")));
        assertEquals(new LessonArgument("b.lesson.yaml", List.of("--theme", "dark")),
                LessonArgument.split(List.of("--theme", "dark", "b.lesson.yaml")), "a moment file as the file to open");
        assertEquals(new LessonArgument("knuth-links", List.of()), LessonArgument.split(List.of("--lesson=knuth-links")));
        assertNull(LessonArgument.split(List.of("puzzle.txt")).lesson());
    }

    @Test
    void aLessonOptionWithoutAFileOrTwoLessonsAreRefused() {
        assertEquals("--lesson needs a lesson file (NAME.lesson.yaml)",
                assertThrows(IllegalArgumentException.class, () -> LessonArgument.split(List.of("--lesson", "--legend"))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> LessonArgument.split(List.of("--lesson", "a.lesson.yaml", "b.lesson.yaml")));
    }

    @Test
    void argumentsAreQuotedForAShellOnlyWhenNeeded() {
        assertEquals("--example knuth --goto 12 'a b' 'it'\\''s'",
                Moments.commandLine(List.of("--example", "knuth", "--goto", "12", "a b", "it's")));
    }

    /** The usage is what --help prints for the window and what a bad start-up argument is answered with. */
    @Test
    void theStartUpUsageNamesTheLessonOption() {
        assertTrue(StartupArguments.USAGE.contains("[" + LessonArgument.OPTION + " FILE]"), StartupArguments.USAGE);
    }
}
