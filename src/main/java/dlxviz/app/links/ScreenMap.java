package dlxviz.app.links;

/**
 * World units to pixels for one frame: scales across ({@code zx}) and down ({@code zy}) and the
 * offset, fixed at the frame's point of the animation so every painter maps alike.
 */
record ScreenMap(double zx, double zy, double tx, double ty) {
    double sx(double worldX) {
        return tx + worldX * zx;
    }

    double sy(double worldY) {
        return ty + worldY * zy;
    }
}
