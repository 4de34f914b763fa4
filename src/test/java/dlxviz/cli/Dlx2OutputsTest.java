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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code exact-cover} on problems with colours against Knuth's DLX2 itself: its standard error
 * ({@code v2951 d1}) and shape files for the same inputs, made with the commands in
 * {@code src/test/resources/dlx2/README.md}; and the {@code --stats} line against DLX2's
 * "Altogether" figures, to the unit. On the colourless DLX1 fixtures, DLX2's figures (with 0
 * cleansings) equal DLX1's, and so do ours.
 */
class Dlx2OutputsTest {
    private static final String EVERYTHING = "basics,choices,details,profile,full-state,totals,max-degree";
    private static final Pattern STATE_MEMS = Pattern.compile("^( \\d+ solutions,) \\d+ mems,( and max level \\d+ so far\\.)$");
    /** "Altogether 1 solution, 376+268-24 mems, 14 updates, 5 cleansings, 456 bytes, 4 nodes, ccost 5%." */
    private static final Pattern ALTOGETHER = Pattern.compile("^(Altogether (\\d+) solutions?), \\d+\\+\\d+-\\d+ mems"
            + "(, (\\d+) updates, (\\d+) cleansings), \\d+ bytes(, (\\d+) nodes), ccost \\d+%(\\.)$");

    @TempDir
    Path dir;

    private static String resource(String name) throws IOException {
        try (InputStream in = Dlx2OutputsTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("no test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** DLX2's lines with its mems, bytes and ccost taken out, and nothing else changed. */
    static List<String> withoutMems(String dlx2Output) {
        List<String> lines = new ArrayList<>();
        for (String line : dlx2Output.split("\n", -1)) {
            Matcher state = STATE_MEMS.matcher(line);
            Matcher altogether = ALTOGETHER.matcher(line);
            if (state.matches()) {
                line = state.group(1) + state.group(2);
            } else if (altogether.matches()) {
                line = altogether.group(1) + altogether.group(3) + altogether.group(6) + altogether.group(8);
            }
            lines.add(line);
        }
        return lines;
    }

    /** DLX2's figures as the {@code --stats} line names them. */
    static String statsLine(String dlx2Output) {
        for (String line : dlx2Output.split("\n")) {
            Matcher m = ALTOGETHER.matcher(line);
            if (m.matches()) {
                return "solutions=" + m.group(2) + " nodes=" + m.group(7) + " updates=" + m.group(4)
                        + " cleansings=" + m.group(5);
            }
        }
        throw new AssertionError("no Altogether line in " + dlx2Output);
    }

    private Path input(String name) throws IOException {
        Path file = dir.resolve(name + ".dlx");
        Files.writeString(file, resource("/dlx2/" + name + ".dlx"));
        return file;
    }

    @ParameterizedTest
    @ValueSource(strings = {"knuth-colours", "word-rectangle", "word-rectangles", "random-01", "random-02", "random-03",
        "random-04", "random-05", "random-06", "random-07", "random-08", "random-09", "random-10", "random-11",
        "random-12", "random-13", "random-14", "random-15", "random-16"})
    void verboseLinesAndShapeFileAreDlx2s(String name) throws IOException {
        Path shape = dir.resolve(name + ".shape");
        CliRun run = CliRun.of("exact-cover", "--count", "--show", EVERYTHING, "--shape", shape.toString(),
                input(name).toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> expected = withoutMems(resource("/dlx2/" + name + ".v2951-d1.err"));
        // DLX2 warns of an option without primary items only with v1024, which v2951 leaves out.
        List<String> actual = run.err().lines().filter(line -> !line.startsWith("exact-cover: warning:")).toList();
        actual = new ArrayList<>(actual);
        actual.add(""); // DLX2's output ends with a newline
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), name + ", line " + (i + 1));
        }
        assertEquals(expected.size(), actual.size(), name + ": number of lines");
        assertEquals(resource("/dlx2/" + name + ".shape"), Files.readString(shape), name + ": shape file");
    }

    @ParameterizedTest
    @ValueSource(strings = {"knuth-colours", "word-rectangle", "word-rectangles", "random-01", "random-05",
        "random-07", "random-13", "random-16"})
    void statsLineEqualsDlx2sFiguresOnOneThreadAndOnSeveral(String name) throws IOException {
        String expected = statsLine(resource("/dlx2/" + name + ".v2951-d1.err"));
        Path file = input(name);
        for (String threads : List.of("1", "3")) {
            CliRun run = CliRun.of("exact-cover", "--count", "--stats", "--threads", threads, file.toString());
            assertEquals(0, run.exitCode(), run.err());
            String[] lines = run.out().split("\n");
            assertEquals(expected, lines[lines.length - 1], name + " on " + threads + " threads");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"knuth-colours", "word-rectangle", "word-rectangles"})
    void theBuiltInExamplesCountAsTheirFiles(String name) throws IOException {
        String expected = statsLine(resource("/dlx2/" + name + ".v2951-d1.err"));
        CliRun run = CliRun.of("exact-cover", "--count", "--stats", "--example", name);
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().endsWith(expected + "\n"), run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"knuth-secondary", "knuth", "queens8", "langford7", "medium-1"})
    void onColourlessFilesDlx2CountsAsDlx1AndTheLineStaysDlx1s(String name) throws IOException {
        String dlx2 = statsLine(resource("/dlx2/colourless-" + name + ".v1.err"));
        assertTrue(dlx2.endsWith(" cleansings=0"), dlx2);
        Path file = dir.resolve(name + ".dlx");
        Files.writeString(file, resource("/dlx1/" + name + ".dlx"));
        CliRun run = CliRun.of("exact-cover", "--count", "--stats", "--threads", "1", file.toString());
        String[] lines = run.out().split("\n");
        assertEquals(dlx2.replace(" cleansings=0", ""), lines[lines.length - 1],
                "DLX1's line, with DLX2's figures, and no cleansings field");
    }

    @org.junit.jupiter.api.Test
    void solutionsPrintTheirColoursAsWritten() {
        CliRun run = CliRun.of("exact-cover", "--example", "knuth-colours", "--stats");
        assertEquals("A C X:1 Y:1\nB X:1\n\nsolutions=1 nodes=4 updates=14 cleansings=5\n", run.out());
    }
}
