package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PuzzleLibraryTest {

    @Test
    void everyFamousPuzzleIsThereByItsHyphenatedName() {
        for (String[] f : TestData.barSeparated("famous-9x9.txt")) {
            String name = f[0].toLowerCase().replace('_', '-').replace("17clue", "17-clue");
            assertEquals(PuzzleParser.parse(f[1]), PuzzleLibrary.get(name).grid(), name);
        }
    }

    @Test
    void everyEntryIsUniqueWithAValidSolutionAndADescription() {
        Map<BoxShape, SudokuSolver> solvers = new HashMap<>();
        for (PuzzleLibrary.Entry entry : PuzzleLibrary.entries()) {
            assertTrue(entry.name().matches("[a-z0-9]+(-[a-z0-9]+)*"), entry.name());
            assertFalse(entry.description().isBlank(), entry.name());
            Grid grid = entry.grid();
            SolveResult result = solvers.computeIfAbsent(grid.shape(), SudokuSolver::new).count(grid, 2);
            assertTrue(result.isUnique(), entry.name());
            assertNull(GridValidator.checkSolution(grid, result.solution()), entry.name());
        }
    }

    @Test
    void librarySpansTheSizes() {
        for (int n : new int[] {4, 6, 9, 12, 16}) {
            assertFalse(PuzzleLibrary.ofSize(n).isEmpty(), n + "x" + n);
        }
    }

    @Test
    void easyPuzzlesNeedOnlySinglesAndMediumOnesMore() {
        for (String name : PuzzleLibrary.names()) {
            if (name.startsWith("easy-")) {
                assertTrue(Difficulty.rate(PuzzleLibrary.get(name).grid()).singlesSuffice(), name);
            } else if (name.startsWith("medium-")) {
                assertFalse(Difficulty.rate(PuzzleLibrary.get(name).grid()).singlesSuffice(), name);
            }
        }
    }

    @Test
    void unknownNameListsTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PuzzleLibrary.get("escargot"));
        assertTrue(e.getMessage().contains("ai-escargot"));
    }
}
