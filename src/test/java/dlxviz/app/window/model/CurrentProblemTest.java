package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.StartupChoice;
import dlxviz.app.session.StartupProblem;
import dlxviz.app.testkit.ManualClock;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loading and saving problems, without a window: what opens, what a failure says, what stays. */
class CurrentProblemTest {
    private final MainViewModel vm = new MainViewModel(new ManualClock());
    private final CurrentProblem session = vm.session();

    @Test
    void anExampleOpensAtTheStartOfItsSearch() {
        assertTrue(session.loadExample("queens4"));
        assertEquals("queens4", session.problem().title().substring(0, 7));
        assertEquals(0, vm.cursor().playback().position());
        assertEquals("", vm.messages().text());
    }

    @Test
    void badTextSaysWhereAndKeepsTheProblemOpenBefore() {
        assertTrue(session.loadExample("knuth"));
        LoadedProblem before = session.problem();
        String error = session.loadText("12.4", "The pasted text");
        assertNotNull(error);
        assertTrue(error.contains("line 1"), error);
        assertTrue(vm.messages().isError());
        assertSame(before, session.problem());
    }

    @Test
    void clashingGivensAreNamedAndNothingIsReplaced() {
        assertTrue(session.loadExample("knuth"));
        String error = session.loadText("11" + ".".repeat(79), "The pasted text");
        assertTrue(error.contains("r1c1 and r1c2 both hold 1"), error);
        assertEquals("Knuth's 7-item example", session.problem().title());
    }

    @Test
    void savingWritesTheProblemAndOpeningTheFileGivesItBack(@TempDir Path dir) throws Exception {
        assertTrue(session.loadExample("ai-escargot"));
        Path file = dir.resolve("escargot." + session.saveExtension());
        assertTrue(session.saveTo(file));
        assertTrue(Files.readString(file).startsWith("1....7.9."));
        assertTrue(session.loadExample("knuth"));
        session.open(StartupProblem.read(new StartupChoice(StartupChoice.Kind.FILE, file.toString())));
        assertEquals(23, session.problem().forced().length);
        assertEquals(file.toAbsolutePath().toString(), session.lastFileProperty().get());
    }

    @Test
    void aMissingFileIsReportedAndTheClassroomExampleOpensInstead() {
        session.open(StartupProblem.read(new StartupChoice(StartupChoice.Kind.MISSING_FILE, "Cannot open 'x.txt': there is no such file.")));
        assertEquals("Knuth's 7-item example", session.problem().title());
        // the message says what opened instead: the window shows another problem than was asked
        assertEquals("Cannot open 'x.txt': there is no such file. Knuth's 7-item example is open instead.",
                vm.messages().text());
        assertTrue(vm.messages().isError());
    }

    @Test
    void nothingToOpenOpensKnuthsExampleQuietly() {
        session.open(StartupProblem.read(new StartupChoice(StartupChoice.Kind.NOTHING, null)));
        assertEquals("Knuth's 7-item example", session.problem().title());
        assertEquals("", vm.messages().text());
    }

    @Test
    void anUnreadableFileKeepsThePreviousProblem(@TempDir Path dir) {
        assertTrue(session.loadExample("knuth"));
        session.open(StartupProblem.read(new StartupChoice(StartupChoice.Kind.FILE, dir.resolve("nosuch.txt").toString())));
        assertTrue(vm.messages().text().contains("nosuch.txt"), vm.messages().text());
        assertNull(session.lastFileProperty().get());
    }
}
