package dlxviz.app.editor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Undo and redo are exact: any sequence of edits undone step by step passes back through every state. */
class EditHistoryProperties {
    private static final String START = "| a comment\nA B C D | E\nA B\nC D E\n| between\nA D\nB C\n";

    @Property(tries = 300)
    void undoRetracesEveryStateAndRedoReplaysThem(@ForAll("edits") List<int[]> moves) {
        MatrixEditorModel editor = new MatrixEditorModel();
        editor.load(START, "start.dlx");
        List<MatrixDocument.Snapshot> states = new ArrayList<>();
        states.add(editor.document().snapshot());
        for (int[] move : moves) {
            long before = editor.revisionProperty().get();
            apply(editor, move);
            if (editor.revisionProperty().get() != before) { // a refused or empty edit is no step
                states.add(editor.document().snapshot());
            }
        }
        for (int i = states.size() - 1; i > 0; i--) {
            assertEquals(states.get(i), editor.document().snapshot());
            editor.undo();
        }
        assertEquals(states.get(0), editor.document().snapshot());
        assertEquals(START, editor.text());
        for (int i = 1; i < states.size(); i++) {
            editor.redo();
            assertEquals(states.get(i), editor.document().snapshot());
        }
    }

    @Provide
    Arbitrary<List<int[]>> edits() {
        return Arbitraries.integers().between(0, 7).flatMap(kind -> Arbitraries.integers().between(0, 9)
                .flatMap(a -> Arbitraries.integers().between(0, 9).map(b -> new int[] {kind, a, b})))
                .list().ofMaxSize(25);
    }

    /** One edit of kind {@code move[0]} on the item and option that {@code move[1]} and {@code move[2]} pick. */
    private static void apply(MatrixEditorModel editor, int[] move) {
        MatrixDocument doc = editor.document();
        int items = doc.itemCount();
        int options = doc.optionCount();
        int column = items == 0 ? -1 : move[1] % items;
        int k = options == 0 ? -1 : move[2] % options;
        switch (move[0]) {
            case 0:
                editor.addItem();
                break;
            case 1:
                if (column >= 0) {
                    editor.removeItem(column);
                }
                break;
            case 2:
                if (column >= 0) {
                    editor.renameItem(column, "N" + move[2]);
                }
                break;
            case 3:
                if (column >= 0) {
                    editor.setSecondary(column, !doc.item(column).secondary());
                }
                break;
            case 4:
                editor.addOption();
                break;
            case 5:
                if (k >= 0) {
                    editor.removeOption(k);
                }
                break;
            case 6:
                if (k >= 0 && column >= 0) {
                    editor.toggle(k, column);
                }
                break;
            default:
                if (k >= 0 && items > 0) {
                    editor.setOptionText(k, doc.item(column).name() + " " + doc.item((column + 1) % items).name());
                }
                break;
        }
    }
}
