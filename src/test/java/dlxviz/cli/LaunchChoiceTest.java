package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which arguments open the app window and which run the command line: only no arguments, the
 * app's options, a file, an example or a pasted puzzle open the window; a mistyped command gets
 * picocli's "did you mean" and exit 2, not a window that cannot start without a display.
 */
class LaunchChoiceTest {
    @TempDir
    Path dir;

    @Test
    void theWindowOpensForNothingAFileAnExampleAPuzzleOrTheAppsOptions() throws Exception {
        Path file = Files.writeString(dir.resolve("puzzle"), "1234");
        String[][] app = {
            {},
            {file.toString()},
            {"ai-escargot"},
            {"queens6", "--steps", "3"},
            {"knuth"},
            {"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."},
            {"--example", "knuth"},
            {"--theme=dark"},
            {"--scale", "1.5"},
            {"puzzles/missing.sdk"},  // a path: the window says it cannot read it
            {"puzzles"},              // issue 26.7: a word far from every command, not "Did you mean: slides?"
            {"nosuchfile.csv"},
            {"--example", "queens6", "--theme", "neon"},
            {"--lesson", "src/examples/lessons/matrix4x4.lesson.yaml"}, // as lessons.md and each lesson's header say
            {"--lesson=knuth-links"},
        };
        for (String[] args : app) {
            assertFalse(DlxCli.isCommandLine(args), String.join(" ", args));
        }
    }

    @Test
    void commandsAndWordsThatAreNeitherFilesNorExamplesRunTheCommandLine() {
        String[][] cli = {
            {"solve", "x.txt"},
            {"solv", "x.txt"},
            {"sovle"},
            {"generat", "--size", "9"},
            {"exact_cover"},
            {"--help"},
            {"--version"},
            {"--frobnicate"},
        };
        for (String[] args : cli) {
            assertTrue(DlxCli.isCommandLine(args), String.join(" ", args));
        }
    }

    @Test
    void aMistypedCommandGetsDidYouMeanAndExitTwo() {
        CliRun run = CliRun.of("solv", "x.txt");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("Did you mean: dlx-visualizer solve?"), run.err());
    }
}
