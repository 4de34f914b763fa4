package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve} and {@code count} on several threads write what one thread writes, byte for byte,
 * with the same exit status: more puzzles than a batch holds (so answers cross batches), invalid
 * lines between them, a puzzle with many solutions and one that the workers leave to the reading
 * thread (its search needs more than {@link PuzzleWorkers#QUICK_UPDATES} updates).
 */
class PuzzleWorkersTest {
    @TempDir
    Path dir;

    @Test
    void severalThreadsWriteWhatOneThreadWrites() throws IOException {
        Path file = mixedFile();
        for (String command : List.of("count", "solve")) {
            List<String> base = new ArrayList<>(List.of(command, file.toString()));
            if (command.equals("count")) {
                base.addAll(List.of("--limit", "300000"));
            }
            CliRun one = run(base, "1");
            assertEquals(2, one.exitCode(), "the invalid lines make it a bad input");
            assertTrue(one.out().lines().count() > 2 * PuzzleWorkers.BATCH, one.out().length() + " chars");
            for (String threads : List.of("2", "3")) {
                CliRun many = run(base, threads);
                assertEquals(one, many, command + " --threads " + threads);
            }
        }
    }

    /**
     * Issue 26.4: {@code solve --threads 10000} on one puzzle started 10,000 threads (9-16 s,
     * 450 MB); 100,000 ran past a minute. Threads come with the work and never outnumber the cores.
     */
    @Test
    void threadsAreBoundedByTheWorkAndTheCores() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60), () -> {
            for (String many : List.of("10000", "100000")) {
                long before = threads.getTotalStartedThreadCount();
                CliRun run = CliRun.of("solve", "ai-escargot", "--threads", many);
                assertEquals(0, run.exitCode(), run.err());
                long started = threads.getTotalStartedThreadCount() - before;
                assertTrue(started <= 2, started + " threads started for one puzzle with --threads " + many);
            }
        });
        assertEquals(Math.min(4, Runtime.getRuntime().availableProcessors()), threadsOption(4).count());
        assertEquals(Runtime.getRuntime().availableProcessors(), threadsOption(100_000).count());
    }

    private static ThreadsOption threadsOption(int n) {
        ThreadsOption option = new ThreadsOption();
        option.threads = n;
        return option;
    }

    private static CliRun run(List<String> base, String threads) {
        List<String> args = new ArrayList<>(base);
        args.addAll(List.of("--threads", threads));
        return CliRun.of(args.toArray(new String[0]));
    }

    /** The 17-clue sample twice, with bad lines, and a 6-clue grid (300,000 solutions counted: more updates than a worker spends) among them. */
    private Path mixedFile() throws IOException {
        List<String> puzzles = new ArrayList<>();
        try (InputStream in = getClass().getResourceAsStream("/dlxviz/sudoku/17-clue-sample.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    puzzles.add(line.trim());
                }
            }
        }
        List<String> lines = new ArrayList<>();
        for (int round = 0; round < 2; round++) {
            for (int k = 0; k < puzzles.size(); k++) {
                lines.add(puzzles.get(k));
                if (k % 97 == 5) {
                    lines.add("11" + puzzles.get(k).substring(2)); // two 1s in a row: invalid
                }
                if (k == 300) {
                    lines.add("1.......2.......3.......4......5..6" + ".".repeat(46)); // many solutions, long search
                }
            }
        }
        Path file = dir.resolve("mixed.txt");
        Files.write(file, lines, StandardCharsets.UTF_8);
        return file;
    }
}
