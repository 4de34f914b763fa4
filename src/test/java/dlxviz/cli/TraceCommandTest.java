package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class TraceCommandTest {

    private static final String KNUTH = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

    private static List<String> traceLines(String... args) {
        CliRun run = CliRun.withInput(KNUTH, args);
        assertEquals(0, run.exitCode(), run.err());
        return Arrays.stream(run.out().split("\n")).map(String::strip).toList();
    }

    @Test
    void startsWithTheChoiceAndCoverOfTheShortestItem() {
        List<String> lines = traceLines("trace", "-");
        assertEquals(List.of(
                "choose item A (2 options) at level 0",
                "cover item A at level 0",
                "unlink header A (between root and B)",
                "hide node 14 (A D G) from column D",
                "hide node 15 (A D G) from column G",
                "hide node 22 (A D) from column D",
                "try option 2 (A D G) at level 0"), lines.subList(0, 7));
    }

    @Test
    void linkChangesAddUpToDlx1sUpdateCount() {
        List<String> lines = traceLines("trace", "--stats", "-");
        long updates = lines.stream().filter(l -> l.startsWith("unlink header") || l.startsWith("hide node")).count();
        long restores = lines.stream().filter(l -> l.startsWith("relink header") || l.startsWith("restore node")).count();
        assertEquals(30, updates);
        assertEquals(updates, restores, "every change is undone by the end");
        assertEquals("solutions=1 nodes=6 updates=30", lines.get(lines.size() - 1));
        assertTrue(lines.contains("solution 1: A D; C E F; B G"), String.join("\n", lines));
        assertTrue(lines.contains("dead end: item E has no option left at level 2"));
        assertEquals("search finished: 1 solution", lines.get(lines.size() - 2));
    }

    @Test
    void knuthsColourExampleTracesItsPurifiesAndCountsAsDlx2() {
        CliRun run = CliRun.of("trace", "--stats", "--example", "knuth-colours");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().map(String::strip).toList();
        // DLX2: 14 updates, 5 cleansings (a purify and a node cleansed each count one)
        long updates = lines.stream().filter(l -> l.startsWith("unlink header") || l.startsWith("hide node")).count();
        long cleansings = lines.stream().filter(l -> l.startsWith("purify item") || l.startsWith("cleanse node")).count();
        assertEquals(14, updates);
        assertEquals(5, cleansings);
        assertTrue(lines.contains("purify item X to colour 0 (node 9) at level 0"), run.out());
        assertTrue(lines.contains("cleanse node 18 (B X:1) in column X"), run.out());
        assertEquals("solutions=1 nodes=4 updates=14 cleansings=5", lines.get(lines.size() - 1));
    }

    @Test
    void limitStopsRightAfterTheNthSolution() {
        CliRun run = CliRun.of("trace", "--limit", "1", "--example", "queens4");
        String[] lines = run.out().split("\n");
        assertTrue(lines[lines.length - 2].strip().startsWith("solution 1: Q r"), lines[lines.length - 2]);
        assertEquals("stopped after 1 solution", lines[lines.length - 1]);
    }

    @Test
    void maxEventsStopsAfterThatManyLines() {
        CliRun run = CliRun.of("trace", "--max-events", "5", "--example", "knuth");
        assertEquals(6, run.out().split("\n").length);
        assertTrue(run.out().endsWith("stopped after 5 events\n"));
    }

    @Test
    void linesAreIndentedBySearchLevel() {
        CliRun run = CliRun.of("trace", "--example", "knuth");
        assertTrue(run.out().contains("\n  choose item B (1 option) at level 1\n"), run.out());
        assertTrue(run.out().contains("\n    unlink header B (between root and C)\n"), run.out());
    }

    @Test
    void badInputExitsWith2NamingLineAndToken() {
        CliRun run = CliRun.withInput("A B\nA\nC\n", "trace", "-");
        assertEquals(2, run.exitCode());
        assertEquals("trace: <stdin>: line 3, column 1: unknown item 'C'\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void stopsWhenItsOutputIsClosedInsteadOfRunningOn() {
        // Billions of lines otherwise; a closed pipe must end the command promptly, with exit 1.
        int code = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
                () -> CliRun.withClosingOutput(10_000, "trace", "--example", "pentomino6x10"));
        assertEquals(1, code);
    }

    @Test
    void secondaryItemsUnlinkFromTheSecondaryRootsList() {
        CliRun run = CliRun.withInput("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n", "trace", "-");
        List<String> lines = Arrays.stream(run.out().split("\n")).map(String::strip).toList();
        assertTrue(lines.contains("unlink header G (between F and secondary root)"), run.out());
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("choose item F") || l.startsWith("choose item G")),
                "secondary items are never chosen");
    }
    /** The longest line a trace may print: a cut option, two cut names and the deepest indent. */
    private static final int LONGEST_LINE = 300;

    @Test
    void aWideOptionIsCutSoTheOutputGrowsWithTheEventsNotTheirWidth() {
        // 3,000 items in each of two options: every "hide node" line quoted the whole option
        // (26,000 characters), so 18,000 lines were 156 MB.
        StringBuilder items = new StringBuilder();
        for (int k = 0; k < 3000; k++) {
            items.append(k == 0 ? "" : " ").append("item").append(k);
        }
        String wide = items + "\n" + items + "\n" + items + "\n";
        CliRun run = CliRun.withInput(wide, "trace", "-");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(run.out().length() <= (long) lines.size() * LONGEST_LINE,
                run.out().length() + " characters in " + lines.size() + " lines");
        assertTrue(lines.contains("  hide node 3003 (item0 item1 item2 item3 item4 item5 item... (25,889 characters)) "
                + "from column item1"), lines.subList(0, 5).toString());
    }

    @Test
    void aDeepSearchStopsIndentingSoTheOutputGrowsWithTheEventsNotTheirDepth() {
        // 2,000 items of one option each: the search goes 2,000 levels deep, and lines were
        // indented two spaces a level, 4,000 spaces at the bottom.
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < 2000; k++) {
            text.append(k == 0 ? "" : " ").append("i").append(k);
        }
        text.append('\n');
        for (int k = 0; k < 2000; k++) {
            text.append("i").append(k).append('\n');
        }
        CliRun run = CliRun.withInput(text.toString(), "trace", "-");
        assertEquals(0, run.exitCode(), run.err());
        // a solution's line lists its options (here 2,000): it is the solution, printed once
        List<String> lines = run.out().lines().filter(l -> !l.strip().startsWith("solution ")).toList();
        assertTrue(lines.stream().allMatch(l -> l.length() <= LONGEST_LINE),
                lines.stream().mapToInt(String::length).max().orElse(0) + " characters in the longest line");
        assertTrue(run.out().contains("\n" + "  ".repeat(TraceCommand.DEEPEST_INDENT) + "choose item i1999 (1 option) at level 1999\n"));
    }

    @Test
    void controlCharactersInNamesAreEscaped() {
        CliRun run = CliRun.withInput("A\u0007 B\u001b[31m\nA\u0007 B\u001b[31m\n", "trace", "-");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("choose item A\\u0007 (1 option) at level 0\n"), run.out());
        assertTrue(run.out().contains("hide node 5 (A\\u0007 B\\u001b[31m) from column B\\u001b[31m\n"), run.out());
        assertTrue(run.out().chars().noneMatch(c -> c < 32 && c != '\n'), run.out());
    }
}
