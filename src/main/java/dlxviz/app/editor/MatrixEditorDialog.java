package dlxviz.app.editor;

import dlxviz.app.editor.model.MatrixCheck;
import dlxviz.app.editor.model.MatrixDocument;
import dlxviz.app.editor.model.MatrixEditorModel;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.theme.Theme;
import dlxviz.app.theme.Themes;
import java.io.File;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File > Matrix editor: the 0/1 grid of a {@link MatrixEditorModel}, items as columns (name,
 * secondary, remove) and options as rows (the option as text, its cells, remove), with the
 * toolbar and what the check finds below. Thin: every action forwards to the model in one line,
 * and the grid is redrawn when the model's revision ticks. A name or option text the model
 * refuses stays in its field, marked, with the reason above the findings. The model outlives the
 * dialog, so closing it loses nothing.
 */
public final class MatrixEditorDialog {
    private static final String STYLESHEET = "/css/editor.css";
    /** Rows above the options: the items' names, their secondary boxes, and the options' heading. */
    private static final int HEADER_ROWS = 3;

    private final MatrixEditorModel model;
    private final Stage stage = new Stage();
    private final GridPane grid = new GridPane();
    private final VBox findings = new VBox();
    private final Label status = new Label();
    private final Predicate<LoadedProblem> runner;
    private final Supplier<LoadedProblem> windowProblem;
    private int shownItems = -1;
    private int shownOptions = -1;
    private final ScrollPane scroll;
    private TextField[] names = new TextField[0];
    private CheckBox[] secondary = new CheckBox[0];
    private Button[] removeItems = new Button[0];
    private TextField[] optionTexts = new TextField[0];
    private ToggleButton[][] cells = new ToggleButton[0][0];

    /**
     * @param runner        opens a problem in the window; false when it could not (the window says why)
     * @param windowProblem the problem open in the window, or null
     */
    public MatrixEditorDialog(Window owner, MatrixEditorModel model, Predicate<LoadedProblem> runner,
                              Supplier<LoadedProblem> windowProblem) {
        this.model = model;
        this.runner = runner;
        this.windowProblem = windowProblem;
        stage.initOwner(owner);
        stage.setTitle("Matrix editor");
        grid.getStyleClass().add("matrix-editor-grid");
        grid.setId("editorGrid");
        scroll = new ScrollPane(grid);
        scroll.getStyleClass().add("matrix-editor-scroll");
        Label message = new Label();
        message.setId("editorMessage");
        message.getStyleClass().add("dialog-error");
        message.textProperty().bind(model.messageProperty());
        message.visibleProperty().bind(model.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        message.setMaxWidth(Double.MAX_VALUE);
        findings.setId("editorFindings");
        findings.getStyleClass().add("matrix-editor-findings");
        status.setId("editorStatus");
        status.getStyleClass().add("matrix-editor-status");
        VBox bottom = new VBox(message, findings, status);
        bottom.getStyleClass().add("matrix-editor-bottom");
        BorderPane root = new BorderPane(scroll, toolbar(), null, bottom, null);
        root.getStyleClass().add("matrix-editor");
        Scene scene = new Scene(root, 1000, 720);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), model::undo);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN), model::redo);
        stage.setScene(scene);
        model.revisionProperty().addListener((obs, before, now) -> refresh());
        model.findingsProperty().addListener((javafx.collections.ListChangeListener<MatrixCheck.Finding>) change -> showFindings());
        model.fileProperty().addListener((obs, before, now) -> showStatus());
        model.unsavedProperty().addListener((obs, before, now) -> showStatus());
        refresh();
        showFindings();
    }

    /** Shows the dialog (in front if open) in the window's theme and text scale. */
    public void open(Theme theme, double scale) {
        Themes.apply(stage.getScene().getRoot(), theme);
        Themes.applyScale(stage.getScene().getRoot(), scale);
        String sheet = MatrixEditorDialog.class.getResource(STYLESHEET).toExternalForm();
        if (!stage.getScene().getRoot().getStylesheets().contains(sheet)) {
            stage.getScene().getRoot().getStylesheets().add(sheet);
        }
        stage.show();
        stage.toFront();
    }

    Stage stage() {
        return stage;
    }

    // ------------------------------------------------------------------ the toolbar

    private FlowPane toolbar() {
        Button undo = button("Undo", "editorUndo", model::undo);
        undo.disableProperty().bind(model.canUndoProperty().not());
        undo.tooltipProperty().bind(javafx.beans.binding.Bindings.createObjectBinding(
                () -> new Tooltip(model.undoTextProperty().get() + " (Ctrl+Z)"), model.undoTextProperty()));
        Button redo = button("Redo", "editorRedo", model::redo);
        redo.disableProperty().bind(model.canRedoProperty().not());
        redo.tooltipProperty().bind(javafx.beans.binding.Bindings.createObjectBinding(
                () -> new Tooltip(model.redoTextProperty().get() + " (Ctrl+Y)"), model.redoTextProperty()));
        Button run = button("Run in the window", "editorRun", () -> model.run(runner));
        run.setDefaultButton(true);
        run.disableProperty().bind(model.runnableProperty().not());
        Button fromWindow = button("The window's problem", "editorFromWindow", this::editWindowProblem);
        fromWindow.setTooltip(new Tooltip("Edit the problem open in the window (an exact-cover problem, not a sudoku)"));
        // a flow, not a ToolBar: a tool bar hides what does not fit behind ">>", and Run must never hide
        FlowPane tools = new FlowPane(
                group(button("New", "editorNew", model::newProblem), button("Open…", "editorOpen", this::openFile),
                        button("Save…", "editorSave", this::saveFile), fromWindow),
                group(button("Add item", "editorAddItem", this::addItem),
                        button("Add option", "editorAddOption", this::addOption)),
                group(undo, redo),
                group(run));
        tools.getStyleClass().add("matrix-editor-tools");
        return tools;
    }

    /**
     * Puts the cursor in the field of the item or option just added, scrolled into view: the grid
     * is made anew, and the focus fell to item A's name, where the new option's text typed in
     * renamed A ("F GA").
     */
    private void addItem() {
        int column = model.addItem(); // first: the grid is made anew, with the new fields
        typeIn(names, column, 1, 0); // the new column is the last: scrolled right, to the top
    }

    private void addOption() {
        int option = model.addOption();
        typeIn(optionTexts, option, 0, 1); // the new row is the last: scrolled down, to the left
    }

    /** Focuses {@code fields[index]} and scrolls to it ({@code h}, {@code v}: the scroll's ends, 0 or 1). */
    private void typeIn(TextField[] fields, int index, double h, double v) {
        if (index < 0 || index >= fields.length) {
            return;
        }
        fields[index].requestFocus();
        // the grid's new size is known once laid out: scrolled before, the viewport stopped a row short
        scroll.applyCss();
        scroll.layout();
        scroll.setHvalue(h);
        scroll.setVvalue(v);
    }

    private static HBox group(Node... buttons) {
        HBox group = new HBox(buttons);
        group.getStyleClass().add("matrix-editor-tool-group");
        return group;
    }

    private static Button button(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setFocusTraversable(false);
        button.setOnAction(e -> action.run());
        return button;
    }

    private void editWindowProblem() {
        LoadedProblem current = windowProblem.get();
        if (current != null) {
            model.edit(current);
        }
    }

    private void openFile() {
        FileChooser chooser = chooser("Open an exact-cover problem (DLX1 format)");
        File file = chooser.showOpenDialog(stage);
        if (file != null) {
            model.open(file.toPath());
        }
    }

    private void saveFile() {
        FileChooser chooser = chooser("Save the problem in DLX1 format");
        chooser.setInitialFileName(model.fileProperty().get() == null ? "problem.dlx"
                : new File(model.fileProperty().get()).getName());
        File file = chooser.showSaveDialog(stage);
        if (file != null) {
            model.save(file.toPath());
        }
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().setAll(new FileChooser.ExtensionFilter("DLX1 files", "*.dlx"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        String last = model.fileProperty().get();
        if (last != null && new File(last).getParentFile() != null && new File(last).getParentFile().isDirectory()) {
            chooser.setInitialDirectory(new File(last).getParentFile());
        }
        return chooser;
    }

    // ------------------------------------------------------------------ the grid

    /** Redraws after a change: in place when the grid keeps its shape (a click is not lost to a rebuild), else anew. */
    private void refresh() {
        MatrixDocument doc = model.document();
        if (doc.itemCount() != shownItems || doc.optionCount() != shownOptions) {
            rebuild(doc);
        } else {
            update(doc);
        }
        showStatus();
    }

    private void rebuild(MatrixDocument doc) {
        int items = doc.itemCount();
        int options = doc.optionCount();
        grid.getChildren().clear();
        names = new TextField[items];
        secondary = new CheckBox[items];
        removeItems = new Button[items];
        optionTexts = new TextField[options];
        cells = new ToggleButton[options][items];
        if (items == 0) {
            Label empty = new Label("Add an item: one column for each thing a solution covers.");
            empty.getStyleClass().add("matrix-editor-corner");
            grid.add(empty, 0, 0, 2, 1);
        } else {
            grid.add(rowLabel("Items"), 0, 0, 2, 1);
            grid.add(rowLabel("Secondary"), 0, 1, 2, 1);
            grid.add(rowLabel("Options, as DLX1 lines"), 0, 2, 2, 1);
        }
        for (int c = 0; c < items; c++) {
            itemHeader(c);
        }
        for (int k = 0; k < options; k++) {
            Label number = new Label(Integer.toString(k + 1));
            number.getStyleClass().add("matrix-editor-number");
            grid.add(number, 0, k + HEADER_ROWS);
            grid.add(optionField(k), 1, k + HEADER_ROWS);
            for (int c = 0; c < items; c++) {
                grid.add(cell(k, c), c + 2, k + HEADER_ROWS);
            }
            int option = k;
            Button remove = new Button("✕");
            remove.setId("removeOption" + k);
            remove.getStyleClass().add("matrix-editor-remove");
            remove.setFocusTraversable(false);
            remove.setTooltip(new Tooltip("Remove option " + (k + 1)));
            remove.setOnAction(e -> model.removeOption(option));
            grid.add(remove, items + 2, k + HEADER_ROWS);
        }
        shownItems = items;
        shownOptions = options;
        update(doc);
    }

    private static Label rowLabel(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("matrix-editor-corner");
        return label;
    }

    /** A column's head: its name, whether it is secondary, and removing it, one above the other. */
    private void itemHeader(int column) {
        TextField name = new TextField();
        name.setId("itemName" + column);
        name.getStyleClass().add("matrix-editor-name");
        name.setPrefColumnCount(3);
        commitOnEnterOrLeave(name, () -> model.renameItem(column, name.getText()),
                () -> model.document().item(column).name());
        CheckBox isSecondary = new CheckBox();
        isSecondary.setId("itemSecondary" + column);
        isSecondary.setFocusTraversable(false);
        isSecondary.setTooltip(new Tooltip("Secondary: covered at most once, never chosen to branch on "
                + "(DLX1's items after '|')"));
        isSecondary.setOnAction(e -> model.setSecondary(column, isSecondary.isSelected()));
        Button remove = new Button("✕");
        remove.setId("removeItem" + column);
        remove.getStyleClass().add("matrix-editor-remove");
        remove.setFocusTraversable(false);
        remove.setOnAction(e -> model.removeItem(column));
        names[column] = name;
        secondary[column] = isSecondary;
        removeItems[column] = remove;
        VBox header = new VBox(name, remove);
        header.setAlignment(Pos.CENTER);
        header.getStyleClass().add("matrix-editor-item");
        grid.add(header, column + 2, 0);
        grid.add(isSecondary, column + 2, 1);
        GridPane.setHalignment(isSecondary, javafx.geometry.HPos.CENTER);
    }

    private Node optionField(int k) {
        TextField text = new TextField();
        text.setId("optionText" + k);
        text.getStyleClass().add("matrix-editor-option");
        text.setPrefColumnCount(10);
        text.setTooltip(new Tooltip("Option " + (k + 1) + " as DLX1 writes it: its items' names, separated by blanks"));
        commitOnEnterOrLeave(text, () -> model.setOptionText(k, text.getText()), () -> model.document().optionText(k));
        optionTexts[k] = text;
        return text;
    }

    private Node cell(int k, int column) {
        ToggleButton cell = new ToggleButton();
        cell.setId("cell" + k + "x" + column);
        cell.getStyleClass().add("matrix-editor-cell");
        cell.setFocusTraversable(false);
        cell.setOnAction(e -> model.toggle(k, column));
        // under the middle of its item's column, where the name, its x and its box are centred
        GridPane.setHalignment(cell, javafx.geometry.HPos.CENTER);
        cells[k][column] = cell;
        return cell;
    }

    /**
     * Commits a field on Enter and when it loses focus; a refusal keeps the text, marked, for the
     * user to fix; a success shows the value as the model keeps it (a name without its blanks).
     */
    private static void commitOnEnterOrLeave(TextField field, Supplier<String> commit, Supplier<String> kept) {
        Runnable apply = () -> {
            if (field.getScene() == null) {
                return; // a field of a grid just rebuilt
            }
            String refused = commit.get();
            field.pseudoClassStateChanged(REFUSED, refused != null);
            if (refused == null) {
                field.setText(kept.get());
            }
        };
        field.setOnAction(e -> apply.run());
        field.focusedProperty().addListener((obs, was, is) -> {
            if (!is) {
                apply.run();
            }
        });
    }

    private static final javafx.css.PseudoClass REFUSED = javafx.css.PseudoClass.getPseudoClass("refused");
    private static final javafx.css.PseudoClass SECONDARY = javafx.css.PseudoClass.getPseudoClass("secondary");

    /** Values into the controls; a field being typed in keeps what is typed. */
    private void update(MatrixDocument doc) {
        for (int c = 0; c < shownItems; c++) {
            MatrixDocument.Item item = doc.item(c);
            setUnlessTyping(names[c], item.name());
            secondary[c].setSelected(item.secondary());
            names[c].getParent().pseudoClassStateChanged(SECONDARY, item.secondary());
            removeItems[c].setTooltip(new Tooltip("Remove item " + item.name() + " and its cells"));
        }
        // the options in one pass over the lines: finding option k walks them from the top
        int k = 0;
        for (MatrixDocument.Line line : doc.lines()) {
            if (k == shownOptions) {
                break;
            }
            if (line instanceof MatrixDocument.Option) {
                MatrixDocument.Option option = (MatrixDocument.Option) line;
                setUnlessTyping(optionTexts[k], doc.text(option));
                for (int c = 0; c < shownItems; c++) {
                    boolean on = option.items().contains(doc.item(c).id());
                    cells[k][c].setSelected(on);
                    cells[k][c].setText(on ? "1" : "");
                }
                k++;
            }
        }
    }

    private static void setUnlessTyping(TextField field, String value) {
        if (!field.isFocused() || field.getText().equals(value)) {
            field.setText(value);
            field.pseudoClassStateChanged(REFUSED, false);
        }
    }

    private void showFindings() {
        findings.getChildren().clear();
        for (MatrixCheck.Finding finding : model.findingsProperty()) {
            Label line = new Label(symbol(finding.severity()) + " " + finding.text());
            line.setWrapText(true);
            line.getStyleClass().add("finding-" + finding.severity().name().toLowerCase(java.util.Locale.ROOT));
            findings.getChildren().add(line);
        }
    }

    /** Each kind reads without colour too. */
    private static String symbol(MatrixCheck.Severity severity) {
        switch (severity) {
            case ERROR:
                return "✕";
            case WARNING:
                return "⚠";
            default:
                return "✓";
        }
    }

    private void showStatus() {
        MatrixDocument doc = model.document();
        long secondaries = doc.items().stream().filter(MatrixDocument.Item::secondary).count();
        String file = model.fileProperty().get();
        status.setText(String.format("%d items (%d secondary), %d options, %d comment %s kept%s", doc.itemCount(),
                secondaries, doc.optionCount(), doc.commentCount(), doc.commentCount() == 1 ? "line" : "lines",
                file == null ? (model.unsavedProperty().get() ? " · not saved" : "")
                        : " · " + new File(file).getName() + (model.unsavedProperty().get() ? " (changed since saved)" : "")));
    }
}
