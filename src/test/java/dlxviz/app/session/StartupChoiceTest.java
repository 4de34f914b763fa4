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
        assertEquals("Cannot open 'missing.sdk': there is no such file, and no example of that name.", choice.value());
        assertEquals(StartupChoice.Kind.MISSING_FILE, choose(null, "dir/puzzle").kind());
    }

    /** Issue 26.7: a mistyped name was read as a pasted puzzle ("14 cells ... of a 14x14 grid"). */
    @Test
    void aMistypedNameIsNoPuzzle() throws Exception {
        for (String name : List.of("nosuchfile.csv", "puzzles", "my-puzzles.txt", "Puzzles.SDK")) {
            StartupChoice choice = choose(null, name);
            assertEquals(new StartupChoice(StartupChoice.Kind.MISSING_FILE, "Cannot open '" + name
                    + "': there is no such file, and no example of that name."), choice, name);
        }
        assertEquals(StartupChoice.Kind.TEXT, choose(null, "12.4").kind(), "too short for a name test: a puzzle's error");
        assertEquals(StartupChoice.Kind.TEXT, choose(null, "1 . . 4\n. . . .").kind());
    }

    /** Issue 26.7: a folder or /dev/zero was "no such file". */
    @Test
    void aFolderIsAFolderAndADeviceIsReadInTheBackground() throws Exception {
        java.util.function.Function<String, StartupChoice.OnDisk> disk = name -> name.equals("puzzles")
                ? StartupChoice.OnDisk.DIRECTORY : name.equals("/dev/zero") ? StartupChoice.OnDisk.STREAM : StartupChoice.OnDisk.NONE;
        assertEquals(new StartupChoice(StartupChoice.Kind.MISSING_FILE, "Cannot open 'puzzles': it is a folder. Give a "
                + "puzzle or .dlx file, or open one with File > Open."),
                StartupChoice.of(StartupArguments.parse(List.of("puzzles")), null, disk));
        assertEquals(new StartupChoice(StartupChoice.Kind.STREAM, "/dev/zero"),
                StartupChoice.of(StartupArguments.parse(List.of("/dev/zero")), null, disk));
        assertEquals(StartupChoice.OnDisk.DIRECTORY, StartupChoice.onDisk(System.getProperty("java.io.tmpdir")));
        if (java.nio.file.Files.exists(java.nio.file.Path.of("/dev/zero"))) {
            assertEquals(StartupChoice.OnDisk.STREAM, StartupChoice.onDisk("/dev/zero"));
        }
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
