package dlxviz.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the window opens first, read off the FX thread: the problem, or what was wrong and where. */
class StartupProblemTest {
    @TempDir
    Path dir;

    private static StartupProblem of(String lastFile, String... args) throws Exception {
        return StartupProblem.of(StartupArguments.parse(List.of(args)), lastFile);
    }

    @Test
    void aFileOnTheCommandLineIsReadWithItsOptions() throws Exception {
        Path file = dir.resolve("knuth.dlx");
        Files.writeString(file, "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n", StandardCharsets.UTF_8);
        StartupProblem read = of(null, file.toString());
        assertEquals(StartupChoice.Kind.FILE, read.choice().kind());
        assertNull(read.error());
        assertEquals(6, read.loaded().problem().optionCount(), "Knuth's six options");
    }

    @Test
    void theLastFileIsReadWhenNothingIsAsked() throws Exception {
        Path file = dir.resolve("last.dlx");
        Files.writeString(file, "a b\na\nb\n", StandardCharsets.UTF_8);
        StartupProblem read = of(file.toString());
        assertEquals(new StartupChoice(StartupChoice.Kind.FILE, file.toString()), read.choice());
        assertEquals(2, read.loaded().problem().optionCount());
    }

    @Test
    void aFileThatCannotBeReadGivesTheMessageNotAnException() throws Exception {
        Path file = dir.resolve("bad.dlx");
        Files.writeString(file, "A B\nA C\n", StandardCharsets.UTF_8); // C is no item
        StartupProblem read = of(null, file.toString());
        assertNull(read.loaded());
        assertNotNull(read.error());
        assertTrue(read.error().endsWith("line 2, column 3: unknown item 'C'"), "names where and what: " + read.error());
    }

    @Test
    void anExampleAndATypedPuzzleAreRead() throws Exception {
        assertEquals("knuth", of(null, "--example", "knuth").choice().value());
        assertEquals(6, of(null, "--example", "knuth").loaded().problem().optionCount());
        StartupProblem typed = of(null, "1234341221434321");
        assertEquals(StartupChoice.Kind.TEXT, typed.choice().kind());
        assertNotNull(typed.loaded(), "a solved 4x4 grid typed: " + typed.error());
    }

    @Test
    void aTypedPuzzleThatIsWrongSaysWhereAndWhat() throws Exception {
        StartupProblem typed = of(null, "1134341221434321"); // two 1s in the first row
        assertNull(typed.loaded());
        assertTrue(typed.error().contains("r1c1 and r1c2 both hold 1"), typed.error());
    }

    @Test
    void nothingAskedAndNoLastFileReadsNothing() throws Exception {
        StartupProblem read = of(null);
        assertEquals(StartupChoice.Kind.NOTHING, read.choice().kind());
        assertNull(read.loaded());
        assertNull(read.error());
    }
}
