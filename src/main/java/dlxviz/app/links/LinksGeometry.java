package dlxviz.app.links;

import dlxviz.app.canvas.CanvasRegion;
import dlxviz.app.lens.LensSelection;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.List;
import javafx.util.Duration;

/**
 * Where things are in the world of the links view, in world units (a cell is
 * {@code cellWidth} x {@code cellHeight}), while an animation runs: the current layout, the one
 * before a folded re-layout, the splices of the last step (old link targets, old ghostness), and
 * the tween that blends them. Painters and the hit test ask here for positions; the viewport maps
 * them to pixels.
 *
 * <p>World coordinates: the option labels take {@link #labelWidth()} on the left; column c is
 * centred at {@code labelWidth + (c + 0.5) * cellWidth}; the header row sits below a small top
 * margin and is {@link #headerHeight()} tall; option rows follow, one cell each.
 *
 * <p>A lens has about thirty columns to show where Knuth's example has seven, in the same
 * width: its columns are narrow and its item names are written upwards in taller headers
 * ({@link #namesUpright()}), which keeps the text readable when the picture is fitted.
 */
final class LinksGeometry {
    private TorusView torus;
    private LinksLayout layout;
    /** The layout before the last change, while a folded re-layout animates; else null. */
    private LinksLayout previousLayout;
    private LinkAnimations.Tween tween = LinkAnimations.tween(Duration.ZERO, 0);
    /** What the last step's splices changed: old link targets, old ghostness. */
    private final SpliceMemory splices = new SpliceMemory();
    private double cssCellWidth = CanvasRegion.CELL_WIDTH_PX;
    private double cssCellHeight = CanvasRegion.CELL_HEIGHT_PX;
    private double cellWidth = cssCellWidth;
    private double cellHeight = cssCellHeight;
    private double fontSize = CanvasRegion.BASE_FONT_PX;
    private double labelWidth;
    private double headerHeight = 1.7 * CanvasRegion.CELL_HEIGHT_PX;
    /** True while the layout is a lens: narrow columns, names written upwards. */
    private boolean lensCells;
    /** Characters in the longest item name. */
    private int longestName = 1;

    /** A new torus: laid out from scratch (the whole torus, or {@code lens} if not null), nothing animating. */
    void show(TorusView newTorus, boolean folded, LensSelection lens) {
        torus = newTorus;
        tween.finish();
        previousLayout = null;
        splices.clear();
        layout = lens != null ? LinksLayout.lens(newTorus, lens) : LinksLayout.of(newTorus, folded);
        longestName = 1;
        for (int item = 1; item <= newTorus.itemCount(); item++) {
            longestName = Math.max(longestName, newTorus.problem().itemName(item).length());
        }
        fitCells();
    }

    /**
     * The sizes the stylesheet gives a cell (pixels at text scale 1) and the label font (it
     * follows the text scale). World units are these pixels at zoom 1.
     */
    void setMetrics(double cellWidth, double cellHeight, double fontSize) {
        this.cssCellWidth = cellWidth;
        this.cssCellHeight = cellHeight;
        this.fontSize = fontSize;
        fitCells();
    }

    /**
     * Cells grow with the square root of the text scale, and as far as the item names need, so
     * that larger text (a projector) takes a larger share of the picture: were the cells to grow
     * with the text, fitting the picture to the window would shrink the text right back.
     */
    private void fitCells() {
        double scale = Math.sqrt(Math.max(0.5, fontSize / CanvasRegion.BASE_FONT_PX));
        cellWidth = cssCellWidth * scale;
        cellHeight = Math.max(cssCellHeight * scale, 1.35 * fontSize);
        headerHeight = 1.7 * cellHeight;
        lensCells = layout != null && layout.lens() != null;
        if (torus != null) {
            if (lensCells) {
                // a header box (0.6 of a cell) holds one line of text on its side; the name
                // (a bold character is about 0.62 of the font) and the length below it
                cellWidth = 1.75 * fontSize;
                // and rows no taller than a label and a node number need: the lens is wide and
                // low, and every row it saves goes to the overview above it
                cellHeight = 1.6 * fontSize;
                headerHeight = Math.max(headerHeight, (Math.min(longestName, 10) * 0.62 + 0.5) * fontSize / 0.82 + 1.6 * fontSize);
            } else {
                // a header box is 0.72 of a cell wide; a bold character about 0.62 of the font
                cellWidth = Math.max(cellWidth, (Math.min(longestName, 8) * 0.62 + 0.6) * fontSize / 0.72);
            }
            labelWidth = measureLabels(torus.problem());
        }
    }

    /** True when item names are written upwards in narrow columns (a lens). */
    boolean namesUpright() {
        return lensCells;
    }

    /**
     * The torus changed by {@code events} (in the order passed; {@code forward} false when they
     * were undone): remembers their splices for the animation when {@code animated}.
     *
     * @return true when there is something to animate
     */
    boolean stepped(List<? extends SearchEvent> events, boolean forward, boolean animated) {
        tween.finish();
        splices.clear();
        if (animated) {
            for (SearchEvent event : events) {
                if (event instanceof TorusChange change) {
                    splices.remember(forward ? change : change.inverse());
                }
            }
        }
        return !splices.isEmpty();
    }

    /**
     * Lays the torus out again ({@code lens} if not null, else the whole torus; {@code folded}:
     * only the live part) and starts the tween of {@code duration} from the old positions. An
     * unfolded layout never moves, and a lens moves only to another item, so they are kept.
     * Going from a lens to the whole torus or back changes the cells' shape: no tween then.
     *
     * @return true when the layout changed
     */
    boolean relayout(boolean folded, LensSelection lens, Duration duration, long now) {
        LinksLayout next;
        boolean wasLens = layout != null && layout.lens() != null;
        if (lens != null) {
            next = wasLens && lens.equals(layout.lens()) ? layout : LinksLayout.lens(torus, lens);
        } else {
            next = folded || layout == null || layout.folded() || wasLens ? LinksLayout.of(torus, folded) : layout;
        }
        boolean reshaped = wasLens != (lens != null);
        previousLayout = next != layout && !reshaped ? layout : null;
        layout = next;
        if (reshaped) {
            fitCells();
        }
        tween = LinkAnimations.tween(duration, now);
        return next != null && (previousLayout != null || reshaped);
    }

    /** Advances the animation to time {@code nanos}. */
    void advance(long nanos) {
        tween.advance(nanos);
    }

    /** Holds the animation at {@code progress} (0..1), for tests that look at a frame mid-way. */
    void hold(double progress) {
        tween.hold(progress);
    }

    boolean animating() {
        return !tween.done();
    }

    /** Eased progress of the animation, 0..1. */
    double progress() {
        return tween.progress();
    }

    TorusView torus() {
        return torus;
    }

    LinksLayout layout() {
        return layout;
    }

    /** The layout before the running re-layout, or null. */
    LinksLayout previousLayout() {
        return previousLayout != null && animating() ? previousLayout : null;
    }

    SpliceMemory splices() {
        return splices;
    }

    // ---- world sizes

    double cellWidth() {
        return cellWidth;
    }

    double cellHeight() {
        return cellHeight;
    }

    double fontSize() {
        return fontSize;
    }

    double labelWidth() {
        return labelWidth;
    }

    /** Width of the tags (L0, ▶ L1, ✓) at the left of the option labels. */
    double tagWidth() {
        return 3.6 * fontSize;
    }

    double headerHeight() {
        return headerHeight;
    }

    double topMargin() {
        return 0.55 * cellHeight;
    }

    /** The world size of a lens of {@code columns} items and {@code options} options: {width, height}. */
    double[] lensWorldSize(int columns, int options) {
        return new double[] {labelWidth + (columns + 1 + 0.6) * cellWidth, topMargin() + headerHeight + (options + 1.1) * cellHeight};
    }

    /** The world size of the whole torus of {@code items} items and {@code options} options, unfolded, without its labels. */
    double[] wholeWorldSize(int items, int options) {
        return new double[] {(items + 1 + 0.6) * cellWidth, topMargin() + headerHeight + (options + 0.6) * cellHeight};
    }

    double worldWidth() {
        return labelWidth + (layout.columnCount() + 0.6) * cellWidth;
    }

    double worldHeight() {
        // a lens's rows are low, and the node numbers under its last row need the extra half row
        return topMargin() + headerHeight() + (layout.rowCount() - 1 + (lensCells ? 1.1 : 0.6)) * cellHeight;
    }

    double worldX(double column) {
        return labelWidth + (column + 0.5) * cellWidth;
    }

    double worldY(double row) {
        return row <= 0 ? topMargin() + headerHeight() / 2
                : topMargin() + headerHeight() + (row - 0.5) * cellHeight;
    }

    /** Half the width of the box of {@code id} at scale {@code s}, in pixels. */
    double halfWidth(int id, double s) {
        // a lens's headers are narrower, to leave room for the arrows of the item list between them
        return (layout.isHeaderId(id) ? (lensCells ? 0.3 : 0.36) : 0.25) * cellWidth * s;
    }

    /** Half the height of the box of {@code id} at scale {@code s}, in pixels. */
    double halfHeight(int id, double s) {
        return (layout.isHeaderId(id) ? 0.41 * headerHeight() : 0.28 * cellHeight) * s;
    }

    // ---- positions while animating

    /** The column of {@code id} now, between its old and new column during a re-layout. */
    double columnF(int id) {
        double now = layout.columnOf(id);
        if (previousLayout() != null) {
            int before = previousLayout.columnOf(id);
            if (before >= 0 && now >= 0) {
                return before + (now - before) * progress();
            }
        }
        return now;
    }

    /** The row of {@code id} now, between its old and new row during a re-layout. */
    double rowF(int id) {
        double now = layout.rowOf(id);
        if (previousLayout() != null) {
            int before = previousLayout.rowOf(id);
            if (before >= 0 && now >= 0) {
                return before + (now - before) * progress();
            }
        }
        return now;
    }

    /** How much of a ghost {@code id} is now: 0 live, 1 ghost, in between while it fades. */
    double ghostness(int id) {
        double now = layout.isGhost(id) ? 1 : 0;
        Double before = splices.ghostBefore(id);
        if (before != null && animating()) {
            return before + (now - before) * progress();
        }
        return now;
    }

    /** Opacity of an option's row: rows that come back in a folded re-layout, or a lens brings in, fade in. */
    double appearing(int option) {
        LinksLayout before = previousLayout();
        return before != null && before.rowOfOption(option) < 0 ? progress() : 1;
    }

    /** Opacity of an item's header and column: items a lens brings in fade in. */
    double appearingItem(int item) {
        LinksLayout before = previousLayout();
        return before != null && before.columnOf(item) < 0 ? progress() : 1;
    }

    /** Where the link of {@code from} in {@code direction} pointed before the step, while it swings; else null. */
    Integer swingingFrom(int from, LinkDirection direction) {
        return animating() ? splices.targetBefore(from, direction) : null;
    }

    private double measureLabels(ExactCoverProblem problem) {
        int longest = 4;
        for (int k = 1; k <= problem.optionCount(); k++) {
            longest = Math.max(longest, problem.optionLabel(k).length());
        }
        return tagWidth() + Math.min(40, longest) * fontSize * 0.62 + fontSize * 1.2;
    }
}
