package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code exact-cover FILE} with only --count, --stats and --threads is read without picocli
 * (issue 32: picocli's set-up was a tenth of a two-thread count of pentominoes 5x12): every
 * option is set as picocli sets it, defaults included, everything else is left to picocli, and
 * a run writes what it writes through picocli, exit code, output and errors alike.
 */
class ExactCoverQuickPathTest {
    private static final String KNUTH = "src/test/resources/dlx1/knuth.dlx";
    private static final String LANGFORD = "src/test/resources/dlx1/langford7.dlx";

    private static final List<List<String>> READ_HERE = List.of(
            List.of("exact-cover", KNUTH), List.of("exact-cover", KNUTH, "--stats"),
            List.of("exact-cover", "--count", KNUTH, "--stats"), List.of("exact-cover", "-", "--count"),
            List.of("exact-cover", "--threads", "2", "--count", "--stats", LANGFORD),
            List.of("exact-cover", "--threads=0", "--count", LANGFORD), List.of("exact-cover", KNUTH, "--threads", "3"),
            List.of("exact-cover", "--stats", "no-such-file.dlx"));

    private static final List<List<String>> LEFT_TO_PICOCLI = List.of(
            List.of("exact-cover"), List.of("exact-cover", "--help"), List.of("exact-cover", "--example", "knuth"),
            List.of("exact-cover", KNUTH, KNUTH), List.of("exact-cover", KNUTH, "--count", "--count"),
            List.of("exact-cover", KNUTH, "--stats=true"), List.of("exact-cover", KNUTH, "--threads"),
            List.of("exact-cover", KNUTH, "--threads", "-1"), List.of("exact-cover", KNUTH, "--threads", "1e3"),
            List.of("exact-cover", KNUTH, "--threads", "1234567890"), List.of("exact-cover", KNUTH, "--limit", "2"),
            List.of("exact-cover", KNUTH, "--show", "basics"), List.of("exact-cover", "@args.txt"),
            List.of("exact-cover", "'a b.dlx'"), List.of("exact-cover", "--", KNUTH), List.of("exact-cover", "-x"),
            List.of("exact-cover", KNUTH, "--threads=", "--count"));

    @Test
    void plainArgumentsSetEveryOptionAsPicocliSetsIt() throws Exception {
        for (List<String> run : READ_HERE) {
            String[] args = run.toArray(new String[0]);
            ExactCoverCommand quick = QuickCommandLine.parseExactCover(args);
            assertNotNull(quick, String.join(" ", run));
            CommandLine cli = DlxCli.newCommandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
            Object picocli = cli.parseArgs(args).subcommand().commandSpec().userObject();
            assertEquals(settings(picocli), settings(quick), String.join(" ", run));
        }
    }

    @Test
    void everythingElseIsLeftToPicocli() {
        for (List<String> run : LEFT_TO_PICOCLI) {
            assertNull(QuickCommandLine.parseExactCover(run.toArray(new String[0])), String.join(" ", run));
        }
    }

    @Test
    void aRunTheQuickWayWritesWhatItWritesThroughPicocli(@TempDir Path tmp) throws Exception {
        Path bad = Files.writeString(tmp.resolve("typo.dlx"), "A B | C\nA C\nB Q\n");
        List<String[]> runs = List.of(
                new String[] {"exact-cover", KNUTH, "--stats"},
                new String[] {"exact-cover", KNUTH},
                new String[] {"exact-cover", LANGFORD, "--count", "--stats"},
                new String[] {"exact-cover", LANGFORD, "--count", "--stats", "--threads", "2"},
                new String[] {"exact-cover", KNUTH, "--threads", "2", "--stats"},
                new String[] {"exact-cover", bad.toString(), "--stats"},
                new String[] {"exact-cover", tmp.resolve("none.dlx").toString(), "--count"});
        for (String[] args : runs) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            Integer code = QuickCommandLine.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
            assertNotNull(code, String.join(" ", args));
            CliRun picocli = CliRun.of(args);
            assertEquals(picocli.exitCode() + "\n" + picocli.out() + picocli.err(), code + "\n" + out + err,
                    String.join(" ", args));
        }
    }

    /** Every option field of the command, by name, as text (the streams and picocli's spec aside). */
    private static List<String> settings(Object command) throws IllegalAccessException {
        List<String> out = new ArrayList<>();
        for (Field field : ExactCoverCommand.class.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) || field.getName().equals("spec")
                    || field.getName().equals("stdin")) {
                continue;
            }
            field.setAccessible(true);
            out.add(field.getName() + "=" + field.get(command));
        }
        return out;
    }
}
