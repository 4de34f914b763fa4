package dlxviz.app.links;

import dlxviz.app.canvas.Palette;
import dlxviz.app.hover.Highlight;
import dlxviz.app.lens.LensSelection;
import dlxviz.app.links.model.LinksModel;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import java.util.Arrays;
import java.util.Objects;

/**
 * Everything the overview's picture depends on, as last painted: the canvas, the colours and
 * sizes, and per item its length, covering level, whether it is chosen, lit or in the lens.
 * {@link #sameAs} tells whether painting again would give the same pixels, and records the new
 * state when not. Its arrays are reused from frame to frame (no allocation while playing).
 */
final class OverviewPicture {
    private long[] items = new long[0];
    private long[] next = new long[0];
    private TorusView torus;
    private Palette palette;
    private double width = -1;
    private double height;
    private boolean visible;
    private double font;
    private double floor;
    private int longest;
    private boolean deadEnd;
    private int focus;

    /** True when the overview would paint what it shows already; else remembers this state and says false. */
    boolean sameAs(LinksModel model, Palette p, double w, double h, boolean shownNow, double fontSize, double floorPx) {
        TorusView t = model.torus();
        int count = t == null ? 0 : t.itemCount();
        if (next.length != count + 1) {
            next = new long[count + 1];
        }
        int top = Math.max(1, model.columns().longest());
        boolean dead = false;
        int lensFocus = 0;
        if (t != null) {
            CursorMarks marks = model.marks();
            LensSelection lens = model.lensShown() ? model.lens() : null;
            Highlight hovered = model.hoveredProperty().get();
            int chosen = marks.chosenItem();
            dead = marks.isDeadEnd();
            lensFocus = lens == null ? -1 : lens.focus();
            for (int item = 1; item <= count; item++) {
                long code = t.length(item);
                code = code * 64 + (marks.coveredLevel(item) + 2);
                code = code * 2 + (item == chosen ? 1 : 0);
                code = code * 2 + (lens != null && lens.showsItem(item) ? 1 : 0);
                next[item] = code;
            }
            // a hover lights items through an option: rare, and then every frame is painted
            if (hovered != null) {
                width = -1;
            }
        }
        boolean same = width == w && height == h && visible == shownNow && font == fontSize && floor == floorPx
                && t == torus && longest == top && deadEnd == dead && focus == lensFocus && sameLook(palette, p)
                && Arrays.equals(items, next);
        if (!same) {
            long[] swap = items;
            items = next;
            next = swap;
            torus = t;
            palette = p;
            width = model.hoveredProperty().get() == null ? w : -1;
            height = h;
            visible = shownNow;
            font = fontSize;
            floor = floorPx;
            longest = top;
            deadEnd = dead;
            focus = lensFocus;
        }
        return same;
    }

    /** The colours the overview paints with are the same (a palette's arrays are new each time). */
    private static boolean sameLook(Palette a, Palette b) {
        return a != null && Objects.equals(a.background(), b.background()) && Objects.equals(a.ghostStroke(), b.ghostStroke())
                && Objects.equals(a.mutedText(), b.mutedText()) && Objects.equals(a.text(), b.text())
                && Objects.equals(a.hover(), b.hover()) && Objects.equals(a.chosen(), b.chosen())
                && Objects.equals(a.chosenFill(), b.chosenFill()) && Objects.equals(a.deadEnd(), b.deadEnd())
                && Objects.equals(a.link(), b.link()) && Objects.equals(a.given(), b.given())
                && Objects.equals(a.lengthShort(), b.lengthShort()) && Objects.equals(a.lengthLong(), b.lengthLong())
                && Arrays.equals(a.levels(), b.levels());
    }
}
