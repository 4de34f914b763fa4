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
        Map<BoxShape, DlxSudokuSolver> solvers = new HashMap<>();
        for (PuzzleLibrary.Entry entry : PuzzleLibrary.entries()) {
            assertTrue(entry.name().matches("[a-z0-9]+(-[a-z0-9]+)*"), entry.name());
            assertFalse(entry.description().isBlank(), entry.name());
            Grid grid = entry.grid();
            SolveResult result = solvers.computeIfAbsent(grid.shape(), DlxSudokuSolver::new).count(grid, 2);
            assertTrue(result.isUnique(), entry.name());
            assertNull(GridValidator.checkSolution(grid, result.solution()), entry.name());
        }
    }

    @Test
    void eachEntryCarriesItsGroupsAttribution() {
        assertTrue(PuzzleLibrary.get("ai-escargot").source().startsWith("Famous 9x9 puzzles: short published facts"));
        assertTrue(PuzzleLibrary.get("easy-2").source().contains("tdoku") && PuzzleLibrary.get("easy-2").source().contains("BSD-2-Clause"));
        assertTrue(PuzzleLibrary.get("medium-1").source().contains("Gordon Royle"));
        assertTrue(PuzzleLibrary.get("4x4-12").source().endsWith("CC0 (public domain)."));
        assertTrue(PuzzleLibrary.get("16x16-8").source().startsWith("16x16 puzzles generated for this project"));
        for (PuzzleLibrary.Entry entry : PuzzleLibrary.entries()) {
            assertFalse(entry.source().contains("Format:"), entry.name() + ": the file's own header is no source");
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
