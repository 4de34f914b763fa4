package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SudokuSolverTest {
    private final SudokuSolver nine = new SudokuSolver(new BoxShape(3, 3));

    @Test
    void everyTdokuTestPuzzleGetsItsListedCountAndSolution() {
        List<PuzzleEntry> entries = PuzzleParser.parseAll(TestData.text("tdoku-test-puzzles.txt"), ReadOptions.AUTO);
        assertEquals(43, entries.size());
        for (PuzzleEntry entry : entries) {
            ParsedPuzzle puzzle = entry.puzzle();
            assertNotNull(puzzle, () -> "unreadable: " + entry.error());
            SolveResult result = nine.count(puzzle.grid(), 2);
            assertTrue(result.complete());
            assertEquals(Math.min(puzzle.listedCount(), 2), result.solutions(), "line " + puzzle.line());
            if (puzzle.listedCount() == 1) {
                assertEquals(puzzle.listedSolution(), result.solution(), "line " + puzzle.line());
            }
        }
    }

    @Test
    void tdokuListedCountsAboveOneAreExactCounts() {
        // The file lists counts like 125 and 601: check them exactly, with a limit above them.
        for (PuzzleEntry entry : PuzzleParser.parseAll(TestData.text("tdoku-test-puzzles.txt"), ReadOptions.AUTO)) {
            ParsedPuzzle puzzle = entry.puzzle();
            if (puzzle.listedCount() >= 2) {
                assertEquals(puzzle.listedCount(), nine.count(puzzle.grid(), 100_000).solutions(), "line " + puzzle.line());
            }
        }
    }

    @Test
    void famousPuzzlesHaveTheirListedCountAndSolution() {
        for (String[] f : TestData.barSeparated("famous-9x9.txt")) {
            Grid puzzle = PuzzleParser.parse(f[1]);
            assertEquals(Integer.parseInt(f[2]), puzzle.clueCount(), f[0]);
            SolveResult result = nine.count(puzzle, 2);
            assertEquals(Long.parseLong(f[3]), result.solutions(), f[0]);
            assertEquals(PuzzleParser.parse(f[4]), result.solution(), f[0]);
        }
    }

    @Test
    void edgeCasesGiveTheirListedCounts() {
        for (String[] f : TestData.barSeparated("edge-cases-9x9.txt")) {
            Grid puzzle = PuzzleParser.parse(f[1]);
            if (f[2].startsWith(">=")) {
                long atLeast = Long.parseLong(f[2].substring(2));
                assertEquals(atLeast, nine.count(puzzle, atLeast).solutions(), f[0]);
            } else {
                assertEquals(Long.parseLong(f[2]), nine.count(puzzle, 1000).solutions(), f[0]);
            }
        }
    }

    @Test
    void sampleOf17ClueSetSolvesToCheckedGridsKeepingTheGivens() {
        List<PuzzleEntry> entries = PuzzleParser.parseAll(TestData.text("17-clue-sample.txt"), ReadOptions.AUTO);
        assertEquals(500, entries.size());
        for (PuzzleEntry entry : entries) {
            Grid puzzle = entry.puzzle().grid();
            SolveResult result = nine.count(puzzle, 2);
            assertEquals(1, result.solutions(), "line " + entry.line());
            assertNull(GridValidator.checkSolution(puzzle, result.solution()), "line " + entry.line());
        }
    }

    @Test
    void emptyFourByFourGridHas288Solutions() {
        SudokuSolver four = new SudokuSolver(new BoxShape(2, 2));
        assertEquals(288, four.count(Grid.empty(new BoxShape(2, 2)), Long.MAX_VALUE).solutions());
    }

    @Test
    void sixBySixWithFirstRowFixedHasOne720thOfTheEmptyGridsCount() {
        // The empty 6x6 grid has 28,200,960 solutions; relabelling digits maps them 720-to-1 onto
        // the solutions whose first row is 123456. (The full count takes ~25 s: see bench/count.)
        BoxShape six = new BoxShape(2, 3);
        Grid firstRow = PuzzleParser.parse("123456" + ".".repeat(30));
        assertEquals(28_200_960 / 720, new SudokuSolver(six).count(firstRow, Long.MAX_VALUE).solutions());
    }

    @Test
    void puzzlesOfEverySizeSolveToCheckedGrids() {
        for (String name : List.of("4x4-1", "6x6-1", "12x12-1", "16x16-1", "16x16-8")) {
            Grid puzzle = PuzzleLibrary.get(name).grid();
            SolveResult result = new SudokuSolver(puzzle.shape()).count(puzzle, 2);
            assertEquals(1, result.solutions(), name);
            assertNull(GridValidator.checkSolution(puzzle, result.solution()), name);
        }
    }

    @Test
    void generated4x4And16x16PuzzlesSolveToTheirListedSolutions() {
        for (String line : (TestData.text("generated-4x4.txt") + TestData.text("generated-16x16.txt")).split("\n")) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.trim().split(":");
            Grid puzzle = PuzzleParser.parse(f[0]);
            assertEquals(PuzzleParser.parse(f[1]), new SudokuSolver(puzzle.shape()).solve(puzzle), f[0]);
            assertEquals(Integer.parseInt(f[2]), puzzle.clueCount());
        }
    }

    @Test
    void conflictingGivensAreAnsweredWithoutSearch() {
        Grid puzzle = PuzzleParser.parse("11" + ".".repeat(79));
        SolveResult result = nine.count(puzzle, 2);
        assertEquals(0, result.solutions());
        assertEquals(0, result.nodes());
        assertTrue(result.complete());
    }

    @Test
    void solverIsReusableAcrossPuzzles() {
        Grid escargot = PuzzleLibrary.get("ai-escargot").grid();
        Grid first = nine.solve(escargot);
        nine.count(PuzzleParser.parse("11" + ".".repeat(79)), 2);
        nine.count(Grid.empty(new BoxShape(3, 3)), 5);
        assertEquals(first, nine.solve(escargot));
    }

    @Test
    void budgetStopsACountBeforeItIsSettled() {
        SolveResult result = nine.count(Grid.empty(new BoxShape(3, 3)), Long.MAX_VALUE, 10_000);
        assertFalse(result.complete());
    }
}
