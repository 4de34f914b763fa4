package dlxviz.cli;

import static dlxviz.cli.EveryPuzzleAnsweredTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.cli.EveryPuzzleAnsweredTest.Result;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridValidator;
import dlxviz.sudoku.PuzzleEntry;
import dlxviz.sudoku.PuzzleParser;
import dlxviz.sudoku.ReadOptions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What generate promises: an impossible clue target refused at once, output that reads back as written. */
class GenerateLimitsTest {
    @Test
    void aNineByNineTargetBelowSeventeenIsRefusedAtOnceNamingTheSmallestTarget() {
        Result result = assertTimeoutPreemptively(Duration.ofSeconds(3),
                () -> run("", "generate", "--size", "9", "--clues", "5"));
        assertEquals(2, result.code());
        assertTrue(result.err().contains("no 9x9 sudoku with fewer than 17 clues has a unique solution"), result.err());
        assertTrue(result.err().contains("the smallest target is --clues 17"), result.err());
        assertEquals("", result.out());
    }

    @Test
    void otherSizesAreRefusedBelowTheirKnownFloor() {
        Result four = run("", "generate", "--size", "4", "--clues", "3");
        assertEquals(2, four.code());
        assertTrue(four.err().contains("the smallest target is --clues 4"), four.err());
        Result sixteen = run("", "generate", "--size", "16", "--clues", "14");
        assertEquals(2, sixteen.code());
        assertTrue(sixteen.err().contains("the smallest target is --clues 15"), sixteen.err());
    }

    @Test
    void zeroBasedDigitsAreNotOfferedWhereZeroIsAnEmptyCell() {
        Result result = run("", "generate", "--size", "9", "--notation", "0-9A", "--seed", "1");
        assertEquals(2, result.code());
        assertTrue(result.err().contains("'0'"), result.err());
        assertEquals("", result.out());
    }

    @Test
    void aNotationOtherThanTheDefaultIsStatedAndReadBackAsWritten() {
        for (String[] sizeAndNotation : List.of(new String[] {"9", "letters"}, new String[] {"12", "0-9A"})) {
            Result generated = run("", "generate", "--size", sizeAndNotation[0], "--notation", sizeAndNotation[1],
                    "--count", "3", "--seed", "11", "--symmetry", "none");
            assertEquals(0, generated.code(), generated.err());
            assertEquals("# notation: " + sizeAndNotation[1], generated.lines().get(0));
            List<PuzzleEntry> puzzles = PuzzleParser.parseAll(generated.out(), ReadOptions.AUTO);
            Result solved = run(generated.out(), "solve");
            assertEquals(0, solved.code(), solved.out());
            assertEquals(3, solved.lines().size());
            for (int k = 0; k < 3; k++) {
                Grid puzzle = puzzles.get(k).puzzle().grid();
                Grid solution = PuzzleParser.parseAll("# notation: " + sizeAndNotation[1] + "\n" + solved.lines().get(k),
                        ReadOptions.AUTO).get(0).puzzle().grid();
                assertNull(GridValidator.checkSolution(puzzle, solution), sizeAndNotation[1] + " " + k);
                String clueCount = generated.lines().get(k + 1).replaceAll(".*# (\\d+) clues.*", "$1");
                assertEquals(Integer.parseInt(clueCount), puzzle.clueCount(), "read back with its clues, not fewer");
            }
        }
    }
}
