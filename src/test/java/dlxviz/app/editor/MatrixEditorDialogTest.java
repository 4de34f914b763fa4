package dlxviz.app.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.editor.model.MatrixEditorModel;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.Theme;
import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The editor dialog only shows its model and forwards to it; headless. */
class MatrixEditorDialogTest {
    private MatrixEditorModel model;
    private MatrixEditorDialog dialog;
    private final List<LoadedProblem> ran = new ArrayList<>();

    @BeforeEach
    void open() {
        Fx.start();
        model = new MatrixEditorModel();
        model.load("A B C | D\nA B\nC D\nA C\nB\n", "test.dlx");
        dialog = Fx.call(() -> {
            MatrixEditorDialog d = new MatrixEditorDialog(null, model, loaded -> ran.add(loaded), () -> null);
            d.open(Theme.LIGHT, 1);
            return d;
        });
    }

    @AfterEach
    void close() {
        Fx.run(() -> dialog.stage().close());
    }

    @Test
    void aCellClickedGoesToTheModelAndTheGridFollows() {
        Fx.run(() -> ((ToggleButton) lookup("#cell3x2")).fire()); // C into option 4 (B)
        assertEquals("A B C | D\nA B\nC D\nA C\nB C\n", model.text());
        assertEquals("B C", Fx.call(() -> ((TextField) lookup("#optionText3")).getText()));
        assertTrue(Fx.call(() -> ((ToggleButton) lookup("#cell3x2")).isSelected()));
    }

    @Test
    void aRefusedNameStaysInItsFieldMarkedWithTheReasonShown() {
        Fx.run(() -> {
            TextField name = (TextField) lookup("#itemName0");
            name.setText("B");
            name.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals("B", Fx.call(() -> ((TextField) lookup("#itemName0")).getText()));
        assertTrue(Fx.call(() -> lookup("#itemName0").getPseudoClassStates().contains(PseudoClass.getPseudoClass("refused"))));
        assertEquals("There is already an item 'B' (column 2); each item needs a name of its own.",
                Fx.call(() -> ((Label) lookup("#editorMessage")).getText()));
        assertTrue(model.text().startsWith("A B C | D\n"), "nothing changed");
    }

    @Test
    void addItemRebuildsTheGridAndRunHandsTheProblemToTheWindow() {
        Fx.run(() -> ((javafx.scene.control.Button) lookup("#editorAddItem")).fire());
        assertEquals("E", Fx.call(() -> ((TextField) lookup("#itemName4")).getText()));
        assertFalse(Fx.call(() -> lookup("#editorRun").isDisabled()), "an item in no option is a warning, not an error");

        Fx.run(() -> ((javafx.scene.control.Button) lookup("#editorRun")).fire());
        assertEquals(1, ran.size());
        assertEquals(5, ran.get(0).problem().itemCount());
    }

    /**
     * Add option puts the cursor in the new option's text: the grid was made anew and the focus
     * fell to item A's name, so the new option's items typed in renamed A ("F GA").
     */
    @Test
    void addOptionPutsTheCursorInTheNewOptionsText() {
        Fx.run(() -> ((javafx.scene.control.Button) lookup("#editorAddOption")).fire());
        TextField added = Fx.call(() -> (TextField) lookup("#optionText4"));
        assertTrue(Fx.call(added::isFocused), "the focus owner: " + Fx.call(() -> dialog.stage().getScene().getFocusOwner()));
        Fx.run(() -> {
            added.setText("A D");
            added.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals("A B C | D\nA B\nC D\nA C\nB\nA D\n", model.text());
        assertEquals("A", Fx.call(() -> ((TextField) lookup("#itemName0")).getText()), "item A as it was");
    }

    private javafx.scene.Node lookup(String id) {
        javafx.scene.Node node = dialog.stage().getScene().lookup(id);
        if (node == null) {
            throw new AssertionError("no " + id);
        }
        return node;
    }
}
