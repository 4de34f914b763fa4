package dlxviz.app.workbench;

import dlxviz.app.workbench.model.CheckModel;
import dlxviz.app.workbench.model.Clashes;
import dlxviz.app.workbench.model.Draft;
import dlxviz.app.workbench.model.DraftModel;
import dlxviz.app.workbench.model.Shapes;
import dlxviz.app.workbench.model.WorkbenchModel;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Notation;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The workbench's first tab: the grid to type into, and beside it the size and notation, the
 * clashes in words, the check with its verdict, opening in the window, and the puzzle as text.
 * Binds to {@link WorkbenchModel}; every action is one call of it.
 */
final class TypePane extends BorderPane {
    private final WorkbenchModel model;
    private final StackPane gridHost = new StackPane();
    private DraftGridView grid;

    TypePane(WorkbenchModel model) {
        this.model = model;
        getStyleClass().add("workbench-type");
        gridHost.getStyleClass().add("workbench-grid-host");
        setCenter(gridHost);
        ScrollPane side = new ScrollPane(sidePanel());
        side.setFitToWidth(true);
        side.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        side.getStyleClass().add("workbench-side-scroll");
        setRight(side);
        DraftModel draft = model.draft();
        draft.draftProperty().addListener((obs, before, now) -> showDraft());
        draft.selectedProperty().addListener((obs, before, now) -> grid.showSelection());
        showDraft();
    }

    /** The grid, so the window can give it the keys. */
    Node grid() {
        return grid;
    }

    /** Shows the draft; a grid of another size (a paste, a size chosen) gets a view of its own. */
    private void showDraft() {
        BoxShape shape = model.draft().draft().shape();
        if (grid == null || !grid.shape().equals(shape)) {
            boolean hadFocus = grid != null && grid.isFocused();
            grid = new DraftGridView(model.draft());
            grid.setId("draftGrid");
            gridHost.getChildren().setAll(grid);
            if (hadFocus) {
                grid.requestFocus();
            }
        }
        grid.show();
    }

    private VBox sidePanel() {
        VBox side = new VBox();
        side.getStyleClass().add("workbench-side");
        side.getChildren().addAll(sizeRow(), hint(), clashBox(), checkBox(), windowButtons(), message(), textBox());
        return side;
    }

    private Node sizeRow() {
        DraftModel draft = model.draft();
        ComboBox<BoxShape> size = new ComboBox<>();
        size.setId("draftSize");
        size.getItems().setAll(Shapes.OFFERED);
        size.setConverter(converter(Shapes::label));
        size.setValue(draft.draft().shape());
        size.setOnAction(e -> draft.useShape(size.getValue()));
        ComboBox<Notation> notation = new ComboBox<>();
        notation.setId("draftNotation");
        notation.setConverter(converter(TypePane::notationLabel));
        Label notationLabel = new Label("Digits");
        Runnable follow = () -> {
            Draft now = draft.draft();
            size.setValue(now.shape());
            List<Notation> fitting = new java.util.ArrayList<>();
            for (Notation each : Notation.values()) {
                if (Draft.fits(each, now.size()) && (now.size() > 9 || each == Notation.DIGITS)) {
                    fitting.add(each);
                }
            }
            notation.getItems().setAll(fitting);
            notation.setValue(now.notation());
            boolean choice = fitting.size() > 1;
            notation.setVisible(choice);
            notation.setManaged(choice);
            notationLabel.setVisible(choice);
            notationLabel.setManaged(choice);
        };
        draft.draftProperty().addListener((obs, before, now) -> follow.run());
        follow.run();
        notation.setOnAction(e -> draft.useNotation(notation.getValue()));
        FlowPane row = new FlowPane(new Label("Size"), size, notationLabel, notation);
        row.getStyleClass().add("workbench-row");
        return row;
    }

    private static String notationLabel(Notation notation) {
        switch (notation) {
            case ONE_BASED:
                return "1-9 then A, B, …";
            case ZERO_BASED:
                return "0-9 then A, B, …";
            case LETTERS:
                return "letters A, B, …";
            case NUMBERS:
                return "numbers 1, 2, … 16";
            default:
                return "1-9";
        }
    }

    private Node hint() {
        Label hint = new Label();
        hint.getStyleClass().add("workbench-hint");
        hint.setWrapText(true);
        hint.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines, not two and "..."
        hint.textProperty().bind(Bindings.createStringBinding(
                () -> "Click a cell or use the arrows, type " + model.draft().draft().digitsHint()
                        + ", Delete clears. Ctrl+V pastes a whole puzzle, Ctrl+Z undoes.",
                model.draft().draftProperty()));
        return hint;
    }

    /** The clashing givens in words, under a heading with the mark the grid uses. */
    private Node clashBox() {
        Label title = new Label(DraftGridView.CLASH_MARK + " Givens that clash");
        title.getStyleClass().add("clash-title");
        Label words = new Label();
        words.setId("clashText");
        words.setWrapText(true);
        words.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines, not two and "..."
        VBox box = new VBox(title, words);
        box.getStyleClass().add("clash-box");
        Runnable follow = () -> {
            Clashes clashes = model.draft().clashes();
            words.setText(String.join("\n", clashes.sentences()));
            box.setVisible(!clashes.isEmpty());
            box.setManaged(!clashes.isEmpty());
        };
        model.draft().clashesProperty().addListener((obs, before, now) -> follow.run());
        follow.run();
        return box;
    }

    private Node checkBox() {
        CheckModel check = model.check();
        Button run = new Button("Check");
        run.setId("checkButton");
        run.setOnAction(e -> model.checkDraft());
        run.disableProperty().bind(check.runningProperty());
        Spinner<Integer> limit = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(2, 1_000_000,
                (int) check.limitProperty().get()));
        limit.setId("checkLimit");
        limit.setEditable(true);
        limit.getStyleClass().add("limit-spinner");
        limit.valueProperty().addListener((obs, before, now) -> check.limitProperty().set(now));
        Button cancel = new Button("Cancel");
        cancel.setId("checkCancel");
        cancel.setOnAction(e -> check.cancel());
        cancel.visibleProperty().bind(check.runningProperty());
        cancel.managedProperty().bind(check.runningProperty());
        FlowPane buttons = new FlowPane(run, new Label("count up to"), limit, cancel);
        buttons.getStyleClass().add("workbench-row");

        ProgressBar bar = new ProgressBar();
        bar.progressProperty().bind(check.progressProperty());
        Label status = new Label();
        status.setId("checkStatus");
        status.textProperty().bind(check.statusProperty());
        status.setWrapText(true);
        bar.visibleProperty().bind(check.runningProperty());
        bar.managedProperty().bind(check.runningProperty());
        HBox busy = new HBox(bar, status);
        busy.getStyleClass().add("workbench-busy");
        // after the run, the status stays only to say why a check failed
        busy.visibleProperty().bind(check.runningProperty().or(check.statusProperty().isNotEmpty()));
        busy.managedProperty().bind(busy.visibleProperty());

        VBox verdict = new VerdictBox(check.verdictProperty());
        VBox box = new VBox(buttons, busy, verdict);
        box.getStyleClass().add("workbench-section");
        return box;
    }

    private Node windowButtons() {
        DraftModel draft = model.draft();
        Button open = new Button("Open in the window");
        open.setId("openInWindow");
        open.getStyleClass().add("workbench-primary");
        open.setOnAction(e -> model.openDraft());
        Button clear = new Button("Clear");
        clear.setId("clearDraft");
        clear.setOnAction(e -> draft.clearAll());
        Button undo = new Button("Undo");
        undo.setId("undoDraft");
        undo.setOnAction(e -> draft.undo());
        undo.disableProperty().bind(draft.canUndoProperty().not());
        Button take = new Button("Take the window's puzzle");
        take.setId("takeFromWindow");
        take.setOnAction(e -> model.takeFromWindow());
        FlowPane row = new FlowPane(open, clear, undo, take);
        row.getStyleClass().add("workbench-row");
        return row;
    }

    private Node message() {
        Label message = new Label();
        message.setId("draftMessage");
        message.setWrapText(true);
        message.textProperty().bind(model.draft().messageProperty());
        message.visibleProperty().bind(model.draft().messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        Runnable tone = () -> {
            message.getStyleClass().removeAll("dialog-error", "workbench-note");
            message.getStyleClass().add(model.draft().messageIsErrorProperty().get() ? "dialog-error" : "workbench-note");
        };
        model.draft().messageIsErrorProperty().addListener((obs, before, now) -> tone.run());
        tone.run();
        return message;
    }

    /** The puzzle as text: typed or pasted there and read in, or the grid written out. */
    private Node textBox() {
        DraftModel draft = model.draft();
        Label title = new Label("The puzzle as text (one line, a grid, any form the command line reads)");
        title.setWrapText(true);
        title.getStyleClass().add("section-title");
        TextArea text = new TextArea();
        text.setId("draftText");
        text.getStyleClass().add("draft-text");
        text.setWrapText(true);
        text.setPrefRowCount(3);
        text.textProperty().bindBidirectional(draft.textProperty());
        VBox.setVgrow(text, Priority.SOMETIMES);
        Button read = new Button("Read into the grid");
        read.setId("readText");
        read.setOnAction(e -> draft.readText());
        Button write = new Button("Write the grid here");
        write.setId("writeText");
        write.setOnAction(e -> draft.copyGridToText());
        FlowPane buttons = new FlowPane(read, write);
        buttons.getStyleClass().add("workbench-row");
        VBox box = new VBox(title, text, buttons);
        box.getStyleClass().add("workbench-section");
        return box;
    }

    static <T> StringConverter<T> converter(java.util.function.Function<T, String> label) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : label.apply(value);
            }

            @Override
            public T fromString(String text) {
                return null;
            }
        };
    }
}
