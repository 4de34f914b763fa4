package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26's file of a million options (5.9 MB) counted in a heap of 76 MB, in a process of its
 * own: DLX1 holds it in 48 MB, and so does the torus now (its live heap while counting is about
 * 50 MB); the layout of an array per option and a node-to-option array needed 88 MB. A whole
 * process and a few seconds, so it runs with the slow checks ({@code mvn verify -Pchecks}); the
 * layout itself is guarded in every build by {@code CompactLayoutTest}.
 */
class MillionOptionsMemoryCheck {
    private static final String HEAP = "-Xmx76m";

    @TempDir
    Path dir;

    @Test
    void aMillionOptionsCountInAHeapOf76MbWithDlx1sCounters() throws IOException, InterruptedException {
        Path file = dir.resolve("million.dlx");
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            out.write("A |");
            for (int i = 0; i < 100; i++) {
                out.write(" b" + i);
            }
            out.write('\n');
            for (int k = 0; k < 1_000_000; k++) {
                out.write("A b" + k % 100 + "\n");
            }
        }
        assertEquals(5_900_394, Files.size(file), "the issue's file, byte for byte in size");
        Path output = dir.resolve("out.txt");
        Path errors = dir.resolve("err.txt");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), HEAP,
                "-cp", System.getProperty("java.class.path"), "dlxviz.Launcher",
                "exact-cover", file.toString(), "--count", "--threads", "1", "--stats");
        Process process = new ProcessBuilder(command).redirectOutput(output.toFile()).redirectError(errors.toFile())
                .start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "counted within two minutes");
        String err = Files.readString(errors);
        assertEquals(0, process.exitValue(), err);
        // DLX1 on the same file: Altogether 1000000 solutions, ..., 2000001 updates, ..., 1000001 nodes
        assertEquals("1000000\nsolutions=1000000 nodes=1000001 updates=2000001\n", Files.readString(output));
    }
}
