package dlxviz.app.exercise;

import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import dlxviz.exercise.RandomExercise;
import dlxviz.playback.StepSize;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * File > Exercise...: the problem open or a random matrix made from a seed (printed, so the
 * teacher can make any student's again), how much the student performs, and how far.
 */
public final class ExerciseDialog {

    /** What was chosen: {@code random} null for the problem open. */
    public record Choice(RandomExercise.Request random, StepSize detail, boolean wholeSearch) {
    }

    private ExerciseDialog() {
    }

    public static Optional<Choice> ask(Window owner, Theme theme, double scale, StepSize current) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Exercise: your move");
        ToggleGroup source = new ToggleGroup();
        RadioButton open = new RadioButton("The problem open now");
        RadioButton random = new RadioButton("A random matrix for each student");
        open.setToggleGroup(source);
        random.setToggleGroup(source);
        random.setSelected(true);
        Spinner<Integer> items = new Spinner<>(RandomExercise.MIN_ITEMS, RandomExercise.MAX_ITEMS, 7);
        Spinner<Integer> options = new Spinner<>(2, RandomExercise.MAX_OPTIONS, 10);
        Spinner<Integer> solutions = new Spinner<>(1, RandomExercise.MAX_SOLUTIONS, 1);
        CheckBox deadEnd = new CheckBox("A dead end before the first solution");
        deadEnd.setSelected(true);
        TextField seed = new TextField(String.valueOf(ThreadLocalRandom.current().nextInt(1, 100_000)));
        seed.setPrefColumnCount(8);
        ChoiceBox<StepSize> detail = new ChoiceBox<>();
        detail.getItems().setAll(StepSize.LINK, StepSize.COVER, StepSize.CHOICE);
        detail.setConverter(new StringConverter<>() {
            @Override
            public String toString(StepSize size) {
                return size == null ? "" : size == StepSize.LINK ? "every link: each header and node"
                        : size == StepSize.COVER ? "each choice and which header leaves or returns" : "each choice only";
            }

            @Override
            public StepSize fromString(String text) {
                return null;
            }
        });
        detail.setValue(detail.getItems().contains(current) ? current : StepSize.LINK);
        CheckBox whole = new CheckBox("Go on past the first solution to the end of the search");
        for (javafx.scene.Node n : new javafx.scene.Node[] {items, options, solutions, deadEnd, seed}) {
            n.disableProperty().bind(random.selectedProperty().not());
        }
        Label error = new Label();
        error.getStyleClass().add("dialog-error");
        error.setWrapText(true);
        GridPane grid = new GridPane();
        grid.setHgap(Themes.BASE_FONT_PX * scale * 0.6);
        grid.setVgap(Themes.BASE_FONT_PX * scale * 0.4);
        int row = 0;
        grid.add(open, 0, row++, 2, 1);
        grid.add(random, 0, row++, 2, 1);
        grid.addRow(row++, new Label("Items"), items);
        grid.addRow(row++, new Label("Options"), options);
        grid.addRow(row++, new Label("Solutions"), solutions);
        grid.add(deadEnd, 1, row++);
        grid.addRow(row++, new Label("Seed"), seed);
        grid.addRow(row++, new Label("The student performs"), detail);
        grid.add(whole, 0, row++, 2, 1);
        grid.add(error, 0, row, 2, 1);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Themes.apply(dialog.getDialogPane(), theme);
        Themes.applyScale(dialog.getDialogPane(), scale);
        Choice[] chosen = {null};
        dialog.getDialogPane().lookupButton(ButtonType.OK).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            try {
                RandomExercise.Request request = null;
                if (random.isSelected()) {
                    long seedValue;
                    try {
                        seedValue = Long.parseLong(seed.getText().strip());
                    } catch (NumberFormatException notANumber) {
                        throw new IllegalArgumentException("the seed is a whole number, not '" + seed.getText() + "'");
                    }
                    request = new RandomExercise.Request(items.getValue(), options.getValue(), solutions.getValue(),
                            deadEnd.isSelected(), seedValue);
                }
                chosen[0] = new Choice(request, detail.getValue(), whole.isSelected());
            } catch (IllegalArgumentException bad) {
                error.setText(bad.getMessage()); // the dialog stays, with everything typed
                e.consume();
            }
        });
        Optional<ButtonType> answer = dialog.showAndWait();
        return answer.isPresent() && answer.get() == ButtonType.OK ? Optional.ofNullable(chosen[0]) : Optional.empty();
    }
}
