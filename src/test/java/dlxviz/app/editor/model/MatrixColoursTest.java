package dlxviz.app.editor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.problems.Dlx1Format;
import org.junit.jupiter.api.Test;

/** The matrix editor keeps DLX2's colours ({@code X:a}): read, written back, typed into an option. */
class MatrixColoursTest {
    private static final String KNUTH = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n";

    private static MatrixDocument document(String text) {
        MatrixDocument document = new MatrixDocument();
        Edits.replaceAll(document, MatrixText.read(text), "open").apply(document);
        return document;
    }

    @Test
    void aFileWithColoursReadsAndWritesBackAsItWas() {
        assertEquals(KNUTH, MatrixText.write(document(KNUTH)));
    }

    @Test
    void anOptionTypedWithAColourKeepsIt() throws Edits.Refused {
        MatrixDocument document = document(KNUTH);
        Edits.setOptionText(document, 3, "C X:1 Y:0").apply(document);
        assertEquals("C X:1 Y:0", document.optionText(3));
        assertTrue(Dlx1Format.read(MatrixText.write(document)).problem().hasColours());
    }

    @Test
    void takingAnItemOutOfAnOptionKeepsTheOtherColours() {
        MatrixDocument document = document(KNUTH);
        Edits.toggle(document, 0, document.columnOf("B")).apply(document);
        assertEquals("A X:0 Y:0", document.optionText(0));
    }

    @Test
    void aColourOnAPrimaryItemIsRefused() {
        MatrixDocument document = document(KNUTH);
        Edits.Refused refused = assertThrows(Edits.Refused.class, () -> Edits.setOptionText(document, 0, "A:1 B"));
        assertTrue(refused.getMessage().contains("item 'A' is primary and cannot have a colour"), refused.getMessage());
    }
}
