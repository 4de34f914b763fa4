package dlxviz.app.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.lesson.Look;
import dlxviz.lesson.Stop;
import dlxviz.playback.StepSize;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The player without a window: a stand-in that only keeps the problem and the cursor. */
class LessonPlayerTest {
    private static final class Stand implements LessonWindow {
        LoadedProblem problem;
        ItemChoice rule = ItemChoice.MIN_LENGTH;
        long position;

        @Override public LoadedProblem problem() { return problem; }
        @Override public ItemChoice rule() { return rule; }
        @Override public boolean open(LoadedProblem p, ItemChoice r) { problem = p; rule = r; position = 0; return true; }
        @Override public long position() { return position; }
        @Override public void goTo(long event) { position = event; }
        @Override public void step(StepSize size, boolean forward) { position += forward ? 1 : -1; }
        @Override public void show(Look look, String tab, StepSize step) { }
        @Override public String tab() { return "board"; }
        @Override public Look look() { return Look.DEFAULT; }
        @Override public StepSize stepSize() { return StepSize.LINK; }
        @Override public void say(String message, boolean error) { }
        @Override public void ask(String question) { }
    }

    @Test
    void deletingTheStopShownLeavesAStopThatExists() throws Exception {
        PreparedLesson lesson = LessonFiles.prepare("knuth-links");
        LessonPlayer player = new LessonPlayer(new Stand());
        List<Stop> seen = new ArrayList<>();
        List<Throwable> thrown = new ArrayList<>();
        Thread.UncaughtExceptionHandler before = Thread.currentThread().getUncaughtExceptionHandler();
        // a listener's exception goes to the thread's handler (JavaFX's rule): collect it
        Thread.currentThread().setUncaughtExceptionHandler((thread, e) -> thrown.add(e));
        try {
            // as the lesson bar does: it reads the stop shown whenever the lesson or the index changes
            player.lessonProperty().addListener((obs, was, now) -> seen.add(player.stop()));
            player.indexProperty().addListener((obs, was, now) -> seen.add(player.stop()));
            player.open(lesson);
            player.goTo(lesson.size() - 1);
            List<PreparedLesson.ReadyStop> fewer = new ArrayList<>(lesson.stops());
            fewer.remove(fewer.size() - 1);
            player.edit(fewer, lesson.title(), fewer.size() - 1);
            assertEquals(fewer.get(fewer.size() - 1).stop(), player.stop());
            assertEquals(fewer.get(fewer.size() - 1).stop(), seen.get(seen.size() - 1));
            assertEquals(List.of(), thrown, "no listener ever reads a stop that is gone");
        } finally {
            Thread.currentThread().setUncaughtExceptionHandler(before);
        }
    }

    @Test
    void pageDownStepsWithinAStopThenMovesOnAndPageUpComesBackToItsEnd() throws Exception {
        PreparedLesson lesson = LessonFiles.prepare("knuth-links");
        Stand window = new Stand();
        LessonPlayer player = new LessonPlayer(window);
        player.open(lesson);
        player.forward(); // stop 1 is one picture: on to stop 2, at Ready, which steps to event 7
        assertEquals(1, player.indexProperty().get());
        for (int event = 1; event <= 7; event++) {
            player.forward();
            assertEquals(event, window.position());
        }
        player.forward();
        assertEquals(2, player.indexProperty().get());
        assertEquals(7, window.position());
        player.back(); // at stop 3's beginning: back to stop 2's end
        assertEquals(1, player.indexProperty().get());
        assertEquals(7, window.position());
    }
}
