package dlxviz.app.links;

import dlxviz.app.canvas.CanvasRegion;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.canvas.Palette;
import dlxviz.app.fx.Tips;
import dlxviz.app.fx.WhileShown;
import dlxviz.app.hover.Highlight;
import dlxviz.app.links.model.LinksModel;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import java.util.Arrays;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.util.Duration;

/**
 * The dancing links themselves: root, item headers with their live lengths, one node per 1 of
 * the matrix, and every L/R/U/D link as an arrow. Hidden nodes and unlinked headers stay in place
 * as ghosts with their own links, while their neighbours' arrows already go round them; each
 * splice is animated (the arrows swing, the node fades), forwards and backwards.
 *
 * <p>The parts: {@link LinksLayout} says where things go and which arrows there are;
 * {@link LinksGeometry} turns that into world units while an animation runs; the
 * {@link Viewport} maps the world to pixels and takes zoom, pan and fit from the mouse and keys;
 * {@link HitTester} finds what is under the pointer. Levels of detail follow the height of a
 * cell on screen: below {@link Viewport#HEAT_MAP_BELOW} pixels the {@link HeatMapPainter} draws a
 * heat map, above it the {@link DetailPainter} draws boxes, from {@link Viewport#LINKS_FROM}
 * pixels arrows, and labels once the text is large enough to read. At most one frame per pulse;
 * while steps pour in without animation the detail is sketched ({@link SketchThrottle}).
 *
 * <p>A large problem is shown through the lens the model holds ({@link LinksModel#lens()}):
 * one item's column, its options and the items they reach, drawn in full like a small problem;
 * when the search moves the lens to another item, the items it keeps slide to their new places
 * and the others fade in and out. Clicking an item's header looks at its column.
 *
 * <p>The mouse wheel zooms and a drag pans; the window's keys zoom, pan, fit and fold (see
 * {@code KeyMap}). Hovering names the thing in the problem's terms and sets the shared hover.
 */
public class LinksView extends CanvasRegion {
    /** Problems with more options than this open folded: unfolded, a sudoku is mostly ghosts. */
    public static final int FOLD_ABOVE_OPTIONS = 300;

    private final LinksModel model;
    private final BooleanProperty folded = new SimpleBooleanProperty(this, "folded", false);
    private final LinksGeometry geometry = new LinksGeometry();
    private final Viewport viewport = new Viewport(geometry, this::requestRedraw);
    private final SketchThrottle sketch = new SketchThrottle();
    private final HeatMapPainter heatMap = new HeatMapPainter();
    private final DetailPainter detail = new DetailPainter();
    private TorusView torus;
    private int[] optionLevel = new int[0];
    /** The model's revision last shown, so showing the view again does not replay a step. */
    private int shownRevision = -1;
    /** The model's move last animated. */
    private long shownStep = -1;
    /** The links and nodes the last move changed: marked until the next move. */
    private final SpliceMemory lastChanges = new SpliceMemory();
    /** True while a new torus sets the fold, which must not start a re-layout of its own. */
    private boolean loading;
    private long draws;
    /** True while a series of pictures is taken: every frame in full, however fast the steps come. */
    private boolean stills;
    /** What the mouse is over, in the problem's own terms. */
    private final Tips.Changing tooltip = Tips.Changing.installQuick(this);

    public LinksView(LinksModel model) {
        this.model = model;
        getStyleClass().add("links-view");
        setFocusTraversable(true);
        // the model lives as long as the window; this view listens only while it is shown
        WhileShown.listen(this, model.revisionProperty(), this::modelChanged);
        WhileShown.listen(this, model.hoveredProperty(), () -> {
            Highlight now = model.hoveredProperty().get();
            tooltip.setText(now == null ? "" : describe(now));
            requestRedraw();
        });
        folded.addListener((o, was, is) -> relayout(true));
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> model.hoveredProperty().set(targetAt(e.getX(), e.getY())));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> model.hoveredProperty().set(null));
        addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            Highlight target = targetAt(e.getX(), e.getY());
            if (e.isStillSincePress() && target != null && target.kind() == Highlight.Kind.ITEM && model.lensShown()) {
                model.pick(target.id()); // look at this item's column
            }
        });
        viewport.install(this);
        if (model.torus() != null) {
            modelChanged();
        }
    }

    public LinksModel model() {
        return model;
    }

    /**
     * While on, every frame is drawn in full, never sketched: a series of pictures steps faster
     * than the eye follows, yet each picture is a still that must show every arrow and label.
     */
    public void setStills(boolean on) {
        stills = on;
        requestRedraw();
    }

    /** Folded: only live items and live options, packed together. */
    public BooleanProperty foldedProperty() {
        return folded;
    }

    public LinksLayout currentLayout() {
        return geometry.layout();
    }

    /**
     * The height the widest lens of the problem takes when fitted to {@code width} pixels: the
     * pane gives the rest to the overview. 0 when the view shows no lens.
     */
    public double lensHeightFor(double width) {
        if (!showsLens() || width <= 0) {
            return 0;
        }
        boolean compact = model.columns().widestLens() > LinksModel.COMPACT_ABOVE_ITEMS;
        // a compact lens shows the few options still in a column: sized for four
        double[] world = compact ? geometry.lensWorldSize(LinksModel.COMPACT_ABOVE_ITEMS, 4)
                : geometry.lensWorldSize(model.columns().widestLens(), model.columns().longest());
        return world[1] * Math.min(Viewport.MAX_LENS_ZOOM, width / world[0]);
    }

    /** True while the picture is a lens rather than the whole torus. */
    public boolean showsLens() {
        return geometry.layout() != null && geometry.layout().lens() != null;
    }

    public double zoom() {
        return viewport.zoom();
    }

    /** The zoom as a multiple of "fit to the window" (1 while fitted), as a lesson's look records it. */
    public double zoomOverFit() {
        return viewport.zoomOverFit();
    }

    // ---------------------------------------------------------------------------- model changes

    private void modelChanged() {
        TorusView newTorus = model.torus();
        if (newTorus == null) {
            return;
        }
        if (shownRevision == model.revisionProperty().get()) {
            requestRedraw(); // shown again after a while off screen: nothing new to animate
            return;
        }
        shownRevision = model.revisionProperty().get();
        if (newTorus != torus) {
            torus = newTorus;
            optionLevel = new int[torus.optionCount() + 1];
            boolean fold = torus.optionCount() > FOLD_ABOVE_OPTIONS;
            loading = true;
            folded.set(fold);
            loading = false;
            geometry.show(torus, fold, shownLens());
            lastChanges.clear();
            shownStep = model.stepCount();
            viewport.fitTimes(factorForNext); // a lesson's zoom, asked before this picture came
            factorForNext = 1;
            requestRedraw();
            judgeWhole(); // a torus too fine to read whole here turns to the lens (the model ticks again)
            return;
        }
        if (shownStep == model.stepCount()) {
            // published again without a move: the marks may differ; a lens moved by the user glides
            relayout(lensMoves());
            return;
        }
        shownStep = model.stepCount();
        Duration duration = model.animationDurationProperty().get();
        boolean animated = LinkAnimations.enabled() && duration != null && duration.toMillis() > 0;
        boolean lensMoves = lensMoves();
        boolean splices = geometry.stepped(model.lastEvents(), model.lastForward(), animated);
        rememberChanges();
        sketch.stepped(System.nanoTime(), animated);
        relayout(splices || (animated && lensMoves));
    }

    /** The lens the view should show now, or null for the whole torus. */
    private dlxviz.app.lens.LensSelection shownLens() {
        return model.lensShown() ? model.lens() : null;
    }

    /** True when the lens to show differs from the one laid out. */
    private boolean lensMoves() {
        LinksLayout layout = geometry.layout();
        var lens = shownLens();
        return lens != null && layout != null && layout.lens() != null && !lens.equals(layout.lens());
    }

    /** Notes what the move changed, to mark it until the next move (animated or not). */
    private void rememberChanges() {
        lastChanges.clear();
        if (model.lastEvents().size() > MARKED_CHANGES || !model.marksLastStep()) {
            return; // a long run: marking thousands of links would say nothing; an ended search: nothing to mark
        }
        for (var event : model.lastEvents()) {
            if (event instanceof dlxviz.events.TorusChange change) {
                lastChanges.remember(model.lastForward() ? change : change.inverse());
            }
        }
    }

    private void relayout(boolean animate) {
        if (torus == null || loading) {
            return;
        }
        long now = System.nanoTime();
        boolean wasLens = geometry.layout() != null && geometry.layout().lens() != null;
        Duration duration = animate ? model.animationDurationProperty().get() : Duration.ZERO;
        geometry.relayout(folded.get(), shownLens(), duration, now);
        if (wasLens != (geometry.layout().lens() != null)) {
            viewport.fit(); // the lens and the whole torus: two pictures of different shapes
        } else {
            viewport.followRelayout();
        }
        geometry.advance(now);
        requestRedraw();
    }

    /** For tests: holds the animation of the last change at {@code progress} (0..1). */
    void holdAnimation(double progress) {
        geometry.hold(progress);
        requestRedraw();
    }

    @Override
    protected void onPulse(long nanos) {
        if (geometry.animating()) {
            geometry.advance(nanos);
            requestRedraw();
        }
        if (sketch.owesFullFrame(nanos)) {
            requestRedraw(); // the steps have stopped: draw the full detail again
        }
    }

    @Override
    protected boolean keepPulsing() {
        return super.keepPulsing() || geometry.animating() || sketch.pending();
    }

    // ------------------------------------------------------------------------- zoom, pan, fit

    /** Keeps {@code right} pixels at the right and {@code bottom} at the foot out of a fit: a layer lies there. */
    public void keepFree(double right, double bottom) {
        viewport.keepFree(right, bottom);
    }

    /** The area in square pixels the picture would have fitted into {@code w} x {@code h}. */
    public double fittedArea(double w, double h) {
        return viewport.fittedArea(w, h);
    }

    /** The picture's box in the view's pixels, as drawn now (empty before a problem). */
    public javafx.geometry.Bounds pictureBounds() {
        if (geometry.layout() == null) {
            return new javafx.geometry.BoundingBox(0, 0, 0, 0);
        }
        ScreenMap map = viewport.at(1);
        double x0 = map.sx(0), y0 = map.sy(0);
        return new javafx.geometry.BoundingBox(x0, y0, map.sx(geometry.worldWidth()) - x0,
                map.sy(geometry.worldHeight()) - y0);
    }

    /** Scales the picture to fit the window and centres it (a heat map stretches to fill it). */
    public void fitToWindow() {
        viewport.fit();
    }

    /** Fits the picture, zoomed by {@code factor} about the centre, and keeps it so through resizes until a zoom or pan. */
    public void fitTimes(double factor) {
        // a new problem's picture comes on the next pulse, fitted afresh: it takes the factor then
        factorForNext = model.torus() != torus ? factor : 1;
        viewport.fitTimes(factor);
    }

    /** The zoom over fit the next problem's picture starts at (see {@link #fitTimes}). */
    private double factorForNext = 1;

    /** Zooms by {@code factor} keeping the point ({@code x}, {@code y}) of the window in place. */
    public void zoomBy(double factor, double x, double y) {
        viewport.zoomBy(factor, x, y);
    }

    /** Zooms so that a cell is {@code pixels} tall, keeping the top-left corner of the picture. */
    public void zoomToCellHeight(double pixels) {
        viewport.zoomToCellHeight(pixels);
    }

    public void panBy(double dx, double dy) {
        viewport.panBy(dx, dy);
    }

    @Override
    protected void sizeChanged() {
        viewport.resize(getWidth(), getHeight());
        judgeWhole();
    }

    /**
     * Tells the model whether the whole torus, fitted to this view, could carry its names at the
     * text floor; where it could not, the model offers (and shows) the lens. The fitted scale is
     * reckoned from the torus's counts, unfolded, so the answer does not turn with the picture.
     */
    private void judgeWhole() {
        if (torus == null || getWidth() <= 0 || getHeight() <= 0 || torus.optionCount() > LinksModel.LENS_ABOVE_OPTIONS) {
            return;
        }
        double[] world = geometry.wholeWorldSize(torus.itemCount(), torus.optionCount());
        double s = Math.min(Viewport.MAX_ZOOM, Math.min(getWidth() / world[0], getHeight() / world[1]));
        ScreenMap fitted = new ScreenMap(s, s, 0, 0);
        model.wholeUnreadable(!labelled(geometry, fitted));
    }

    @Override
    protected void styleChanged() {
        geometry.setMetrics(cellWidth(), cellHeight(), fontSize());
        sizeChanged();
        requestRedraw();
    }

    /** Zooms about the centre: in by a quarter, or out. */
    public void zoomStep(boolean in) {
        zoomBy(in ? 1.25 : 0.8, getWidth() / 2, getHeight() / 2);
    }

    /** Centre of {@code id} on screen (see {@link LinksLayout} for ids); null when not shown. */
    public Point2D pointOf(int id) {
        LinksLayout layout = geometry.layout();
        if (layout == null || !layout.shows(id)) {
            return null;
        }
        ScreenMap map = viewport.at(geometry.progress());
        return new Point2D(map.sx(geometry.worldX(geometry.columnF(id))), map.sy(geometry.worldY(geometry.rowF(id))));
    }

    /**
     * A point inside the band of {@code option}'s row where nothing but the band is drawn (right
     * of the last column): where tests read the band's colour.
     */
    public Point2D bandProbe(int option) {
        ScreenMap map = viewport.at(geometry.progress());
        double x = geometry.worldX(geometry.layout().columnCount() - 1 + 0.9);
        double y = geometry.worldY(geometry.layout().rowOfOption(option)) - 0.3 * geometry.cellHeight();
        return new Point2D(map.sx(x), map.sy(y));
    }

    /**
     * A point in {@code option}'s row left of its label, where only a band (or the hover) is
     * drawn unless the option is placed (its tag goes there): where tests read the hover.
     */
    public Point2D tagProbe(int option) {
        ScreenMap map = viewport.at(geometry.progress());
        double x = geometry.tagWidth() * 0.25;
        double y = geometry.worldY(geometry.layout().rowOfOption(option)) - 0.3 * geometry.cellHeight();
        return new Point2D(map.sx(x), map.sy(y));
    }

    /** What is under the point ({@code x}, {@code y}) of the view, or null. */
    public Highlight targetAt(double x, double y) {
        return HitTester.targetAt(x, y, geometry, viewport);
    }

    /** A tooltip for {@code target} in the problem's own terms. */
    public String describe(Highlight target) {
        return torus == null ? "" : Descriptions.describe(model, target);
    }

    // ---------------------------------------------------------------------------------- drawing

    /** Frames drawn so far (tests and the frame-rate check count them). */
    public long drawCount() {
        return draws;
    }

    @Override
    protected void draw() {
        draws++;
        GraphicsContext gc = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        Palette palette = palette();
        LinksLayout layout = geometry.layout();
        ScreenMap map = viewport.at(geometry.progress());
        double cellPixels = layout == null ? 0 : geometry.cellHeight() * map.zy();
        boolean heat = layout != null && layout.lens() == null && cellPixels < Viewport.HEAT_MAP_BELOW && layout.rowCount() >= 2;
        if (layout == null || w <= 0 || h <= 0 || !heat) {
            gc.setFill(palette.background());
            gc.fillRect(0, 0, w, h);
        }
        if (layout == null || w <= 0 || h <= 0) {
            return;
        }
        CursorMarks marks = model.marks();
        fillOptionLevels(marks);
        LinksFrame frame = new LinksFrame(gc, w, h, palette, geometry, map, marks, model.hoveredProperty().get(),
                optionLevel, lastChanges, Math.max(1, geometry.fontSize() / BASE_FONT_PX));
        if (heat) {
            sketch.drewInFull();
            heatMap.paint(frame);
            model.numbersDrawn(node -> false);
        } else {
            // while steps pour in faster than the eye follows, a sketch: no arrows, no text, plain cells
            boolean sketched = !stills && sketch.sketchAt(System.nanoTime());
            boolean labels = labelled(geometry, map) && !sketched;
            detail.paint(frame, cellPixels >= Viewport.LINKS_FROM && !sketched, labels, sketched);
            if (!sketched) { // a sketch is a passing frame: the numbers come back with the next
                boolean numbers = labels && frame.nodeNumberSize(torus.size()) > 0;
                LinksLayout drawn = layout;
                int size = torus.size();
                model.numbersDrawn(node -> numbers && node >= 0 && node < size && drawn.columnOf(node) >= 0);
            }
        }
    }

    /**
     * Whether this zoom draws text: where the labels' own size is under the floor they are
     * drawn at the floor while a row holds them (issue 24), and not at all below that, when the
     * hover and the narration name what the picture shows.
     */
    private boolean labelled(LinksGeometry geometry, ScreenMap map) {
        return Lettering.readable(canvas, geometry.fontSize() * map.zy())
                || geometry.cellHeight() * map.zy() >= ROW_PER_TEXT * Lettering.floorPx(canvas);
    }

    /** A row's height, in text sizes, that holds a line of text without touching the next. */
    private static final double ROW_PER_TEXT = 1.0;

    private void fillOptionLevels(CursorMarks marks) {
        Arrays.fill(optionLevel, CursorMarks.NOT_COVERED);
        for (int option : marks.placedOptions()) {
            optionLevel[option] = marks.levelOfOption(option);
        }
    }
}
