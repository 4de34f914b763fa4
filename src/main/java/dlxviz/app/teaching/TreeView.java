package dlxviz.app.teaching;

import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.CanvasRegion;
import dlxviz.app.canvas.FontCache;
import dlxviz.app.canvas.Palette;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.teaching.model.TreeScale;
import dlxviz.app.teaching.model.TreeViewModel;
import dlxviz.playback.SearchTree;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * The search tree on one canvas: the levels named down the left, the tree as an icicle (the
 * root across the top, each node over its children, as wide as its leaves; see
 * {@link TreeLayout}), and DLX1's profile as bars on the right, each on its level's row. The path
 * to where the search stands is lit, that node kept readable however large the tree; what the
 * search has not reached yet is hidden or greyed (the model's toggle).
 *
 * <p>The mouse wheel zooms about the pointer, a drag pans, a click on a box seeks there (on its
 * "k of d": to just before that option is tried), a click on a fold zooms into it. Redrawn at
 * most once per pulse when the model ticks, and only while shown.
 */
public final class TreeView extends CanvasRegion {
    private static final double MAX_ZOOM = 1e6;
    /** The lowest row holds a one-line label this many font sizes high. */
    static final double MIN_LABEL_FONTS = 1.0;

    private final TreeViewModel model;
    private final FontCache fonts = new FontCache();
    private final TreeLayout layout = new TreeLayout();
    private final TreePainter painter = new TreePainter(fonts);
    private final ProfilePainter profilePainter = new ProfilePainter(fonts);
    private final Tooltip tooltip = new Tooltip();
    private double zoom = 1;
    private double panX;
    private double panY;
    private double dragX;
    private double dragY;
    /**
     * The node last followed, in {@link #followedTree}: the view re-centres when the search moves
     * to another node, not when the user pans or the picture is shown again with the cursor put.
     */
    private int followed = -1;
    private SearchTree followedTree;
    private boolean laidOut;
    /** The tree drawn last: another (a new problem) starts fitted. */
    private SearchTree shownTree;

    public TreeView(TreeViewModel model) {
        this.model = model;
        getStyleClass().add("search-tree-view"); // not "tree-view": modena styles its TreeView control by that
        WhileShown.listen(this, model.revisionProperty(), this::requestRedraw);
        model.followProperty().addListener((o, was, is) -> {
            followedTree = null;
            requestRedraw();
        });
        tooltip.setShowDelay(Duration.millis(300));
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(520);
        Tooltip.install(this, tooltip);
        addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            dragX = e.getX();
            dragY = e.getY();
        });
        addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            panBy(e.getX() - dragX, e.getY() - dragY);
            dragX = e.getX();
            dragY = e.getY();
        });
        addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                click(e.getX(), e.getY());
            }
        });
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> tooltip.setText(describeAt(e.getX(), e.getY())));
        addEventHandler(ScrollEvent.SCROLL, e -> zoomBy(Math.pow(1.0025, e.getDeltaY()), e.getX(), e.getY()));
    }

    public TreeViewModel model() {
        return model;
    }

    // ------------------------------------------------------------------ zoom and pan

    /** The whole tree in the view again. */
    public void fit() {
        zoom = 1;
        panX = 0;
        panY = 0;
        requestRedraw();
    }

    /** Zooms by {@code factor} keeping the point ({@code x}, {@code y}) where it is. */
    public void zoomBy(double factor, double x, double y) {
        if (model.tree() == null || getWidth() <= 0) {
            return;
        }
        Geometry before = geometry();
        double leaf = axis(before, panX).leafAt(x);
        double row = (y - before.top - panY) / before.rowHeight;
        zoom = Math.max(1, Math.min(MAX_ZOOM, zoom * factor));
        if (zoom == 1) {
            fit();
            return;
        }
        // the fisheye and the row height move with the zoom: place the point again, then correct the pan
        Geometry after = geometry();
        panX += x - axis(after, panX).px(leaf);
        panY = y - after.top - row * after.rowHeight;
        clampPan(after);
        requestRedraw();
    }

    /**
     * Zooms in or out by half: about the node where the search stands when following it and it
     * is in view, else about the middle (the tool bar's buttons).
     */
    public void zoomStep(boolean in) {
        double x = getWidth() / 2;
        double y = getHeight() / 2;
        int current = model.current();
        if (model.followProperty().get() && model.tree() != null && current >= 0 && current < model.bound()) {
            Geometry g = geometry();
            SearchTree tree = model.tree();
            LeafAxis axis = axis(g, panX);
            double cx = (axis.px(tree.leavesBefore(current)) + axis.px(tree.leavesBefore(current) + tree.leaves(current, model.bound()))) / 2;
            double cy = g.top + panY + (tree.depth(current) + 0.5) * g.rowHeight;
            if (cx >= g.treeLeft && cx <= g.treeLeft + g.treeWidth && cy >= g.top && cy <= g.bottom()) {
                x = cx;
                y = cy;
            }
        }
        zoomBy(in ? 2 : 0.5, x, y);
    }

    public void panBy(double dx, double dy) {
        panX += dx;
        panY += dy;
        if (model.tree() != null && getWidth() > 0) {
            clampPan(geometry());
        }
        requestRedraw();
    }

    /** The height of a level in the last frame drawn, in pixels. */
    public double rowHeight() {
        return laidOut ? layout.rowHeight() : 0;
    }

    /** The layout of the last frame drawn (for tests). */
    TreeLayout treeLayout() {
        return layout;
    }

    // ------------------------------------------------------------------ geometry

    /** The frame's boxes: the level names, the tree, the profile, and the scale. */
    private record Geometry(double fontPx, double line, double header, double treeLeft, double treeWidth, double top,
                            double height, double profileLeft, double profileRight, TreeScale scale, double rowHeight) {
        double bottom() {
            return top + height;
        }
    }

    private Geometry geometry() {
        double w = getWidth();
        double h = getHeight();
        double font = fontSize();
        double line = Math.max(1, font / BASE_FONT_PX);
        double header = 1.7 * font;
        double gutter = 2.6 * font;
        double profileWidth = Math.max(5.5 * font, Math.min(0.24 * w, 14 * font));
        if (w < 22 * font) {
            profileWidth = Math.max(3 * font, 0.25 * w);
        }
        double treeLeft = gutter + 0.3 * font;
        double treeWidth = Math.max(10, w - treeLeft - profileWidth - 0.8 * font);
        double top = header;
        double height = Math.max(10, h - top - 0.3 * font);
        TreeScale scale = model.effectiveScale();
        double fitRow = height / scale.levels();
        double maxRow = 3.2 * font;
        // never lower than a line of text: a deep tree (a sudoku's, one level a cell) fitted whole
        // was stripes of colour without a word; it now runs below the view, which follows the
        // search down it and pans with a drag, and the profile's bars keep the rows' height
        double minRow = MIN_LABEL_FONTS * font + 4; // TreePainter: a one-line label fits the row less 4 px
        double rowHeight = Math.min(maxRow, Math.max(minRow, fitRow * zoom));
        return new Geometry(font, line, header, treeLeft, treeWidth, top, height, treeLeft + treeWidth + 0.8 * font,
                w - 0.4 * font, scale, rowHeight);
    }

    private LeafAxis axis(Geometry g, double pan) {
        int current = model.current();
        SearchTree tree = model.tree();
        int bound = model.bound();
        boolean focus = tree != null && current >= 0 && current < bound;
        return LeafAxis.of(g.treeLeft, g.treeWidth, g.scale.leaves(), zoom, pan,
                focus ? tree.leavesBefore(current) : -1, focus ? tree.leaves(current, bound) : 0, focusWidth(g));
    }

    private static double focusWidth(Geometry g) {
        return 8 * g.fontPx;
    }

    private void clampPan(Geometry g) {
        double span = g.treeWidth * zoom;
        panX = Math.max(Math.min(0, g.treeWidth - span), Math.min(0, panX));
        double tall = g.scale.levels() * g.rowHeight;
        panY = Math.max(Math.min(0, g.height - tall), Math.min(0, panY));
    }

    /** Brings the node where the search stands into view, when the search has moved since last time. */
    private void follow(Geometry g) {
        int current = model.current();
        SearchTree tree = model.tree();
        if (!model.followProperty().get() || (followedTree == tree && followed == current)) {
            return;
        }
        followed = current;
        followedTree = tree;
        if (current < 0 || current >= model.bound()) {
            return;
        }
        LeafAxis axis = axis(g, panX);
        double x0 = axis.px(tree.leavesBefore(current));
        double x1 = axis.px(tree.leavesBefore(current) + tree.leaves(current, model.bound()));
        if (x0 < g.treeLeft || x1 > g.treeLeft + g.treeWidth) {
            panX += g.treeLeft + g.treeWidth / 2 - (x0 + x1) / 2;
        }
        double y = g.top + panY + tree.depth(current) * g.rowHeight;
        if (y < g.top || y + g.rowHeight > g.bottom()) {
            panY += g.top + 0.6 * g.height - y;
        }
        clampPan(g);
    }

    // ------------------------------------------------------------------ the mouse

    private void click(double x, double y) {
        if (!laidOut) {
            return;
        }
        int cell = layout.cellAt(x, y);
        if (cell >= 0) {
            int node = layout.cellNode[cell];
            double top = layout.rowTop(layout.tree().depth(node));
            if (node > 0 && y < top + 0.45 * layout.rowHeight() && twoLineRows()) {
                model.seekToBranch(node);
            } else {
                model.seekToNode(node);
            }
            return;
        }
        int fold = layout.foldAt(x, y);
        if (fold >= 0) {
            double width = Math.max(1, layout.foldX1[fold] - layout.foldX0[fold]);
            double factor = Math.min(64, 0.5 * layout.frame().width() / width);
            double cx = (layout.foldX0[fold] + layout.foldX1[fold]) / 2;
            zoomBy(factor, cx, y);
            panBy(layout.frame().left() + layout.frame().width() / 2 - cx, 0);
        }
    }

    /** Rows tall enough for the branch on a line of its own (then its click goes to the branch). */
    private boolean twoLineRows() {
        return Lettering.readable(this, Math.min(fontSize(), (layout.rowHeight() - 4) / 2.15));
    }

    /** The tooltip at ({@code x}, {@code y}): the node or fold there, or nothing. */
    public String describeAt(double x, double y) {
        if (!laidOut || model.tree() == null) {
            return "";
        }
        int cell = layout.cellAt(x, y);
        if (cell >= 0) {
            return model.describe(layout.cellNode[cell]);
        }
        int fold = layout.foldAt(x, y);
        return fold >= 0 ? model.describeFold(layout.foldFirst[fold], layout.foldEnd[fold]) : "";
    }

    /** The centre of {@code node}'s box in the last frame, or null when it was not drawn (for tests). */
    public javafx.geometry.Point2D pointOf(int node) {
        for (int i = 0; i < layout.cellCount; i++) {
            if (layout.cellNode[i] == node) {
                double top = layout.rowTop(layout.tree().depth(node));
                return new javafx.geometry.Point2D((layout.cellX0[i] + layout.cellX1[i]) / 2, top + 0.75 * layout.rowHeight());
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ drawing

    @Override
    protected void draw() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        Palette palette = palette();
        gc.setFill(palette.background());
        gc.fillRect(0, 0, w, h);
        if (w <= 0 || h <= 0) {
            return;
        }
        Geometry g = geometry();
        headers(gc, palette, g);
        SearchTree tree = model.tree();
        if (tree == null || model.bound() == 0) {
            laidOut = false;
            message(gc, palette, g, tree == null ? "No problem open." : "The tree grows here from the search's first choice.");
            return;
        }
        if (tree != shownTree) {
            shownTree = tree;
            zoom = 1;
            panX = 0;
            panY = 0;
            g = geometry();
        }
        follow(g);
        layout.compute(tree, model.bound(), model.current(), new TreeLayout.Frame(g.treeLeft, g.top, g.treeWidth, g.height,
                g.scale.leaves(), zoom, panX, panY, g.rowHeight, focusWidth(g)));
        laidOut = true;
        TreePainter.Frame frame = new TreePainter.Frame(gc, palette, TreeMarks.Paints.of(palette), layout, model, g.fontPx,
                g.line);
        painter.paintLevels(frame, g.treeLeft - 0.4 * g.fontPx, g.scale.levels());
        painter.paint(frame);
        profilePainter.paint(gc, palette, layout, g.profileLeft, g.profileRight, model.profile(),
                model.showAheadProperty().get() ? model.recordedProfile() : null, g.scale.profileMax(), g.fontPx);
    }

    private void headers(GraphicsContext gc, Palette p, Geometry g) {
        var font = fonts.get(Math.max(0.85 * g.fontPx, Lettering.floorPx(this)), false);
        gc.setFont(font);
        gc.setFill(p.mutedText());
        gc.setTextBaseline(VPos.CENTER);
        gc.setTextAlign(TextAlignment.LEFT);
        double y = g.header / 2;
        String tree = "Each box a choice, as wide as its leaves";
        double room = g.treeWidth;
        if (fonts.width(tree, font) > room) {
            tree = "Search tree";
        }
        if (fonts.width(tree, font) <= room) {
            Lettering.fill(gc, tree, g.treeLeft, y);
        }
        String profile = "Nodes per level";
        double profileRoom = g.profileRight - g.profileLeft;
        if (fonts.width(profile, font) > profileRoom) {
            profile = "Nodes";
        }
        if (fonts.width(profile, font) <= profileRoom) {
            Lettering.fill(gc, profile, g.profileLeft, y);
        }
    }

    private void message(GraphicsContext gc, Palette p, Geometry g, String text) {
        gc.setFont(fonts.get(g.fontPx, false));
        gc.setFill(p.mutedText());
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setTextBaseline(VPos.TOP);
        Lettering.fill(gc, text, g.treeLeft, g.top + 0.5 * g.fontPx, Math.max(10, g.treeWidth));
    }
}
