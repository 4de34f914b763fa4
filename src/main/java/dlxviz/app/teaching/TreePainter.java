package dlxviz.app.teaching;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.FontCache;
import dlxviz.app.canvas.Palette;
import dlxviz.app.teaching.model.TreeViewModel;
import dlxviz.app.theme.LevelColours;
import dlxviz.playback.SearchTree;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * Paints one frame of a {@link TreeLayout}: the folds, then every box (the path's outlined in
 * their level colours, the node where the search stands marked), and the labels where they fit:
 * a box's branch "k of d" over its item and length, "B (1)", on two lines when the row is tall
 * enough, on one or none otherwise; a fold its count. The levels are named down the left edge,
 * the path's in their level colours.
 *
 * <p>Nothing is clipped (a clip makes the software pipeline mask every shape): boxes are cut to
 * the picture by hand and labels drawn only in rows wholly inside it.
 */
final class TreePainter {
    /** Text smaller than this many pixels is not drawn. */
    static final double SMALLEST_TEXT = 7;

    private final FontCache fonts;

    TreePainter(FontCache fonts) {
        this.fonts = fonts;
    }

    /** Everything a frame is painted from. */
    record Frame(GraphicsContext gc, Palette palette, TreeMarks.Paints paints, TreeLayout layout, TreeViewModel model,
                 double fontPx, double line) {
    }

    void paint(Frame f) {
        paintFolds(f);
        paintCells(f);
        paintLabels(f);
    }

    private void paintFolds(Frame f) {
        TreeLayout l = f.layout();
        TreeLayout.Frame box = l.frame();
        SearchTree tree = l.tree();
        int reached = f.model().reached();
        for (int i = 0; i < l.foldCount; i++) {
            double y0 = Math.max(box.top(), l.rowTop(l.foldDepth[i]));
            double y1 = Math.min(box.top() + box.height(), l.rowTop(l.foldDeepest[i]) + l.rowHeight());
            double x0 = Math.max(box.left(), l.foldX0[i]);
            double x1 = Math.min(box.left() + box.width(), l.foldX1[i]);
            if (y1 <= y0 || x1 <= x0) {
                continue;
            }
            double split;
            if (reached >= l.foldEnd[i]) {
                split = x1;
            } else if (reached <= l.foldFirst[i]) {
                split = x0;
            } else {
                split = l.axis().px(tree.leavesBefore(reached));
            }
            TreeMarks.fold(f.gc(), f.paints(), x0, y0, x1, y1, split);
        }
    }

    private void paintCells(Frame f) {
        TreeLayout l = f.layout();
        TreeLayout.Frame box = l.frame();
        SearchTree tree = l.tree();
        TreeViewModel model = f.model();
        int reached = model.reached();
        int[] path = l.path();
        double gap = l.rowHeight() >= 8 ? 1 : 0;
        double left = box.left();
        double right = box.left() + box.width();
        Font marks = markFont(f);
        for (int i = 0; i < l.cellCount; i++) {
            int node = l.cellNode[i];
            int depth = tree.depth(node);
            double y0 = Math.max(box.top(), l.rowTop(depth) + gap);
            double y1 = Math.min(box.top() + box.height(), l.rowTop(depth) + l.rowHeight() - gap);
            double x0 = Math.max(left, l.cellX0[i]);
            double x1 = Math.min(right, l.cellX1[i]);
            if (y1 <= y0) {
                continue;
            }
            boolean entered = model.isEntered(node);
            boolean deadEnd = entered && tree.isDeadEnd(node);
            boolean solution = entered && tree.isSolution(node);
            if (depth < path.length && path[depth] == node) {
                boolean here = node < model.entered();
                if (depth == path.length - 1) {
                    TreeMarks.current(f.gc(), f.paints(), x0, y0, x1, y1, here && deadEnd, here && solution,
                            markerKept(f, i), f.line());
                } else {
                    TreeMarks.onPath(f.gc(), f.paints(), x0, y0, x1, y1, depth, deadEnd, solution, f.line());
                }
            } else {
                TreeMarks.node(f.gc(), f.paints(), x0, y0, x1, y1, node >= reached, deadEnd, solution, f.line());
            }
            boolean wholeRow = l.rowTop(depth) >= box.top() - 0.5
                    && l.rowTop(depth) + l.rowHeight() <= box.top() + box.height() + 0.5;
            if ((deadEnd || solution) && wholeRow) {
                TreeMarks.leafMark(f.gc(), f.palette(), x1, l.rowTop(depth), l.rowHeight(), x1 - x0, deadEnd, solution,
                        node >= reached, marks);
            }
        }
    }

    /** The font of the ✕ and ✓: the text's size, or less in a low row. */
    private Font markFont(Frame f) {
        return fonts.get(Math.min(1.6 * f.fontPx(), 0.75 * f.layout().rowHeight()), true);
    }

    private void paintLabels(Frame f) {
        TreeLayout l = f.layout();
        double rowH = l.rowHeight();
        double two = twoLineSize(f);
        javafx.scene.Node view = f.gc().getCanvas();
        double floor = Lettering.floorPx(view);
        boolean twoLines = Lettering.readable(view, two);
        double size = twoLines ? two : oneLineSize(f);
        if (!Lettering.readable(view, size)) {
            return; // boxes too low for text at the floor: the hover and the heading name them
        }
        Font main = fonts.get(size, false);
        Font small = fonts.get(Math.max(floor, 0.86 * size), false);
        Font bold = fonts.get(size, true);
        GraphicsContext gc = f.gc();
        TreeLayout.Frame box = l.frame();
        for (int i = 0; i < l.cellCount; i++) {
            double top = l.rowTop(l.tree().depth(l.cellNode[i]));
            if (top >= box.top() - 0.5 && top + rowH <= box.top() + box.height() + 0.5) {
                label(f, i, twoLines, main, small, bold);
            }
        }
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        for (int i = 0; i < l.foldCount; i++) {
            double top = l.rowTop(l.foldDepth[i]);
            if (top >= box.top() - 0.5 && top + rowH <= box.top() + box.height() + 0.5) {
                foldLabel(f, i, small);
            }
        }
    }

    private void label(Frame f, int cell, boolean twoLines, Font main, Font small, Font bold) {
        TreeLayout l = f.layout();
        TreeLayout.Frame box = l.frame();
        SearchTree tree = l.tree();
        TreeViewModel model = f.model();
        GraphicsContext gc = f.gc();
        Palette p = f.palette();
        int node = l.cellNode[cell];
        int depth = tree.depth(node);
        int[] path = l.path();
        boolean current = depth == path.length - 1 && path[depth] == node;
        boolean ahead = node >= model.reached();
        boolean entered = model.isEntered(node);
        double x0 = Math.max(box.left(), l.cellX0[cell]);
        double x1 = Math.min(box.left() + box.width(), l.cellX1[cell]);
        double y0 = l.rowTop(depth);
        double h = l.rowHeight();
        double w = x1 - x0;
        boolean deadEnd = entered && tree.isDeadEnd(node);
        boolean solution = entered && tree.isSolution(node);
        if (current && h - 2 < 12) {
            return; // filled solid in a low row (see TreeMarks.current): no label on it
        }
        double markW = deadEnd || solution ? TreeMarks.leafMarkWidth(w, markFont(f)) + 1 : 0;
        double left = x0 + 3 + (current && markerKept(f, cell) ? TreeMarks.markerWidth(h, f.line()) : 0);
        double right = x1 - 3 - markW;
        double room = right - left;
        if (room < SMALLEST_TEXT) {
            return;
        }
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        String branch = node == 0 ? "root" : model.branchLabel(node);
        String what = what(model, tree, node);
        Font itemFont = current ? bold : main;
        double cx = (left + right) / 2;
        if (twoLines) {
            // with the item above when there is room: "r2c3 1 of 2", the path's own words
            String over = node == 0 ? branch : fitted(model.branchWords(node), small, room, branch);
            if (over != null) {
                gc.setFill(p.mutedText());
                gc.setFont(small);
                Lettering.fill(gc, over, cx, y0 + h * 0.3);
            }
            String shown = fitted(what, itemFont, room, entered && !solution ? model.itemName(node) : null);
            if (shown != null) {
                gc.setFill(ahead ? p.mutedText() : p.text());
                gc.setFont(itemFont);
                Lettering.fill(gc, shown, cx, y0 + h * 0.68);
            }
            return;
        }
        String whole = model.branchWords(node) + " \u2192 " + what;
        String shown = node == 0 ? fitted(what, itemFont, room, null) : fitted(whole, itemFont, room, null);
        if (shown == null && node > 0 && itemFont != main && fits(whole, main, room)) {
            // where the search stands, whole in the regular weight rather than bold without the
            // item its option covers (see markerKept)
            shown = whole;
            itemFont = main;
        }
        if (shown == null && node > 0) {
            shown = fitted(branch + " \u2192 " + what, itemFont, room, what);
        }
        if (shown == null && entered && !solution) {
            shown = fitted(model.itemName(node), itemFont, room, null);
        }
        if (shown == null && node > 0) {
            shown = fitted(tree.rank(node) + "/" + tree.length(tree.parent(node)), small, room, null);
            itemFont = small;
        }
        if (shown != null) {
            gc.setFill(ahead ? p.mutedText() : p.text());
            gc.setFont(itemFont);
            Lettering.fill(gc, shown, cx, y0 + h / 2);
        }
    }

    /** The labels' size where a box holds two lines of them (its branch over its item). */
    private static double twoLineSize(Frame f) {
        return Math.min(f.fontPx(), (f.layout().rowHeight() - 4) / 2.15);
    }

    /** The labels' size on one line: a line's glyphs stand about 1.15 sizes tall, so sized they clear the box's outline. */
    private static double oneLineSize(Frame f) {
        return Math.min(f.fontPx(), (f.layout().rowHeight() - 4) / 1.15);
    }

    /** What a node's box says after its branch: its item and count, "solution", or "…" not yet entered. */
    private static String what(TreeViewModel model, SearchTree tree, int node) {
        boolean entered = model.isEntered(node);
        return !entered ? "\u2026" : entered && tree.isSolution(node) ? "solution"
                : model.itemName(node) + " (" + tree.length(node) + ")";
    }

    /**
     * Whether the current node's box keeps its ▼: not where the ▼'s room is what its one-line
     * label lacks to be whole ("r3#8 1 of 1 -> r4#2 (1)" had lost "r3#8", on the very row the
     * teacher points at; the row stays marked by its fill, its outline and the ▶ at its level).
     */
    private boolean markerKept(Frame f, int cell) {
        TreeLayout l = f.layout();
        int node = l.cellNode[cell];
        double rowH = l.rowHeight();
        javafx.scene.Node view = f.gc().getCanvas();
        double size = oneLineSize(f);
        if (node == 0 || Lettering.readable(view, twoLineSize(f)) || !Lettering.readable(view, size)) {
            return true; // two lines, or no text: the ▼ costs no word
        }
        SearchTree tree = l.tree();
        TreeLayout.Frame box = l.frame();
        double x0 = Math.max(box.left(), l.cellX0[cell]);
        double x1 = Math.min(box.left() + box.width(), l.cellX1[cell]);
        boolean leaf = f.model().isEntered(node) && (tree.isDeadEnd(node) || tree.isSolution(node));
        double right = x1 - 3 - (leaf ? TreeMarks.leafMarkWidth(x1 - x0, markFont(f)) + 1 : 0);
        String whole = f.model().branchWords(node) + " \u2192 " + what(f.model(), tree, node);
        Font bold = fonts.get(size, true);
        double without = right - (x0 + 3);
        return fits(whole, bold, right - (x0 + 3 + TreeMarks.markerWidth(rowH, f.line())))
                || !(fits(whole, bold, without) || fits(whole, fonts.get(size, false), without));
    }

    /** {@code text} if it fits in {@code room}, else {@code shorter} if that fits, else null. */
    private String fitted(String text, Font font, double room, String shorter) {
        if (fits(text, font, room)) {
            return text;
        }
        return shorter != null && fits(shorter, font, room) ? shorter : null;
    }

    private boolean fits(String text, Font font, double room) {
        return !text.isEmpty() && fonts.width(text, font) <= room;
    }

    private void foldLabel(Frame f, int i, Font font) {
        TreeLayout l = f.layout();
        TreeLayout.Frame box = l.frame();
        double x0 = Math.max(box.left(), l.foldX0[i]);
        double x1 = Math.min(box.left() + box.width(), l.foldX1[i]);
        double room = x1 - x0 - 4;
        int count = l.foldEnd[i] - l.foldFirst[i];
        String text = "+" + count;
        if (!fits(text, font, room)) {
            return;
        }
        int solutions = l.tree().solutions(l.foldFirst[i], l.foldEnd[i]);
        String tick = solutions > 0 ? " \u2713" : "";
        double cx = (x0 + x1) / 2;
        double cy = l.rowTop(l.foldDepth[i]) + l.rowHeight() / 2;
        GraphicsContext gc = f.gc();
        gc.setFont(font);
        gc.setFill(f.palette().mutedText());
        if (!tick.isEmpty() && fits(text + tick, font, room)) {
            double w = fonts.width(text, font);
            double tw = fonts.width(tick, font);
            Lettering.fill(gc, text, cx - tw / 2, cy);
            gc.setFill(f.palette().solution());
            Lettering.fill(gc, tick, cx + w / 2, cy);
        } else {
            Lettering.fill(gc, text, cx, cy);
        }
    }

    /** The level names down the left edge: "L0", "L1", …, the path's in their level's colour. */
    void paintLevels(Frame f, double right, int levels) {
        TreeLayout l = f.layout();
        TreeLayout.Frame box = l.frame();
        double rowH = l.rowHeight();
        // at the floor at least: in a tree too tall for every name, every few levels are named
        double size = Math.max(Math.min(f.fontPx() * 0.9, rowH * 0.9), Lettering.floorPx(f.gc().getCanvas()));
        int every = Math.max(1, (int) Math.ceil(size * 1.1 / Math.max(0.1, rowH)));
        GraphicsContext gc = f.gc();
        gc.setTextAlign(TextAlignment.RIGHT);
        gc.setTextBaseline(VPos.CENTER);
        int[] path = l.path();
        for (int level = 0; level < levels; level++) {
            double y = l.rowTop(level) + rowH / 2;
            if (y < box.top() || y > box.top() + box.height()) {
                continue;
            }
            boolean onPath = level < path.length;
            int currentLevel = path.length - 1;
            boolean nearCurrent = currentLevel >= 0 && level != currentLevel && Math.abs(level - currentLevel) < every;
            if ((level % every != 0 || nearCurrent) && level != currentLevel) {
                continue; // names every few levels, the current one always, none crowding it
            }
            boolean here = onPath && level == path.length - 1;
            gc.setFont(fonts.get(size, onPath));
            gc.setFill(onPath ? f.palette().level(level) : f.palette().mutedText());
            Lettering.fill(gc, LevelColours.tag(level), right - (here ? 0.55 * size : 0), y);
            if (here) {
                // the row where the search stands, marked where the eye starts reading it
                double s = Math.max(0.42 * size, 0.3 * f.fontPx());
                gc.setFill(f.palette().chosen());
                gc.fillPolygon(new double[] {right - s, right + 0.2 * size, right - s},
                        new double[] {y - s, y, y + s}, 3);
            }
        }
    }
}
