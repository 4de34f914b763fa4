package dlxviz.app.dialogs;

import dlxviz.app.export.SeriesChoice;
import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import dlxviz.playback.StepSize;
import java.io.File;
import java.util.Map;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * File > Export picture > A series: the step range, the views, the size and where the pictures
 * go, as the {@code slides} command takes them. The fields live in a {@link SeriesForm}; a choice
 * the form refuses keeps the dialog open with the reason, and the fields stay as typed.
 */
public final class SeriesDialog {
    static final ButtonType EXPORT = new ButtonType("Export", ButtonBar.ButtonData.OK_DONE);

    private final SeriesForm form;
    private final Dialog<SeriesChoice> dialog = new Dialog<>();

    /** @param views each view's name and what it shows, in order */
    public SeriesDialog(Window owner, Map<String, String> views) {
        form = new SeriesForm(views.keySet());
        dialog.initOwner(owner);
        dialog.initModality(Modality.WINDOW_MODAL);
        dialog.setTitle("Export a series of pictures");
        dialog.setResizable(true);

        GridPane fields = new GridPane();
        fields.getStyleClass().add("series-fields");
        fields.setHgap(8);
        fields.setVgap(8);
        ComboBox<StepSize> size = new ComboBox<>();
        size.getItems().setAll(StepSize.values());
        size.valueProperty().bindBidirectional(form.stepSizeProperty());
        fields.addRow(0, new Label("Steps from"), field("seriesFrom", form.fromProperty(), 5),
                new Label("to"), field("seriesTo", form.toProperty(), 5),
                new Label("every"), field("seriesEvery", form.everyProperty(), 3),
                new Label("step size"), size);
        FlowPane ticks = new FlowPane(12, 4);
        for (Map.Entry<String, String> view : views.entrySet()) {
            CheckBox tick = new CheckBox(view.getKey());
            tick.setId("seriesView-" + view.getKey());
            tick.setTooltip(new Tooltip(view.getValue()));
            tick.selectedProperty().bindBidirectional(form.viewProperty(view.getKey()));
            ticks.getChildren().add(tick);
        }
        fields.add(new Label("Views"), 0, 1);
        fields.add(ticks, 1, 1, 7, 1);
        fields.addRow(2, new Label("Window size"), field("seriesWidth", form.widthProperty(), 5), new Label("×"),
                field("seriesHeight", form.heightProperty(), 5));
        TextField folder = field("seriesFolder", form.folderProperty(), 28);
        Button choose = new Button("Choose…");
        choose.setOnAction(e -> chooseFolder());
        fields.add(new Label("Folder"), 0, 3);
        fields.add(new HBox(8, folder, choose), 1, 3, 7, 1);
        CheckBox gif = new CheckBox("Animated GIF");
        gif.setId("seriesGif");
        gif.selectedProperty().bindBidirectional(form.gifProperty());
        TextField gifName = field("seriesGifName", form.gifNameProperty(), 14);
        TextField delay = field("seriesDelay", form.delayProperty(), 5);
        gifName.disableProperty().bind(form.gifProperty().not());
        delay.disableProperty().bind(form.gifProperty().not());
        fields.add(gif, 0, 4);
        fields.add(new HBox(8, gifName, new Label("in the folder, each frame"), delay, new Label("ms, looping")), 1, 4, 7, 1);

        Label hint = new Label("Step 0 is Ready; step N is what the window shows after N steps of the step size. "
                + "The pictures are taken of a copy of this window at the size given, in its theme and text scale, "
                + "named by step (0000-window.png, …), as the slides command makes them.");
        hint.getStyleClass().add("help-text");
        hint.setWrapText(true);
        hint.setMaxWidth(640);
        Label error = new Label();
        error.setId("seriesError");
        error.getStyleClass().add("dialog-error");
        error.textProperty().bind(form.errorProperty());
        error.visibleProperty().bind(form.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        error.setMaxWidth(640);
        dialog.getDialogPane().setContent(new VBox(12, fields, hint, error));
        dialog.getDialogPane().getButtonTypes().setAll(EXPORT, ButtonType.CANCEL);
        Button export = (Button) dialog.getDialogPane().lookupButton(EXPORT);
        export.setId("seriesExport");
        export.addEventFilter(ActionEvent.ACTION, event -> {
            if (form.choice() == null) {
                dialog.getDialogPane().getScene().getWindow().sizeToScene(); // room for the message
                event.consume(); // stay open: the user fixes the field
            }
        });
        dialog.setResultConverter(button -> button == EXPORT ? form.choice() : null);
    }

    private static TextField field(String id, javafx.beans.property.StringProperty value, int columns) {
        TextField field = new TextField();
        field.setId(id);
        field.setPrefColumnCount(columns);
        field.textProperty().bindBidirectional(value);
        return field;
    }

    private void chooseFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Where the pictures go");
        File current = new File(form.folderProperty().get());
        if (current.isDirectory()) {
            chooser.setInitialDirectory(current);
        } else if (current.getParentFile() != null && current.getParentFile().isDirectory()) {
            chooser.setInitialDirectory(current.getParentFile());
        }
        File chosen = chooser.showDialog(dialog.getDialogPane().getScene().getWindow());
        if (chosen != null) {
            form.folderProperty().set(chosen.getPath());
        }
    }

    /**
     * Asks for a series, starting at the window's step size; empty when cancelled.
     *
     * @param stepSize the window's step size, the one its steps are counted in
     */
    public Optional<SeriesChoice> ask(Theme theme, double scale, StepSize stepSize) {
        form.stepSizeProperty().set(stepSize);
        Themes.apply(dialog.getDialogPane(), theme);
        Themes.applyScale(dialog.getDialogPane(), scale);
        return dialog.showAndWait();
    }
}
