package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Symmetry;
import org.junit.jupiter.api.Test;

/** The generator's form, read as {@code generate} reads its options. */
class GenerateRequestTest {
    private static final BoxShape NINE = new BoxShape(3, 3);

    @Test
    void blankFieldsTakeTheCommandLinesDefaults() {
        GenerateRequest request = GenerateRequest.read(NINE, Symmetry.ROTATE_180, "", " ", null, 99);
        assertEquals(0, request.settings().targetClues());
        assertEquals(0, request.settings().timeMillis());
        assertEquals(99, request.seed());
        assertFalse(request.seedChosen());
        GenerateRequest target = GenerateRequest.read(NINE, Symmetry.NONE, "24", "7", "", 99);
        assertEquals(24, target.settings().targetClues());
        assertEquals(10_000, target.settings().timeMillis(), "a target gets 10 s, as on the command line");
        assertEquals(7, target.seed());
        assertTrue(target.seedChosen());
    }

    @Test
    void aTargetBelowTheFloorIsRefusedWithTheFloorAndWhy() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> GenerateRequest.read(NINE, Symmetry.ROTATE_180, "16", "", "", 1));
        assertTrue(e.getMessage().startsWith("Clue target 16 cannot be reached: no 9x9 sudoku with fewer than 17 clues"),
                e.getMessage());
        assertTrue(e.getMessage().contains("The smallest target is 17"), e.getMessage());
        var four = assertThrows(IllegalArgumentException.class,
                () -> GenerateRequest.read(new BoxShape(2, 2), Symmetry.NONE, "3", "", "", 1));
        assertTrue(four.getMessage().contains("The smallest target is 4"), four.getMessage());
    }

    @Test
    void fieldsThatAreNotNumbersAreNamed() {
        assertEquals("Seed: 'abc' is not a whole number (leave it blank for a new puzzle each time).",
                assertThrows(IllegalArgumentException.class,
                        () -> GenerateRequest.read(NINE, Symmetry.NONE, "", "abc", "", 1)).getMessage());
        assertEquals("Clue target: 'many' is not a whole number.", assertThrows(IllegalArgumentException.class,
                () -> GenerateRequest.read(NINE, Symmetry.NONE, "many", "", "", 1)).getMessage());
        assertEquals("Clue target: a 9x9 puzzle has 1 to 81 clues, not 90.", assertThrows(IllegalArgumentException.class,
                () -> GenerateRequest.read(NINE, Symmetry.NONE, "90", "", "", 1)).getMessage());
        assertEquals("Time: give 0 to 3600 seconds, not -1.", assertThrows(IllegalArgumentException.class,
                () -> GenerateRequest.read(NINE, Symmetry.NONE, "", "", "-1", 1)).getMessage());
    }
}
