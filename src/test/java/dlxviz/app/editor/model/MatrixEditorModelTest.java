package dlxviz.app.editor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.SearchStats;
import dlxviz.problems.Dlx1Format;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The matrix editor's view model, without a window. */
class MatrixEditorModelTest {
    private static final String KNUTH = "A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

    @TempDir
    Path dir;

    @Test
    void knuthsExampleBuiltByHandSavedReopenedAndSolvedCountsAsTheFile() throws Exception {
        MatrixEditorModel editor = new MatrixEditorModel();
        for (int i = 0; i < 7; i++) {
            editor.addItem(); // A .. G
        }
        editor.setSecondary(5, true);
        editor.setSecondary(6, true);
        for (String option : new String[] {"C E F", "A D G", "B C F", "A D", "B G", "D E G"}) {
            int k = editor.addOption();
            for (String name : option.split(" ")) {
                editor.toggle(k, name.charAt(0) - 'A');
            }
        }
        Path saved = dir.resolve("knuth.dlx");
        assertNull(editor.save(saved));
        assertEquals(KNUTH, Files.readString(saved));

        MatrixEditorModel reopened = new MatrixEditorModel();
        assertNull(reopened.open(saved));
        SearchStats solved = solve(reopened.problem().problem());

        assertEquals("solutions=1 nodes=6 updates=30", solved.summary());
        String file = Files.readString(Path.of("src/test/resources/dlx1/knuth-secondary.dlx"));
        assertEquals(solve(Dlx1Format.read(file).problem()), solved);
        assertEquals("1 solution; the search counts solutions=1 nodes=6 updates=30, as DLX1 does.",
                reopened.findingsProperty().get(reopened.findingsProperty().size() - 1).text());
    }

    @Test
    void commentLinesStayWhereTheyWere() {
        String text = "| Knuth's example\n\nA B C D E | F G\n| the options\nC E F\nA D G\n\n| two more\nB C F\nA D\nB G\nD E G\n"
                + "| the end\n";
        MatrixEditorModel editor = editorWith(text);
        assertEquals(text, editor.text());

        editor.toggle(0, 0); // A into C E F: A C E F
        assertEquals(text.replace("\nC E F\n", "\nA C E F\n"), editor.text());
        assertEquals(6, editor.document().commentCount()); // the blank lines too
    }

    @Test
    void aFileThatDlx1CannotReadIsRefusedWithLineAndTokenAndChangesNothing() {
        MatrixEditorModel editor = editorWith(KNUTH);
        String wrong = editor.load("A B | C\nA C\nB X\n", "class.dlx");
        assertEquals("class.dlx: line 3, column 3: unknown item 'X'", wrong);
        assertEquals(wrong, editor.messageProperty().get());
        assertEquals(KNUTH, editor.text());
    }

    @Test
    void renamingKeepsTheOptionsAndRefusesWhatDlx1CannotRead() {
        MatrixEditorModel editor = editorWith(KNUTH);
        assertNull(editor.renameItem(0, " Alpha "));
        assertTrue(editor.text().startsWith("Alpha B C D E | F G\nC E F\nAlpha D G\n"), editor.text());
        assertEquals("Undo rename A to Alpha", editor.undoTextProperty().get());

        String before = editor.text();
        assertEquals("There is already an item 'B' (column 2); each item needs a name of its own.", editor.renameItem(0, "B"));
        assertEquals("The name 'A B' contains a blank; DLX1 cannot read it back.", editor.renameItem(0, "A B"));
        assertEquals("The name 'A|B' contains '|', which separates primary from secondary items; DLX1 cannot read it back.",
                editor.renameItem(0, "A|B"));
        assertEquals("An item needs a name: DLX1 knows items by name.", editor.renameItem(0, "  "));
        assertEquals(before, editor.text());
    }

    @Test
    void anOptionTypedAsTextNamesTheWordItDoesNotKnow() {
        MatrixEditorModel editor = editorWith(KNUTH);
        assertNull(editor.setOptionText(3, "D A G"));
        assertTrue(editor.text().contains("\nD A G\n"), "the order typed is kept");
        assertEquals("Option 4, word 2: there is no item 'Q'. The items are A, B, C, D, E, F, G; add the item first.",
                editor.setOptionText(3, "A Q"));
        assertEquals("Option 4, word 3: item 'A' is named twice; an option has each of its items once.",
                editor.setOptionText(3, "A D A"));
        assertTrue(editor.text().contains("\nD A G\n"));
    }

    @Test
    void anOptionWithNoPrimaryItemIsExplainedAsDlx1WarnsAndLeftOutOfTheRun() throws Exception {
        MatrixEditorModel editor = editorWith(KNUTH);
        int k = editor.addOption();
        editor.toggle(k, 5); // F
        editor.toggle(k, 6); // G
        assertTrue(findings(editor).contains("Option 7 (F G) has no primary item: DLX1 ignores such an option "
                + "(\"Option ignored (no primary items)\"), and so does Run."), findings(editor).toString());
        assertTrue(editor.runnableProperty().get());
        assertEquals(6, editor.problem().problem().optionCount());
        assertTrue(editor.text().endsWith("D E G\nF G\n"), "saved as the user made it");
    }

    @Test
    void aProblemWithoutSolutionSaysWhy() {
        MatrixEditorModel editor = editorWith("A B C\nA B\nB C\n");
        List<String> said = findings(editor);
        assertEquals(1, said.size(), said.toString());
        assertEquals("No solution: the search ends after 2 nodes and 5 updates without covering every primary item "
                + "(solutions=0 nodes=2 updates=5).", said.get(0));

        editor.addItem(); // D, in no option
        assertEquals("Item D is in no option that counts, so nothing can cover it: the problem has no solution.",
                findings(editor).get(0));
    }

    @Test
    void anEmptyOptionBlocksSaveAndRunAndNothingIsWritten() {
        MatrixEditorModel editor = editorWith(KNUTH);
        editor.addOption();
        assertFalse(editor.runnableProperty().get());
        Path file = dir.resolve("never.dlx");
        assertEquals("Cannot save yet: Option 7 is empty: put an item into it, or remove it.", editor.save(file));
        assertFalse(Files.exists(file));
        ProblemInputException run = assertThrows(ProblemInputException.class, editor::problem);
        assertEquals("Cannot run yet: Option 7 is empty: put an item into it, or remove it.", run.getMessage());
    }

    @Test
    void runOpensTheProblemInTheWindowAsAFileWouldBe() {
        MatrixEditorModel editor = editorWith(KNUTH);
        LoadedProblem[] opened = new LoadedProblem[1];
        assertNull(editor.run(loaded -> {
            opened[0] = loaded;
            return true;
        }));
        assertEquals("Exact cover from the matrix editor (5 items, 6 options)", opened[0].title());
        assertEquals("dlx", opened[0].saveExtension());
        assertEquals(KNUTH, opened[0].saveText() + "\n");
    }

    @Test
    void removingAnItemTakesItOutOfItsOptionsAndUndoPutsItBack() {
        MatrixEditorModel editor = editorWith(KNUTH);
        editor.removeItem(3); // D
        assertEquals("A B C E | F G\nC E F\nA G\nB C F\nA\nB G\nE G\n", editor.text());
        editor.undo();
        assertEquals(KNUTH, editor.text());
        editor.redo();
        assertEquals("A B C E | F G\nC E F\nA G\nB C F\nA\nB G\nE G\n", editor.text());
    }

    @Test
    void newAndOpenAreUndoneLikeAnyEdit() {
        MatrixEditorModel editor = editorWith(KNUTH);
        editor.newProblem();
        assertEquals(0, editor.document().itemCount());
        assertEquals(List.of("No items yet: add an item (a column) for each thing to cover."), findings(editor));
        editor.undo();
        assertEquals(KNUTH, editor.text());
    }

    @Test
    void aSudokuIsNotEditedCellByCell() throws Exception {
        MatrixEditorModel editor = new MatrixEditorModel();
        String wrong = editor.edit(dlxviz.app.session.ProblemSources.example("easy-1"));
        assertTrue(wrong.contains("is a sudoku"), wrong);
        assertNull(editor.edit(dlxviz.app.session.ProblemSources.example("knuth")));
        assertEquals(7, editor.document().itemCount());
    }

    @Test
    void aProblemTooLargeForTheGridIsRefused() throws Exception {
        MatrixEditorModel editor = new MatrixEditorModel();
        String wrong = editor.edit(dlxviz.app.session.ProblemSources.example("pentomino6x10"));
        assertTrue(wrong.contains("is too large to edit cell by cell"), wrong);
        assertEquals(0, editor.document().itemCount());
    }

    @Test
    void theFirstContentIsTheWindowsProblemWithNothingToUndo() throws Exception {
        MatrixEditorModel editor = new MatrixEditorModel();
        editor.begin(dlxviz.app.session.ProblemSources.example("matrix4x4"));
        assertEquals(4, editor.document().optionCount());
        assertFalse(editor.canUndoProperty().get());
        assertFalse(editor.unsavedProperty().get());

        MatrixEditorModel sudoku = new MatrixEditorModel();
        sudoku.begin(dlxviz.app.session.ProblemSources.example("easy-1"));
        assertEquals(0, sudoku.document().itemCount());
        assertEquals("", sudoku.messageProperty().get());
    }

    private static MatrixEditorModel editorWith(String text) {
        MatrixEditorModel editor = new MatrixEditorModel();
        assertNull(editor.load(text, "test.dlx"));
        return editor;
    }

    private static List<String> findings(MatrixEditorModel editor) {
        return editor.findingsProperty().stream().map(MatrixCheck.Finding::text).toList();
    }

    private static SearchStats solve(ExactCoverProblem problem) {
        Search search = new Search(problem, ItemChoice.MIN_LENGTH);
        search.runToEnd();
        return search.stats();
    }

    @Test
    void aLatin1ByteIsReadInACommentAndNamedWithLineColumnAndByteInAName() throws Exception {
        Path comment = dir.resolve("comment.dlx");
        Files.write(comment, "| Probl\u00e8me\nA B\nA B\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        MatrixEditorModel editor = new MatrixEditorModel();
        assertNull(editor.open(comment), "DLX1 reads it, and so does exact-cover");
        assertEquals("| Probl\u00e8me\nA B\nA B\n", editor.text());
        Path name = dir.resolve("name.dlx");
        Files.write(name, "A caf\u00e9\nA caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertEquals("name.dlx: line 1, column 6: byte 0xE9 is not UTF-8 text (outside a comment, names must be "
                + "UTF-8; save the file as UTF-8).", new MatrixEditorModel().open(name));
    }
}
