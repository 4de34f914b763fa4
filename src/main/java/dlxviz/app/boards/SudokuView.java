package dlxviz.app.boards;

import dlxviz.app.hover.Highlight;
import dlxviz.app.theme.LevelColours;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

/**
 * The sudoku panel: givens, digits placed by the search coloured by level, the live candidates
 * of every open cell, and the region of the chosen item highlighted. Plain controls styled by
 * css/app.css (classes {@code sudoku-*}, pseudo-classes for state), drawn from its
 * {@link SudokuBoardModel}; thin lines inside boxes and thick ones between them.
 */
public final class SudokuView extends CellGridView {
    private static final PseudoClass IN_REGION = PseudoClass.getPseudoClass("in-region");
    private static final PseudoClass JUST_PLACED = PseudoClass.getPseudoClass("just-placed");
    private static final PseudoClass NO_CANDIDATES = PseudoClass.getPseudoClass("no-candidates");
    private static final PseudoClass COUNT = PseudoClass.getPseudoClass("count");
    private static final String BLANK = "\u00a0";

    private final SudokuBoardModel model;
    private final SudokuLayout layout;
    private final int n;
    private final Label[] digits;
    private final Label[] candidates;
    private final Tooltip[] candidateTips;
    /** Candidates smaller than this many pixels cannot be read: the cell shows their count instead. */
    private static final double LEGIBLE_PX = 8;
    /** True while the cells are too small for their candidates to be read. */
    private boolean countsOnly;

    /** @param highlight the window's shared hover: hovering a cell sets its item */
    public SudokuView(SudokuBoardModel model, ObjectProperty<Highlight> highlight) {
        super("sudoku-view", "sudoku-grid", "sudoku-cell", model.layout().size(), model.layout().size(), 28, 12, highlight);
        this.model = model;
        this.layout = model.layout();
        this.n = layout.size();
        if (n > 9) {
            getStyleClass().add("large");
        }
        digits = new Label[n * n];
        candidates = new Label[n * n];
        candidateTips = new Tooltip[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            Label digit = new Label();
            digit.getStyleClass().add("sudoku-digit");
            Label cands = new Label();
            cands.getStyleClass().add("sudoku-candidates");
            cands.setMinSize(0, 0);
            cellNode(cell).getChildren().addAll(cands, digit);
            hoverLights(cell, Highlight.item(layout.cellItem(cell)));
            digits[cell] = digit;
            candidates[cell] = cands;
            candidateTips[cell] = new Tooltip();
            candidateTips[cell].setShowDelay(javafx.util.Duration.millis(200));
        }
        follow(model, this::show);
    }

    private void show(SudokuBoard board) {
        for (int cell = 0; cell < n * n; cell++) {
            int d = board.digit(cell);
            Label digit = digits[cell];
            digit.getStyleClass().removeIf(c -> c.startsWith("level-") || c.equals("given"));
            if (d != 0) {
                digit.setText(layout.symbol(d));
                int level = board.level(cell);
                digit.getStyleClass().add(level == SudokuBoard.GIVEN ? "given" : LevelColours.styleClass(level));
                candidates[cell].setText("");
            } else {
                digit.setText("");
                candidates[cell].setText(countsOnly ? countText(board.candidates(cell)) : candidateText(board.candidates(cell)));
            }
            showCandidateTip(cell, d == 0 && countsOnly ? listText(board.candidates(cell)) : null);
            candidates[cell].pseudoClassStateChanged(COUNT, countsOnly);
            StackPane pane = cellNode(cell);
            pane.pseudoClassStateChanged(IN_REGION, board.inChosenRegion(cell));
            pane.pseudoClassStateChanged(JUST_PLACED, board.lastPlacedCell() == cell);
            pane.pseudoClassStateChanged(NO_CANDIDATES, board.isStuck(cell));
        }
        markSolution(board.isSolution());
        shown();
    }

    /** The board shown. */
    public SudokuBoard board() {
        return model.state();
    }

    public SudokuLayout sudokuLayout() {
        return layout;
    }

    @Override
    protected boolean isLit(int cell, Highlight now) {
        return now.isItem(layout.cellItem(cell))
                || (now.kind() == Highlight.Kind.OPTION && now.id() > 0 && layout.cellOf(now.id()) == cell);
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
            text.append((mask & (1L << d)) != 0 ? layout.symbol(d) : BLANK);
            if (d % side == 0 && d < n) {
                text.append('\n');
            } else if (d < n) {
                text.append(BLANK);
            }
        }
        return text.toString();
    }

    /** How many candidates a cell has left, when the cells are too small for the candidates themselves. */
    private static String countText(long mask) {
        int count = Long.bitCount(mask);
        return count == 0 ? "0" : Integer.toString(count);
    }

    /** The candidates as a list, for the tooltip of a cell that shows only their count. */
    private String listText(long mask) {
        StringBuilder text = new StringBuilder(Long.bitCount(mask) == 1 ? "candidate: " : "candidates: ");
        for (int d = 1; d <= n; d++) {
            if ((mask & (1L << d)) != 0) {
                text.append(layout.symbol(d)).append(' ');
            }
        }
        return Long.bitCount(mask) == 0 ? "no candidate left" : text.toString().trim();
    }

    private void showCandidateTip(int cell, String text) {
        if (text == null) {
            Tooltip.uninstall(cellNode(cell), candidateTips[cell]);
        } else {
            candidateTips[cell].setText(text);
            Tooltip.install(cellNode(cell), candidateTips[cell]);
        }
    }

    /** Candidates are drawn only where they can be read; smaller cells show their count. */
    @Override
    protected void laidOut(Geometry geometry) {
        double candidatePx = geometry.fontPx() * (n > 9 ? 0.42 : 0.55);
        boolean counts = candidatePx < LEGIBLE_PX;
        if (counts != countsOnly) {
            countsOnly = counts;
            setCaption(counts ? "Small numbers: how many candidates a cell has left (hover a cell to list them)." : null);
            if (model.state() != null) {
                show(model.state());
            }
        }
    }

    /** The sudoku's lines: thin inside boxes, thick between and around them (see {@link CellGridView#boxedGeometry}). */
    @Override
    protected Geometry measure(double w, double h) {
        return boxedGeometry(layout.shape().boxRows(), layout.shape().boxCols(), w, h);
    }
}
