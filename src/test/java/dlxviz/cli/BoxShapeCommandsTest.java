package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26.1, the wrong answer: {@code generate --size 6 --box 3x2 --seed 1 --count 3 | count -}
 * answered "invalid: r3c3 and r4c1 both hold 1 (box 3)" and 11 for puzzles generated unique; an
 * 8x8 {@code --box 4x2} gave 0. What generate, solve and solve --grid write reads back through
 * count, solve and bench as the same puzzle, box shape included.
 */
class BoxShapeCommandsTest {
    /** Non-square sizes, each shape and its transpose. */
    private static final List<String> SHAPES = List.of("3x2", "2x3", "4x2", "2x4", "5x2", "2x5", "4x3", "3x4");

    @TempDir
    Path dir;

    private static String run(String stdin, String... args) {
        EveryPuzzleAnsweredTest.Result result = EveryPuzzleAnsweredTest.run(stdin, args);
        assertEquals("", result.err(), String.join(" ", args));
        return result.out();
    }

    private static String ones(int count) {
        return "1\n".repeat(count);
    }

    @Test
    void theIssuesCommandsCountOneSolutionEach() {
        assertEquals(ones(3), run(run("", "generate", "--size", "6", "--box", "3x2", "--seed", "1", "--count", "3"), "count", "-"));
        assertEquals(ones(2), run(run("", "generate", "--size", "8", "--box", "4x2", "--seed", "1", "--count", "2"), "count", "-"));
    }

    @Test
    void everyWriterReadsBackThroughEveryReader() throws Exception {
        for (String box : SHAPES) {
            String puzzles = run("", "generate", "--box", box, "--seed", "3", "--count", "2");
            String grids = run("", "generate", "--box", box, "--seed", "3", "--count", "2", "--grid");
            assertEquals(ones(2), run(puzzles, "count", "-"), box);
            assertEquals(ones(2), run(grids, "count", "-"), box);
            String solved = run(puzzles, "solve", "-");
            String solvedGrids = run(puzzles, "solve", "--grid", "-");
            String solvedFromGrids = run(grids, "solve", "-");
            assertEquals(solved, solvedFromGrids, box);
            assertEquals(ones(2), run(solved, "count", "-"), box + ":\n" + solved);
            assertEquals(ones(2), run(solvedGrids, "count", "-"), box + ":\n" + solvedGrids);
            assertEquals(solved, run(solvedGrids, "solve", "-"), box);
            Path file = Files.writeString(dir.resolve(box + ".txt"), puzzles);
            String bench = run("", "bench", file.toString(), "--sample", "2", "--warmup", "0");
            assertTrue(bench.lines().filter(line -> line.startsWith("DLX (dancing links)"))
                    .collect(Collectors.joining()).matches(".*\\s2\\s+0\\s+0$"), box + ": unique 2, none 0, several 0 in\n" + bench);
        }
    }

    @Test
    void solveGridDrawsTheBoxesOfThePuzzle() {
        String grid = run(run("", "generate", "--size", "6", "--box", "3x2", "--seed", "1"), "solve", "--grid", "-");
        List<String> lines = grid.lines().toList();
        // 3x2 boxes: two cells between bars, a rule after every third row.
        assertTrue(lines.get(0).matches("\\d \\d \\| \\d \\d \\| \\d \\d"), grid);
        assertTrue(lines.get(3).startsWith("----+"), grid);
    }

    private static final String KNUTHS = "000000010400000000020000000000050407008000300001090000300400200050100000000806000";

    /**
     * Boxes of one row (a 5x5 with 1x5 boxes: a Latin square) are a shape given, not assumed: asking the
     * usual shape of 5 for the note to write, or for a note line, ended the run with "a 5x5 grid has no
     * box shape (5 is prime); give one with --box RxC", no answer even for the puzzles before it.
     */
    @Test
    void aShapeOfAPrimeSizeGivenByANoteOrBoxIsUsed() {
        String solved = run(KNUTHS + "\n", "solve", "-");
        assertEquals(solved.repeat(3), run(KNUTHS + "\n" + KNUTHS + "\n# box: 1x5\n" + KNUTHS + "\n", "solve", "-"));
        assertEquals(ones(3), run(KNUTHS + "\n" + KNUTHS + "\n# box: 1x5\n" + KNUTHS + "\n", "count", "-"));
        assertEquals("1234525134314524352154213 # box: 1x5\n", run(".....\n".repeat(5), "solve", "--box", "1x5", "-"));
        String generated = run("", "generate", "--box", "1x5", "--seed", "1");
        assertTrue(generated.matches("[.1-5]{25} # box: 1x5, .*\n"), generated);
    }

    /**
     * What generate writes for a prime size reads back without --box: one line each with its note
     * ('..1.5... # box: 1x5, 8 clues, ...'), grids after a note line, and bare lines or rows after
     * a note line. Before, only --box read them: the 25 or 49 cells were "neither a one-line puzzle
     * nor the first of 25 rows of a 25x25 grid", since 5 and 7 have no usual shape.
     */
    @Test
    void aPrimeSizeGeneratedReadsBackWithItsNote() {
        for (String box : List.of("1x5", "5x1", "1x7", "7x1")) {
            String puzzles = run("", "generate", "--box", box, "--seed", "1", "--count", "2");
            String grids = run("", "generate", "--box", box, "--seed", "1", "--count", "2", "--grid");
            List<String> bare = puzzles.lines().map(line -> line.substring(0, line.indexOf(' '))).toList();
            String noteLine = "# box: " + box + "\n" + String.join("\n", bare) + "\n";
            int n = (int) Math.round(Math.sqrt(bare.get(0).length()));
            String rows = "# box: " + box + "\n" + bare.get(0).replaceAll("(.{" + n + "})", "$1\n");
            String solved = run(puzzles, "solve", "-");
            assertEquals(solved, run(puzzles, "solve", "--box", box, "-"), box + ": the same grids as with --box");
            assertEquals(ones(2), run(puzzles, "count", "-"), box);
            assertEquals(ones(2), run(grids, "count", "-"), box);
            assertEquals(ones(2), run(noteLine, "count", "-"), box);
            assertEquals(ones(1), run(rows, "count", "-"), box + ":\n" + rows);
            assertEquals(solved, run(grids, "solve", "-"), box);
            assertEquals(solved, run(noteLine, "solve", "-"), box);
            assertEquals(solved.lines().findFirst().orElseThrow() + "\n", run(rows, "solve", "-"), box);
            assertEquals(ones(2), run(solved, "count", "-"), box + ":\n" + solved);
            assertEquals(solved, run(solved, "solve", "-"), box);
            List<String> answers = solved.lines().toList();
            for (int k = 0; k < bare.size(); k++) {
                String puzzle = bare.get(k);
                String answer = answers.get(k);
                assertTrue(answer.endsWith(" # box: " + box), answer);
                for (int cell = 0; cell < puzzle.length(); cell++) {
                    char given = puzzle.charAt(cell);
                    assertTrue(given == '.' || given == answer.charAt(cell), box + ": " + puzzle + " solved as " + answer);
                }
            }
        }
    }

    /** A note whose boxes make no sudoku size is that line's error; the puzzles around it are answered. */
    @Test
    void aNoteOfBoxesTooSmallForASudokuIsNamedOnItsLine() {
        EveryPuzzleAnsweredTest.Result result = EveryPuzzleAnsweredTest.run(KNUTHS + "\n# box: 1x2\n" + KNUTHS + "\n", "count", "-");
        assertEquals("1\ninvalid: line 2, column 1: '# box: 1x2' is not a box shape: boxes of 1x2 make a 2x2 grid, "
                + "and a sudoku is 4x4 to 25x25\n1\n", result.out());
        assertEquals(2, result.code());
    }
}
