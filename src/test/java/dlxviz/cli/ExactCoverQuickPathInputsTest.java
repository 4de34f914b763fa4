package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code exact-cover FILE [--count] [--stats] [--threads N]} run by {@link QuickCommandLine}
 * without picocli writes what picocli's path writes, exit status included, on more inputs than
 * {@code ExactCoverQuickPathTest} (no solution, an unknown item, an empty file, colours) and with
 * every option list in any order; other argument lists are left to picocli.
 */
class ExactCoverQuickPathInputsTest {
    private static final List<List<String>> OPTIONS = List.of(List.of(), List.of("--stats"), List.of("--count"),
            List.of("--count", "--stats"), List.of("--stats", "--count", "--threads", "2"),
            List.of("--count", "--threads=1"), List.of("--count", "--threads", "0", "--stats"),
            List.of("--stats", "--threads", "2"), List.of("--threads", "007", "--count"));

    private static final List<List<String>> LEFT_TO_PICOCLI = List.of(List.of("exact-cover"),
            List.of("exact-cover", "--count"), List.of("exact-cover", "a", "b"), List.of("exact-cover", "a", "--help"),
            List.of("exact-cover", "a", "--count", "--count"), List.of("exact-cover", "a", "--count=true"),
            List.of("exact-cover", "a", "--threads"), List.of("exact-cover", "a", "--threads", "-1"),
            List.of("exact-cover", "a", "--threads", "1e3"), List.of("exact-cover", "a", "--threads", "1234567890"),
            List.of("exact-cover", "a", "--threads=", "--count"), List.of("exact-cover", "@args"),
            List.of("exact-cover", "'a b'"), List.of("exact-cover", "--", "a"), List.of("exact-cover", "a", "--limit", "2"),
            List.of("exact-cover", "--example", "knuth"), List.of("exact-cover", "a", "--heuristic", "first-active"));

    @TempDir
    Path dir;

    @Test
    void plainArgumentsRunAsThroughPicocli() throws IOException {
        List<String> files = new ArrayList<>();
        files.add(write("ok.dlx", "a b c\na b\nc\na\nb c\n"));
        files.add(write("none.dlx", "a b\na\n"));
        files.add(write("unknown-item.dlx", "a b c\na b\nc q\n"));
        files.add(write("empty.dlx", ""));
        files.add(write("colours.dlx", "a b | x\na x:1\nb x:2\nb x:1\n"));
        files.add(dir.resolve("missing.dlx").toString());
        for (String file : files) {
            for (List<String> options : OPTIONS) {
                List<String> run = new ArrayList<>(List.of("exact-cover", file));
                run.addAll(options);
                String[] args = run.toArray(new String[0]);
                assertNotNull(QuickCommandLine.parseExactCover(args), String.join(" ", run));
                StringWriter out = new StringWriter();
                StringWriter err = new StringWriter();
                int code = QuickCommandLine.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
                CliRun picocli = CliRun.of(args);
                assertEquals(picocli.exitCode() + "\n" + picocli.out() + "\n" + picocli.err(),
                        code + "\n" + out + "\n" + err, String.join(" ", run));
            }
        }
    }

    @Test
    void everythingElseIsLeftToPicocli() {
        for (List<String> run : LEFT_TO_PICOCLI) {
            assertNull(QuickCommandLine.parseExactCover(run.toArray(new String[0])), String.join(" ", run));
        }
    }

    private String write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text).toString();
    }
}
