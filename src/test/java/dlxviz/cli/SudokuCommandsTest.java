package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.DlxSudokuSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridValidator;
import dlxviz.sudoku.PuzzleParser;
import dlxviz.sudoku.Symmetry;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SudokuCommandsTest {
    private static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
    private static final String ESCARGOT_SOLVED =
            "162857493534129678789643521475312986913586742628794135356478219241935867897261354";

    @TempDir
    Path dir;

    /** Exit code, stdout and stderr of one CLI run with the given stdin. */
    private record Result(int code, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    private static Result run(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            int code = DlxCli.newCommandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
            return new Result(code, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void solvePrintsOneLinePerPuzzleAndExitsTwoOnInvalidInput() {
        String input = ESCARGOT + "\n"
                + "7...7" + ".".repeat(76) + "\n"
                + "12...7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..\n"
                + ESCARGOT.substring(0, 66) + "x" + ESCARGOT.substring(67) + "\n";
        Result result = run(input, "solve");
        assertEquals(2, result.code());
        assertEquals(List.of(
                ESCARGOT_SOLVED,
                "invalid: line 2: r1c1 and r1c5 both hold 7 (row 1)",
                "no solution",
                "invalid: line 4, column 67: 'x' is not a digit for a 9x9 grid (digits 1-9; empty . 0 _ - *)"),
                result.lines());
        assertEquals("", result.err());
    }

    @Test
    void solveExitsZeroWhenEveryPuzzleIsValidAndReadsLibraryNames() {
        Result result = run("", "solve", "ai-escargot");
        assertEquals(0, result.code());
        assertEquals(List.of(ESCARGOT_SOLVED), result.lines());
    }

    @Test
    void solveAnswersInTheInputsNotation() throws Exception {
        Grid sixteen = dlxviz.sudoku.PuzzleLibrary.get("16x16-1").grid();
        String letters = dlxviz.sudoku.GridWriter.oneLine(sixteen, dlxviz.sudoku.Notation.LETTERS);
        Result result = run(letters + "\n", "solve");
        assertEquals(0, result.code(), result.err());
        String solved = result.lines().get(0);
        assertTrue(solved.matches("[A-P]{256}"), solved);
        assertEquals(null, GridValidator.checkSolution(sixteen, PuzzleParser.parse(solved)));
    }

    @Test
    void solveGridPrintsBoxedGrids() {
        Result result = run(ESCARGOT + "\n", "solve", "--grid");
        assertEquals(0, result.code());
        assertEquals("1 6 2 | 8 5 7 | 4 9 3", result.lines().get(0));
        assertEquals("------+-------+------", result.lines().get(3));
        assertEquals(PuzzleParser.parse(ESCARGOT_SOLVED), PuzzleParser.parse(result.out()));
    }

    @Test
    void solveNamesEachFileWhenGivenSeveral() throws Exception {
        Path good = Files.writeString(dir.resolve("good.txt"), ESCARGOT + "\n");
        Path bad = Files.writeString(dir.resolve("bad.sdk"), "#A me\n" + ESCARGOT.substring(1) + "\n");
        Result result = run("", "solve", good.toString(), bad.toString());
        assertEquals(2, result.code());
        assertEquals(ESCARGOT_SOLVED, result.lines().get(0));
        assertTrue(result.lines().get(1).startsWith("invalid: " + bad + ": line 2: 80 cells"), result.lines().get(1));
    }

    @Test
    void inputWithoutPuzzlesIsSaidAndExitsTwo() {
        Result result = run("# nothing here\n\n", "solve");
        assertEquals(2, result.code());
        assertEquals("solve: no puzzle in standard input (only blank or # comment lines)", result.err().trim());
    }

    @Test
    void missingFileIsAClearMessageNotAStackTrace() {
        Result result = run("", "solve", dir.resolve("nope.txt").toString());
        assertEquals(2, result.code());
        assertTrue(result.err().startsWith("solve: cannot read '"), result.err());
        assertFalse(result.err().contains("Exception"), result.err());
    }

    @Test
    void countPrintsOneNumberPerPuzzleUpToTheLimit() {
        String input = "................\n" + ESCARGOT + "\n" + "..3496758587132469694875213..8763945946581327375924186761259834852347691439618572\n";
        Result result = run(input, "count");
        assertEquals(0, result.code());
        assertEquals(List.of("288", "1", "2"), result.lines());
        assertEquals(List.of("2", "1", "2"), run(input, "count", "--limit", "2").lines());
    }

    @Test
    void countOfConflictingGivensIsInstantAndInvalid() {
        Result result = run("11" + ".".repeat(79) + "\n", "count", "--limit", "0");
        assertEquals(2, result.code());
        assertEquals(List.of("invalid: line 1: r1c1 and r1c2 both hold 1 (row 1)"), result.lines());
    }

    @Test
    void clashingGivensAreNamedInTheNotationThePuzzleWasWrittenIn() {
        String rows = ".".repeat(16) + "\n";
        // 1-9 then A..G: D is 13, shown as typed, not as a number.
        Result letters = run("9D.D" + ".".repeat(12) + "\n" + rows.repeat(15), "solve");
        assertEquals(List.of("invalid: line 1: r1c2 and r1c4 both hold D (row 1)"), letters.lines());
        Result zeroBased = run("0A.A" + ".".repeat(12) + "\n" + rows.repeat(15), "solve", "--notation", "0-9A");
        assertEquals(List.of("invalid: line 1: r1c2 and r1c4 both hold A (row 1)"), zeroBased.lines());
        Result numbers = run("1 14 0 14" + " 0".repeat(12) + "\n" + ("0" + " 0".repeat(15) + "\n").repeat(15),
                "solve", "--notation", "numbers");
        assertEquals(List.of("invalid: line 1: r1c2 and r1c4 both hold 14 (row 1)"), numbers.lines());
    }

    @Test
    void generateGivesUniquePuzzlesWithTheAskedSymmetryAndRepeatsForASeed() {
        Result result = run("", "generate", "--size", "6", "--symmetry", "90", "--count", "3", "--seed", "5");
        assertEquals(0, result.code(), result.err());
        assertEquals(3, result.lines().size());
        DlxSudokuSolver solver = new DlxSudokuSolver(new BoxShape(2, 3));
        for (String line : result.lines()) {
            assertTrue(line.matches("[.1-6]{36} # \\d+ clues, .* DLX nodes"), line);
            Grid puzzle = PuzzleParser.parse(line);
            assertTrue(solver.count(puzzle, 2).isUnique(), line);
            assertTrue(Symmetry.ROTATE_90.holdsFor(puzzle), line);
        }
        assertEquals(result.out(), run("", "generate", "--size", "6", "--symmetry", "90", "--count", "3", "--seed", "5").out());
    }

    @Test
    void generateHonoursBoxAndClues() {
        Result result = run("", "generate", "--box", "2x4", "--clues", "30", "--seed", "1", "--bare");
        assertEquals(0, result.code(), result.err());
        Grid puzzle = dlxviz.sudoku.PuzzleParser.parseOne(result.lines().get(0),
                new dlxviz.sudoku.ReadOptions(new BoxShape(2, 4), null)).grid();
        assertEquals(30, puzzle.clueCount());
        assertTrue(new DlxSudokuSolver(new BoxShape(2, 4)).count(puzzle, 2).isUnique());
    }

    @Test
    void generateRejectsImpossibleSizesClearly() {
        Result result = run("", "generate", "--size", "7");
        assertEquals(2, result.code());
        assertTrue(result.err().contains("7 is prime"), result.err());
        assertEquals(2, run("", "generate", "--size", "9", "--symmetry", "spiral").code());
    }

    @Test
    void benchReportsBothSolversWithUniqueness() throws Exception {
        Path file = Files.writeString(dir.resolve("few.txt"), ESCARGOT + "\n"
                + "..3496758587132469694875213..8763945946581327375924186761259834852347691439618572\n");
        Result result = run("", "bench", file.toString(), "--sample", "2", "--warmup", "0");
        assertEquals(0, result.code(), result.err());
        for (String label : List.of("Digit bands of bits, 9x9", "Algorithm X, bitmask items", "DLX (dancing links)")) {
            String line = result.lines().stream().filter(l -> l.startsWith(label)).findFirst().orElseThrow(
                    () -> new AssertionError("no '" + label + "' line in\n" + result.out()));
            String[] columns = line.substring(label.length()).trim().split("\\s+");
            assertEquals("2", columns[0], line);
            assertEquals(List.of("1", "0", "1"), List.of(columns[6], columns[7], columns[8]), line);
        }
        assertTrue(result.out().contains("backtracking (sample)"), result.out());
        assertEquals(3, result.lines().stream().filter(l -> l.contains("faster than backtracking")).count(), result.out());
    }

    @Test
    void solveAndCountGiveTheSameAnswersWithEitherMethod() {
        String input = ESCARGOT + "\n" + "11" + ".".repeat(79) + "\n" + ".".repeat(81) + "\n";
        for (String command : List.of("solve", "count")) {
            Result bitmask = run(input, command, "--method", "bitmask");
            Result dlx = run(input, command, "--method", "DLX");
            assertEquals(2, bitmask.code());
            assertEquals(dlx.out(), bitmask.out(), command);
        }
        assertEquals(run(input, "count").out(), run(input, "count", "--method", "bitmask").out(), "same answers by default");
        assertEquals(run(input, "count").out(), run(input, "count", "--method", "bands").out(), "bands is the default");
    }

    @Test
    void anUnknownMethodIsRefusedWithTheNamesToUse() {
        Result result = run(ESCARGOT + "\n", "solve", "--method", "links");
        assertEquals(2, result.code());
        assertTrue(result.err().contains("Invalid value for option '--method': unknown method 'links' (use bands, bitmask or dlx)"),
                result.err());
        assertFalse(result.err().contains("Exception"), result.err());
    }
}
