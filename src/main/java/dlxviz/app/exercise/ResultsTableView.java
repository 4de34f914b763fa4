package dlxviz.app.exercise;

import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import dlxviz.exercise.GradeTable;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * File > Open results...: a class's results files as the {@code grade} command prints them, one
 * row per student, and each refused file (changed after it was saved) named below with why.
 */
public final class ResultsTableView {
    private ResultsTableView() {
    }

    public static Dialog<ButtonType> dialog(Window owner, String folder, GradeTable table, Theme theme, double scale) {
        TableView<GradeTable.Row> view = new TableView<>();
        List<String> headings = GradeTable.HEADINGS;
        for (int c = 0; c < headings.size(); c++) {
            int column = c;
            TableColumn<GradeTable.Row, String> col = new TableColumn<>(headings.get(c));
            col.setCellValueFactory(row -> new ReadOnlyStringWrapper(row.getValue().cells().get(column)));
            view.getColumns().add(col);
        }
        view.getItems().setAll(table.rows());
        view.setPlaceholder(new Label("No results file (*.json) graded in this folder"));
        view.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        double em = Themes.BASE_FONT_PX * scale;
        view.setPrefSize(52 * em, 16 * em);
        VBox content = new VBox(em * 0.5, view);
        for (String refused : table.refused()) {
            Label line = new Label("Refused: " + refused);
            line.setWrapText(true);
            line.getStyleClass().add("dialog-error");
            content.getChildren().add(line);
        }
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Results in " + folder);
        dialog.setResizable(true);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        Themes.apply(dialog.getDialogPane(), theme);
        Themes.applyScale(dialog.getDialogPane(), scale);
        return dialog;
    }
}
