package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sudoku commands answer every puzzle they can read, each on its own line, in bounded time
 * (issue 16): unreadable files are reported and the others answered, files are UTF-8, a closed
 * output stops the run, and a search that runs too long gives up with a line that says so.
 */
class EveryPuzzleAnsweredTest {
    static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
    static final String ESCARGOT_SOLVED =
            "162857493534129678789643521475312986913586742628794135356478219241935867897261354";
    /** Issue 16's pigeonhole: nine digits need the eight cells of row 1 left of column 9. */
    static final String PIGEONHOLE_16 = "........................174.293.........285.176.........396.485.........41.832.7"
            + "........52.961.8........63..54..........7...9...........8.147.23........9.258.16..........36..45"
            + "..........7...9..........481.372.........592.681.........6.3.5.4...........7...9";

    @TempDir
    Path dir;

    record Result(int code, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    static Result run(byte[] stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream(stdin));
            int code = DlxCli.newCommandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
            return new Result(code, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }

    static Result run(String stdin, String... args) {
        return run(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    /** Issue 26.9: '-' twice read standard input closed by the first: "cannot read standard input after 0 puzzles: Stream closed". */
    @Test
    void standardInputNamedTwiceIsReadOnceWithoutAComplaint() {
        for (String command : List.of("solve", "count")) {
            Result result = run(ESCARGOT + "\n", command, "-", "-");
            assertEquals("", result.err(), command);
            assertEquals(1, result.lines().size(), command);
            assertEquals(0, result.code(), command);
        }
    }

    /** Tried as a user: a gzip file renamed .txt gave one "not UTF-8" line per line of it. */
    @Test
    void aRenamedArchiveIsSaidOnceForWhatItIs() throws IOException {
        java.io.ByteArrayOutputStream zipped = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(zipped)) {
            gz.write((ESCARGOT + "\n").repeat(200).getBytes(StandardCharsets.UTF_8));
        }
        Path renamed = Files.write(dir.resolve("puzzles.txt"), zipped.toByteArray());
        Path good = Files.writeString(dir.resolve("good.txt"), ESCARGOT + "\n");
        Result result = run("", "solve", renamed.toString(), good.toString());
        assertEquals(2, result.code());
        assertEquals(List.of(ESCARGOT_SOLVED), result.lines());
        assertEquals("solve: cannot read '" + renamed + "': it is gzip-compressed, not text; unpack it and give the puzzle "
                + "file inside", result.err().strip());
        Result piped = run(zipped.toByteArray(), "count", "-");
        assertEquals("", piped.out());
        assertTrue(piped.err().startsWith("count: cannot read standard input: it is gzip-compressed"), piped.err());
    }

    @Test
    void aMissingFileIsReportedAndTheFilesAroundItAreAnswered() throws IOException {
        Path good = Files.writeString(dir.resolve("good.txt"), ESCARGOT + "\n");
        String missing = dir.resolve("nosuch.txt").toString();
        Result result = run("", "solve", good.toString(), missing, good.toString());
        assertEquals(2, result.code());
        assertEquals(List.of(ESCARGOT_SOLVED, ESCARGOT_SOLVED), result.lines());
        assertEquals("solve: cannot read '" + missing + "': no such file, and no library puzzle of that name",
                result.err().strip().replaceAll(" \\(library: .*\\)$", ""));
    }

    @Test
    void aFileIsReadAsUtf8WithItsByteOrderMarkSkippedAndANonAsciiCharacterNamedByColumn() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        bytes.write((ESCARGOT + "\n").getBytes(StandardCharsets.UTF_8));
        bytes.write((ESCARGOT.substring(0, 4) + "é" + ESCARGOT.substring(5) + "\n").getBytes(StandardCharsets.UTF_8));
        Path file = Files.write(dir.resolve("utf8.txt"), bytes.toByteArray());
        Result result = run("", "solve", file.toString());
        assertEquals(List.of(ESCARGOT_SOLVED,
                "invalid: line 2, column 5: 'é' (U+00E9) is not ASCII: cells are digits, letters or . 0 _ - *"),
                result.lines());
    }

    @Test
    void aByteThatIsNotUtf8IsReportedAtItsColumnAndTheNextLinesAreRead() throws IOException {
        byte[] latin1 = (ESCARGOT.substring(0, 4) + "é" + ESCARGOT.substring(5) + "\n" + ESCARGOT + "\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        Path file = Files.write(dir.resolve("latin1.txt"), latin1);
        Result result = run("", "solve", file.toString());
        assertEquals(List.of("invalid: line 1, column 5: bytes that are not UTF-8 (read as U+FFFD): save the file as UTF-8 text",
                ESCARGOT_SOLVED), result.lines());
    }

    /** Runs with an output that fails after {@code chars} characters; counts the writes tried after that. */
    static int[] withClosingOutput(int chars, String stdin, String... args) {
        int[] tries = new int[2]; // exit code, writes after the failure
        Writer closing = new Writer() {
            private int written;

            @Override
            public void write(char[] buffer, int offset, int length) throws IOException {
                written += length;
                if (written > chars) {
                    tries[1]++;
                    throw new IOException("Broken pipe");
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            tries[0] = DlxCli.newCommandLine(new PrintWriter(closing), new PrintWriter(new StringWriter())).execute(args);
        } finally {
            System.setIn(saved);
        }
        return tries;
    }

    @Test
    void aClosedOutputStopsSolveCountAndGenerateWithExitOne() {
        String many = (ESCARGOT + "\n").repeat(3000);
        for (String command : List.of("solve", "count")) {
            int[] run = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> withClosingOutput(100, many, command));
            assertEquals(1, run[0], command);
            assertTrue(run[1] <= 2, command + " went on writing into a closed output: " + run[1] + " writes");
        }
        int[] generate = withClosingOutput(10, "", "generate", "--size", "4", "--count", "200", "--seed", "1");
        assertEquals(1, generate[0]);
        assertTrue(generate[1] <= 2, "generate went on writing: " + generate[1] + " writes");
    }

    @Test
    void aSearchOverItsNodeLimitGivesUpWithALineAndTheNextPuzzleIsAnswered() {
        String input = PIGEONHOLE_16 + "\n" + ESCARGOT + "\n";
        Result result = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> run(input, "solve", "--method", "dlx", "--max-nodes", "20000"));
        assertEquals(2, result.lines().size(), result.out());
        assertTrue(result.lines().get(0).matches("given up after \\d+ nodes"), result.lines().get(0));
        long nodes = Long.parseLong(result.lines().get(0).replaceAll("\\D", ""));
        assertTrue(nodes >= 20000 && nodes < 30000, "stopped near the limit: " + nodes);
        assertEquals(ESCARGOT_SOLVED, result.lines().get(1));
        assertEquals(1, result.code(), "a puzzle given up is not a settled answer");
    }

    @Test
    void anAnswerIsWrittenOutWhileALongSearchAfterItRuns() {
        long[] firstWrite = {0};
        Writer timed = new Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) {
                if (firstWrite[0] == 0) {
                    firstWrite[0] = System.nanoTime();
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream((ESCARGOT + "\n" + PIGEONHOLE_16 + "\n").getBytes(StandardCharsets.UTF_8)));
            int code = DlxCli.newCommandLine(new PrintWriter(timed), new PrintWriter(new StringWriter()))
                    .execute("solve", "--method", "dlx", "--max-nodes", "1500000");
            long end = System.nanoTime();
            assertEquals(1, code);
            assertTrue(firstWrite[0] != 0 && end - firstWrite[0] > 500_000_000L,
                    "the first answer waited for the second puzzle: written " + (end - firstWrite[0]) / 1_000_000 + " ms before the end");
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void countGivesUpToo() {
        Result result = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> run(PIGEONHOLE_16 + "\n" + ESCARGOT + "\n", "count", "--method", "dlx", "--max-nodes", "20000"));
        assertEquals(1, result.code());
        assertEquals(2, result.lines().size(), result.out());
        assertTrue(result.lines().get(0).matches("given up after \\d+ nodes"), result.out());
        assertEquals("1", result.lines().get(1));
    }

    @Test
    void theNodeLimitCountsFromTheLastSolutionSoCountingManySolutionsIsNotCutShort() {
        // 288 solutions of the empty 4x4, each a few nodes from the last: a limit of 50 nodes
        // would stop a count of all of them if it counted from the start.
        long allNodes = new dlxviz.sudoku.BitmaskSolver(new dlxviz.sudoku.BoxShape(2, 2))
                .count(dlxviz.sudoku.Grid.empty(new dlxviz.sudoku.BoxShape(2, 2)), 1000).nodes();
        assertTrue(allNodes > 500, "the whole count takes " + allNodes + " nodes");
        Result result = run("................\n", "count", "--max-nodes", "50");
        assertEquals(0, result.code(), result.out());
        assertEquals(List.of("288"), result.lines());
    }

    @Test
    void anEffortLimitBelowOneIsRefused() {
        Result result = run(ESCARGOT, "solve", "--max-nodes", "-3");
        assertEquals(2, result.code());
        assertTrue(result.err().contains("--max-nodes must be 0 (no limit) or positive, not -3"), result.err());
        assertFalse(result.err().contains("Exception"), result.err());
    }
}
