package dlxviz.app.puzzle;

import dlxviz.app.Highlight;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The sudoku panel: givens, digits placed by the search coloured by level, the live candidates
 * of every open cell, and the region of the chosen item highlighted. Plain controls styled by
 * css/app.css (classes {@code sudoku-*}, pseudo-classes for state); it lays out its cells as a
 * square itself so the grid keeps its shape at any window size.
 */
public final class SudokuView extends Region {
    private static final PseudoClass IN_REGION = PseudoClass.getPseudoClass("in-region");
    private static final PseudoClass JUST_PLACED = PseudoClass.getPseudoClass("just-placed");
    private static final PseudoClass NO_CANDIDATES = PseudoClass.getPseudoClass("no-candidates");
    private static final PseudoClass HOVERED = PseudoClass.getPseudoClass("hovered-shared");
    private static final int LEVEL_COLOURS = 6;
    private static final String BLANK = "\u00a0";

    /** Thin line between cells and thick line between boxes, as fractions of a cell. */
    private static final double THIN = 0.03;
    private static final double THICK = 0.09;

    private final SudokuLayout layout;
    private final int n;
    /** Behind the cells; its colour shows through the gaps as the grid lines. */
    private final Region frame = new Region();
    private final StackPane[] cells;
    private final Label[] digits;
    private final Label[] candidates;
    private final ObjectProperty<Highlight> highlight;
    private SudokuBoard board;

    /**
     * @param highlight the window's shared hover property: hovering a cell sets its item
     */
    public SudokuView(SudokuLayout layout, ObjectProperty<Highlight> highlight) {
        this.layout = layout;
        this.highlight = highlight;
        this.n = layout.shape().size();
        getStyleClass().add("sudoku-view");
        frame.getStyleClass().add("sudoku-grid");
        frame.setManaged(false);
        if (n > 9) {
            getStyleClass().add("large");
        }
        cells = new StackPane[n * n];
        digits = new Label[n * n];
        candidates = new Label[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            Label digit = new Label();
            digit.getStyleClass().add("sudoku-digit");
            Label cands = new Label();
            cands.getStyleClass().add("sudoku-candidates");
            cands.setMinSize(0, 0);
            StackPane pane = new StackPane(cands, digit);
            pane.setAlignment(Pos.CENTER);
            pane.getStyleClass().add("sudoku-cell");
            pane.setMinSize(0, 0);
            Hover.lights(pane, highlight, Highlight.item(layout.cellItem(cell)));
            cells[cell] = pane;
            digits[cell] = digit;
            candidates[cell] = cands;
        }
        getChildren().add(frame);
        getChildren().addAll(cells);
        highlight.addListener((obs, before, now) -> showHighlight(now));
    }

    /** Shows {@code board}: call on every revision of the playback state. */
    public void show(SudokuBoard board) {
        this.board = board;
        for (int cell = 0; cell < n * n; cell++) {
            int d = board.digit(cell);
            Label digit = digits[cell];
            digit.getStyleClass().removeIf(c -> c.startsWith("level-") || c.equals("given"));
            if (d != 0) {
                digit.setText(SudokuLayout.symbol(d));
                int level = board.level(cell);
                digit.getStyleClass().add(level == SudokuBoard.GIVEN ? "given" : "level-" + (level % LEVEL_COLOURS));
                candidates[cell].setText("");
            } else {
                digit.setText("");
                candidates[cell].setText(candidateText(board.candidates(cell)));
            }
            StackPane pane = cells[cell];
            pane.pseudoClassStateChanged(IN_REGION, board.inChosenRegion(cell));
            pane.pseudoClassStateChanged(JUST_PLACED, board.lastPlacedCell() == cell);
            pane.pseudoClassStateChanged(NO_CANDIDATES, board.isStuck(cell));
        }
        showHighlight(highlight.get());
    }

    public SudokuBoard board() {
        return board;
    }

    public SudokuLayout sudokuLayout() {
        return layout;
    }

    /** The text of cell {@code cell} as shown: its digit, or its candidates. For tests. */
    public String cellText(int cell) {
        return digits[cell].getText().isEmpty() ? candidates[cell].getText() : digits[cell].getText();
    }

    private void showHighlight(Highlight now) {
        for (int cell = 0; cell < n * n; cell++) {
            int item = layout.cellItem(cell);
            boolean lit = now != null && (now.isItem(item)
                    || (now.kind() == Highlight.Kind.OPTION && now.id() > 0 && layout.cellOf(now.id()) == cell));
            cells[cell].pseudoClassStateChanged(HOVERED, lit);
        }
    }

    /**
     * Candidates in a fixed square pattern (1 2 3 / 4 5 6 / 7 8 9), blanks where one is gone.
     * The blanks are no-break spaces: text layout ignores trailing ordinary spaces, which would
     * shift a line like "4 5" against "7 8 9".
     */
    private String candidateText(long mask) {
        int side = (int) Math.ceil(Math.sqrt(n));
        StringBuilder text = new StringBuilder();
        for (int d = 1; d <= n; d++) {
            text.append((mask & (1L << d)) != 0 ? SudokuLayout.symbol(d) : BLANK);
            if (d % side == 0 && d < n) {
                text.append('\n');
            } else if (d < n) {
                text.append(BLANK);
            }
        }
        return text.toString();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth() - snappedLeftInset() - snappedRightInset();
        double h = getHeight() - snappedTopInset() - snappedBottomInset();
        int boxesAcross = n / layout.shape().boxCols();
        int boxesDown = n / layout.shape().boxRows();
        // whole pixels everywhere, so every thin line is as thin as every other and every box
        // line as thick: side = n cells + thin lines inside boxes + thick lines between and around
        double unitsAcross = n + THIN * (n - boxesAcross) + THICK * (boxesAcross + 1);
        double unitsDown = n + THIN * (n - boxesDown) + THICK * (boxesDown + 1);
        double estimate = Math.max(1, Math.min(w / unitsAcross, h / unitsDown));
        int thin = (int) Math.max(1, Math.round(estimate * THIN));
        int thick = (int) Math.max(3, Math.round(estimate * THICK));
        int cell = (int) Math.max(1, Math.floor(Math.min(
                (w - thin * (n - boxesAcross) - thick * (boxesAcross + 1)) / n,
                (h - thin * (n - boxesDown) - thick * (boxesDown + 1)) / n)));
        int gridW = cell * n + thin * (n - boxesAcross) + thick * (boxesAcross + 1);
        int gridH = cell * n + thin * (n - boxesDown) + thick * (boxesDown + 1);
        double left = Math.floor(snappedLeftInset() + (w - gridW) / 2);
        double top = Math.floor(snappedTopInset() + (h - gridH) / 2);
        // text sizes follow the cell size; css gives them in em relative to this
        setStyle("-fx-font-size: " + Math.max(4, Math.floor(cell / 2.4)) + "px;");
        frame.resizeRelocate(left, top, gridW, gridH);
        double y = top + thick;
        for (int r = 0; r < n; r++) {
            double x = left + thick;
            for (int c = 0; c < n; c++) {
                cells[r * n + c].resizeRelocate(x, y, cell, cell);
                x += cell + ((c + 1) % layout.shape().boxCols() == 0 ? thick : thin);
            }
            y += cell + ((r + 1) % layout.shape().boxRows() == 0 ? thick : thin);
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return 28 * n;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 28 * n;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 12 * n;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 12 * n;
    }
}
