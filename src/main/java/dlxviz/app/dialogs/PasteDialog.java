package dlxviz.app.dialogs;

import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import java.util.function.Consumer;
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
 * File > Paste a puzzle: a text area for a sudoku (any common form) or a DLX1 problem. Open hands
 * the text to an {@link Opener}, which parses it in the background (a million characters of DLX1
 * held the window for seconds on the FX thread) with File > Open's progress and Cancel in the
 * window, so the dialog closes. Bad text gets a message that says where and what, and the dialog
 * comes back with the text as typed; the text is kept between openings too, so nothing typed is
 * ever lost.
 */
public final class PasteDialog {
    static final ButtonType OPEN = new ButtonType("Open", ButtonBar.ButtonData.OK_DONE);

    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final TextArea text = new TextArea();
    private final Label error = new Label();
    private Theme theme;
    private double scale = 1;
    /** True while Open's handler runs: an answer then keeps the dialog open instead of opening it again. */
    private boolean opening;
    private String answeredAtOnce;

    /** Opens pasted text as a problem, in the background. */
    @FunctionalInterface
    public interface Opener {
        /**
         * Starts opening {@code text}; tells {@code answer} on the FX thread null when the problem
         * loaded, else what is wrong and where (the dialog shows it with the text as typed), and
         * nothing when the opening was cancelled.
         */
        void open(String text, Consumer<String> answer);
    }

    public PasteDialog(Window owner, Opener opener) {
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
            error.setVisible(false);
            answeredAtOnce = null;
            opening = true;
            try {
                opener.open(text.getText(), this::answered);
            } finally {
                opening = false;
            }
            if (answeredAtOnce != null) {
                showError(answeredAtOnce);
                event.consume(); // stay open: the user fixes the text
            }
            // else the dialog closes while the text is read; an error brings it back
        });
    }

    private void answered(String problem) {
        if (problem == null) {
            error.setVisible(false);
        } else if (opening) {
            answeredAtOnce = problem;
        } else {
            open(theme, scale);
            showError(problem);
        }
    }

    private void showError(String problem) {
        error.setText(problem);
        error.setVisible(true);
        dialog.getDialogPane().getScene().getWindow().sizeToScene(); // room for the message
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
        this.theme = theme;
        this.scale = scale;
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
