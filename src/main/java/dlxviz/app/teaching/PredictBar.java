package dlxviz.app.teaching;

import dlxviz.app.fx.WhileShown;
import dlxviz.app.teaching.model.PredictModel;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Predict mode's strip above the narration: the question, a field to type the answer (or click
 * the thing in any view), "Show answer", the verdict with its reason, and the running score.
 * Shown only while predict mode is on (key Q), at one height whatever it says.
 */
public final class PredictBar extends VBox {
    private final PredictModel model;
    private final Label prompt = new Label();
    private final TextField answer = new TextField();
    private final Button submit = new Button("Answer");
    private final Button reveal = new Button("Show answer");
    private final Label verdict = new Label();
    private final Label score = new Label();
    private final HBox controls;
    private final HBox questionRow;

    public PredictBar(PredictModel model) {
        this.model = model;
        getStyleClass().add("predict-bar");
        Label title = new Label("Predict");
        title.getStyleClass().add("predict-title");
        title.setMinWidth(Region.USE_PREF_SIZE);
        prompt.getStyleClass().add("predict-prompt");
        oneLine(prompt);
        HBox.setHgrow(prompt, Priority.ALWAYS);
        answer.setPromptText("name, Enter");
        answer.getStyleClass().add("predict-answer");
        answer.setPrefColumnCount(8);
        answer.setOnAction(e -> submit());
        submit.setOnAction(e -> submit());
        submit.setFocusTraversable(false);
        reveal.setOnAction(e -> model.skip());
        reveal.setFocusTraversable(false);
        for (Region fixed : new Region[] {answer, submit, reveal}) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
        }
        score.getStyleClass().add("predict-score");
        score.setMinWidth(Region.USE_PREF_SIZE);
        verdict.getStyleClass().add("predict-verdict");
        oneLine(verdict);
        // two short rows rather than one tall one: on a projector the views keep their height.
        // Asking: the question, then the answer's controls and the score; answered: the verdict
        // and the score on one row.
        HBox question = new HBox(title, prompt);
        question.getStyleClass().add("predict-row");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        controls = new HBox(answer, submit, reveal, spacer);
        controls.getStyleClass().add("predict-row");
        HBox.setHgrow(verdict, Priority.ALWAYS);
        HBox.setHgrow(controls, Priority.ALWAYS);
        CheckBox lengths = new CheckBox("Ask lengths too");
        lengths.setTooltip(new javafx.scene.control.Tooltip(
                "Also ask, before each cover, how many options the item it shortens most will have left"));
        lengths.setFocusTraversable(false);
        lengths.setMinWidth(Region.USE_PREF_SIZE);
        lengths.selectedProperty().bindBidirectional(model.askLengthsProperty());
        HBox bottom = new HBox(controls, verdict, lengths, score);
        bottom.getStyleClass().add("predict-row");
        getChildren().setAll(question, bottom);
        questionRow = question;
        score.textProperty().bind(Bindings.createStringBinding(
                () -> "Score " + model.rightProperty().get() + " / " + model.askedProperty().get(),
                model.rightProperty(), model.askedProperty()));
        visibleProperty().bind(model.onProperty());
        managedProperty().bind(model.onProperty());
        WhileShown.listen(this, model.questionProperty(), this::show);
        WhileShown.listen(this, model.verdictProperty(), this::show);
        WhileShown.listen(this, model.hintProperty(), this::show);
        show();
    }

    private void submit() {
        if (model.answer(answer.getText()) == null) {
            answer.clear(); // counted; a text that did not count stays, to be corrected
        }
    }

    private void show() {
        PredictModel.Question question = model.questionProperty().get();
        PredictModel.Verdict last = model.verdictProperty().get();
        boolean asking = question != null;
        boolean open = asking && question.kind() == PredictModel.Kind.OPEN;
        String hint = model.hintProperty().get();
        // a hint stands in the question's row, the bar's whole width: beside the answer's controls,
        // the check box and the score it was cut to "No ite…" at 1280x720 x1.5 (issue 24); the
        // question comes back once the hint is answered, and it is still in the row's tooltip
        boolean hinting = asking && !hint.isEmpty();
        prompt.setText(hinting ? hint : asking ? question.prompt() : "");
        prompt.getStyleClass().remove("hint");
        if (hinting) {
            prompt.getStyleClass().add("hint");
        }
        verdict.getStyleClass().removeAll("right", "wrong", "hint");
        if (hinting) {
            verdict.setText(""); // the hint is in the question's row
        } else if (!hint.isEmpty()) {
            verdict.setText(hint);
            verdict.getStyleClass().add("hint");
        } else if (last != null) {
            verdict.setText(last.text());
            verdict.getStyleClass().add(last.right() ? "right" : "wrong");
        } else if (open) {
            verdict.setText("Answer aloud, then step on.");
        } else {
            // short enough for the 1024x768 x1.25 window's bar, where the longer sentence was cut
            verdict.setText(asking ? "" : "Step on: the next choice is asked here.");
        }
        showIf(questionRow, asking);
        showIf(controls, asking && !open); // a lesson's open question is answered aloud
        showIf(verdict, !verdict.getText().isEmpty());
        if (asking && !open && question != shownQuestion) {
            // keyboard only: type the name and Enter (Escape gives the keys back to stepping)
            Platform.runLater(() -> {
                if (answer.getScene() != null && isVisible()) {
                    answer.requestFocus();
                }
            });
        }
        shownQuestion = question;
    }

    private PredictModel.Question shownQuestion;

    /**
     * A text of one line, its whole in a tooltip: the bar has one fixed height (css/app.css), so
     * a question, a verdict or a hint never reflows the views above it. A hint once wrapped into
     * a narrow five-line column and squeezed both views (issue 24).
     */
    private static void oneLine(Label label) {
        label.setWrapText(false);
        label.setMinWidth(0);
        label.setMaxWidth(Double.MAX_VALUE);
        label.setTextOverrun(javafx.scene.control.OverrunStyle.ELLIPSIS);
        javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();
        whole.textProperty().bind(label.textProperty());
        whole.setWrapText(true);
        whole.setMaxWidth(640);
        label.setTooltip(whole);
    }

    private static void showIf(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }

    /** The answer field, for tests. */
    TextField answerField() {
        return answer;
    }
}
