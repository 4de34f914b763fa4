package dlxviz.app.workbench;

import dlxviz.app.workbench.model.GenerateRequest;
import dlxviz.app.workbench.model.GeneratorModel;
import dlxviz.app.workbench.model.Shapes;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Generator;
import dlxviz.sudoku.Symmetry;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The workbench's generator tab: the form ({@code generate}'s options), Generate and Cancel, the
 * progress of the run, and what it made or why the form was refused. The puzzle made goes to the
 * grid and opens in the window; a cancelled run changes nothing.
 */
final class GeneratePane extends VBox {

    GeneratePane(GeneratorModel model) {
        getStyleClass().addAll("workbench-section", "workbench-generate");
        ComboBox<BoxShape> size = new ComboBox<>();
        size.setId("generateSize");
        size.getItems().setAll(Shapes.OFFERED);
        size.setConverter(TypePane.converter(Shapes::label));
        size.valueProperty().bindBidirectional(model.shapeProperty());
        ComboBox<Symmetry> symmetry = new ComboBox<>();
        symmetry.setId("generateSymmetry");
        symmetry.getItems().setAll(Symmetry.values());
        symmetry.setConverter(TypePane.converter(GenerateRequest::symmetryWords));
        symmetry.valueProperty().bindBidirectional(model.symmetryProperty());
        TextField clues = field("generateClues", "as few as one pass leaves", model.cluesProperty());
        TextField seed = field("generateSeed", "a new one each time", model.seedProperty());
        TextField seconds = field("generateSeconds", "0, or 10 with a target", model.secondsProperty());

        GridPane form = new GridPane();
        form.getStyleClass().add("workbench-form");
        form.addRow(0, new Label("Size and boxes"), size);
        form.addRow(1, new Label("Symmetry of the clues"), symmetry);
        form.addRow(2, new Label("Clue target"), clues);
        form.addRow(3, new Label("Seed"), seed);
        form.addRow(4, new Label("Time to look for fewer clues (s)"), seconds);
        for (var node : form.getChildren()) {
            if (node instanceof Label label) {
                label.setMinWidth(Label.USE_PREF_SIZE);
            }
        }

        Label floor = new Label();
        floor.getStyleClass().add("workbench-hint");
        floor.setWrapText(true);
        floor.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines, not two and "..."
        floor.textProperty().bind(Bindings.createStringBinding(() -> floorText(model.shapeProperty().get()),
                model.shapeProperty()));

        Button generate = new Button("Generate");
        generate.setId("generateButton");
        generate.getStyleClass().add("workbench-primary");
        generate.setOnAction(e -> model.generate());
        generate.disableProperty().bind(model.runningProperty());
        Button cancel = new Button("Cancel");
        cancel.setId("generateCancel");
        cancel.setOnAction(e -> model.cancel());
        cancel.disableProperty().bind(model.runningProperty().not());
        ProgressBar bar = new ProgressBar();
        bar.setId("generateProgress");
        bar.progressProperty().bind(model.progressProperty());
        bar.visibleProperty().bind(model.runningProperty());
        HBox buttons = new HBox(generate, cancel, bar);
        buttons.getStyleClass().add("workbench-busy");

        Label status = new Label();
        status.setId("generateStatus");
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines, not two and "..."
        status.textProperty().bind(model.statusProperty());
        Runnable tone = () -> {
            status.getStyleClass().removeAll("dialog-error", "workbench-note");
            status.getStyleClass().add(model.statusIsErrorProperty().get() ? "dialog-error" : "workbench-note");
        };
        model.statusIsErrorProperty().addListener((obs, before, now) -> tone.run());
        tone.run();
        status.visibleProperty().bind(model.statusProperty().isNotEmpty());

        Label about = new Label("Each puzzle has exactly one solution: clues are taken away, a group of cells at a time "
                + "(the symmetry ties them), while the solution stays unique. The same seed makes the same puzzle. "
                + "The puzzle opens in the window ready to step, and on the grid of the first tab.");
        about.getStyleClass().add("workbench-hint");
        about.setWrapText(true);
        about.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines, not two and "..."
        // the button right under the form, the hint on the fewest clues after it: on a projector's
        // short window the button stays in view
        getChildren().addAll(about, new FlowPane(form), buttons, status, floor);
    }

    private static TextField field(String id, String prompt, javafx.beans.property.StringProperty value) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefColumnCount(14);
        field.textProperty().bindBidirectional(value);
        return field;
    }

    /** What is known about the fewest clues of the size, so a target below it is not even tried. */
    private static String floorText(BoxShape shape) {
        if (shape == null) {
            return "";
        }
        Generator.ClueFloor floor = Generator.clueFloor(shape);
        int n = shape.size();
        return "Fewest clues possible: " + floor.clues() + " (" + floor.why() + "). One pass typically leaves "
                + Generator.typicalOnePass(n) + (n >= 16 ? "; a " + n + "x" + n + " takes a while (Cancel stops it)." : ".");
    }
}
