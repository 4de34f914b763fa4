package dlxviz.app.boards;

import dlxviz.app.boards.model.SudokuBoard;
import dlxviz.app.boards.model.SudokuBoardModel;
import dlxviz.app.boards.model.SudokuLayout;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.hover.Highlight;
import dlxviz.app.theme.LevelColours;
import javafx.beans.property.ObjectProperty;
import javafx.css.PseudoClass;
import javafx.scene.text.Text;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

/**
 * The sudoku panel: givens, digits placed by the search coloured by level, the live candidates
 * of every open cell, and the region of the chosen item highlighted. Plain controls styled by
 * css/app.css (classes {@code sudoku-*}, pseudo-classes for state), drawn from its
 * {@link SudokuBoardModel}; thin lines inside boxes and thick ones between them.
 *
 * <p>Hover goes both ways: the pointer on a candidate lights its option in every view (its row
 * in the lens, its four items in the overview), elsewhere in a cell the cell's item; an item
 * hovered in another view lights its region here (a cell, or the row, column or box of a
 * unit's digit), an option or a node its cell.
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
    /**
     * Texts, not labels: a label is a control with a skin, and a 25x25's 1,250 of them made the
     * stage take 0.87 s to show (issue 15); css/app.css colours them with -fx-fill. Each is made
     * when its cell first has something to show (null until then), and its font is set here, not
     * by a style: a 16x16 made 768 of them, each given a style of its own at its first layout, and
     * their CSS passes were most of the time its window took to be whole (issue 24).
     */
    private final Text[] digits;
    private final Text[] candidates;
    /**
     * A digit's level tag ({@code L7}), for a digit placed at a level whose colour an earlier one
     * has too ({@link LevelColours#repeats}): at the cell's top left, the digit moved to its
     * bottom right, so no colour means two levels (issue 25). Empty for every other cell.
     */
    private final Text[] tags;
    /** True while a tag fits its cell beside the digit at the text floor; else only the cell's tooltip names the level. */
    private boolean tagsFit = true;
    /** The gap between a tag or a tagged digit and its cell's edge, in pixels (follows the cell size). */
    private javafx.geometry.Insets tagMargin = javafx.geometry.Insets.EMPTY;
    /** The fonts of the texts, sized to the cells at each layout (a default one until the first). */
    private final SudokuFonts fonts = new SudokuFonts();
    /**
     * Whether the cells have had their first layout: texts are made from then on, at their size,
     * and only those drawn at it (a 16x16 at the projector's size shows no counts: 152 texts fewer).
     */
    private boolean sized;
    /** Whether the digits, and the candidates, are drawn at this cell size (left out by opacity when not). */
    private boolean shownDigits = true;
    private boolean shownCandidates = true;
    /**
     * A cell's list of candidates, shown on hover where the cell shows only their count; its
     * tooltip is made when the mouse first comes over the cell: a 25x25 made 625 popup windows
     * with the board, before the window's first frame (issue 15).
     */
    private final String[] tipText;
    private final Tooltip[] candidateTips;
    /** The level style class each digit has (null for none), so a frame changes only what changed. */
    private final String[] levelClass;
    /** True while the cells are too small for their candidates at the text floor: they show their count, or nothing. */
    private boolean countsOnly;
    /** A count takes at most this share of a cell's side; a larger one is left out (the hover lists the candidates). */
    private static final double COUNT_ROOM = 0.62;
    /** A line of candidates' height, and a monospaced symbol's width, in font sizes. */
    private static final double CANDIDATE_LINE = 1.2;
    private static final double MONO_WIDTH = 0.61;
    /** A digit takes at most this share of a cell's side. */
    private static final double DIGIT_ROOM = 0.85;

    /** @param highlight the window's shared hover: hovering a cell sets its item */
    public SudokuView(SudokuBoardModel model, ObjectProperty<Highlight> highlight) {
        super("sudoku-view", "sudoku-grid", "sudoku-cell", model.layout().size(), model.layout().size(), 28, 12, highlight);
        this.model = model;
        this.layout = model.layout();
        this.n = layout.size();
        digits = new Text[n * n];
        candidates = new Text[n * n];
        tags = new Text[n * n];
        candidateTips = new Tooltip[n * n];
        levelClass = new String[n * n];
        tipText = new String[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            int at = cell;
            hoverLights(cell, e -> targetAt(at, e.getX(), e.getY()));
            cellNode(cell).addEventHandler(javafx.scene.input.MouseEvent.MOUSE_ENTERED, e -> makeTip(at));
        }
        follow(model, this::show);
    }

    /**
     * Shows {@code board}, touching only what changed: while a search plays flat out this runs
     * every frame, and a style class removed and added again, a text set to an equal string or a
     * tooltip installed again each make the scene redo its CSS or layout for that cell.
     */
    private void show(SudokuBoard board) {
        for (int cell = 0; cell < n * n; cell++) {
            int d = board.digit(cell);
            int level = board.level(cell);
            boolean placed = d != 0 && level >= 0;
            String style = d == 0 ? null : level == SudokuBoard.GIVEN ? "given" : LevelColours.styleClass(level);
            if (!java.util.Objects.equals(style, levelClass[cell])) {
                levelClass[cell] = style;
                colour(digits[cell], style);
                colour(tags[cell], style);
            }
            if ((d != 0 && sized && shownDigits) || digits[cell] != null) {
                setText(digit(cell), d != 0 ? layout.symbol(d) : "");
            }
            showTag(cell, placed && LevelColours.repeats(level) ? LevelColours.tag(level) : "");
            String cands = d != 0 ? "" : countsOnly ? countText(board.candidates(cell)) : candidateText(board.candidates(cell));
            if ((!cands.isEmpty() && sized && shownCandidates) || candidates[cell] != null) {
                Text text = candidatesOf(cell);
                setText(text, cands);
                text.pseudoClassStateChanged(COUNT, countsOnly);
                text.setFont(fonts.candidates(countsOnly));
            }
            showCandidateTip(cell, d == 0 && countsOnly ? listText(board.candidates(cell))
                    : placed ? "placed by the search at level " + level + " (" + LevelColours.tag(level) + ")" : null);
            StackPane pane = cellNode(cell);
            pane.pseudoClassStateChanged(IN_REGION, board.inChosenRegion(cell));
            pane.pseudoClassStateChanged(JUST_PLACED, board.lastPlacedCell() == cell);
            pane.pseudoClassStateChanged(NO_CANDIDATES, board.isStuck(cell));
        }
        markSolution(board.isSolution());
        shown();
    }

    /** Gives {@code text} (if made) the level's colour class {@code style} (null: none) in place of the one it had. */
    private static void colour(Text text, String style) {
        if (text == null) {
            return;
        }
        text.getStyleClass().removeIf(c -> c.startsWith("level-") || c.equals("given"));
        if (style != null) {
            text.getStyleClass().add(style);
        }
    }

    /** The cell's digit, made now if it was not yet: above its candidates, under its tag. */
    private Text digit(int cell) {
        if (digits[cell] == null) {
            Text digit = newText(cell, "sudoku-digit", shownDigits);
            digit.setFont(fonts.digit(false));
            cellNode(cell).getChildren().add(candidates[cell] == null ? 0 : 1, digit);
            digits[cell] = digit;
        }
        return digits[cell];
    }

    /** The cell's candidates (or their count), made now if they were not yet: under the digit and tag. */
    private Text candidatesOf(int cell) {
        if (candidates[cell] == null) {
            Text cands = newText(cell, "sudoku-candidates", shownCandidates);
            cellNode(cell).getChildren().add(0, cands);
            candidates[cell] = cands;
        }
        return candidates[cell];
    }

    /** The cell's level tag, made now if it was not yet: at the top left, over the digit. */
    private Text tag(int cell) {
        if (tags[cell] == null) {
            Text tag = newText(cell, "sudoku-level-tag", tagsFit);
            tag.setFont(fonts.tag());
            tag.setBoundsType(javafx.scene.text.TextBoundsType.VISUAL); // its ink, placed exactly in the corner
            StackPane.setAlignment(tag, javafx.geometry.Pos.TOP_LEFT);
            StackPane.setMargin(tag, tagMargin);
            cellNode(cell).getChildren().add(tag);
            tags[cell] = tag;
        }
        return tags[cell];
    }

    private Text newText(int cell, String styleClass, boolean shown) {
        Text text = new Text();
        text.getStyleClass().add(styleClass);
        if (styleClass.equals("sudoku-digit") || styleClass.equals("sudoku-level-tag")) {
            colour(text, levelClass[cell]);
        }
        text.setOpacity(shown ? 1 : 0);
        return text;
    }

    /**
     * Writes {@code text} (empty for none) as the cell's level tag. A tagged digit stands at the
     * bottom right, its ink placed exactly (its own box reaches above and below it by the font's
     * ascent and descent) and at the size that leaves the tag its corner.
     */
    private void showTag(int cell, String text) {
        if ((!text.isEmpty() && sized && tagsFit) || tags[cell] != null) {
            setText(tag(cell), text);
            if (!java.util.Objects.equals(StackPane.getMargin(tags[cell]), tagMargin)) {
                StackPane.setMargin(tags[cell], tagMargin);
            }
        }
        Text digit = digits[cell];
        if (digit == null) {
            return;
        }
        boolean tagged = !text.isEmpty() && tagsFit;
        javafx.geometry.Pos where = tagged ? javafx.geometry.Pos.BOTTOM_RIGHT : null;
        if (StackPane.getAlignment(digit) != where) {
            StackPane.setAlignment(digit, where);
        }
        javafx.geometry.Insets margin = tagged ? tagMargin : null;
        if (!java.util.Objects.equals(StackPane.getMargin(digit), margin)) {
            StackPane.setMargin(digit, margin);
        }
        javafx.scene.text.TextBoundsType bounds = tagged ? javafx.scene.text.TextBoundsType.VISUAL
                : javafx.scene.text.TextBoundsType.LOGICAL;
        if (digit.getBoundsType() != bounds) {
            digit.setBoundsType(bounds);
        }
        digit.setFont(fonts.digit(tagged));
    }

    private static void setText(Text label, String text) {
        if (!text.equals(label.getText())) {
            label.setText(text);
        }
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
        switch (now.kind()) {
            case ITEM:
                return layout.inRegion(now.id(), cell);
            case OPTION:
                return now.id() > 0 && layout.cellOf(now.id()) == cell;
            default:
                int option = model.optionOfNode(now.id());
                return option > 0 && layout.cellOf(option) == cell;
        }
    }

    /**
     * What the pointer at ({@code x}, {@code y}) of {@code cell}'s pane stands for: a live
     * candidate's option when it is over one (the candidates sit in a square of side
     * ceil(sqrt(n)), digit 1 top left), else the cell's item.
     */
    Highlight targetAt(int cell, double x, double y) {
        Highlight item = Highlight.item(layout.cellItem(cell));
        SudokuBoard board = model.state();
        Text cands = candidates[cell];
        if (board == null || countsOnly || board.digit(cell) != 0 || cands == null || cands.getText().isEmpty()) {
            return item;
        }
        javafx.geometry.Bounds box = cands.getBoundsInParent();
        if (!box.contains(x, y) || box.getWidth() <= 0 || box.getHeight() <= 0) {
            return item;
        }
        int side = (int) Math.ceil(Math.sqrt(n));
        int column = Math.min(side - 1, (int) ((x - box.getMinX()) / box.getWidth() * side));
        int row = Math.min(side - 1, (int) ((y - box.getMinY()) / box.getHeight() * side));
        int digit = row * side + column + 1;
        if (digit > n || (board.candidates(cell) & (1L << digit)) == 0) {
            return item;
        }
        int option = layout.option(cell, digit);
        return option > 0 ? Highlight.option(option) : item;
    }

    /** The point of {@code cell}'s pane over its candidate {@code digit}, for tests (pane coordinates). */
    public javafx.geometry.Point2D candidatePoint(int cell, int digit) {
        javafx.geometry.Bounds box = candidatesOf(cell).getBoundsInParent();
        int side = (int) Math.ceil(Math.sqrt(n));
        int row = (digit - 1) / side;
        int column = (digit - 1) % side;
        return new javafx.geometry.Point2D(box.getMinX() + (column + 0.5) * box.getWidth() / side,
                box.getMinY() + (row + 0.5) * box.getHeight() / side);
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
        tipText[cell] = text;
        Tooltip tip = candidateTips[cell];
        if (tip == null) {
            return; // made, with the text of the moment, when the mouse comes over the cell
        }
        if (text == null) {
            Tooltip.uninstall(cellNode(cell), tip);
            candidateTips[cell] = null;
        } else {
            tip.setText(text);
        }
    }

    /** The cell's tooltip, if it has a text and none yet. */
    private void makeTip(int cell) {
        if (candidateTips[cell] == null && tipText[cell] != null) {
            Tooltip tip = new Tooltip(tipText[cell]);
            tip.setShowDelay(javafx.util.Duration.millis(200));
            Tooltip.install(cellNode(cell), tip);
            candidateTips[cell] = tip;
        }
    }

    /** The tooltip of {@code cell} now (made on hover), or null. For tests. */
    Tooltip candidateTip(int cell) {
        return candidateTips[cell];
    }

    /**
     * Text at the floor or not at all (issue 24): candidates are drawn only where they are at the
     * text floor; smaller cells show their count, at the floor at least, and cells too small for
     * that show nothing but their digit (the hover lists the candidates). Digits too small for the
     * floor are drawn at it while they fit their cell, and left out when not.
     */
    @Override
    protected void laidOut(Geometry geometry) {
        double floor = Lettering.floorPx(this);
        double naturalPx = geometry.fontPx() * (n > 9 ? 0.42 : 0.55);
        double candidatePx = Math.max(naturalPx, floor);
        // the candidates' square: side lines of side symbols with a space between, monospaced
        int side = (int) Math.ceil(Math.sqrt(n));
        boolean counts = side * CANDIDATE_LINE * candidatePx > geometry.cell()
                || (2 * side - 1) * MONO_WIDTH * candidatePx > geometry.cell();
        double countPx = Math.max(0.9 * geometry.fontPx(), floor);
        boolean countFits = countPx <= COUNT_ROOM * geometry.cell();
        double digitPx = 1.6 * geometry.fontPx();
        boolean digitFits = Lettering.readable(this, digitPx) || floor <= DIGIT_ROOM * geometry.cell();
        if (!Lettering.readable(this, digitPx) && digitFits) {
            digitPx = floor;
        }
        // left out by opacity, not a style: a style is parsed and matched again for each of a 16x16's texts
        // texts to make: at the first layout, and where digits or candidates left out come back
        boolean more = !sized || digitFits && !shownDigits || (!counts || countFits) && !shownCandidates;
        sized = true;
        shownDigits = digitFits;
        shownCandidates = !counts || countFits;
        show(digits, shownDigits);
        boolean refont = layOutTags(geometry, floor, digitPx, candidatePx, countPx);
        show(candidates, shownCandidates);
        if (counts != countsOnly || refont || more) {
            countsOnly = counts;
            setCaption(counts ? "Small numbers: how many candidates a cell has left (hover a cell to list them)." : null);
            if (model.state() != null) {
                show(model.state()); // the texts now drawn, the candidates' fonts, the digits' fonts
            }
        }
    }

    /** The share of a font size its capitals and digits take in height. */
    private static final double CAP_HEIGHT = 0.75;
    /** Measures the longest tag, in the tags' font (the system font, regular). */
    private final dlxviz.app.canvas.FontCache measures = new dlxviz.app.canvas.FontCache();

    /**
     * Sizes the level tags and the digits they tag, and with them the other texts; true when a
     * font changed or the tags come back, so the board is shown again. A tag is at the text floor (or 0.55 of the
     * cell's text, if larger) in the cell's top left corner; its digit, at the bottom right, keeps
     * its size where both fit one above the other (inside the frame a just-placed cell has), else
     * shrinks to what is left, down to the floor. Where even that does not fit, or the longest
     * tag ("L" and the deepest level's digits: a search is at most one level per open cell) is
     * wider than the cell, no tag is drawn and the cell's tooltip names the level.
     */
    private boolean layOutTags(Geometry geometry, double floor, double digitPx, double candidatePx, double countPx) {
        int cell = geometry.cell();
        double tagPx = Math.max(0.55 * geometry.fontPx(), floor);
        // css .sudoku-cell:just-placed's border: a framed cell lays its texts out inside it
        double frame = Math.ceil(0.12 * geometry.fontPx());
        double m = Math.max(1, Math.round(0.04 * cell));
        double room = cell - 2 * frame - 3 * m - CAP_HEIGHT * tagPx;
        double taggedPx = Math.min(digitPx, room / CAP_HEIGHT);
        String longest = LevelColours.tag(n * n - 1).replaceAll("[0-9]", "8");
        // across, a pixel inside the frame is enough: "L10" at the floor takes 33 of a 41-pixel cell at 1280x720 x1.5
        boolean fit = Lettering.readable(this, taggedPx)
                && measures.width(longest, measures.get(tagPx, false)) + 2 <= cell - 2 * frame;
        javafx.geometry.Insets margin = new javafx.geometry.Insets(m, 1, m, 1);
        boolean refont = fonts.set(digitPx, taggedPx, candidatePx, countPx, tagPx);
        boolean tagsCome = fit && !tagsFit;
        if (fit != tagsFit || !margin.equals(tagMargin) || refont) {
            tagsFit = fit;
            tagMargin = margin;
            for (int c = 0; c < n * n; c++) {
                if (tags[c] != null) {
                    tags[c].setFont(fonts.tag());
                }
                showTag(c, tags[c] == null ? "" : tags[c].getText());
            }
        }
        show(tags, fit);
        return refont || tagsCome;
    }

    /** Shows or leaves out each of {@code texts} made so far, touching only what changes. */
    private static void show(Text[] texts, boolean shown) {
        double opacity = shown ? 1 : 0;
        for (Text t : texts) {
            if (t != null && t.getOpacity() != opacity) {
                t.setOpacity(opacity);
            }
        }
    }

    /** The sudoku's lines: thin inside boxes, thick between and around them (see {@link CellGridView#boxedGeometry}). */
    @Override
    protected Geometry measure(double w, double h) {
        return boxedGeometry(layout.shape().boxRows(), layout.shape().boxCols(), w, h);
    }
}
