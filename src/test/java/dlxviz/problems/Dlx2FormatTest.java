package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import org.junit.jupiter.api.Test;

/** Knuth's DLX2 colours ({@code X:a}) in the DLX1 reader: read, checked where DLX2 checks, written back. */
class Dlx2FormatTest {

    private static Dlx1SyntaxException fault(String text) {
        return assertThrows(Dlx1SyntaxException.class, () -> Dlx1Format.read(text));
    }

    @Test
    void knuthsExampleReadsWithItsColoursAndWithoutTheOptionThatHasNoPrimaryItem() {
        Dlx1Document doc = Dlx1Format.read(ColourExamples.KNUTH_TEXT);
        ExactCoverProblem problem = doc.problem();
        assertTrue(problem.hasColours());
        assertEquals(4, problem.optionCount());
        assertEquals(2, problem.colourCount());
        assertEquals("0", problem.colourName(1));
        assertEquals("A C X:1 Y:1", problem.itemNamesOf(2));
        assertEquals(0, problem.colour(2, 0), "A is primary, uncoloured");
        assertEquals(2, problem.colour(2, 2), "X:1");
        assertEquals(1, doc.warnings().size());
        assertTrue(doc.warnings().get(0).startsWith("line 5: option ignored, it has no primary item: X:0 Y:1"),
                doc.warnings().toString());
    }

    @Test
    void writingAndReadingBackKeepsTheColours() {
        ExactCoverProblem problem = ColourExamples.wordRectangle();
        ExactCoverProblem again = Dlx1Format.read(Dlx1Format.toText(problem)).problem();
        assertEquals(Dlx1Format.toText(problem), Dlx1Format.toText(again));
        for (int k = 1; k <= problem.optionCount(); k++) {
            assertEquals(problem.itemNamesOf(k), again.itemNamesOf(k));
        }
    }

    @Test
    void aFileWithoutColoursIsColourless() {
        assertFalse(Dlx1Format.read("A B | C\nA C\nB\n").problem().hasColours());
    }

    @Test
    void aColourOnAPrimaryItemIsRefusedWithLineAndColumn() {
        Dlx1SyntaxException e = fault("A B | X\nA:1 B\n");
        assertEquals(2, e.line());
        assertEquals(1, e.column());
        assertEquals("line 2, column 1: primary item 'A' cannot have a colour; only secondary items "
                + "(after '|' on the item line) can, as in DLX2", e.getMessage());
    }

    @Test
    void aMissingColourIsRefusedWhereItShouldBe() {
        Dlx1SyntaxException e = fault("A | X\nA  X:\n");
        assertEquals("line 2, column 6: no colour after ':' in 'X:' (DLX2 wants one character, as in X:a)",
                e.getMessage());
    }

    @Test
    void aColonWithoutAnItemOrTwoColoursAreRefused() {
        assertEquals("line 2, column 3: no item name before ':' in ':a' (a colour is written X:a)",
                fault("A | X\nA :a\n").getMessage());
        assertEquals("line 2, column 6: colour 'a:b' contains ':' (an entry has one colour: X:a)",
                fault("A | X\nA X:a:b\n").getMessage());
    }

    @Test
    void anUnknownItemWithAColourIsNamedWithoutItsColour() {
        assertEquals("line 3, column 3: unknown item 'Z'", fault("A | X\nA X:1\nA Z:1\n").getMessage());
    }

    @Test
    void anItemTwiceInAnOptionIsRefusedAlsoWithColours() {
        assertTrue(fault("A | X\nA X:1 X:2\n").getMessage().startsWith("line 2, column 7: item 'X:2' appears twice"));
    }

    @Test
    void coloursLongerThanOneCharacterAreReadToo() {
        ExactCoverProblem problem = Dlx1Format.read("A B | X\nA X:red\nB X:red\n").problem();
        assertEquals(1, problem.colourCount());
        assertEquals("red", problem.colourName(1));
    }
}
