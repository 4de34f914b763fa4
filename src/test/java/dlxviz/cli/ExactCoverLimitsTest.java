package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * exact-cover and trace (and slides, which reads the same files) on inputs without end, too wide
 * for the heap, without solutions, with large numbers (issue 26.3, 26.8, 26.9).
 */
class ExactCoverLimitsTest {
    @TempDir
    Path dir;

    @Test
    void noSolutionSaysSoOnStandardErrorAsDlx1Does() throws IOException {
        Path file = Files.writeString(dir.resolve("none.dlx"), "A B\nA\n");
        CliRun run = CliRun.of("exact-cover", file.toString());
        assertEquals(0, run.exitCode());
        assertEquals("", run.out());
        // DLX1: "Altogether 0 solutions, 48+15 mems, 1 updates, 128 bytes, 1 nodes, ccost 33%." on stderr
        assertEquals("Altogether 0 solutions, 1 updates, 1 nodes.\n", run.err());
    }

    @Test
    void devZeroIsStoppedAtTheLineCapWithAMessage() {
        CliRun run = CliRun.of("exact-cover", "/dev/zero");
        assertEquals(2, run.exitCode());
        assertEquals("exact-cover: /dev/zero: line 1: the line is longer than 8,388,608 bytes (8 MiB), "
                + "the longest line this reader takes\n", run.err());
        CliRun trace = CliRun.of("trace", "/dev/zero");
        assertEquals(2, trace.exitCode());
        assertTrue(trace.err().startsWith("trace: /dev/zero: line 1: the line is longer than"), trace.err());
    }

    @Test
    void countsAreReadAlikeInEveryOption() {
        CliRun limit = CliRun.of("exact-cover", "--example", "queens6", "--count", "--limit", "1e6");
        assertEquals(0, limit.exitCode(), limit.err());
        assertEquals("4\n", limit.out());
        CliRun budget = CliRun.of("exact-cover", "--example", "queens6", "--count", "--budget", "1e99");
        assertEquals(2, budget.exitCode());
        assertTrue(budget.err().contains("'1e99' is too large: at most 9,223,372,036,854,775,807 updates"), budget.err());
        CliRun huge = CliRun.of("exact-cover", "--example", "queens6", "--count", "--limit", "1e99");
        assertEquals(2, huge.exitCode());
        assertTrue(huge.err().contains("'1e99' is too large: at most 9,223,372,036,854,775,807"), huge.err());
        CliRun half = CliRun.of("trace", "--example", "knuth", "--max-events", "2.5");
        assertEquals(2, half.exitCode());
        assertTrue(half.err().contains("'2.5' is not a whole number"), half.err());
        assertEquals(1_000_000L, WholeNumber.parse("1_000_000", Long.MAX_VALUE));
        assertEquals(2_500_000_000L, WholeNumber.parse("2.5e9", Long.MAX_VALUE));
    }

    /** Keeps only the last line written and counts lines: a default-limited trace is 70 MB of text. */
    private static final class LastLine extends Writer {
        final StringBuilder last = new StringBuilder();
        final StringBuilder current = new StringBuilder();
        long lines;

        @Override
        public void write(char[] buffer, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                if (buffer[i] == '\n') {
                    last.setLength(0);
                    last.append(current);
                    current.setLength(0);
                    lines++;
                } else {
                    current.append(buffer[i]);
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    @Test
    void traceStopsAtItsDefaultLimitAndSaysHowToGoOn() {
        LastLine out = new LastLine();
        StringWriter err = new StringWriter();
        CommandLine cli = DlxCli.newCommandLine(new PrintWriter(out), new PrintWriter(err));
        int code = cli.execute("trace", "--example", "queens12");
        assertEquals(0, code, err.toString());
        assertEquals(TraceCommand.DEFAULT_MAX_EVENTS + 1, out.lines);
        assertEquals("stopped after 1000000 events, the default limit: give --max-events N for more, "
                + "or --max-events 0 for no limit", out.last.toString());
        assertTrue(CliRun.of("trace", "--help").out().contains("default 1000000"));
    }

    @Test
    void theCountShowsProgressOnlyWhenAskedAndTheInterruptPrintsTheCountSoFar() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        AtomicLong now = new AtomicLong();
        CountWatch watch = CountWatch.forTest(new PrintWriter(out), new PrintWriter(err), true, now::get);
        watch.update(() -> "5 solutions so far");
        assertEquals("", err.toString(), "quiet for the first second");
        now.set(1_500_000_000L);
        watch.update(() -> "7 solutions so far");
        assertEquals("\rexact-cover: 7 solutions so far, 2 s (Ctrl-C stops and prints the count)", err.toString());
        watch.interrupted();
        assertTrue(out.toString().equals("interrupted: 7 solutions so far\n"), out.toString());
        watch.close();
        StringWriter quietErr = new StringWriter();
        CountWatch offTerminal = CountWatch.forTest(new PrintWriter(out), new PrintWriter(quietErr), false, now::get);
        now.set(9_000_000_000L);
        offTerminal.update(() -> "8 solutions so far");
        offTerminal.close();
        offTerminal.interrupted();
        assertEquals("", quietErr.toString(), "no progress line off a terminal");
        assertEquals("interrupted: 7 solutions so far\n", out.toString(), "nothing more once the count ended");
    }

    private static Process java(String heap, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap,
                "-cp", System.getProperty("java.class.path"), "dlxviz.Launcher"));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).start();
    }

    /** Writes "A B\n" lines into the process until it stops reading. */
    private static Thread endless(Process process) {
        Thread writer = new Thread(() -> {
            byte[] block = "A B\n".repeat(4096).getBytes(StandardCharsets.US_ASCII);
            try (OutputStream in = process.getOutputStream()) {
                while (true) {
                    in.write(block);
                }
            } catch (IOException closed) {
                // the process stopped reading: its answer is what the test checks
            }
        });
        writer.setDaemon(true);
        writer.start();
        return writer;
    }

    @Test
    void anEndlessStreamRunsOutOfMemoryWithAMessageNotAStackTrace() throws Exception {
        for (String command : List.of("exact-cover", "trace")) {
            Process process = java("-Xmx48m", command, "-");
            endless(process);
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), command + " ended");
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(2, process.exitValue(), err);
            assertTrue(err.startsWith(command + ": <stdin>: out of memory at line "), err);
            assertTrue(err.contains("the Java heap's limit is 48 MB: give Java more with -Xmx"), err);
            assertFalse(err.contains("OutOfMemoryError") || err.contains("\tat "), err);
        }
    }

    /** An item line too wide for the heap: the reader ran out while reading line 1 and said "at line 0" (its count of lines read). */
    @Test
    void anItemLineTooWideForTheHeapIsNamedAsTheLineBeingRead() throws Exception {
        Path wide = dir.resolve("wide.dlx");
        String items = itemNames(800_000);
        Files.writeString(wide, items + "\n" + items + "\n");
        for (String command : List.of("exact-cover", "trace")) {
            List<String> args = command.equals("trace") ? List.of(command, wide.toString()) : List.of(command, "--count", wide.toString());
            String err = failsWith(2, java("-Xmx16m", args.toArray(new String[0])), command);
            assertTrue(err.startsWith(command + ": " + wide + ": out of memory at line 1, after 0 options; "
                    + "the Java heap's limit is 16 MB: give Java more with -Xmx"), err);
        }
    }

    /**
     * slides let the reader's message through bare, to the catch-all: "error: out of memory at line 1, after 0
     * options", without the file or the hint that exact-cover gives.
     */
    @Test
    void slidesNamesTheFileAndTheHintWhenTheReaderRunsOutOfMemory() throws Exception {
        Path items100k = dir.resolve("items100k.dlx");
        Files.writeString(items100k, itemNames(100_000) + "\nitem0 item1\nitem2 item3\n");
        String err = failsWith(2, java("-Xmx32m", "slides", items100k.toString(), "--steps", "0..1",
                "--out", dir.resolve("o").toString()), "slides");
        assertTrue(err.startsWith("slides: " + items100k + ": out of memory at line 1, after 0 options; "
                + "the Java heap's limit is 32 MB: give Java more with -Xmx"), err);
    }

    private static String itemNames(int count) {
        StringBuilder names = new StringBuilder();
        for (int k = 0; k < count; k++) {
            names.append(k == 0 ? "" : " ").append("item").append(k);
        }
        return names.toString();
    }

    /** What the process wrote on stderr, once it ended with {@code code} and wrote no stack trace. */
    private static String failsWith(int code, Process process, String command) throws Exception {
        process.getOutputStream().close();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), command + " ended");
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(code, process.exitValue(), command + ": " + err);
        assertFalse(err.contains("OutOfMemoryError") || err.contains("\tat "), err);
        return err;
    }

    @Test
    void ctrlCPrintsTheCountSoFar() throws Exception {
        Path output = dir.resolve("out.txt");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-Ddlxviz.terminal=on", "-cp", System.getProperty("java.class.path"), "dlxviz.Launcher",
                "exact-cover", "--count", "--threads", "1", "--example", "queens20");
        Process process = new ProcessBuilder(command).redirectOutput(output.toFile()).start();
        try {
            // the progress line (on stderr, as on a terminal) once it counts solutions: the count is
            // under way and its Ctrl-C hook in place
            CountDownLatch counting = new CountDownLatch(1);
            Thread reader = new Thread(() -> readProgress(process.getErrorStream(), counting));
            reader.setDaemon(true);
            reader.start();
            assertTrue(counting.await(120, TimeUnit.SECONDS), "a progress line with solutions");
            // Ctrl-C sends SIGINT to the process
            assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor());
            assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        } finally {
            process.destroyForcibly();
        }
        String out = Files.readString(output);
        assertTrue(out.matches("interrupted: [0-9,]+ solutions so far, [0-9,]+ updates\n"), out);
        assertFalse(out.startsWith("interrupted: 0 solutions"), out);
        assertEquals(130, process.exitValue());
    }

    /**
     * Reads the progress frames ("\rexact-cover: 1,234 solutions so far, ...") to the stream's end,
     * counting {@code counting} down at the first that has found a solution.
     */
    private static void readProgress(InputStream err, CountDownLatch counting) {
        Pattern found = Pattern.compile("exact-cover: [1-9][0-9,]* solutions so far");
        StringBuilder frame = new StringBuilder();
        try (Reader in = new InputStreamReader(err, StandardCharsets.UTF_8)) {
            for (int ch = in.read(); ch >= 0; ch = in.read()) {
                if (ch == '\r' || ch == '\n') {
                    frame.setLength(0);
                } else {
                    frame.append((char) ch);
                    if (ch == 'r' && found.matcher(frame).matches()) { // read as it comes: the frame's end waits for the next
                        counting.countDown();
                    }
                }
            }
        } catch (IOException ended) {
            // the process went away: the test's wait says what was missing
        }
    }
}
