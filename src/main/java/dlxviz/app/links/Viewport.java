package dlxviz.app.links;

import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;

/**
 * Zoom, pan and fit of the links view, and the mouse that drives them: the wheel zooms about the
 * pointer, a drag pans (the window's keys call the same methods). Fitted, the picture follows the
 * window's size and every re-layout; any zoom or pan leaves that until the next fit.
 */
final class Viewport {
    /** Cells shorter than this many pixels are drawn as a heat map. */
    static final double HEAT_MAP_BELOW = 7;
    /** Cells at least this tall get their links drawn. */
    static final double LINKS_FROM = 14;
    /** Height in pixels of the header strip of a heat map. */
    static final double HEAT_HEADER_STRIP = 8;
    static final double MAX_ZOOM = 4;
    /** A fitted lens is drawn no larger than this: a lens of two columns would otherwise fill the view with giant type. */
    static final double MAX_LENS_ZOOM = 1.5;

    private final ViewTransform view = new ViewTransform();
    private final LinksGeometry geometry;
    private final Runnable changed;
    private boolean fitted = true;
    /** While fitted: the zoom as a multiple of the fit (a lesson's stop may ask for one), about the centre. */
    private double fitFactor = 1;
    private double width;
    private double height;
    /** Room kept free at the window's right and foot for a layer over it (the legend): a fit leaves it out. */
    private double keepRight;
    private double keepBottom;
    private double dragX;
    private double dragY;

    /** @param changed called after every change of the mapping (the view redraws) */
    Viewport(LinksGeometry geometry, Runnable changed) {
        this.geometry = geometry;
        this.changed = changed;
    }

    /** Mouse input on {@code region}: wheel zooms about the pointer, a drag pans. */
    void install(Region region) {
        region.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            dragX = e.getX();
            dragY = e.getY();
            region.requestFocus();
        });
        region.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            panBy(e.getX() - dragX, e.getY() - dragY);
            dragX = e.getX();
            dragY = e.getY();
        });
        region.addEventHandler(ScrollEvent.SCROLL, e -> zoomBy(Math.pow(1.0015, e.getDeltaY()), e.getX(), e.getY()));
    }

    /** The window has a new size; a fitted picture follows it (zoomed by its factor, if it has one). */
    void resize(double w, double h) {
        width = w;
        height = h;
        if (fitted) {
            fitTimes(fitFactor);
        }
    }

    boolean fitted() {
        return fitted;
    }

    /**
     * Keeps {@code right} pixels at the window's right and {@code bottom} at its foot out of a fit:
     * the legend lies there, and the picture fits beside it whole rather than under it (issue 24).
     */
    void keepFree(double right, double bottom) {
        if (Math.abs(right - keepRight) < 0.5 && Math.abs(bottom - keepBottom) < 0.5) {
            return;
        }
        keepRight = right;
        keepBottom = bottom;
        if (fitted) {
            view.stop();
            refit(); // a lesson's zoom over the fit kept
        }
    }

    /** The area in square pixels of the picture fitted into {@code w} x {@code h} (a heat map fills it). */
    double fittedArea(double w, double h) {
        if (geometry.layout() == null || w <= 0 || h <= 0) {
            return Math.max(0, w) * Math.max(0, h);
        }
        boolean lens = geometry.layout().lens() != null;
        ViewTransform probe = new ViewTransform();
        probe.fit(w, h, geometry.worldWidth(), geometry.worldHeight(), geometry.cellHeight(),
                lens ? 0 : HEAT_MAP_BELOW, HEAT_HEADER_STRIP, lens ? MAX_LENS_ZOOM : MAX_ZOOM, lens);
        return Math.min(w, geometry.worldWidth() * probe.zoomX(1)) * Math.min(h, geometry.worldHeight() * probe.zoom());
    }

    /**
     * Scales the picture to fit the window and centres it. When that makes it a heat map, the
     * map is stretched to fill the window: a sudoku's matrix is much taller than wide.
     */
    void fit() {
        fitTimes(1);
    }

    /**
     * Fits the picture, then zooms by {@code factor} about the window's centre; it stays so
     * through later resizes and re-layouts (a new problem's picture comes a pulse later), until
     * the next zoom or pan.
     */
    void fitTimes(double factor) {
        fitFactor = factor;
        view.stop();
        refit();
    }

    /** The layout changed while fitted: the new fit glides along with the re-layout. */
    void followRelayout() {
        if (fitted) {
            view.glideFrom();
            refit();
        }
    }

    private void refit() {
        fitted = true;
        if (geometry.layout() == null || width <= 0 || height <= 0) {
            return;
        }
        fitInto(view);
        if (fitFactor != 1) {
            view.zoomBy(fitFactor, width / 2, height / 2, minZoom(), MAX_ZOOM, geometry.cellHeight(), HEAT_MAP_BELOW);
        }
        changed.run();
    }

    /** Sets {@code t} to the fit of the picture in the window. */
    private void fitInto(ViewTransform t) {
        // a lens sits right under the overview, its spare height below it
        boolean lens = geometry.layout().lens() != null;
        // and is never a heat map: it is there to be read (a lens never stretches to fill)
        t.fit(width - keepRight, height - keepBottom, geometry.worldWidth(), geometry.worldHeight(), geometry.cellHeight(),
                lens ? 0 : HEAT_MAP_BELOW, HEAT_HEADER_STRIP, lens ? MAX_LENS_ZOOM : MAX_ZOOM, lens);
    }

    /** The zoom as a multiple of the fit's (1 while fitted): what a lesson's stop records. */
    double zoomOverFit() {
        if (fitted || geometry.layout() == null || width <= 0 || height <= 0) {
            return fitFactor;
        }
        ViewTransform fit = new ViewTransform();
        fitInto(fit);
        return view.zoom() / fit.zoom();
    }

    /** Zooms by {@code factor} keeping the point ({@code x}, {@code y}) of the window in place. */
    void zoomBy(double factor, double x, double y) {
        view.zoomBy(factor, x, y, minZoom(), MAX_ZOOM, geometry.cellHeight(), HEAT_MAP_BELOW);
        fitted = false;
        changed.run();
    }

    /** Half the fit of the whole picture: zoomed out further, it is a speck. */
    private double minZoom() {
        return geometry.layout() == null ? 0.001
                : Math.min(width / geometry.worldWidth(), height / geometry.worldHeight()) / 2;
    }

    /** Zooms so that a cell is {@code pixels} tall, keeping the top-left corner of the picture. */
    void zoomToCellHeight(double pixels) {
        view.set(Math.min(MAX_ZOOM, pixels / geometry.cellHeight()));
        fitted = false;
        changed.run();
    }

    void panBy(double dx, double dy) {
        view.pan(dx, dy);
        fitted = false;
        changed.run();
    }

    /** The scale down at rest. */
    double zoom() {
        return view.zoom();
    }

    /** The mapping at animation progress {@code p} (a glide blends the old fit into the new). */
    ScreenMap at(double p) {
        return new ScreenMap(view.zoomX(p), view.zoomY(p), view.tx(p), view.ty(p));
    }

    /** World x of window x, at rest. */
    double worldX(double x) {
        return view.worldX(x);
    }

    /** World y of window y, at rest. */
    double worldY(double y) {
        return view.worldY(y);
    }
}
