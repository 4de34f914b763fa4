package dlxviz.app.links;

/**
 * World units to window pixels for the links view: a scale down ({@code zoom}) and across
 * ({@code zoomX}, equal to it except for a heat map stretched to fill the window) and an
 * offset. A move (a folded re-layout refitting the picture) can glide: {@link #glideFrom()}
 * keeps the old values, and the readers take the progress of the running animation. Pure
 * arithmetic, no JavaFX.
 */
final class ViewTransform {
    private double zoom = 1, zoomX = 1, tx, ty;
    private double fromZoom, fromZoomX, fromTx, fromTy;
    private boolean gliding;

    /** Remembers the current values; until {@link #stop()}, readers blend from them. */
    void glideFrom() {
        fromZoom = zoom;
        fromZoomX = zoomX;
        fromTx = tx;
        fromTy = ty;
        gliding = true;
    }

    void stop() {
        gliding = false;
    }

    double zoom() {
        return zoom;
    }

    /** The scale down at animation progress {@code p} (1 when nothing moves). */
    double zoomY(double p) {
        return gliding && p < 1 ? fromZoom + (zoom - fromZoom) * p : zoom;
    }

    double zoomX(double p) {
        return gliding && p < 1 ? fromZoomX + (zoomX - fromZoomX) * p : zoomX;
    }

    double tx(double p) {
        return gliding && p < 1 ? fromTx + (tx - fromTx) * p : tx;
    }

    double ty(double p) {
        return gliding && p < 1 ? fromTy + (ty - fromTy) * p : ty;
    }

    /** World x of window x, at rest. */
    double worldX(double x) {
        return (x - tx) / zoomX;
    }

    double worldY(double y) {
        return (y - ty) / zoom;
    }

    /**
     * Fits a picture of {@code worldW} x {@code worldH} into {@code w} x {@code h}, centred, no
     * larger than {@code maxZoom}. When cells of height {@code cellH} would be under
     * {@code heatBelow} pixels (a heat map), the picture is stretched to fill the window instead,
     * leaving {@code strip} pixels at the top for the header strip.
     */
    void fit(double w, double h, double worldW, double worldH, double cellH, double heatBelow, double strip, double maxZoom) {
        fit(w, h, worldW, worldH, cellH, heatBelow, strip, maxZoom, false);
    }

    /** As {@link #fit(double, double, double, double, double, double, double, double)}; {@code top}: against the top edge, not centred down. */
    void fit(double w, double h, double worldW, double worldH, double cellH, double heatBelow, double strip, double maxZoom,
             boolean top) {
        zoom = Math.min(maxZoom, Math.min(w / worldW, h / worldH));
        zoomX = zoom;
        boolean heatMap = cellH * h / worldH < heatBelow;
        if (heatMap) {
            zoom = (h - strip) / worldH;
            zoomX = w / worldW;
        }
        tx = (w - worldW * zoomX) / 2;
        ty = heatMap ? strip : top ? 0 : Math.max(0, (h - worldH * zoom) / 2);
    }

    /**
     * Zooms by {@code factor} (within {@code minZoom..maxZoom}) keeping window point (x, y) in
     * place. Detail needs equal scales: once cells reach {@code heatBelow} pixels the stretch goes.
     */
    void zoomBy(double factor, double x, double y, double minZoom, double maxZoom, double cellH, double heatBelow) {
        double next = Math.max(minZoom, Math.min(maxZoom, zoom * factor));
        double nextX = cellH * next >= heatBelow ? next : Math.max(next, zoomX * next / zoom);
        tx = x - (x - tx) * nextX / zoomX;
        ty = y - (y - ty) * next / zoom;
        zoom = next;
        zoomX = nextX;
        gliding = false;
    }

    /** An equal scale of {@code scale}, the world's origin at the window's top-left corner. */
    void set(double scale) {
        zoom = scale;
        zoomX = scale;
        tx = 0;
        ty = 0;
        gliding = false;
    }

    void pan(double dx, double dy) {
        tx += dx;
        ty += dy;
        gliding = false;
    }
}
