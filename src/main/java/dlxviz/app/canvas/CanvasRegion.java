package dlxviz.app.canvas;

import dlxviz.app.theme.LevelColours;
import dlxviz.app.theme.Themes;
import java.util.List;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableObjectProperty;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Region;
import javafx.scene.paint.Paint;

/**
 * A {@link Region} that owns one {@link Canvas}, sizes it in {@link #layoutChildren()}, and
 * redraws it at most once per pulse after {@link #requestRedraw()}. Holds every colour and size
 * the links and matrix views use, as styleable properties, so stylesheets (themes, projector
 * scale) set them: see css/links.css for the names and defaults; the scene's root carries that
 * sheet (see {@code Themes}). A frame reads them all at once as a {@link Palette}. No colour is
 * written here: until the sheet is applied they are null (and GraphicsContext ignores a null fill).
 */
public abstract class CanvasRegion extends Region {
    /**
     * The canvas font size at text scale 1, as JavaFX resolves css/links.css's -dlx-font-size
     * (0.85em of the root's {@link Themes#BASE_FONT_PX}): 14.5, not 14.45. Outlines and marks grow
     * from 1 px with it.
     */
    public static final double BASE_FONT_PX = emPixels(0.85, Themes.BASE_FONT_PX);
    /**
     * A links cell in pixels at text scale 1: css/links.css's -dlx-cell-width and -dlx-cell-height
     * (the view's sizes), here for the geometry before the sheet applies; CanvasPaletteTest holds
     * the two equal.
     */
    public static final double CELL_WIDTH_PX = 54;
    public static final double CELL_HEIGHT_PX = 37;
    /** Moves of more events than this mark none of their changes (too many to read, too slow to draw). */
    public static final int MARKED_CHANGES = 200;

    /**
     * {@code em} em of a {@code fontPx} font in pixels, rounded as JavaFX's CSS rounds an em size
     * (javafx.css.SizeUnits: to a tenth of a pixel, halves away from 0).
     */
    static double emPixels(double em, double fontPx) {
        double px = em * fontPx;
        return (long) ((px + (px < 0 ? -0.05 : 0.05)) * 10) / 10.0;
    }
    private static final StyleablePropertyFactory<CanvasRegion> FACTORY =
            new StyleablePropertyFactory<>(Region.getClassCssMetaData());

    protected final Canvas canvas = new Canvas();
    private boolean dirty;
    /**
     * Advances the view's own animations, in the pulse's animation phase, while
     * {@link #keepPulsing()} says so. Started after a draw that leaves the view needing pulses (an
     * animation begun, a sketch owing its full frame); restarted from another timer's handler it
     * would join only the next pulse, which is why the drawing is not done here but in
     * {@link #drawIfDirty}.
     */
    private final AnimationTimer pulse = new AnimationTimer() {
        @Override
        public void handle(long now) {
            onPulse(now);
            if (!keepPulsing()) {
                stop();
                running = false;
            }
        }
    };
    private boolean running;
    /**
     * Draws once per pulse, after every animation timer (the play loop's included), CSS and
     * layout of that pulse: the picture is that pulse's state at the canvas's new size, in the
     * same frame. Drawn from the timer above, the lens drew every other pulse while playing
     * flat out, a frame late (CanvasRegionPulseTest).
     */
    private final Runnable drawIfDirty = () -> {
        if (dirty) {
            dirty = false;
            draw();
            // what the draw found (a sketch drawn) may need pulses the change before it did not
            if (!running && keepPulsing()) {
                running = true;
                pulse.start();
            }
        }
    };

    private final StyleableObjectProperty<Paint> background = paint("background", "-dlx-background");
    private final StyleableObjectProperty<Paint> nodeFill = paint("nodeFill", "-dlx-node-fill");
    private final StyleableObjectProperty<Paint> nodeStroke = paint("nodeStroke", "-dlx-node-stroke");
    private final StyleableObjectProperty<Paint> headerFill = paint("headerFill", "-dlx-header-fill");
    private final StyleableObjectProperty<Paint> secondaryFill = paint("secondaryFill", "-dlx-secondary-fill");
    private final StyleableObjectProperty<Paint> rootFill = paint("rootFill", "-dlx-root-fill");
    private final StyleableObjectProperty<Paint> ghost = paint("ghost", "-dlx-ghost");
    private final StyleableObjectProperty<Paint> ghostStroke = paint("ghostStroke", "-dlx-ghost-stroke");
    private final StyleableObjectProperty<Paint> link = paint("link", "-dlx-link");
    private final StyleableObjectProperty<Paint> ghostLink = paint("ghostLink", "-dlx-ghost-link");
    private final StyleableObjectProperty<Paint> wrapLink = paint("wrapLink", "-dlx-wrap-link");
    private final StyleableObjectProperty<Paint> text = paint("text", "-dlx-text");
    private final StyleableObjectProperty<Paint> mutedText = paint("mutedText", "-dlx-muted-text");
    private final StyleableObjectProperty<Paint> chosen = paint("chosen", "-dlx-mark-chosen");
    private final StyleableObjectProperty<Paint> chosenFill = paint("chosenFill", "-dlx-mark-chosen-fill");
    private final StyleableObjectProperty<Paint> tried = paint("tried", "-dlx-mark-tried");
    private final StyleableObjectProperty<Paint> solution = paint("solution", "-dlx-mark-solution");
    private final StyleableObjectProperty<Paint> given = paint("given", "-dlx-mark-given");
    private final StyleableObjectProperty<Paint> hover = paint("hover", "-dlx-mark-hover");
    private final StyleableObjectProperty<Paint> justHidden = paint("justHidden", "-dlx-mark-just-hidden");
    private final StyleableObjectProperty<Paint> deadEnd = paint("deadEnd", "-dlx-mark-dead-end");
    private final StyleableObjectProperty<Paint> lengthShort = paint("lengthShort", "-dlx-length-short");
    private final StyleableObjectProperty<Paint> lengthLong = paint("lengthLong", "-dlx-length-long");
    @SuppressWarnings({"unchecked", "rawtypes"}) // no generic array creation in Java
    private final StyleableObjectProperty<Paint>[] levels = new StyleableObjectProperty[LevelColours.COUNT];
    /** Algorithm C's colours (css/links.css), as many as the stylesheet names. */
    static final int COLOUR_COUNT = 4;
    @SuppressWarnings("unchecked")
    private final StyleableObjectProperty<Paint>[] colours = new StyleableObjectProperty[COLOUR_COUNT];
    private final StyleableProperty<Number> cellWidth = size("cellWidth", "-dlx-cell-width", CELL_WIDTH_PX);
    private final StyleableProperty<Number> cellHeight = size("cellHeight", "-dlx-cell-height", CELL_HEIGHT_PX);
    private final StyleableProperty<Number> fontSize = size("fontSize", "-dlx-font-size", BASE_FONT_PX);
    private final StyleableProperty<Number> linkWidth = size("linkWidth", "-dlx-link-width", 1.3);

    protected CanvasRegion() {
        for (int l = 0; l < LevelColours.COUNT; l++) {
            levels[l] = paint("level" + l, "-dlx-mark-level-" + l);
        }
        for (int c = 0; c < COLOUR_COUNT; c++) {
            colours[c] = paint("colour" + c, "-dlx-mark-colour-" + c);
        }
        getChildren().add(canvas);
        getStyleClass().add("dlx-canvas");
        sceneProperty().addListener((o, was, is) -> {
            if (was != null) {
                was.removePostLayoutPulseListener(drawIfDirty);
            }
            if (is != null) {
                is.addPostLayoutPulseListener(drawIfDirty);
            }
            requestRedraw();
        });
    }

    /**
     * A colour only the stylesheet sets: no value until css/links.css (via the theme) gives one, so
     * the palette is written once, in the sheet (CanvasPaletteTest fails on a name it lacks).
     */
    private StyleableObjectProperty<Paint> paint(String name, String css) {
        var property = (StyleableObjectProperty<Paint>) FACTORY.createStyleablePaintProperty(
                this, name, css, region -> styleable(region, css), null);
        property.addListener((o, was, is) -> requestRedraw());
        return property;
    }

    private StyleableProperty<Number> size(String name, String css, double initial) {
        var property = FACTORY.createStyleableNumberProperty(this, name, css,
                region -> styleableNumber(region, css), initial);
        ((javafx.beans.value.ObservableValue<?>) property).addListener((o, was, is) -> styleChanged());
        return property;
    }

    @SuppressWarnings("unchecked")
    private static StyleableProperty<Paint> styleable(CanvasRegion region, String css) {
        for (var property : region.paints()) {
            if (property.getCssMetaData().getProperty().equals(css)) {
                return property;
            }
        }
        throw new IllegalArgumentException(css);
    }

    private static StyleableProperty<Number> styleableNumber(CanvasRegion region, String css) {
        for (var property : List.of(region.cellWidth, region.cellHeight, region.fontSize, region.linkWidth)) {
            if (property.getCssMetaData().getProperty().equals(css)) {
                return property;
            }
        }
        throw new IllegalArgumentException(css);
    }

    private List<StyleableObjectProperty<Paint>> paints() {
        var list = new java.util.ArrayList<>(List.of(background, nodeFill, nodeStroke, headerFill,
                secondaryFill, rootFill, ghost, ghostStroke, link, ghostLink, wrapLink, text,
                mutedText, chosen, chosenFill, tried, solution, given, hover, justHidden, deadEnd, lengthShort,
                lengthLong));
        for (var level : levels) {
            if (level != null) {
                list.add(level);
            }
        }
        for (var colour : colours) {
            if (colour != null) {
                list.add(colour);
            }
        }
        return list;
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return FACTORY.getCssMetaData();
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
        return FACTORY.getCssMetaData();
    }

    /** Every colour and size as the stylesheet sets them now: read once per frame (and by tests). */
    public Palette palette() {
        Paint[] levelPaints = new Paint[LevelColours.COUNT];
        for (int l = 0; l < levelPaints.length; l++) {
            levelPaints[l] = levels[l].get();
        }
        Paint[] colourPaints = new Paint[COLOUR_COUNT];
        for (int c = 0; c < colourPaints.length; c++) {
            colourPaints[c] = colours[c].get();
        }
        return new Palette(background.get(), nodeFill.get(), nodeStroke.get(), headerFill.get(), secondaryFill.get(),
                rootFill.get(), ghost.get(), ghostStroke.get(), link.get(), ghostLink.get(), wrapLink.get(), text.get(),
                mutedText.get(), chosen.get(), chosenFill.get(), tried.get(), solution.get(), given.get(), hover.get(),
                justHidden.get(), deadEnd.get(), lengthShort.get(), lengthLong.get(), levelPaints, colourPaints, cellWidth(), cellHeight(),
                fontSize(), linkWidth());
    }

    protected double cellWidth() {
        return cellWidth.getValue().doubleValue();
    }

    protected double cellHeight() {
        return cellHeight.getValue().doubleValue();
    }

    protected double fontSize() {
        return fontSize.getValue().doubleValue();
    }

    protected double linkWidth() {
        return linkWidth.getValue().doubleValue();
    }

    /** A size changed in the stylesheet; subclasses re-fit. */
    protected void styleChanged() {
        requestRedraw();
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth()), h = snapSizeY(getHeight());
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            sizeChanged();
            requestRedraw();
        }
        canvas.relocate(0, 0);
    }

    /** The canvas got a new size. */
    protected void sizeChanged() {
    }

    @Override
    protected double computePrefWidth(double height) {
        return 800;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 600;
    }

    /**
     * Marks the picture stale; it is redrawn once, at the end of this pulse's layout (or the next
     * pulse's, asked for here, when called between pulses).
     */
    public final void requestRedraw() {
        dirty = true;
        Platform.requestNextPulse();
    }

    /** Redraws right now (for snapshots in tests and for benchmarks). */
    public final void redrawNow() {
        dirty = false;
        draw();
    }

    /** Called at the start of each pulse while the timer runs (animations advance here). */
    protected void onPulse(long nanos) {
    }

    /** True while an animation needs further pulses. */
    protected boolean keepPulsing() {
        return false;
    }

    protected abstract void draw();
}
