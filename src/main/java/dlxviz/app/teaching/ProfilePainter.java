package dlxviz.app.teaching;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.FontCache;
import dlxviz.app.canvas.Palette;
import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * Knuth's profile beside the tree: for each level, a bar as long as the nodes the search has
 * entered there (DLX1's {@code v128}), on the level's own row so the bar sits beside what it
 * counts; the count at its end where the row is tall enough. With what lies ahead shown, the
 * recorded total of each level stands behind its bar, greyed. The bars grow as the search runs.
 */
final class ProfilePainter {
    private final FontCache fonts;

    ProfilePainter(FontCache fonts) {
        this.fonts = fonts;
    }

    /**
     * Paints the bars between {@code left} and {@code right}, one per level on the layout's rows.
     *
     * @param profile  nodes entered per level at the cursor
     * @param recorded nodes per level of everything recorded, or null when not shown
     * @param longest  the count a full-length bar stands for
     */
    void paint(GraphicsContext gc, Palette p, TreeLayout layout, double left, double right, long[] profile,
               long[] recorded, long longest, double fontPx) {
        TreeLayout.Frame box = layout.frame();
        double rowH = layout.rowHeight();
        // the counts at the floor where a row holds them; in lower rows, bars alone
        double size = Math.max(0.85 * fontPx, Lettering.floorPx(gc.getCanvas()));
        boolean counts = size <= rowH - 2;
        Font font = fonts.get(Math.max(1, size), false);
        double labelRoom = counts ? fonts.width(String.format(Locale.ROOT, "%,d", longest), font) + 6 : 0;
        double full = Math.max(4, right - left - labelRoom);
        double gap = rowH >= 6 ? Math.max(1, rowH * 0.12) : 0;
        int levels = Math.max(profile.length, recorded == null ? 0 : recorded.length);
        double bottom = box.top() + box.height();
        gc.setFill(p.ghostStroke());
        gc.fillRect(Math.round(left) - 1, box.top(), 1, Math.max(0, Math.min(bottom, layout.rowTop(levels)) - box.top()));
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setTextBaseline(VPos.CENTER);
        gc.setFont(font);
        for (int level = 0; level < levels; level++) {
            double top = layout.rowTop(level);
            double y0 = Math.max(box.top(), top + gap);
            double y1 = Math.min(bottom, top + rowH - gap);
            if (y1 <= y0) {
                continue;
            }
            long done = level < profile.length ? profile[level] : 0;
            long all = recorded != null && level < recorded.length ? recorded[level] : done;
            if (all > done) {
                TreeMarks.box(gc, left, y0, left + Math.max(2, full * all / longest), y1, p.ghost(), p.ghostStroke(), 1);
            }
            if (done > 0) {
                TreeMarks.box(gc, left, y0, left + Math.max(1, full * done / longest), y1, p.nodeStroke(), null, 0);
            }
            boolean whole = top >= box.top() - 0.5 && top + rowH <= bottom + 0.5;
            if (counts && whole && (done > 0 || all > 0)) {
                gc.setFill(p.text());
                Lettering.fill(gc, String.format(Locale.ROOT, "%,d", done), left + full * Math.max(done, all) / longest + 4,
                        top + rowH / 2);
            }
        }
    }
}
