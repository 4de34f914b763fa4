package dlxviz.app.marks;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.fx.FirstTime;
import dlxviz.app.canvas.LegendSample;
import dlxviz.app.canvas.Palette;
import dlxviz.app.marks.MarkPainter.BandLook;
import dlxviz.app.marks.MarkPainter.NodeLook;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * What every mark means, each drawn by {@link MarkPainter} in the views' own colours (a sample
 * is a small canvas styled like the links view), so the legend cannot disagree with the picture
 * in any theme. Shown under the links view (key L) and in Help.
 */
public final class Legend extends FlowPane {

    /** The marks, in the order a lesson meets them. */
    public enum Mark {
        ITEM("item", "an item, with how many options it has left; dashed, a secondary item, which a solution"
                + " need not cover (root\u2082 heads their list); the number under a node is its place in the torus,"
                + " as the narration names it"),
        CHOSEN("chosen item", "the item chosen at this level: the one with the fewest options left"),
        COVERED("covered item", "a covered item: out of the item list, whose links now go round it, and outlined"
                + " in the colour of the level that covered it (in the matrix, a line down its column)"),
        TRIED("option tried", "the option being tried at this level"),
        PLACED("partial solution", "the options of the partial solution, by level (L0, L1, …); the colours come"
                + " round again from " + dlxviz.app.theme.LevelColours.tag(dlxviz.app.theme.LevelColours.COUNT)
                + ", where the boards tag a digit or a queen with its level"),
        JUST_CHANGED("last step", "a node or link the last step changed (hidden, or put back)"),
        GHOST("ghost", "a ghost: hidden from its column, yet it still points at its neighbours"),
        STRUCK("struck out", "an option a cover hid: it clashes with the partial solution"),
        DEAD_END("dead end", "a dead end: the chosen item has no option left"),
        SOLUTION("solution", "a solution: every item covered exactly once"),
        LINK("link, round", "a link; a ring where it goes round the torus"),
        COLOUR("colour", "a colour an option gives a secondary item (X:a, Algorithm C), its name on the node;"
                + " options that agree on it may share the item; a tag on the header: the colour a purify gave it",
                false, true),
        CLEANSED("cleansed", "a cleansed node, ringed: its option agrees with the colour its item was purified to,"
                + " so it stays, and later covers pass it by", false, true),
        OUT_OF_LENS("out of the lens", "the lens on a large problem: a link to a node or item the lens does not show;"
                + " the list goes on there", true),
        LENGTH("options left", "the overview beside the lens: each item by how many options it has left, the"
                + " strongest with one, amber with none; a covered item is a small square in its level's colour", true),
        // the board says this under its grid where there is room; at a projector's size it has none
        COUNTS("candidates left", "on the sudoku board, the small grey number in an open cell: how many candidates"
                + " the cell has left (hover it to list them); a board large enough lists the candidates themselves",
                false, false, true);

        private final String name;
        private final String meaning;
        private final boolean lensOnly;
        private final boolean coloursOnly;
        private final boolean sudokuOnly;

        Mark(String name, String meaning) {
            this(name, meaning, false);
        }

        Mark(String name, String meaning, boolean lensOnly) {
            this(name, meaning, lensOnly, false);
        }

        Mark(String name, String meaning, boolean lensOnly, boolean coloursOnly) {
            this(name, meaning, lensOnly, coloursOnly, false);
        }

        Mark(String name, String meaning, boolean lensOnly, boolean coloursOnly, boolean sudokuOnly) {
            this.name = name;
            this.meaning = meaning;
            this.lensOnly = lensOnly;
            this.coloursOnly = coloursOnly;
            this.sudokuOnly = sudokuOnly;
        }

        /** True for the marks of a sudoku's board, shown while a sudoku is open. */
        public boolean sudokuOnly() {
            return sudokuOnly;
        }

        /** True for the marks of Algorithm C, shown for a problem with colours. */
        public boolean coloursOnly() {
            return coloursOnly;
        }

        /** True for the marks only the lens and its overview draw. */
        public boolean lensOnly() {
            return lensOnly;
        }

        /** A word or two, for the strip under the links view. */
        public String shortName() {
            return name;
        }

        /** What it means in a sentence, for Help and the tooltips. */
        public String meaning() {
            return meaning;
        }
    }

    /** The strip under the links view: each mark with a word or two, its sentence as a tooltip. */
    public Legend() {
        this(false);
    }

    /** @param sentences each mark with its whole sentence (Help), or a word or two (the strip) */
    public Legend(boolean sentences) {
        getStyleClass().add("legend");
        this.sentences = sentences;
        if (sentences) {
            fill();
            return;
        }
        // The strip is hidden unless asked for (key L): its samples, labels and tooltips are made
        // when it is first shown in a window, not at start-up (issue 15: the first frame).
        FirstTime.when(() -> isVisible() && getScene() != null, this::fill, visibleProperty(), sceneProperty());
    }

    private final boolean sentences;
    /** Whether the lens-only marks are shown: kept for a strip whose entries are not made yet. */
    private boolean lensMarks = true;
    /** Whether the overview's key is shown: the overview can give its height to the lens. */
    private boolean overviewKey = true;
    /** Whether Algorithm C's marks are shown (Help shows them always). */
    private boolean colourMarks;
    /** Whether the sudoku board's marks are shown (Help shows them always). */
    private boolean sudokuMarks;

    private void fill() {
        for (Mark mark : Mark.values()) {
            Label text = new Label(sentences ? mark.meaning() : mark.shortName());
            text.getStyleClass().add("legend-text");
            text.setWrapText(sentences);
            text.setMinWidth(sentences ? 0 : javafx.scene.layout.Region.USE_PREF_SIZE);
            HBox entry = new HBox(new Sample(mark, !sentences), text);
            entry.getStyleClass().add(sentences ? "legend-entry" : "legend-entry-short");
            entry.setUserData(mark);
            if (!sentences) {
                javafx.scene.control.Tooltip.install(entry, new javafx.scene.control.Tooltip(mark.meaning()));
            }
            getChildren().add(entry);
        }
        showEntries();
    }

    /**
     * Shows the marks only the lens draws (links out of the lens, the overview's scale) or hides
     * them: the strip under a small problem's picture explains only what is on it.
     */
    public void showLensMarks(boolean shown) {
        lensMarks = shown;
        showEntries();
    }

    /**
     * Shows the overview's key ("options left") or takes it out while the lens shows no overview
     * (one too short to read gives its height to the lens). Out, it leaves no blank place: kept,
     * its place was a whole empty row of the strip on a projector. The pane that decides keeps
     * {@link #overviewKeyRoom()} in hand, so the two do not see-saw.
     */
    public void showOverviewKey(boolean shown) {
        if (overviewKey != shown) {
            overviewKey = shown;
            showEntries();
        }
    }

    /** Shows Algorithm C's marks (colour, cleansed) for a problem with colours, hides them otherwise. */
    public void showColourMarks(boolean shown) {
        if (colourMarks != shown) {
            colourMarks = shown;
            showEntries();
        }
    }

    /** Shows the sudoku board's marks (the candidates left) while a sudoku is open, hides them otherwise. */
    public void showSudokuMarks(boolean shown) {
        if (sudokuMarks != shown) {
            sudokuMarks = shown;
            showEntries();
        }
    }

    private void showEntries() {
        for (javafx.scene.Node entry : getChildren()) {
            if (entry.getUserData() instanceof Mark mark) {
                boolean shown = (!mark.lensOnly() || lensMarks) && (mark != Mark.LENGTH || overviewKey)
                        && (!mark.coloursOnly() || colourMarks || sentences)
                        && (!mark.sudokuOnly() || sudokuMarks || sentences);
                entry.setManaged(shown);
                entry.setVisible(shown);
            }
        }
    }

    /** The height the overview's key takes at most when shown: a row of the strip (0 before it is made). */
    public double overviewKeyRoom() {
        for (javafx.scene.Node entry : getChildren()) {
            if (entry.getUserData() == Mark.LENGTH) {
                return entry.prefHeight(-1) + getVgap();
            }
        }
        return 0;
    }

    /** One mark, drawn as the views draw it. */
    static final class Sample extends LegendSample {
        private final Mark mark;

        /** @param compact for the strip over the links view: a sample little taller than its word (issue 24) */
        Sample(Mark mark, boolean compact) {
            super(compact ? 2.4 : 4.2, compact ? 1.25 : 1.9);
            this.mark = mark;
        }

        @Override
        protected void paintMark(GraphicsContext gc, Palette p, double w, double h, double line) {
            double cx = w / 2;
            double cy = h / 2;
            double hw = 0.22 * w;
            double hh = Math.min(0.3 * h, 1.1 * hw); // a sample beside a long sentence keeps its shape
            Font font = Font.font("System", FontWeight.BOLD, 0.8 * fontSize());
            switch (mark) {
                case ITEM: {
                    // a header as the links view draws it, upright: its name over its length
                    double ih = Math.min(0.44 * h, 0.3 * w); // beside a long sentence, no taller
                    double iw = 0.62 * ih;
                    box(gc, p.headerFill(), p.nodeStroke(), line, cx, cy, iw, ih);
                    gc.setFill(p.text());
                    gc.setTextAlign(TextAlignment.CENTER);
                    gc.setTextBaseline(VPos.CENTER);
                    gc.setFont(Font.font("System", FontWeight.BOLD, 0.8 * ih));
                    Lettering.fill(gc, "A", cx, cy - 0.42 * ih);
                    gc.setFont(Font.font("System", 0.7 * ih));
                    Lettering.fill(gc, "2", cx, cy + 0.45 * ih);
                    break;
                }
                case CHOSEN:
                case DEAD_END: {
                    boolean deadEnd = mark == Mark.DEAD_END;
                    box(gc, p.chosenFill(), MarkPainter.chosenOutline(p, deadEnd), 3 * line, cx, cy + 3, hw, hh);
                    MarkPainter.chosenMarker(gc, p, cx, cy - hh + 1, Math.max(3, 0.22 * hw), deadEnd);
                    if (deadEnd) {
                        MarkPainter.deadEndCross(gc, p, cx, cy + 3, hh * 0.45, line);
                    }
                    break;
                }
                case TRIED:
                case PLACED:
                case SOLUTION: {
                    BandLook look = mark == Mark.TRIED ? BandLook.TRIED : mark == Mark.SOLUTION ? BandLook.SOLUTION
                            : BandLook.PLACED;
                    int level = mark == Mark.TRIED ? 1 : 0;
                    MarkPainter.band(gc, p, 1, w - 1, cy, 0.8 * h, look, level, line);
                    MarkPainter.bandTag(gc, p, 0.48 * w, cy, font, look, level);
                    MarkPainter.node(gc, p, 0.75 * w, cy, 0.12 * w, 0.24 * h, NodeLook.PLACED, level, 0, line);
                    break;
                }
                case COVERED: {
                    // as the links view draws a covered header: a ghost outlined in its level's
                    // colour, the item list's link going round it
                    box(gc, p.ghost(), p.level(0), 2 * line, cx, cy + 3, hw, hh);
                    gc.setStroke(p.link());
                    gc.setLineWidth(line);
                    double y = cy + 3;
                    double over = cy - hh - 1;
                    gc.strokePolyline(new double[] {0.04 * w, cx - hw - 3, cx - 0.5 * hw, cx + 0.5 * hw, cx + hw + 3, 0.96 * w},
                            new double[] {y, y, over, over, y, y}, 6);
                    break;
                }
                case JUST_CHANGED:
                    arrow(gc, p.justHidden(), 2 * line, 0.06 * w, cy, 0.3 * w, cy);
                    MarkPainter.node(gc, p, 0.62 * w, cy, 0.16 * w, 0.3 * h, NodeLook.JUST_HIDDEN, 0, 1, line);
                    break;
                case GHOST:
                    arrow(gc, p.ghostLink(), line, 0.06 * w, cy, 0.3 * w, cy);
                    MarkPainter.node(gc, p, 0.62 * w, cy, 0.16 * w, 0.3 * h, NodeLook.GHOST, 0, 1, line);
                    break;
                case STRUCK:
                    gc.setFont(Font.font(0.85 * fontSize()));
                    gc.setTextAlign(TextAlignment.CENTER);
                    gc.setTextBaseline(VPos.CENTER);
                    gc.setFill(p.mutedText());
                    Lettering.fill(gc, "A D G", cx, cy);
                    MarkPainter.strike(gc, p, 0.12 * w, 0.88 * w, cy, line);
                    break;
                case COLOUR:
                case CLEANSED: {
                    MarkPainter.node(gc, p, cx, cy, 0.2 * w, 0.26 * h, NodeLook.LIVE, 0, 0, line);
                    MarkPainter.colouredNode(gc, p, cx, cy, 0.2 * w, 0.26 * h, 1, "a", mark == Mark.CLEANSED, 0,
                            Font.font("System", 0.75 * fontSize()), line);
                    break;
                }
                case OUT_OF_LENS: {
                    gc.setStroke(p.link());
                    gc.setFill(p.link());
                    gc.setLineWidth(line);
                    MarkPainter.node(gc, p, 0.2 * w, cy, 0.12 * w, 0.26 * h, NodeLook.LIVE, 0, 0, line);
                    gc.strokeLine(0.32 * w, cy, 0.55 * w, cy);
                    double r = Math.max(0.8, 0.6 * line);
                    for (int k = 1; k <= 3; k++) {
                        gc.fillRect(0.55 * w + k * 0.1 * w - r, cy - r, 2 * r, 2 * r);
                    }
                    break;
                }
                case LENGTH: {
                    // the scale as the overview draws it: none (amber), then one option to nine
                    int steps = 6;
                    double cell = (w - 2) / steps;
                    for (int k = 0; k < steps; k++) {
                        gc.setFill(p.length(k == 0 ? 0 : 1 + (k - 1) * 2, 9));
                        gc.fillRect(1 + k * cell, cy - 0.25 * h, cell - 1, 0.5 * h);
                    }
                    break;
                }
                case COUNTS: {
                    // an open cell of the board with its count, small, grey and slanted as the board draws it
                    double side = Math.min(0.95 * h, 0.5 * w);
                    gc.setFill(p.background());
                    gc.fillRect(cx - side / 2, cy - side / 2, side, side);
                    gc.setStroke(p.mutedText());
                    gc.setLineWidth(line);
                    gc.strokeRect(cx - side / 2, cy - side / 2, side, side);
                    gc.setFill(p.mutedText());
                    gc.setTextAlign(TextAlignment.CENTER);
                    gc.setTextBaseline(VPos.CENTER);
                    gc.setFont(Font.font("System", FontWeight.NORMAL, FontPosture.ITALIC, 0.8 * side));
                    Lettering.fill(gc, "3", cx, cy);
                    break;
                }
                default: // LINK
                    arrow(gc, p.link(), line, 0.06 * w, cy - 0.18 * h, 0.55 * w, cy - 0.18 * h);
                    gc.setStroke(p.wrapLink());
                    gc.setLineWidth(line);
                    gc.strokeLine(0.62 * w, cy + 0.2 * h, 0.82 * w, cy + 0.2 * h);
                    gc.strokeOval(0.82 * w, cy + 0.2 * h - 0.09 * h, 0.18 * h, 0.18 * h);
                    break;
            }
        }

        /** A header's rounded box centred on ({@code x}, {@code y}), as the links view draws one. */
        private static void box(GraphicsContext gc, javafx.scene.paint.Paint fill, javafx.scene.paint.Paint outline,
                                double width, double x, double y, double hw, double hh) {
            gc.setFill(fill);
            gc.fillRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.5, hw * 0.5);
            gc.setStroke(outline);
            gc.setLineWidth(width);
            gc.strokeRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.5, hw * 0.5);
        }

        private static void arrow(GraphicsContext gc, javafx.scene.paint.Paint paint, double width,
                                  double x1, double y1, double x2, double y2) {
            gc.setStroke(paint);
            gc.setFill(paint);
            gc.setLineWidth(width);
            gc.strokeLine(x1, y1, x2 - 5, y2);
            gc.fillPolygon(new double[] {x2, x2 - 7, x2 - 7}, new double[] {y2, y2 - 4, y2 + 4}, 3);
        }
    }
}
