package dlxviz.app.dialogs;

import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * File > Paste a puzzle: a text area for a sudoku (any common form) or a DLX1 problem. Bad text
 * gets a message that says where and what, and the dialog stays open with the text as typed;
 * the text is kept between openings too, so nothing typed is ever lost.
 */
public final class PasteDialog {
    static final ButtonType OPEN = new ButtonType("Open", ButtonBar.ButtonData.OK_DONE);

    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final TextArea text = new TextArea();
    private final Label error = new Label();

    /**
     * @param opener opens the text as a problem: null when it did, else what is wrong and where
     *             (the dialog then stays open with the text as typed)
     */
    public PasteDialog(Window owner, java.util.function.Function<String, String> opener) {
        dialog.initOwner(owner);
        dialog.initModality(Modality.WINDOW_MODAL);
        dialog.setTitle("Paste a puzzle");
        dialog.setResizable(true);
        text.setId("pasteText");
        text.setTextFormatter(new TextFormatter<String>(change -> {
            String refused = refusal(change.getControlNewText().length());
            if (refused == null) {
                return change;
            }
            error.setText(refused);
            error.setVisible(true);
            return null; // the text as it was: nothing typed is lost
        }));
        text.getStyleClass().add("paste-area");
        text.setWrapText(true);
        text.setPromptText("A sudoku: 81 digits with . or 0 for empty cells, or a grid over 9 lines.\n"
                + "Or an exact-cover problem in Knuth's DLX1 format: item names on the first line, one option per line.");
        error.setId("pasteError");
        error.getStyleClass().add("dialog-error");
        error.setWrapText(true);
        error.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        error.managedProperty().bind(error.visibleProperty());
        error.setVisible(false);
        Label hint = new Label("Paste or type a puzzle:");
        VBox content = new VBox(8, hint, text, error);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(OPEN, ButtonType.CANCEL);
        Button open = (Button) dialog.getDialogPane().lookupButton(OPEN);
        open.setId("pasteOpen");
        open.addEventFilter(ActionEvent.ACTION, event -> {
            String problem = opener.apply(text.getText());
            if (problem != null) {
                error.setText(problem);
                error.setVisible(true);
                dialog.getDialogPane().getScene().getWindow().sizeToScene(); // room for the message
                event.consume(); // stay open: the user fixes the text
            } else {
                error.setVisible(false);
            }
        });
    }

    /** Characters the text box holds at most: a 10 MB paste held the window for minutes (a TextArea lays out all of it). */
    static final int MAX_CHARS = 1_000_000;

    /** Why a text of {@code length} characters is not taken; null when it is. */
    static String refusal(int length) {
        if (length <= MAX_CHARS) {
            return null;
        }
        return String.format("That paste would make %,d characters; this box takes at most %,d. A problem that large opens"
                + " as a file: save it, then File > Open (read in the background, up to 32 MB).", length, MAX_CHARS);
    }

    public void open(Theme theme, double scale) {
        Themes.apply(dialog.getDialogPane(), theme);
        Themes.applyScale(dialog.getDialogPane(), scale);
        if (!dialog.isShowing()) {
            dialog.show();
        }
        text.requestFocus();
    }

    Dialog<ButtonType> dialog() {
        return dialog;
    }
}
