package dlxviz.app.exercise;

import dlxviz.app.exercise.model.ExerciseModel;
import dlxviz.app.fx.WhileShown;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * "Your move"'s strip above the narration: what to do now, the verdict on the last move with its
 * reason (two lines at most: a reason is a sentence to read from the back row), a field to type a
 * move, "Show me", the score, and at the end "Save results...". One height whatever it says, so
 * the views above never reflow.
 */
public final class ExerciseBar extends VBox {
    private final ExerciseModel model;
    private final Label title = new Label();
    private final Label prompt = new Label();
    private final Label score = new Label();
    private final Label feedback = new Label();
    private final TextField typed = new TextField();
    private final Button showMe = new Button("Show me");
    private final Button save = new Button("Save results…");

    public ExerciseBar(ExerciseModel model, Runnable saveResults) {
        this.model = model;
        getStyleClass().add("exercise-bar");
        title.getStyleClass().add("exercise-title");
        prompt.getStyleClass().add("exercise-prompt");
        score.getStyleClass().add("exercise-score");
        feedback.getStyleClass().add("exercise-feedback");
        for (Label label : new Label[] {title, score}) {
            label.setMinWidth(Region.USE_PREF_SIZE);
        }
        prompt.setMinWidth(0);
        prompt.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(prompt, Priority.ALWAYS);
        feedback.setWrapText(true);
        feedback.setMinWidth(0);
        feedback.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(feedback, Priority.ALWAYS);
        for (Label label : new Label[] {prompt, feedback}) {
            Tooltip whole = new Tooltip();
            whole.textProperty().bind(label.textProperty());
            whole.setWrapText(true);
            whole.setMaxWidth(640);
            label.setTooltip(whole);
        }
        typed.setPromptText("A, 14, o2 ⏎");
        typed.setPrefColumnCount(6);
        typed.getStyleClass().add("exercise-typed");
        typed.setOnAction(e -> {
            if (model.type(typed.getText()) == null) {
                typed.clear(); // read and counted; a text that could not be read stays, to be corrected
            }
        });
        showMe.setOnAction(e -> model.showMe());
        save.setOnAction(e -> saveResults.run());
        for (Region fixed : new Region[] {typed, showMe, save}) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
            fixed.setFocusTraversable(false);
        }
        typed.setFocusTraversable(true);
        // the bar never widens the window: what does not fit is cut at the end, whole in a tooltip
        setMinWidth(0);
        HBox top = new HBox(title, prompt, score);
        top.setMinWidth(0);
        top.getStyleClass().add("exercise-row");
        HBox bottom = new HBox(feedback, typed, showMe, save);
        bottom.setMinWidth(0);
        bottom.getStyleClass().add("exercise-row");
        VBox.setVgrow(bottom, Priority.ALWAYS);
        getChildren().setAll(top, bottom);
        title.textProperty().bind(model.titleProperty());
        prompt.textProperty().bind(model.promptProperty());
        score.textProperty().bind(model.scoreProperty());
        feedback.textProperty().bind(model.feedbackProperty());
        visibleProperty().bind(model.onProperty());
        managedProperty().bind(model.onProperty());
        WhileShown.listen(this, model.toneProperty(), this::showTone);
        WhileShown.listen(this, model.finishedProperty(), this::showEnd);
        showTone();
        showEnd();
    }

    private void showTone() {
        feedback.getStyleClass().removeAll("right", "wrong", "helped");
        ExerciseModel.Tone tone = model.toneProperty().get();
        if (tone != ExerciseModel.Tone.NONE) {
            feedback.getStyleClass().add(tone.name().toLowerCase(java.util.Locale.ROOT));
        }
    }

    private void showEnd() {
        boolean end = model.finishedProperty().get();
        for (Region waiting : new Region[] {typed, showMe}) {
            waiting.setVisible(!end);
            waiting.setManaged(!end);
        }
        save.setVisible(end);
        save.setManaged(end);
        if (!end) {
            Platform.runLater(() -> {
                if (typed.getScene() != null && isVisible() && typed.getScene().getFocusOwner() == null) {
                    typed.requestFocus();
                }
            });
        }
    }

    /** The typed-move field, for tests. */
    TextField typedField() {
        return typed;
    }
}
