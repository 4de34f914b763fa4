package dlxviz.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProblemSourcesTest {
    static final String AI_ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    @Test
    void aBareLibraryOrExampleNameIsRecognisedButAPuzzleIsNot() {
        assertTrue(ProblemSources.isExampleName("ai-escargot"));
        assertTrue(ProblemSources.isExampleName("Queens6"));
        assertTrue(!ProblemSources.isExampleName("1....7.9..3..2"));
        assertTrue(!ProblemSources.isExampleName("nosuch"));
    }

    @Test
    void aPastedSudokuBecomesTheFullEncodingWithItsGivensForced() throws Exception {
        LoadedProblem loaded = ProblemSources.fromText(AI_ESCARGOT, "the pasted text", false);
        assertTrue(loaded.isSudoku());
        assertEquals(new dlxviz.sudoku.BoxShape(3, 3), loaded.encoding().shape());
        assertEquals(324, loaded.problem().itemCount());
        assertEquals(729, loaded.problem().optionCount());
        assertEquals(AI_ESCARGOT.replaceAll("[^1-9]", "").length(), loaded.forced().length);
        assertEquals("r1c1=1", loaded.problem().optionLabel(loaded.forced()[0]));
    }

    @Test
    void aBadCharacterInAPastedSudokuIsNamedWithLineAndColumn() {
        String bad = AI_ESCARGOT.substring(0, 10) + "x" + AI_ESCARGOT.substring(11);
        String message = assertThrows(ProblemInputException.class,
                () -> ProblemSources.fromText(bad, "the pasted text", false)).getMessage();
        assertTrue(message.contains("line 1, column 11"), message);
    }

    @Test
    void clashingGivensNameBothCells() {
        String clash = "11" + AI_ESCARGOT.substring(2);
        String message = assertThrows(ProblemInputException.class,
                () -> ProblemSources.fromText(clash, "the pasted text", false)).getMessage();
        assertTrue(message.contains("r1c1 and r1c2"), message);
    }

    @Test
    void knuthsFormatIsRecognisedAndItsErrorsHaveAPosition() throws Exception {
        LoadedProblem loaded = ProblemSources.fromText("A B C\nA B\nC\n", "the pasted text", false);
        assertFalse(loaded.isSudoku());
        assertEquals(3, loaded.problem().itemCount());
        assertEquals(2, loaded.problem().optionCount());
        String message = assertThrows(ProblemInputException.class,
                () -> ProblemSources.fromText("A B C\nA X\n", "the pasted text", false)).getMessage();
        assertTrue(message.contains("line 2") && message.contains("X"), message);
    }

    @Test
    void emptyTextSaysWhatToPaste() {
        String message = assertThrows(ProblemInputException.class,
                () -> ProblemSources.fromText("  \n", "the pasted text", false)).getMessage();
        assertTrue(message.contains("is empty"), message);
    }

    @Test
    void everyNameInTheExamplesMenuOpens() throws Exception {
        for (List<ProblemSources.MenuEntry> section : ProblemSources.menu().values()) {
            for (ProblemSources.MenuEntry entry : section) {
                LoadedProblem loaded = ProblemSources.example(entry.name());
                assertTrue(loaded.problem().optionCount() > 0, entry.name());
            }
        }
        assertTrue(ProblemSources.menu().containsKey("Sudoku 4x4"));
        assertTrue(ProblemSources.menu().containsKey("Sudoku 16x16"));
    }

    @Test
    void anUnknownExampleListsTheKnownOnes() {
        String message = assertThrows(ProblemInputException.class, () -> ProblemSources.example("queens99x")).getMessage();
        assertTrue(message.contains("queens99x") && message.contains("knuth"), message);
    }

    @Test
    void filesAreReadByTheirExtensionAndMissingOnesAreNamed(@TempDir Path dir) throws Exception {
        Path dlx = dir.resolve("tiny.dlx");
        Files.writeString(dlx, "| a comment\nA B\nA\nB\n");
        assertEquals(2, ProblemSources.readFile(dlx).problem().optionCount());
        String message = assertThrows(ProblemInputException.class,
                () -> ProblemSources.readFile(dir.resolve("gone.txt"))).getMessage();
        assertTrue(message.contains("gone.txt"), message);
    }

    @Test
    void savedTextReadsBackAsTheSameProblem() throws Exception {
        LoadedProblem knuth = ProblemSources.example("knuth");
        LoadedProblem again = ProblemSources.fromText(knuth.saveText(), "saved", true);
        assertEquals(knuth.problem().optionCount(), again.problem().optionCount());
        for (int k = 1; k <= knuth.problem().optionCount(); k++) {
            assertEquals(knuth.problem().itemNamesOf(k), again.problem().itemNamesOf(k));
        }
        LoadedProblem sudoku = ProblemSources.fromText(AI_ESCARGOT, "x", false);
        assertEquals(AI_ESCARGOT, sudoku.saveText().replace('0', '.'));
    }

    @Test
    void aDlxFileIsSavedWithItsCommentLines() throws Exception {
        String text = "| Knuth's example, as in the paper\nA B C D E | F G\n| the options\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
        LoadedProblem loaded = ProblemSources.fromText(text, "knuth.dlx", true);
        assertTrue(loaded.saveText().contains("| Knuth's example, as in the paper"), loaded.saveText());
        assertTrue(loaded.saveText().contains("| the options"), loaded.saveText());
        assertEquals(7, ProblemSources.fromText(loaded.saveText(), "again", true).problem().itemCount());
    }

    @Test
    void pastedDlx1TellsHowFarItGotAndStopsWhenAsked() throws Exception {
        StringBuilder text = new StringBuilder("A B C\n");
        for (int k = 0; k < 50_000; k++) {
            text.append(k % 2 == 0 ? "A B\n" : "C\n");
        }
        long[] last = new long[2];
        FileText.Progress watch = new FileText.Progress() {
            @Override
            public void read(long bytes, long size) {
                last[0] = bytes;
                last[1] = size;
            }
        };
        LoadedProblem loaded = ProblemSources.fromText(text.toString(), "The pasted text", false, watch);
        assertEquals(50_000, loaded.problem().optionCount());
        assertEquals(text.length(), last[1], "the size is the text's, in bytes");
        assertEquals(text.length(), last[0], "read to the end");
        FileText.Progress stopped = new FileText.Progress() {
            @Override
            public boolean stopped() {
                return true;
            }
        };
        assertEquals("Stopped reading the pasted text.", assertThrows(ProblemInputException.class,
                () -> ProblemSources.fromText(text.toString(), "The pasted text", false, stopped)).getMessage());
    }
}
