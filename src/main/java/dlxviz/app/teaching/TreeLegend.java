package dlxviz.app.teaching;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.LegendSample;
import dlxviz.app.canvas.Palette;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * What each mark of the tree means, every sample drawn by {@link TreeMarks} as the tree draws it,
 * so the legend cannot disagree with the picture in any theme. Styled like the links view's
 * legend.
 */
final class TreeLegend extends FlowPane {

    /** The marks, in the order a lesson meets them. */
    enum Mark {
        CURRENT("where the search stands", "the node where the search stands: its item chosen (filled, ▼ on its box, ▶ at its level; filled solid in a low row)"),
        PATH("path, by level", "the path to it: the options on the search stack, outlined in their level's colour (L0, L1, …)"),
        BRANCH("k of d", "over each box, its branch: the k-th of the d options of the item chosen above it"),
        DEAD_END("dead end", "a dead end: an item chosen with no option left"),
        SOLUTION("solution", "a solution: every item covered"),
        AHEAD("not reached yet", "recorded but not reached yet: greyed, dotted (shown with \"Show what is ahead\")"),
        FOLD("+n folded", "n nodes too narrow to draw one by one; zoom in (mouse wheel) or click to see them"),
        PROFILE("nodes per level", "Knuth's profile (DLX1's v128): the nodes the search has entered at each level");

        final String name;
        final String meaning;

        Mark(String name, String meaning) {
            this.name = name;
            this.meaning = meaning;
        }
    }

    TreeLegend() {
        getStyleClass().addAll("legend", "tree-legend");
        for (Mark mark : Mark.values()) {
            Label text = new Label(mark.name);
            text.getStyleClass().add("legend-text");
            text.setMinWidth(Region.USE_PREF_SIZE);
            HBox entry = new HBox(new Sample(mark), text);
            entry.getStyleClass().add("legend-entry-short");
            Tooltip.install(entry, new Tooltip(mark.meaning));
            getChildren().add(entry);
        }
    }

    /** One mark, drawn as the tree draws it. */
    static final class Sample extends LegendSample {
        private final Mark mark;

        Sample(Mark mark) {
            this.mark = mark;
        }

        @Override
        protected void paintMark(GraphicsContext gc, Palette p, double w, double h, double line) {
            TreeMarks.Paints paints = TreeMarks.Paints.of(p);
            double x0 = 2;
            double x1 = w - 2;
            double y0 = 2;
            double y1 = h - 2;
            Font font = Font.font("System", 0.75 * fontSize());
            Font marks = Font.font("System", 0.9 * fontSize());
            switch (mark) {
                case CURRENT:
                    TreeMarks.current(gc, paints, x0, y0, x1, y1, false, false, true, line);
                    text(gc, p.text(), font, "B", (x0 + x1) / 2 + TreeMarks.markerWidth(y1 - y0, line) / 2, h / 2);
                    break;
                case PATH: {
                    double mid = w / 2;
                    TreeMarks.onPath(gc, paints, x0, y0, mid - 1, y1, 0, false, false, line);
                    TreeMarks.onPath(gc, paints, mid + 1, y0, x1, y1, 1, false, false, line);
                    text(gc, p.level(0), font, "L0", (x0 + mid) / 2, h / 2);
                    text(gc, p.level(1), font, "L1", (mid + x1) / 2, h / 2);
                    break;
                }
                case BRANCH:
                    TreeMarks.node(gc, paints, x0, y0, x1, y1, false, false, false, line);
                    text(gc, p.mutedText(), font, "1 of 2", w / 2, h / 2);
                    break;
                case DEAD_END:
                case SOLUTION: {
                    boolean deadEnd = mark == Mark.DEAD_END;
                    TreeMarks.node(gc, paints, x0, y0, x1, y1, false, deadEnd, !deadEnd, line);
                    double markW = TreeMarks.leafMark(gc, p, x1, y0, y1 - y0, x1 - x0, deadEnd, !deadEnd, false, marks);
                    text(gc, p.text(), font, deadEnd ? "E (0)" : "", (x0 + x1 - markW) / 2, h / 2);
                    break;
                }
                case AHEAD:
                    TreeMarks.node(gc, paints, x0, y0, x1, y1, true, false, false, line);
                    text(gc, p.mutedText(), font, "C (2)", w / 2, h / 2);
                    break;
                case FOLD:
                    TreeMarks.fold(gc, paints, x0, y0, x1, y1, w * 0.6);
                    text(gc, p.mutedText(), font, "+37", w / 2, h / 2);
                    break;
                default: // PROFILE
                    gc.setFill(p.nodeStroke());
                    gc.fillRect(x0, Math.round(h * 0.12), Math.round(w * 0.35), Math.round(h * 0.22));
                    gc.fillRect(x0, Math.round(h * 0.39), Math.round(w * 0.75), Math.round(h * 0.22));
                    gc.fillRect(x0, Math.round(h * 0.66), Math.round(w * 0.5), Math.round(h * 0.22));
                    break;
            }
        }

        private static void text(GraphicsContext gc, javafx.scene.paint.Paint paint, Font font, String text, double x,
                                 double y) {
            gc.setFill(paint);
            gc.setFont(font);
            gc.setTextAlign(TextAlignment.CENTER);
            gc.setTextBaseline(VPos.CENTER);
            Lettering.fill(gc, text, x, y);
        }
    }
}
