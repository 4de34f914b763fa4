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
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code exact-cover --show} and {@code --shape} against Knuth's DLX1 itself: its standard error
 * and shape files for the same inputs, made with the commands in
 * {@code src/test/resources/dlx1/README.md}, compared line by line, after taking out of DLX1's
 * lines only the mems, bytes and ccost that the engine does not count.
 */
class Dlx1OutputsTest {
    private static final String EVERYTHING = "basics,choices,details,profile,full-state,totals,max-degree";
    /** In a state report: " 0 solutions, 78 mems, and max level 1 so far." */
    private static final Pattern STATE_MEMS = Pattern.compile("^( \\d+ solutions,) \\d+ mems,( and max level \\d+ so far\\.)$");
    /** "Altogether 1 solution, 418+468 mems, 30 updates, 620 bytes, 6 nodes, ccost 7%." */
    private static final Pattern ALTOGETHER = Pattern.compile(
            "^(Altogether \\d+ solutions?), \\d+\\+\\d+ mems(, \\d+ updates), \\d+ bytes(, \\d+ nodes), ccost \\d+%(\\.)$");

    @TempDir
    Path dir;

    private static String resource(String name) throws IOException {
        try (InputStream in = Dlx1OutputsTest.class.getResourceAsStream("/dlx1/" + name)) {
            if (in == null) {
                throw new IOException("no test resource /dlx1/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** DLX1's lines with its mems, bytes and ccost taken out, and nothing else changed. */
    static List<String> withoutMems(String dlx1Output) {
        List<String> lines = new ArrayList<>();
        for (String line : dlx1Output.split("\n", -1)) {
            var state = STATE_MEMS.matcher(line);
            var altogether = ALTOGETHER.matcher(line);
            if (state.matches()) {
                line = state.group(1) + state.group(2);
            } else if (altogether.matches()) {
                line = altogether.group(1) + altogether.group(2) + altogether.group(3) + altogether.group(4);
            }
            lines.add(line);
        }
        return lines;
    }

    /** Runs exact-cover with every --show and --shape, and compares both with DLX1's files for {@code fixture}. */
    private void assertSameAsDlx1(String fixture, String... problem) throws IOException {
        Path shape = dir.resolve(fixture + ".shape");
        List<String> args = new ArrayList<>(List.of("exact-cover", "--count", "--show", EVERYTHING,
                "--shape", shape.toString()));
        args.addAll(List.of(problem));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.err());
        List<String> expected = withoutMems(resource(fixture + ".v2951-d1.err"));
        List<String> actual = List.of(run.err().split("\n", -1));
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), fixture + ", line " + (i + 1));
        }
        assertEquals(expected.size(), actual.size(), fixture + ": number of lines");
        assertEquals(resource(fixture + ".shape"), Files.readString(shape), fixture + ": shape file");
    }

    private void assertFileSameAsDlx1(String name) throws IOException {
        Path input = dir.resolve(name + ".dlx");
        Files.writeString(input, resource(name + ".dlx"));
        assertSameAsDlx1(name, input.toString());
    }

    @Test
    void knuthsOwnExampleWithSecondaryItems() throws IOException {
        assertFileSameAsDlx1("knuth-secondary");
    }

    @Test
    void knuthsExampleAllPrimaryAsAFileAndAsTheBuiltInExample() throws IOException {
        assertFileSameAsDlx1("knuth");
        assertSameAsDlx1("knuth", "--example", "knuth");
    }

    @Test
    void eightQueensAsAFileAndAsTheBuiltInExample() throws IOException {
        assertFileSameAsDlx1("queens8");
        assertSameAsDlx1("queens8", "--example", "queens8");
    }

    @Test
    void eightQueensStoppedAfterFiveSolutionsEndsWithTheLengthsOfThatMoment() throws IOException {
        Path input = dir.resolve("queens8.dlx");
        Files.writeString(input, resource("queens8.dlx"));
        assertSameAsDlx1("queens8-t5", input.toString(), "--limit", "5");
    }

    @Test
    void langfordPairsForSevenAsAFileAndAsTheBuiltInExample() throws IOException {
        assertFileSameAsDlx1("langford7");
        assertSameAsDlx1("langford7", "--example", "langford7");
    }

    @Test
    void aSudokuAsAFileAndAsTheBuiltInExample() throws IOException {
        assertFileSameAsDlx1("medium-1");
        assertSameAsDlx1("medium-1", "--example", "medium-1");
    }

    @Test
    void aLoneCarriageReturnInsideALineIsABlankAsInDlx1() throws IOException {
        // "A\rB" is one option of two items to DLX1, and "\r\n" one line end (issue 33)
        assertFileSameAsDlx1("lone-cr");
        Path input = dir.resolve("lone-cr.dlx");
        CliRun stats = CliRun.of("exact-cover", "--count", "--threads", "1", "--stats", input.toString());
        assertEquals("5\nsolutions=5 nodes=12 updates=26\n", stats.out(), "DLX1: Altogether 5 solutions, 26 updates, 12 nodes");
    }

    @Test
    void aLatin1ByteInACommentIsReadAsDlx1ReadsIt() throws IOException {
        Path input = dir.resolve("latin1-comment.dlx");
        try (InputStream in = Dlx1OutputsTest.class.getResourceAsStream("/dlx1/latin1-comment.dlx")) {
            Files.write(input, in.readAllBytes()); // the bytes as they are: "| Probl\xe8me"
        }
        assertEquals((byte) 0xE8, Files.readAllBytes(input)[7], "the fixture holds the Latin-1 byte");
        assertSameAsDlx1("latin1-comment", input.toString());
    }

    @Test
    void onlyMemsBytesAndCcostAreTakenOutOfDlx1sLines() throws IOException {
        String dlx1 = resource("knuth-secondary.v2951-d1.err");
        List<String> kept = withoutMems(dlx1);
        List<String> original = List.of(dlx1.split("\n", -1));
        int changed = 0;
        for (int i = 0; i < original.size(); i++) {
            if (!original.get(i).equals(kept.get(i))) {
                changed++;
                assertTrue(original.get(i).contains(" mems"), original.get(i));
            }
        }
        assertEquals(4 + 1, changed, "four state reports and the Altogether line");
        assertTrue(kept.contains("Altogether 1 solution, 30 updates, 6 nodes."), kept.toString());
        assertTrue(kept.contains(" 0 solutions, and max level 2 so far."), kept.toString());
    }

    @Test
    void eachKindAloneGivesOnlyItsOwnLines() {
        // DLX1 with v2 alone prints only its L lines (and no Altogether line without v1).
        CliRun choices = CliRun.of("exact-cover", "--example", "knuth", "--count", "--show", "choices");
        assertEquals(0, choices.exitCode(), choices.err());
        assertTrue(choices.err().lines().allMatch(line -> line.matches("L\\d: .* \\(\\d of \\d\\)")), choices.err());
        CliRun profile = CliRun.of("exact-cover", "--example", "knuth", "--count", "--show", "profile");
        assertEquals("Profile:\n  0: 1\n  1: 2\n  2: 2\n  3: 1\n", profile.err());
        assertEquals("1\n", profile.out());
    }

    @Test
    void solutionsStillGoToStandardOutput() {
        CliRun run = CliRun.of("exact-cover", "--example", "knuth", "--show", "basics");
        assertEquals("A D\nC E F\nB G\n", run.out());
        assertEquals("(6 options, 7+0 items, 22 entries successfully read)\n"
                + "Altogether 1 solution, 30 updates, 6 nodes.\n", run.err());
    }

    @Test
    void badShowValuesAndCombinationsExitWith2() {
        CliRun unknown = CliRun.of("exact-cover", "--example", "knuth", "--show", "choices,mems");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("'mems' is not one of DLX1's outputs; use basics, choices, details, "
                + "profile, full-state, totals, max-degree"), unknown.err());
        CliRun threads = CliRun.of("exact-cover", "--example", "knuth", "--count", "--show", "choices",
                "--threads", "2");
        assertEquals(2, threads.exitCode());
        assertTrue(threads.err().contains("takes one thread"), threads.err());
        CliRun bench = CliRun.of("exact-cover", "--example", "knuth", "--bench", "--show", "profile");
        assertEquals(2, bench.exitCode());
        assertTrue(bench.err().contains("not with --bench"), bench.err());
    }

    @Test
    void aShapeFileThatCannotBeWrittenExitsWith2AndSaysWhere() {
        Path nowhere = dir.resolve("no-such-folder").resolve("tree.shape");
        CliRun run = CliRun.of("exact-cover", "--example", "knuth", "--shape", nowhere.toString());
        assertEquals(2, run.exitCode());
        assertEquals("", run.out());
        assertEquals("exact-cover: cannot write the shape file '" + nowhere + "': no such folder\n", run.err());
    }
}
