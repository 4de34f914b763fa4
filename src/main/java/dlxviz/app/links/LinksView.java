package dlxviz.app.links;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Torus;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import javafx.geometry.VPos;
import javafx.util.Duration;

/**
 * The dancing links themselves: root, item headers with their live lengths, one node per 1 of
 * the matrix, and every L/R/U/D link as an arrow. Hidden nodes and unlinked headers stay in place
 * as ghosts with their own links, while their neighbours' arrows already go round them; each
 * splice is animated (the arrows swing, the node fades), forwards and backwards.
 *
 * <p>Geometry comes from {@link LinksLayout}; this class only maps it to pixels. Levels of
 * detail follow the height of a cell on screen: below {@link #HEAT_MAP_BELOW} pixels the nodes
 * are cells of a heat map (one pixel buffer, no links), from {@link #LINKS_FROM} pixels on the
 * arrows are drawn, and labels once the text is large enough to read. Only what is on screen is
 * drawn, at most once per pulse.
 *
 * <p>Mouse and keys: wheel or {@code +}/{@code -} zoom, drag pans (arrow keys too), {@code 0}
 * or {@code F} fits the picture to the window, {@code G} folds and unfolds. Hovering names the thing in the problem's terms
 * and sets the model's shared hover.
 */
public class LinksView extends CanvasRegion {
    /** Cells shorter than this many pixels are drawn as a heat map. */
    public static final double HEAT_MAP_BELOW = 7;
    /** Cells at least this tall get their links drawn. */
    public static final double LINKS_FROM = 14;
    private static final double MAX_ZOOM = 4;
    /** Height in pixels of the header strip of a heat map. */
    private static final double HEAT_HEADER_STRIP = 8;
    /** Problems with more options than this open folded: unfolded, a sudoku is mostly ghosts. */
    public static final int FOLD_ABOVE_OPTIONS = 300;

    private final LinksModel model;
    private final BooleanProperty folded = new SimpleBooleanProperty(this, "folded", false);
    private final Tooltip tooltip = new Tooltip();

    private Torus torus;
    private LinksLayout layout;
    /** The layout before the last change, while a folded re-layout animates; else null. */
    private LinksLayout previousLayout;
    private LinkAnimations.Tween tween = LinkAnimations.tween(Duration.ZERO, 0);
    /** Links that changed in the last step: (id * 4 + direction) to the target before the step. */
    private final Map<Long, Integer> oldTargets = new HashMap<>();
    /** Nodes and headers that changed state in the last step: id to ghostness before the step. */
    private final Map<Integer, Double> oldGhost = new HashMap<>();

    /** Pixels per world unit, down and across: equal, except that a heat map may be stretched to fill the window. */
    private double zoom = 1, zoomX = 1, tx, ty;
    private double fromZoom, fromZoomX, fromTx, fromTy, toZoom, toZoomX, toTx, toTy;
    private boolean viewAnimating;
    private boolean fitted = true;
    private double labelWidth;
    private double dragX, dragY;

    private final SegmentBuffer segments = new SegmentBuffer();
    private final ArrowBatch batch = new ArrowBatch();
    private WritableImage heatImage;
    private int[] heatPixels = new int[0];
    private int[] optionLevel = new int[0];
    private final Map<Double, Font> fonts = new HashMap<>();

    public LinksView(LinksModel model) {
        this.model = model;
        getStyleClass().add("links-view");
        setFocusTraversable(true);
        model.revisionProperty().addListener((o, was, is) -> modelChanged());
        model.hoveredProperty().addListener((o, was, is) -> {
            tooltip.setText(is == null ? "" : describe(is));
            requestRedraw();
        });
        folded.addListener((o, was, is) -> relayout(true));
        tooltip.setShowDelay(Duration.millis(250));
        Tooltip.install(this, tooltip);
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> model.hoveredProperty().set(targetAt(e.getX(), e.getY())));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> model.hoveredProperty().set(null));
        addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            dragX = e.getX();
            dragY = e.getY();
            requestFocus();
        });
        addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            panBy(e.getX() - dragX, e.getY() - dragY);
            dragX = e.getX();
            dragY = e.getY();
        });
        addEventHandler(ScrollEvent.SCROLL, e -> zoomBy(Math.pow(1.0015, e.getDeltaY()), e.getX(), e.getY()));
        addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        if (model.torus() != null) {
            modelChanged();
        }
    }

    public LinksModel model() {
        return model;
    }

    /** Folded: only live items and live options, packed together. */
    public BooleanProperty foldedProperty() {
        return folded;
    }

    public LinksLayout currentLayout() {
        return layout;
    }

    public double zoom() {
        return zoom;
    }

    public boolean isFitted() {
        return fitted;
    }

    // ---------------------------------------------------------------------------- model changes

    private void modelChanged() {
        Torus newTorus = model.torus();
        if (newTorus == null) {
            return;
        }
        if (newTorus != torus) {
            torus = newTorus;
            tween.finish();
            previousLayout = null;
            oldTargets.clear();
            oldGhost.clear();
            optionLevel = new int[torus.optionCount() + 1];
            labelWidth = measureLabels(torus.problem());
            layout = null; // so that the fold below lays out the new torus from scratch
            folded.set(torus.optionCount() > FOLD_ABOVE_OPTIONS);
            layout = LinksLayout.of(torus, folded.get());
            fitted = true;
            fitToWindow();
            requestRedraw();
            return;
        }
        tween.finish();
        oldTargets.clear();
        oldGhost.clear();
        boolean forward = model.lastForward();
        for (SearchEvent event : model.lastEvents()) {
            if (event instanceof TorusChange change) {
                remember(forward ? change : change.inverse());
            }
        }
        relayout(!oldTargets.isEmpty());
    }

    /** Notes what a change (already applied) altered, keeping the first old value per link. */
    private void remember(TorusChange change) {
        if (change instanceof NodeHidden h) {
            oldTargets.putIfAbsent(key(h.up(), LinkDirection.DOWN), h.node());
            oldTargets.putIfAbsent(key(h.down(), LinkDirection.UP), h.node());
            oldGhost.putIfAbsent(h.node(), 0.0);
        } else if (change instanceof NodeRestored r) {
            oldTargets.putIfAbsent(key(r.up(), LinkDirection.DOWN), r.down());
            oldTargets.putIfAbsent(key(r.down(), LinkDirection.UP), r.up());
            oldGhost.putIfAbsent(r.node(), 1.0);
        } else if (change instanceof HeaderUnlinked u) {
            oldTargets.putIfAbsent(key(u.left(), LinkDirection.RIGHT), u.item());
            oldTargets.putIfAbsent(key(u.right(), LinkDirection.LEFT), u.item());
            oldGhost.putIfAbsent(u.item(), 0.0);
        } else if (change instanceof HeaderRelinked r) {
            oldTargets.putIfAbsent(key(r.left(), LinkDirection.RIGHT), r.right());
            oldTargets.putIfAbsent(key(r.right(), LinkDirection.LEFT), r.left());
            oldGhost.putIfAbsent(r.item(), 1.0);
        }
    }

    private static long key(int id, LinkDirection direction) {
        return id * 4L + direction.ordinal();
    }

    private void relayout(boolean animate) {
        if (torus == null) {
            return;
        }
        LinksLayout next = folded.get() || layout == null || layout.folded()
                ? LinksLayout.of(torus, folded.get()) : layout;
        previousLayout = next != layout ? layout : null;
        layout = next;
        long now = System.nanoTime();
        tween = LinkAnimations.tween(animate ? model.animationDurationProperty().get() : Duration.ZERO, now);
        if (fitted) {
            fromZoom = zoom;
            fromZoomX = zoomX;
            fromTx = tx;
            fromTy = ty;
            fitToWindow();
            toZoom = zoom;
            toZoomX = zoomX;
            toTx = tx;
            toTy = ty;
            viewAnimating = !tween.done();
        }
        tween.advance(now);
        requestRedraw();
    }

    /** For tests: holds the animation of the last change at {@code progress} (0..1). */
    void holdAnimation(double progress) {
        tween.hold(progress);
        requestRedraw();
    }

    @Override
    protected void onPulse(long nanos) {
        if (!tween.done()) {
            tween.advance(nanos);
            requestRedraw();
        }
    }

    @Override
    protected boolean keepPulsing() {
        return super.keepPulsing() || !tween.done();
    }

    // ------------------------------------------------------------------------- zoom, pan, fit

    /**
     * Scales the picture to fit the window and centres it. When that makes it a heat map, the
     * map is stretched to fill the window: a sudoku's matrix is much taller than wide.
     */
    public void fitToWindow() {
        fitted = true;
        double w = getWidth(), h = getHeight();
        if (layout == null || w <= 0 || h <= 0) {
            return;
        }
        double worldW = worldWidth(), worldH = worldHeight();
        zoom = Math.min(MAX_ZOOM, Math.min(w / worldW, h / worldH));
        zoomX = zoom;
        boolean heatMap = cellHeight() * h / worldH < HEAT_MAP_BELOW;
        if (heatMap) {
            zoom = (h - HEAT_HEADER_STRIP) / worldH;
            zoomX = w / worldW;
        }
        tx = (w - worldW * zoomX) / 2;
        ty = heatMap ? HEAT_HEADER_STRIP : Math.max(0, (h - worldH * zoom) / 2);
        requestRedraw();
    }

    /** Zooms by {@code factor} keeping the point ({@code x}, {@code y}) of the window in place. */
    public void zoomBy(double factor, double x, double y) {
        double minZoom = layout == null ? 0.001 : Math.min(getWidth() / worldWidth(), getHeight() / worldHeight()) / 2;
        double next = Math.max(minZoom, Math.min(MAX_ZOOM, zoom * factor));
        // detail needs equal scales; a stretched heat map keeps its stretch while it stays one
        double nextX = cellHeight() * next >= HEAT_MAP_BELOW ? next : Math.max(next, zoomX * next / zoom);
        tx = x - (x - tx) * nextX / zoomX;
        ty = y - (y - ty) * next / zoom;
        zoom = next;
        zoomX = nextX;
        fitted = false;
        viewAnimating = false;
        requestRedraw();
    }

    /** Zooms so that a cell is {@code pixels} tall, keeping the top-left corner of the picture. */
    public void zoomToCellHeight(double pixels) {
        zoom = Math.min(MAX_ZOOM, pixels / cellHeight());
        zoomX = zoom;
        tx = 0;
        ty = 0;
        fitted = false;
        viewAnimating = false;
        requestRedraw();
    }

    public void panBy(double dx, double dy) {
        tx += dx;
        ty += dy;
        fitted = false;
        viewAnimating = false;
        requestRedraw();
    }

    @Override
    protected void sizeChanged() {
        if (fitted) {
            fitToWindow();
        }
    }

    @Override
    protected void styleChanged() {
        if (torus != null) {
            labelWidth = measureLabels(torus.problem());
        }
        sizeChanged();
        requestRedraw();
    }

    private void keyPressed(KeyEvent e) {
        double cx = getWidth() / 2, cy = getHeight() / 2, step = 60;
        switch (e.getCode()) {
            case PLUS, ADD, EQUALS -> zoomBy(1.25, cx, cy);
            case MINUS, SUBTRACT -> zoomBy(0.8, cx, cy);
            case DIGIT0, NUMPAD0, F -> fitToWindow();
            case G -> folded.set(!folded.get());
            case LEFT -> panBy(step, 0);
            case RIGHT -> panBy(-step, 0);
            case UP -> panBy(0, step);
            case DOWN -> panBy(0, -step);
            default -> {
                return;
            }
        }
        e.consume();
    }

    // --------------------------------------------------------------------------- world geometry

    private double headerHeight() {
        return 1.7 * cellHeight();
    }

    private double topMargin() {
        return 0.55 * cellHeight();
    }

    private double worldWidth() {
        return labelWidth + (layout.columnCount() + 0.6) * cellWidth();
    }

    private double worldHeight() {
        return topMargin() + headerHeight() + (layout.rowCount() - 1 + 0.6) * cellHeight();
    }

    private double worldX(double column) {
        return labelWidth + (column + 0.5) * cellWidth();
    }

    private double worldY(double row) {
        return row <= 0 ? topMargin() + headerHeight() / 2
                : topMargin() + headerHeight() + (row - 0.5) * cellHeight();
    }

    private double progress() {
        return tween.progress();
    }

    private double columnF(int id) {
        double now = layout.columnOf(id);
        if (previousLayout != null && !tween.done()) {
            int before = previousLayout.columnOf(id);
            if (before >= 0 && now >= 0) {
                return before + (now - before) * progress();
            }
        }
        return now;
    }

    private double rowF(int id) {
        double now = layout.rowOf(id);
        if (previousLayout != null && !tween.done()) {
            int before = previousLayout.rowOf(id);
            if (before >= 0 && now >= 0) {
                return before + (now - before) * progress();
            }
        }
        return now;
    }

    /** Centre of {@code id} on screen (see {@link LinksLayout} for ids); null when not shown. */
    public Point2D pointOf(int id) {
        if (layout == null || !layout.shows(id)) {
            return null;
        }
        return new Point2D(sx(worldX(columnF(id))), sy(worldY(rowF(id))));
    }

    private double viewZoom() {
        return viewAnimating && !tween.done() ? fromZoom + (toZoom - fromZoom) * progress() : zoom;
    }

    private double viewZoomX() {
        return viewAnimating && !tween.done() ? fromZoomX + (toZoomX - fromZoomX) * progress() : zoomX;
    }

    private double viewTx() {
        return viewAnimating && !tween.done() ? fromTx + (toTx - fromTx) * progress() : tx;
    }

    private double viewTy() {
        return viewAnimating && !tween.done() ? fromTy + (toTy - fromTy) * progress() : ty;
    }

    private double sx(double worldX) {
        return viewTx() + worldX * viewZoomX();
    }

    private double sy(double worldY) {
        return viewTy() + worldY * viewZoom();
    }

    private double measureLabels(ExactCoverProblem problem) {
        int longest = 4;
        for (int k = 1; k <= problem.optionCount(); k++) {
            longest = Math.max(longest, problem.optionLabel(k).length());
        }
        return Math.min(40, longest) * fontSize() * 0.62 + fontSize() * 1.2;
    }

    // ---------------------------------------------------------------------------------- hover

    /** What is under the point ({@code x}, {@code y}) of the view, or null. */
    public LinksTarget targetAt(double x, double y) {
        if (layout == null) {
            return null;
        }
        double wx = (x - tx) / zoomX, wy = (y - ty) / zoom;
        int column = (int) Math.floor((wx - labelWidth) / cellWidth());
        double headerTop = topMargin(), headerBottom = topMargin() + headerHeight();
        if (wy >= headerTop && wy < headerBottom) {
            if (column < 0 || column >= layout.columnCount()) {
                return null;
            }
            int header = layout.headerAtColumn(column);
            return header >= 1 && header <= torus.itemCount() ? LinksTarget.item(header) : null;
        }
        int row = (int) Math.floor((wy - headerBottom) / cellHeight()) + 1;
        if (wy < headerBottom || row >= layout.rowCount()) {
            return null;
        }
        int option = layout.optionAtRow(row);
        if (wx < labelWidth) {
            return LinksTarget.option(option);
        }
        int first = torus.firstNode(option);
        for (int node = first; node < first + torus.optionSize(option); node++) {
            if (layout.columnOf(node) == column) {
                return LinksTarget.node(node);
            }
        }
        return null;
    }

    /** A tooltip for {@code target} in the problem's own terms. */
    public String describe(LinksTarget target) {
        return torus == null ? "" : Descriptions.describe(model, target);
    }

    // ---------------------------------------------------------------------------------- drawing

    @Override
    protected void draw() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        double w = canvas.getWidth(), h = canvas.getHeight();
        gc.setFill(background.get());
        gc.fillRect(0, 0, w, h);
        if (layout == null || w <= 0 || h <= 0) {
            return;
        }
        fillOptionLevels();
        double cellPixels = cellHeight() * viewZoom();
        if (cellPixels < HEAT_MAP_BELOW) {
            drawHeatMap(gc, (int) w, (int) h);
        } else {
            drawDetailed(gc, w, h, cellPixels >= LINKS_FROM, fontSize() * viewZoom() >= 6.5);
        }
    }

    private void fillOptionLevels() {
        Arrays.fill(optionLevel, SearchHighlights.NOT_COVERED);
        SearchHighlights marks = model.highlights();
        for (int option : marks.partialSolution()) {
            optionLevel[option] = marks.levelOfOption(option);
        }
    }

    private double ghostness(int id) {
        double now = layout.isGhost(id) ? 1 : 0;
        Double before = oldGhost.get(id);
        if (before != null && !tween.done()) {
            return before + (now - before) * progress();
        }
        return now;
    }

    // ---- heat map: one pixel buffer, no links, no text

    private void drawHeatMap(GraphicsContext gc, int w, int h) {
        if (heatImage == null || heatImage.getWidth() != w || heatImage.getHeight() != h) {
            heatImage = new WritableImage(w, h);
            heatPixels = new int[w * h];
        }
        int[] px = heatPixels;
        Arrays.fill(px, argb(background.get()));
        double s = viewZoom();
        double sX = viewZoomX();
        double cw = Math.max(1.5, cellWidth() * sX * 0.8), ch = Math.max(1.5, cellHeight() * s * 0.8);
        int live = argb(nodeStroke.get()), ghostColour = argb(ghost.get()), header = argb(headerFill.get());
        int secondary = argb(secondaryFill.get()), root = argb(rootFill.get());
        int[] levelColours = new int[LEVEL_COLOURS];
        for (int l = 0; l < LEVEL_COLOURS; l++) {
            levelColours[l] = argb(levels[l].get());
        }
        int givenColour = argb(given.get());
        SearchHighlights marks = model.highlights();
        // the headers as a strip just above the first row, tall enough to see even when rows are not
        double headerH = Math.max(HEAT_HEADER_STRIP, headerHeight() * s * 0.8);
        double headerY = Math.min(sy(worldY(0)), sy(worldY(0.5)) - headerH / 2 - 1);
        for (int c = 0; c < layout.columnCount(); c++) {
            int id = layout.headerAtColumn(c);
            int colour;
            if (id == 0 || id == torus.secondaryRoot()) {
                colour = root;
            } else {
                int level = marks.coveredLevel(id);
                colour = level == SearchHighlights.NOT_COVERED
                        ? (torus.problem().isPrimary(id) ? header : secondary)
                        : level < 0 ? givenColour : levelColours[level % LEVEL_COLOURS];
            }
            fillPixels(px, w, h, sx(worldX(columnF(id))), headerY, cw, headerH, colour);
        }
        double top = -ch, bottom = h + ch;
        for (int r = 1; r < layout.rowCount(); r++) {
            int option = layout.optionAtRow(r);
            double y = sy(worldY(rowF(torus.firstNode(option))));
            if (y < top || y > bottom) {
                continue;
            }
            int level = optionLevel[option];
            int first = torus.firstNode(option);
            for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                int column = layout.columnOf(node);
                if (column < 0) {
                    continue;
                }
                int colour = level != SearchHighlights.NOT_COVERED
                        ? (level < 0 ? givenColour : levelColours[level % LEVEL_COLOURS])
                        : ghostness(node) > 0.5 ? ghostColour : live;
                fillPixels(px, w, h, sx(worldX(columnF(node))), y, cw, ch, colour);
            }
        }
        heatImage.getPixelWriter().setPixels(0, 0, w, h, PixelFormat.getIntArgbPreInstance(), px, 0, w);
        gc.drawImage(heatImage, 0, 0);
    }

    private static void fillPixels(int[] px, int w, int h, double cx, double cy, double cw, double ch, int colour) {
        int x0 = (int) Math.max(0, Math.round(cx - cw / 2)), x1 = (int) Math.min(w, Math.round(cx - cw / 2) + Math.max(1, Math.round(cw)));
        int y0 = (int) Math.max(0, Math.round(cy - ch / 2)), y1 = (int) Math.min(h, Math.round(cy - ch / 2) + Math.max(1, Math.round(ch)));
        for (int y = y0; y < y1; y++) {
            int row = y * w;
            for (int x = x0; x < x1; x++) {
                px[row + x] = colour;
            }
        }
    }

    private static int argb(Paint paint) {
        Color c = paint instanceof Color colour ? colour : Color.GRAY;
        int a = (int) Math.round(c.getOpacity() * 255);
        int r = (int) Math.round(c.getRed() * c.getOpacity() * 255);
        int g = (int) Math.round(c.getGreen() * c.getOpacity() * 255);
        int b = (int) Math.round(c.getBlue() * c.getOpacity() * 255);
        return (a << 24) | (r << 16) | (g << 8) | b;
    }

    // ---- detailed picture

    private void drawDetailed(GraphicsContext gc, double w, double h, boolean links, boolean labels) {
        double s = viewZoom();
        double cw = cellWidth() * s, ch = cellHeight() * s;
        gc.setLineCap(StrokeLineCap.BUTT);
        drawBands(gc, w, h, cw, ch);
        if (links) {
            drawLinks(gc, w, h, s);
        }
        drawHeaders(gc, w, h, cw, ch, labels);
        drawNodes(gc, w, h, cw, ch, labels);
        drawVanishing(gc, w, h, cw, ch);
    }

    /** Row bands behind the options of the partial solution, the option tried, the hover. */
    private void drawBands(GraphicsContext gc, double w, double h, double cw, double ch) {
        SearchHighlights marks = model.highlights();
        boolean solved = torus.allPrimaryCovered() && marks.partialSolution().length > 0;
        double left = sx(0), right = sx(worldWidth());
        for (int option : marks.partialSolution()) {
            if (layout.rowOfOption(option) < 0) {
                continue;
            }
            Paint paint = solved ? solution.get() : option == marks.triedOption() ? tried.get() : levelPaint(optionLevel[option]);
            band(gc, left, right, sy(worldY(rowF(torus.firstNode(option)))), ch, paint, solved || option == marks.triedOption() ? 0.45 : 0.22);
        }
        LinksTarget hovered = model.hoveredProperty().get();
        if (hovered != null) {
            if (hovered.kind() == LinksTarget.Kind.ITEM && layout.shows(hovered.id())) {
                double x = sx(worldX(columnF(hovered.id())));
                gc.setGlobalAlpha(0.18);
                gc.setFill(hover.get());
                gc.fillRect(x - cw / 2, sy(worldY(0)) - headerHeight() * viewZoom() / 2, cw, h);
                gc.setGlobalAlpha(1);
            } else if (hovered.kind() != LinksTarget.Kind.ITEM) {
                int option = hovered.kind() == LinksTarget.Kind.OPTION ? hovered.id() : torus.optionOf(hovered.id());
                if (option > 0 && layout.rowOfOption(option) >= 0) {
                    band(gc, left, right, sy(worldY(rowF(torus.firstNode(option)))), ch, hover.get(), 0.18);
                }
            }
        }
    }

    private static void band(GraphicsContext gc, double left, double right, double y, double ch, Paint paint, double alpha) {
        gc.setGlobalAlpha(alpha);
        gc.setFill(paint);
        gc.fillRect(left, y - ch / 2, right - left, ch);
        gc.setGlobalAlpha(1);
    }

    private void drawLinks(GraphicsContext gc, double w, double h, double s) {
        segments.clear();
        layout.forEachSegment(segments);
        double width = Math.max(0.8, linkWidth() * Math.min(1.6, s));
        batch.clipTo(-20, -20, w + 20, h + 20);
        // ghosts' own links first, underneath, then the live ones, then the wrap-arounds;
        // one path per colour, which the software pipeline draws far faster than single lines
        for (int pass = 0; pass < 3; pass++) {
            for (int i = 0; i < segments.size; i++) {
                int flags = segments.flags[i];
                boolean ghostSegment = (flags & SegmentBuffer.GHOST) != 0;
                boolean wraps = (flags & SegmentBuffer.WRAPS) != 0;
                int segmentPass = ghostSegment ? 0 : wraps ? 2 : 1;
                if (segmentPass == pass) {
                    drawSegment(batch, segments.from[i], segments.to[i], LinkDirection.ofOrdinal(flags & 3), wraps,
                            (flags & SegmentBuffer.DETOUR) != 0, w, h, s);
                }
            }
            batch.flush(gc, pass == 0 ? ghostLink.get() : pass == 1 ? link.get() : wrapLink.get(), width);
        }
    }

    private double halfWidth(int id, double s) {
        return (layout.isHeaderId(id) ? 0.36 : 0.25) * cellWidth() * s;
    }

    private double halfHeight(int id, double s) {
        return (layout.isHeaderId(id) ? 0.41 * headerHeight() : 0.28 * cellHeight()) * s;
    }

    private void drawSegment(ArrowBatch gc, int from, int to, LinkDirection direction, boolean wraps,
                             boolean detour, double w, double h, double s) {
        double fx = sx(worldX(columnF(from))), fy = sy(worldY(rowF(from)));
        double tX = sx(worldX(columnF(to))), tY = sy(worldY(rowF(to)));
        Integer before = tween.done() ? null : oldTargets.get(key(from, direction));
        boolean swinging = before != null && before != to && layout.shows(before);
        if (swinging) {
            double bx = sx(worldX(columnF(before))), by = sy(worldY(rowF(before)));
            double p = progress();
            tX = bx + (tX - bx) * p;
            tY = by + (tY - by) * p;
            wraps = false; // while it swings, the arrow is drawn straight to where it points now
        }
        // how far a detour bulges out; it grows as the arrow swings to its new target
        double bulge = detour ? (swinging ? progress() : 1) : 0;
        double laneH = 0.2 * cellHeight() * s, laneV = 0.2 * cellWidth() * s;
        double x1, y1, x2, y2, dx = 0, dy = 0;
        switch (direction) {
            case RIGHT -> {
                y1 = fy - laneH;
                y2 = tY - laneH;
                x1 = fx + halfWidth(from, s);
                x2 = tX - halfWidth(to, s);
                dx = 1;
            }
            case LEFT -> {
                y1 = fy + laneH;
                y2 = tY + laneH;
                x1 = fx - halfWidth(from, s);
                x2 = tX + halfWidth(to, s);
                dx = -1;
            }
            case DOWN -> {
                x1 = fx + laneV;
                x2 = tX + laneV;
                y1 = fy + halfHeight(from, s);
                y2 = tY - halfHeight(to, s);
                dy = 1;
            }
            default -> {
                x1 = fx - laneV;
                x2 = tX - laneV;
                y1 = fy - halfHeight(from, s);
                y2 = tY + halfHeight(to, s);
                dy = -1;
            }
        }
        double head = Math.min(9, Math.max(4, 0.16 * cellHeight() * s));
        if (wraps) {
            // round the torus: a stub leaves through the far side and one comes in from the near side
            // as long as the gap to the next box allows, so the ring stays in sight
            double stub = direction.isHorizontal()
                    ? 0.85 * (0.5 * cellWidth() * s - halfWidth(from, s))
                    : 0.3 * cellHeight() * s;
            if (visible(x1, y1, x1 + dx * stub, y1 + dy * stub, w, h)) {
                gc.line(x1, y1, x1 + dx * stub, y1 + dy * stub);
                gc.ring(x1 + dx * stub, y1 + dy * stub, head * 0.45);
            }
            if (visible(x2 - dx * stub, y2 - dy * stub, x2, y2, w, h)) {
                gc.ring(x2 - dx * stub, y2 - dy * stub, head * 0.45);
                gc.arrow(x2 - dx * stub, y2 - dy * stub, x2, y2, head);
            }
            return;
        }
        if (bulge > 0) {
            // round the ghosts in between: out beside them, along, and back in to the target
            double out = bulge * (direction.isHorizontal()
                    ? 0.5 * headerHeight() * s - laneH + 0.12 * cellHeight() * s
                    : 0.39 * cellWidth() * s - laneV);
            double ox = dy * out, oy = -dx * out; // DOWN bulges right, UP left, RIGHT up, LEFT down
            double in = 0.3 * (direction.isHorizontal() ? cellWidth() : cellHeight()) * s;
            double ax = x1 + ox + dx * in, ay = y1 + oy + dy * in;
            double bx = x2 + ox - dx * in, by = y2 + oy - dy * in;
            if (visible(Math.min(x1, bx), Math.min(y1, by), Math.max(x2, ax), Math.max(y2, ay), w, h)
                    || visible(x1, y1, x2, y2, w, h)) {
                gc.line(x1, y1, ax, ay);
                gc.line(ax, ay, bx, by);
                gc.arrow(bx, by, x2, y2, head);
            }
            return;
        }
        if (visible(x1, y1, x2, y2, w, h)) {
            gc.arrow(x1, y1, x2, y2, head);
        }
    }

    private static boolean visible(double x1, double y1, double x2, double y2, double w, double h) {
        return Math.max(x1, x2) >= -10 && Math.min(x1, x2) <= w + 10 && Math.max(y1, y2) >= -10 && Math.min(y1, y2) <= h + 10;
    }

    private void drawHeaders(GraphicsContext gc, double w, double h, double cw, double ch, boolean labels) {
        SearchHighlights marks = model.highlights();
        double s = viewZoom();
        double y = sy(worldY(0));
        if (y + headerHeight() * s < 0 || y - headerHeight() * s > h) {
            return;
        }
        Font nameFont = font(fontSize() * s, true), lengthFont = font(fontSize() * s * 0.9, false);
        LinksTarget hovered = model.hoveredProperty().get();
        int chosenItem = marks.chosenItem();
        for (int c = 0; c < layout.columnCount(); c++) {
            int id = layout.headerAtColumn(c);
            double x = sx(worldX(columnF(id)));
            double hw = halfWidth(id, s), hh = halfHeight(id, s);
            if (x + hw < 0 || x - hw > w) {
                continue;
            }
            boolean root = id == 0 || id == torus.secondaryRoot();
            double g = root ? 0 : ghostness(id);
            Paint fill = root ? rootFill.get() : torus.problem().isPrimary(id) ? headerFill.get() : secondaryFill.get();
            int level = root ? SearchHighlights.NOT_COVERED : marks.coveredLevel(id);
            boolean covered = level != SearchHighlights.NOT_COVERED;
            boolean isChosen = id == chosenItem && chosenItem != 0;
            boolean isHovered = hovered != null && hovered.kind() == LinksTarget.Kind.ITEM && hovered.id() == id;
            if (ch < LINKS_FROM) {
                // small cells: a plain rectangle, coloured by what matters most
                gc.setFill(isHovered ? hover.get() : isChosen ? chosen.get() : covered ? levelPaint(level) : fill);
                gc.fillRect(x - hw, y - hh, 2 * hw, 2 * hh);
                continue;
            }
            // a covered header is a ghost outlined in its level's colour; the chosen one is filled
            gc.setFill(isChosen ? chosenFill.get() : mix(fill, ghost.get(), g));
            gc.fillRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.5, hw * 0.5);
            Paint outline = isHovered ? hover.get() : isChosen ? chosen.get()
                    : covered ? levelPaint(level) : mix(nodeStroke.get(), ghostStroke.get(), g);
            gc.setStroke(outline);
            gc.setLineWidth(isChosen || isHovered ? Math.max(2.5, 3.5 * Math.min(1, s)) : covered ? Math.max(1.5, 2.5 * Math.min(1, s)) : 1);
            if (!root && !torus.problem().isPrimary(id)) {
                gc.setLineDashes(3, 2); // secondary items: a dashed outline besides the lighter fill
            }
            gc.strokeRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.5, hw * 0.5);
            gc.setLineDashes((double[]) null);
            if (labels) {
                gc.setTextAlign(TextAlignment.CENTER);
                gc.setTextBaseline(VPos.CENTER);
                if (root) {
                    gc.setFill(background.get());
                    gc.setFont(nameFont);
                    gc.fillText(id == 0 ? "root" : "root\u2082", x, y, 2 * hw);
                } else {
                    gc.setFill(g > 0.5 && !isChosen ? mutedText.get() : text.get());
                    gc.setFont(nameFont);
                    gc.fillText(torus.problem().itemName(id), x, y - hh * 0.4, 2 * hw - 2);
                    gc.setFont(lengthFont);
                    gc.fillText(Integer.toString(torus.length(id)), x, y + hh * 0.45, 2 * hw - 2);
                }
            }
        }
    }

    private void drawNodes(GraphicsContext gc, double w, double h, double cw, double ch, boolean labels) {
        double s = viewZoom();
        boolean outlined = ch >= LINKS_FROM;
        double hw = 0.25 * cellWidth() * s, hh = 0.28 * cellHeight() * s;
        LinksTarget hovered = model.hoveredProperty().get();
        int hoveredNode = hovered != null && hovered.kind() == LinksTarget.Kind.NODE ? hovered.id() : 0;
        Font labelFont = font(fontSize() * s, false);
        double labelRight = sx(labelWidth - fontSize() * 0.6);
        gc.setTextAlign(TextAlignment.RIGHT);
        gc.setTextBaseline(VPos.CENTER);
        gc.setFont(labelFont);
        for (int r = 1; r < layout.rowCount(); r++) {
            int option = layout.optionAtRow(r);
            int first = torus.firstNode(option);
            double y = sy(worldY(rowF(first)));
            if (y + ch < 0 || y - ch > h) {
                continue;
            }
            int level = optionLevel[option];
            double rowAlpha = appearing(option);
            gc.setGlobalAlpha(rowAlpha);
            if (labels && labelRight > 0) {
                gc.setFill(level != SearchHighlights.NOT_COVERED ? text.get()
                        : LinksLayout.isLive(torus, option) ? text.get() : mutedText.get());
                gc.fillText(torus.problem().optionLabel(option), labelRight, y);
            }
            for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                if (layout.columnOf(node) < 0) {
                    continue;
                }
                double x = sx(worldX(columnF(node)));
                if (x + hw < 0 || x - hw > w) {
                    continue;
                }
                double g = ghostness(node);
                boolean onStack = level != SearchHighlights.NOT_COVERED;
                if (!outlined) {
                    // small cells: one plain rectangle each, in the outline's colour for contrast
                    gc.setFill(onStack ? levelPaint(level) : mix(nodeStroke.get(), ghost.get(), g));
                    gc.fillRect(x - hw, y - hh, 2 * hw, 2 * hh);
                    continue;
                }
                gc.setFill(mix(nodeFill.get(), ghost.get(), g));
                gc.fillRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.6, hw * 0.6);
                gc.setStroke(node == hoveredNode ? hover.get() : onStack ? levelPaint(level) : mix(nodeStroke.get(), ghostStroke.get(), g));
                gc.setLineWidth(node == hoveredNode || onStack ? Math.max(1.5, 2.5 * Math.min(1, s)) : 1);
                gc.strokeRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.6, hw * 0.6);
            }
        }
        gc.setGlobalAlpha(1);
    }

    /** Opacity of an option's row: rows that come back in a folded re-layout fade in. */
    private double appearing(int option) {
        if (previousLayout != null && !tween.done() && previousLayout.rowOfOption(option) < 0) {
            return progress();
        }
        return 1;
    }

    /** Rows that a folded re-layout removes fade out where they were. */
    private void drawVanishing(GraphicsContext gc, double w, double h, double cw, double ch) {
        if (previousLayout == null || tween.done()) {
            return;
        }
        double s = viewZoom();
        double hw = 0.25 * cellWidth() * s, hh = 0.28 * cellHeight() * s;
        gc.setGlobalAlpha(1 - progress());
        gc.setFill(ghost.get());
        for (int r = 1; r < previousLayout.rowCount(); r++) {
            int option = previousLayout.optionAtRow(r);
            if (layout.rowOfOption(option) >= 0) {
                continue;
            }
            double y = sy(worldY(r));
            int first = torus.firstNode(option);
            for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                int column = previousLayout.columnOf(node);
                if (column >= 0) {
                    double x = sx(worldX(column));
                    gc.fillRoundRect(x - hw, y - hh, 2 * hw, 2 * hh, hw * 0.6, hw * 0.6);
                }
            }
        }
        gc.setGlobalAlpha(1);
    }

    private static Paint mix(Paint a, Paint b, double t) {
        if (t <= 0) {
            return a;
        }
        if (t >= 1) {
            return b;
        }
        if (a instanceof Color ca && b instanceof Color cb) {
            return ca.interpolate(cb, t);
        }
        return t < 0.5 ? a : b;
    }

    private Font font(double size, boolean bold) {
        double rounded = Math.round(size * 2) / 2.0;
        return fonts.computeIfAbsent(bold ? -rounded : rounded,
                k -> Font.font("System", bold ? FontWeight.BOLD : FontWeight.NORMAL, Math.max(1, rounded)));
    }

    /** A growable buffer of segments, refilled each frame without allocation. */
    private static final class SegmentBuffer implements SegmentSink {
        static final int WRAPS = 4, GHOST = 8, DETOUR = 16;
        int[] from = new int[1024], to = new int[1024], flags = new int[1024];
        int size;

        void clear() {
            size = 0;
        }

        @Override
        public void segment(int a, int b, LinkDirection direction, boolean wraps, boolean ghost, boolean detour) {
            if (size == from.length) {
                from = Arrays.copyOf(from, size * 2);
                to = Arrays.copyOf(to, size * 2);
                flags = Arrays.copyOf(flags, size * 2);
            }
            from[size] = a;
            to[size] = b;
            flags[size] = direction.ordinal() | (wraps ? WRAPS : 0) | (ghost ? GHOST : 0) | (detour ? DETOUR : 0);
            size++;
        }
    }
}
