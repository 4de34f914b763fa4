package dlxviz.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** What the window opens first, decided without a window. */
class StartupChoiceTest {
    private static final Predicate<String> FILES = Set.of("puzzle.txt", "/home/t/last.dlx")::contains;

    private static StartupChoice choose(String lastFile, String... args) throws Exception {
        return StartupChoice.of(StartupArguments.parse(List.of(args)), lastFile, FILES);
    }

    @Test
    void anExistingFileIsOpened() throws Exception {
        assertEquals(new StartupChoice(StartupChoice.Kind.FILE, "puzzle.txt"), choose(null, "puzzle.txt"));
    }

    @Test
    void aLibraryNameOnItsOwnIsAnExample() throws Exception {
        assertEquals(new StartupChoice(StartupChoice.Kind.EXAMPLE, "ai-escargot"), choose(null, "ai-escargot"));
        assertEquals(new StartupChoice(StartupChoice.Kind.EXAMPLE, "queens6"), choose(null, "--example", "queens6"));
    }

    @Test
    void aNameThatLooksLikeAFileButIsNoneIsAnError() throws Exception {
        StartupChoice choice = choose(null, "missing.sdk");
        assertEquals(StartupChoice.Kind.MISSING_FILE, choice.kind());
        assertEquals("Cannot open 'missing.sdk': there is no such file.", choice.value());
        assertEquals(StartupChoice.Kind.MISSING_FILE, choose(null, "dir/puzzle").kind());
    }

    @Test
    void anythingElseIsAPuzzleTypedOnTheCommandLine() throws Exception {
        String puzzle = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
        assertEquals(new StartupChoice(StartupChoice.Kind.TEXT, puzzle), choose(null, puzzle));
    }

    @Test
    void withNoArgumentsTheLastFileOpensIfItStillExists() throws Exception {
        assertEquals(new StartupChoice(StartupChoice.Kind.FILE, "/home/t/last.dlx"), choose("/home/t/last.dlx"));
        assertEquals(new StartupChoice(StartupChoice.Kind.NOTHING, null), choose("/home/t/gone.dlx"));
        assertEquals(new StartupChoice(StartupChoice.Kind.NOTHING, null), choose(null));
    }
}
