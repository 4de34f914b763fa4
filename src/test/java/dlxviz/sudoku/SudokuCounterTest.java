package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.sudoku.SudokuCounter.Method;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Both solvers, DLX and bitmask, against the puzzle sets' own counts and solutions. */
class SudokuCounterTest {
    private static SudokuCounter nine(Method method) {
        return method.create(new BoxShape(3, 3));
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void everyTdokuTestPuzzleGetsItsListedCountAndSolution(Method method) {
        List<PuzzleEntry> entries = PuzzleParser.parseAll(TestData.text("tdoku-test-puzzles.txt"), ReadOptions.AUTO);
        assertEquals(43, entries.size());
        for (PuzzleEntry entry : entries) {
            ParsedPuzzle puzzle = entry.puzzle();
            assertNotNull(puzzle, () -> "unreadable: " + entry.error());
            SolveResult result = nine(method).count(puzzle.grid(), 2);
            assertTrue(result.complete());
            assertEquals(Math.min(puzzle.listedCount(), 2), result.solutions(), "line " + puzzle.line());
            if (puzzle.listedCount() == 1) {
                assertEquals(puzzle.listedSolution(), result.solution(), "line " + puzzle.line());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void tdokuListedCountsAboveOneAreExactCounts(Method method) {
        // The file lists counts like 125 and 601: check them exactly, with a limit above them.
        for (PuzzleEntry entry : PuzzleParser.parseAll(TestData.text("tdoku-test-puzzles.txt"), ReadOptions.AUTO)) {
            ParsedPuzzle puzzle = entry.puzzle();
            if (puzzle.listedCount() >= 2) {
                assertEquals(puzzle.listedCount(), nine(method).count(puzzle.grid(), 100_000).solutions(), "line " + puzzle.line());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void famousPuzzlesHaveTheirListedCountAndSolution(Method method) {
        for (String[] f : TestData.barSeparated("famous-9x9.txt")) {
            Grid puzzle = PuzzleParser.parse(f[1]);
            assertEquals(Integer.parseInt(f[2]), puzzle.clueCount(), f[0]);
            SolveResult result = nine(method).count(puzzle, 2);
            assertEquals(Long.parseLong(f[3]), result.solutions(), f[0]);
            assertEquals(PuzzleParser.parse(f[4]), result.solution(), f[0]);
        }
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void edgeCasesGiveTheirListedCounts(Method method) {
        for (String[] f : TestData.barSeparated("edge-cases-9x9.txt")) {
            Grid puzzle = PuzzleParser.parse(f[1]);
            if (f[2].startsWith(">=")) {
                long atLeast = Long.parseLong(f[2].substring(2));
                assertEquals(atLeast, nine(method).count(puzzle, atLeast).solutions(), f[0]);
            } else {
                assertEquals(Long.parseLong(f[2]), nine(method).count(puzzle, 1000).solutions(), f[0]);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void sampleOf17ClueSetSolvesToCheckedGridsKeepingTheGivens(Method method) {
        List<PuzzleEntry> entries = PuzzleParser.parseAll(TestData.text("17-clue-sample.txt"), ReadOptions.AUTO);
        assertEquals(500, entries.size());
        for (PuzzleEntry entry : entries) {
            Grid puzzle = entry.puzzle().grid();
            SolveResult result = nine(method).count(puzzle, 2);
            assertEquals(1, result.solutions(), "line " + entry.line());
            assertNull(GridValidator.checkSolution(puzzle, result.solution()), "line " + entry.line());
        }
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void emptyFourByFourGridHas288Solutions(Method method) {
        SudokuCounter four = method.create(new BoxShape(2, 2));
        assertEquals(288, four.count(Grid.empty(new BoxShape(2, 2)), Long.MAX_VALUE).solutions());
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void sixBySixWithFirstRowFixedHasOne720thOfTheEmptyGridsCount(Method method) {
        // The empty 6x6 grid has 28,200,960 solutions; relabelling digits maps them 720-to-1 onto
        // the solutions whose first row is 123456. (The full count takes ~25 s: see bench/count.)
        BoxShape six = new BoxShape(2, 3);
        Grid firstRow = PuzzleParser.parse("123456" + ".".repeat(30));
        assertEquals(28_200_960 / 720, method.create(six).count(firstRow, Long.MAX_VALUE).solutions());
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void puzzlesOfEverySizeSolveToCheckedGrids(Method method) {
        for (String name : List.of("4x4-1", "6x6-1", "12x12-1", "16x16-1", "16x16-8")) {
            Grid puzzle = PuzzleLibrary.get(name).grid();
            SolveResult result = method.create(puzzle.shape()).count(puzzle, 2);
            assertEquals(1, result.solutions(), name);
            assertNull(GridValidator.checkSolution(puzzle, result.solution()), name);
        }
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void generated4x4And16x16PuzzlesSolveToTheirListedSolutions(Method method) {
        for (String line : (TestData.text("generated-4x4.txt") + TestData.text("generated-16x16.txt")).split("\n")) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.trim().split(":");
            Grid puzzle = PuzzleParser.parse(f[0]);
            assertEquals(PuzzleParser.parse(f[1]), method.create(puzzle.shape()).solve(puzzle), f[0]);
            assertEquals(Integer.parseInt(f[2]), puzzle.clueCount());
        }
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void conflictingGivensAreAnsweredWithoutSearch(Method method) {
        Grid puzzle = PuzzleParser.parse("11" + ".".repeat(79));
        SolveResult result = nine(method).count(puzzle, 2);
        assertEquals(0, result.solutions());
        assertEquals(0, result.nodes());
        assertTrue(result.complete());
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void solverIsReusableAcrossPuzzles(Method method) {
        SudokuCounter solver = nine(method);
        Grid escargot = PuzzleLibrary.get("ai-escargot").grid();
        Grid first = solver.solve(escargot);
        solver.count(PuzzleParser.parse("11" + ".".repeat(79)), 2);
        solver.count(Grid.empty(new BoxShape(3, 3)), 5);
        assertEquals(first, solver.solve(escargot));
    }

    @ParameterizedTest
    @EnumSource(Method.class)
    void budgetStopsACountBeforeItIsSettled(Method method) {
        SolveResult result = nine(method).count(Grid.empty(new BoxShape(3, 3)), Long.MAX_VALUE, 10_000);
        assertFalse(result.complete());
    }
}
