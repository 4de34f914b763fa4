package dlxviz.app.canvas;

import javafx.scene.canvas.GraphicsContext;

/**
 * One sample of a legend: a small canvas, sized by the text scale, on which a view's own painter
 * draws one of its marks, so a legend cannot disagree with the picture in any theme. Subclasses
 * say which mark; the size, the background and the line width are the same for every legend.
 */
public abstract class LegendSample extends CanvasRegion {

    /** Width and height in the sample's own text size. */
    private final double widthEm;
    private final double heightEm;

    protected LegendSample() {
        this(4.2, 1.9);
    }

    /** A sample {@code widthEm} x {@code heightEm} of its text size (a compact strip's are smaller). */
    protected LegendSample(double widthEm, double heightEm) {
        this.widthEm = widthEm;
        this.heightEm = heightEm;
        getStyleClass().add("legend-sample");
    }

    @Override
    protected double computePrefWidth(double height) {
        return widthEm * fontSize();
    }

    @Override
    protected double computePrefHeight(double width) {
        return heightEm * fontSize();
    }

    @Override
    protected double computeMinWidth(double height) {
        return computePrefWidth(height);
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected final void draw() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        Palette p = palette();
        gc.setFill(p.background());
        gc.fillRect(0, 0, w, h);
        paintMark(gc, p, w, h, Math.max(1, fontSize() / BASE_FONT_PX));
    }

    /** Draws the mark on a cleared canvas of {@code w} x {@code h}, lines {@code line} wide. */
    protected abstract void paintMark(GraphicsContext gc, Palette p, double w, double h, double line);
}
