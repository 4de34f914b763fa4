package dlxviz.app.workbench;

import dlxviz.app.workbench.model.LibraryModel;
import dlxviz.app.workbench.model.LibraryRow;
import dlxviz.app.workbench.model.WorkbenchModel;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The workbench's library tab: the bundled puzzles in a table (name, size, clues, difficulty,
 * source), a size filter, the selected puzzle's attribution in full, and buttons to open it in
 * the window (also a double click or Enter) or put it on the grid.
 */
final class LibraryPane extends VBox {

    LibraryPane(WorkbenchModel model) {
        LibraryModel library = model.library();
        getStyleClass().addAll("workbench-section", "workbench-library");
        ComboBox<Integer> size = new ComboBox<>();
        size.setId("librarySize");
        size.getItems().add(LibraryModel.ALL_SIZES);
        size.getItems().addAll(library.sizes());
        size.setConverter(TypePane.converter(n -> n == LibraryModel.ALL_SIZES ? "every size" : n + "x" + n));
        size.setValue(LibraryModel.ALL_SIZES);
        size.setOnAction(e -> library.sizeFilterProperty().set(size.getValue() == null ? 0 : size.getValue()));
        FlowPane filter = new FlowPane(new Label("Show"), size);
        filter.getStyleClass().add("workbench-row");

        TableView<LibraryRow> table = new TableView<>(library.shown());
        table.setId("libraryTable");
        table.getColumns().add(column("Name", 16, row -> new ReadOnlyStringWrapper(row.name())));
        table.getColumns().add(column("Size", 5, row -> new ReadOnlyStringWrapper(row.sizeLabel())));
        table.getColumns().add(column("Clues", 5, row -> new ReadOnlyObjectWrapper<>(row.clues())));
        table.getColumns().add(column("Singles", 6, LibraryRow::singlesProperty));
        table.getColumns().add(column("DLX nodes", 8, LibraryRow::nodesProperty));
        table.getColumns().add(column("Source", 16, row -> new ReadOnlyStringWrapper(row.description())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setPlaceholder(new Label("No puzzle of that size in the library."));
        VBox.setVgrow(table, Priority.ALWAYS);
        table.getSelectionModel().selectedItemProperty().addListener((obs, before, now) -> library.selectedProperty().set(now));
        library.selectedProperty().addListener((obs, before, now) -> {
            if (table.getSelectionModel().getSelectedItem() != now) {
                table.getSelectionModel().select(now);
            }
        });
        table.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && library.selectedProperty().get() != null) {
                model.openSelectedPuzzle();
            }
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && library.selectedProperty().get() != null) {
                model.openSelectedPuzzle();
                e.consume();
            }
        });

        Label details = new Label();
        details.setId("libraryDetails");
        details.setWrapText(true);
        details.getStyleClass().add("library-details");
        details.setMinHeight(Region.USE_PREF_SIZE); // the attribution in full: the table gives up rows instead
        details.textProperty().bind(Bindings.createStringBinding(() -> {
            LibraryRow row = library.selectedProperty().get();
            return row == null ? "Choose a puzzle to see where it comes from; double-click or Enter opens it in the window."
                    : row.name() + ": " + row.description() + ". " + row.source();
        }, library.selectedProperty()));

        Button open = new Button("Open in the window");
        open.setId("libraryOpen");
        open.getStyleClass().add("workbench-primary");
        open.setOnAction(e -> model.openSelectedPuzzle());
        Button edit = new Button("Put it on the grid");
        edit.setId("libraryEdit");
        edit.setOnAction(e -> model.editSelectedPuzzle());
        open.disableProperty().bind(library.selectedProperty().isNull());
        edit.disableProperty().bind(library.selectedProperty().isNull());
        FlowPane buttons = new FlowPane(open, edit);
        buttons.getStyleClass().add("workbench-row");
        Label status = new Label();
        status.setId("libraryStatus");
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines, not two and "..."
        status.getStyleClass().add("workbench-note");
        status.textProperty().bind(model.libraryStatusProperty());
        status.visibleProperty().bind(model.libraryStatusProperty().isNotEmpty());
        status.managedProperty().bind(status.visibleProperty());
        getChildren().addAll(filter, table, details, buttons, status);
    }

    private static <T> TableColumn<LibraryRow, T> column(String title, double widthEm,
            javafx.util.Callback<LibraryRow, javafx.beans.value.ObservableValue<T>> value) {
        TableColumn<LibraryRow, T> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> value.call(cell.getValue()));
        column.setSortable(false); // library order (famous first, then by size) is the order that teaches
        column.getStyleClass().add("library-column-" + title.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
        // proportions only: the constrained policy shares the table's width out in these ratios
        column.setPrefWidth(widthEm * 17);
        return column;
    }
}
