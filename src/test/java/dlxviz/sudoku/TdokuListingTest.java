package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class TdokuListingTest {
    private static final String PUZZLE = "1.3...4123...4..";
    private static final String SOLUTION = "1234341221434321";
    private final Grid grid = PuzzleParser.parse(PUZZLE);

    @Test
    void countAndSolutionAreRecorded() {
        String line = PUZZLE + ":1:" + SOLUTION;
        ParsedPuzzle p = TdokuListing.read(4, grid, Notation.DIGITS, line, PUZZLE.length());
        assertEquals(4, p.line());
        assertEquals(1, p.listedCount());
        assertEquals(PuzzleParser.parse(SOLUTION), p.listedSolution());
    }

    @Test
    void aCountWithoutSolutionAndPlainTextAfterThePuzzleAreFine() {
        ParsedPuzzle none = TdokuListing.read(1, grid, Notation.DIGITS, PUZZLE + ":0:", PUZZLE.length());
        assertEquals(0, none.listedCount());
        assertNull(none.listedSolution());
        ParsedPuzzle plain = TdokuListing.read(1, grid, Notation.DIGITS, PUZZLE + "  easy", PUZZLE.length());
        assertEquals(-1, plain.listedCount());
    }

    @Test
    void aSolutionOfTheWrongLengthOrWithHolesIsLeftOut() {
        assertNull(TdokuListing.read(1, grid, Notation.DIGITS, PUZZLE + ":1:123", PUZZLE.length()).listedSolution());
        assertNull(TdokuListing.read(1, grid, Notation.DIGITS, PUZZLE + ":1:" + SOLUTION.replace('4', '.'),
                PUZZLE.length()).listedSolution());
    }
}
