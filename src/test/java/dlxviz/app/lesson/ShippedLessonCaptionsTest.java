package dlxviz.app.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.cli.CliRun;
import dlxviz.engine.ItemChoice;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shipped lessons' captions against the search they caption: each fact a caption states
 * (which nodes a cover hides, which column is looked at first) checked on the engine's own trace,
 * event by event, as the stop's range plays it. Captions had said "its other node is hidden"
 * where covering D hides two, and "Column c1 first" without the rule that makes it so.
 */
class ShippedLessonCaptionsTest {

    /** The trace's lines, event 1 first: the lesson's "event N" is the trace's N-th line. */
    private static List<String> events(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(0, run.exitCode(), run.err());
        return Arrays.stream(run.out().split("\n")).map(String::strip).toList();
    }

    /** What stop {@code index} plays: the events after its start, up to and with its end. */
    private static List<String> played(PreparedLesson lesson, List<String> events, int index) {
        PreparedLesson.ReadyStop stop = lesson.stop(index);
        return events.subList((int) stop.at(), (int) stop.until());
    }

    @Test
    void coveringAHidesTheOtherNodesOfBothItsOptions() throws Exception {
        PreparedLesson lesson = LessonFiles.prepare("knuth-links");
        List<String> played = played(lesson, events("trace", "--example", "knuth"), 1);
        assertTrue(lesson.stop(1).stop().caption().contains("hides the other nodes of A D G and A D"));
        assertEquals(List.of(
                "choose item A (2 options) at level 0",
                "cover item A at level 0",
                "unlink header A (between root and B)",
                "hide node 14 (A D G) from column D",
                "hide node 15 (A D G) from column G",
                "hide node 22 (A D) from column D",
                "try option 2 (A D G) at level 0"), played);
    }

    @Test
    void coveringDUnlinksItsHeaderThenHidesTheTwoOtherNodesOfDEG() throws Exception {
        PreparedLesson lesson = LessonFiles.prepare("knuth-links");
        List<String> played = played(lesson, events("trace", "--example", "knuth"), 2);
        assertTrue(lesson.stop(2).stop().caption().contains(
                "its header leaves the list, then D E G's other two nodes are hidden"));
        assertEquals(List.of(
                "cover item D at level 0",
                "unlink header D (between C and E)",
                "hide node 28 (D E G) from column E",
                "hide node 29 (D E G) from column G"), played);
    }

    @Test
    void theFourByFourLessonLooksAtC1FirstOnlyByItsOwnRule() throws Exception {
        PreparedLesson lesson = LessonFiles.prepare("matrix4x4");
        assertEquals(ItemChoice.FIRST_ACTIVE, lesson.stop(0).stop().rule());
        assertTrue(lesson.stop(1).stop().caption().startsWith(
                "Column c1 first: this lesson takes the first column left, not the shortest."));
        assertTrue(events("trace", "--example", "matrix4x4", "--heuristic", "first-active").get(0)
                .startsWith("choose item c1 "));
        // the app's own rule would look at c4 (one row): so the caption must say why c1
        assertTrue(events("trace", "--example", "matrix4x4").get(0).startsWith("choose item c4 "));
    }
}
