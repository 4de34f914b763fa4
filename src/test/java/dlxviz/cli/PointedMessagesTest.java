package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Messages that point at the right place and stay readable (issue 16), and exact-cover's budget. */
class PointedMessagesTest {
    @TempDir
    Path dir;

    @Test
    void aMegabyteItemNameIsCutInTheMessage() {
        String huge = "Z".repeat(1 << 20);
        CliRun run = CliRun.withInput("A B\nA " + huge + "\n", "exact-cover", "-");
        assertEquals(2, run.exitCode());
        assertEquals("exact-cover: <stdin>: line 2, column 3: unknown item '" + "Z".repeat(40)
                + "...' (1,048,576 characters)\n", run.err());
    }

    @Test
    void controlCharactersInAnItemNameAreShownEscaped() {
        CliRun run = CliRun.withInput("A B\nA B\u001b[2J\n", "exact-cover", "-");
        assertEquals(2, run.exitCode());
        assertEquals("exact-cover: <stdin>: line 2, column 3: unknown item 'B\\u001b[2J'\n", run.err());
    }

    @Test
    void aGeneralExampleOutOfRangeSaysTheRange() {
        CliRun run = CliRun.of("exact-cover", "--example", "queens33");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("exact-cover: unknown example 'queens33': queensN goes from queens1 to queens32"),
                run.err());
        CliRun pentomino = CliRun.of("exact-cover", "--example", "pentomino7x9");
        assertTrue(pentomino.err().contains("pentominoHxW needs an area that is a multiple of 5, up to 60"), pentomino.err());
    }

    @Test
    void benchNamesTheFirstInvalidPuzzlesWithTheirLines() throws IOException {
        String good = EveryPuzzleAnsweredTest.ESCARGOT;
        Path file = Files.writeString(dir.resolve("mixed.txt"), String.join("\n", good, "123", good, "11" + good.substring(2),
                good.substring(1), good, "x" + good.substring(1), good.substring(3)) + "\n");
        CliRun run = CliRun.of("bench", file.toString(), "--sample", "0", "--warmup", "0", "--runs", "1");
        assertEquals(2, run.exitCode());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(0).contains("3 puzzles (5 invalid skipped)"), lines.get(0));
        assertTrue(lines.get(1).startsWith("skipped line 2: 3 cells: neither"), lines.get(1));
        assertTrue(lines.get(2).startsWith("skipped line 4: r1c1 and r1c2 both hold 1"), lines.get(2));
        assertTrue(lines.get(3).startsWith("skipped line 5: 80 cells"), lines.get(3));
        assertEquals("skipped 2 more invalid puzzles", lines.get(4));
    }

    @Test
    void anUpdateBudgetStopsTheSearchWithALineThatSaysSo() {
        CliRun run = CliRun.of("exact-cover", "--count", "--example", "queens12", "--budget", "1000000");
        assertEquals(1, run.exitCode(), run.err());
        String[] lines = run.out().split("\n");
        assertEquals(1, lines.length, run.out());
        assertTrue(lines[0].matches("stopped by --budget 1000000 after \\d+ updates: at least \\d+ solutions"), lines[0]);
    }

    @Test
    void aTimeBudgetStopsAListingToo() {
        CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> CliRun.of("exact-cover", "--example", "queens16", "--budget", "300ms"));
        assertEquals(1, run.exitCode(), run.err());
        String[] lines = run.out().split("\n");
        assertTrue(lines[lines.length - 1].matches("stopped by --budget 300ms after \\d+ updates: \\d+ solutions so far"),
                lines[lines.length - 1]);
        assertEquals("", lines[lines.length - 2], "a blank line after the last solution");
    }

    @Test
    void aSearchThatEndsWithinItsBudgetSaysNothingMore() {
        CliRun run = CliRun.of("exact-cover", "--count", "--example", "queens8", "--budget", "10s");
        assertEquals(0, run.exitCode());
        assertEquals("92\n", run.out());
    }

    @Test
    void aBadBudgetIsRefused() {
        CliRun run = CliRun.of("exact-cover", "--count", "--example", "queens8", "--budget", "soon");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("'soon' is not a budget"), run.err());
    }
}
