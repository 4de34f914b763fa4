package dlxviz.app.workbench;

import dlxviz.app.boards.CellGridView;
import dlxviz.app.hover.Highlight;
import dlxviz.app.workbench.model.Clashes;
import dlxviz.app.workbench.model.Draft;
import dlxviz.app.workbench.model.DraftModel;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;

/**
 * The grid a puzzle is typed into: one draft's cells, drawn as the board beside the links draws
 * a sudoku (thin lines in boxes, thick between), with the cell the keys go to lit and every
 * clashing given outlined thickly and marked with a ✕ in its corner, so a clash reads without
 * colour too. Keys: arrows move, a digit of the draft's notation sets the cell, Delete and
 * Backspace clear it; a click selects a cell. It shows one size: the workbench makes a new one
 * when the draft's size changes.
 */
final class DraftGridView extends CellGridView {
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private static final PseudoClass CLASH = PseudoClass.getPseudoClass("clash");
    /** The mark of a clashing given: the dead end's cross, the app's sign for "cannot be". */
    static final String CLASH_MARK = "\u2715";

    private final DraftModel model;
    private final dlxviz.sudoku.BoxShape shape;
    private final int n;
    private final Label[] digits;
    private final Label[] marks;

    DraftGridView(DraftModel model) {
        // no shared hover here: the workbench's grid stands for no item of a search
        super("draft-grid-view", "sudoku-grid", "sudoku-cell", model.draft().size(), model.draft().size(), 36, 14,
                new SimpleObjectProperty<Highlight>());
        this.model = model;
        this.shape = model.draft().shape();
        this.n = shape.size();
        getStyleClass().add("sudoku-view");
        digits = new Label[n * n];
        marks = new Label[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            Label digit = new Label();
            digit.getStyleClass().addAll("sudoku-digit", "given");
            Label mark = new Label(CLASH_MARK);
            mark.getStyleClass().add("clash-mark");
            mark.setVisible(false);
            StackPane pane = cellNode(cell);
            StackPane.setAlignment(mark, javafx.geometry.Pos.TOP_RIGHT);
            pane.getChildren().addAll(digit, mark);
            int at = cell;
            pane.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
                model.select(at);
                requestFocus();
                e.consume(); // the tab pane around would take the focus back on the same press
            });
            digits[cell] = digit;
            marks[cell] = mark;
        }
        setFocusTraversable(true);
        addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        addEventHandler(KeyEvent.KEY_TYPED, this::keyTyped);
    }

    /** Shows the draft (it must be of this view's size), its clashes and the selected cell. */
    void show() {
        Draft draft = model.draft();
        if (!draft.shape().equals(shape)) {
            return; // a grid of another size is on its way: the workbench makes a view for it
        }
        Clashes clashes = model.clashes();
        for (int cell = 0; cell < n * n; cell++) {
            digits[cell].setText(draft.symbol(cell));
            boolean clash = clashes.marks(cell);
            cellNode(cell).pseudoClassStateChanged(CLASH, clash);
            marks[cell].setVisible(clash);
        }
        showSelection();
        shown();
    }

    /** The box shape (and so the size) this view was made for. */
    dlxviz.sudoku.BoxShape shape() {
        return shape;
    }

    /** Marks the selected cell (the keys' cell): all a move of the selection changes. */
    void showSelection() {
        int selected = model.selected();
        if (!model.draft().shape().equals(shape)) {
            return;
        }
        for (int cell = 0; cell < n * n; cell++) {
            cellNode(cell).pseudoClassStateChanged(SELECTED, cell == selected);
        }
    }

    private void keyPressed(KeyEvent e) {
        if (e.isShortcutDown() || e.isAltDown()) {
            return; // the workbench's shortcuts (paste, undo) are the window's
        }
        KeyCode code = e.getCode();
        if (code == KeyCode.UP || code == KeyCode.KP_UP) {
            model.move(-1, 0);
        } else if (code == KeyCode.DOWN || code == KeyCode.KP_DOWN) {
            model.move(1, 0);
        } else if (code == KeyCode.LEFT || code == KeyCode.KP_LEFT) {
            model.move(0, -1);
        } else if (code == KeyCode.RIGHT || code == KeyCode.KP_RIGHT) {
            model.move(0, 1);
        } else if (code == KeyCode.DELETE || code == KeyCode.BACK_SPACE) {
            model.clearCell();
        } else {
            return;
        }
        e.consume();
    }

    private void keyTyped(KeyEvent e) {
        if (e.isShortcutDown() || e.isAltDown() || e.getCharacter().isEmpty()) {
            return;
        }
        if (model.type(e.getCharacter())) {
            e.consume();
        }
    }

    @Override
    protected boolean isLit(int cell, Highlight now) {
        return false;
    }

    @Override
    protected Geometry measure(double w, double h) {
        return boxedGeometry(shape.boxRows(), shape.boxCols(), w, h);
    }
}
