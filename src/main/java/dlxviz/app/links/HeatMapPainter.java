package dlxviz.app.links;

import dlxviz.app.canvas.Palette;
import dlxviz.app.theme.LevelColours;
import dlxviz.engine.TorusView;
import dlxviz.playback.CursorMarks;
import java.util.Arrays;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/**
 * The links view zoomed far out: the visible part of the matrix as an image with one pixel per
 * cell (several cells per pixel when they outnumber the window's pixels), stretched onto the
 * window without smoothing; the headers as one more image row, stretched into a strip above the
 * rows. Far less to fill and copy than a window-sized buffer. Ghosts are written first, so a
 * live node wins a pixel it shares with them. No links, no text.
 */
final class HeatMapPainter {
    private WritableImage image;
    private int[] pixels = new int[0];

    void paint(LinksFrame f) {
        LinksLayout layout = f.layout();
        LinksGeometry g = f.geometry();
        TorusView torus = f.torus();
        Palette palette = f.palette();
        ScreenMap map = f.map();
        int w = (int) f.w();
        int h = (int) f.h();
        int cols = layout.columnCount();
        int rows = layout.rowCount() - 1;
        if (rows < 1) {
            return;
        }
        double cw = g.cellWidth();
        double ch = g.cellHeight();
        double rowsTop = g.topMargin() + g.headerHeight();
        int c0 = clamp((int) Math.floor(((0 - map.tx()) / map.zx() - g.labelWidth()) / cw), 0, cols - 1);
        int c1 = clamp((int) Math.ceil(((w - map.tx()) / map.zx() - g.labelWidth()) / cw), 0, cols - 1);
        int r0 = clamp((int) Math.floor(((0 - map.ty()) / map.zy() - rowsTop) / ch) + 1, 1, rows);
        int r1 = clamp((int) Math.ceil(((h - map.ty()) / map.zy() - rowsTop) / ch) + 1, 1, rows);
        int spanC = c1 - c0 + 1;
        int spanR = r1 - r0 + 1;
        int iw = Math.max(1, Math.min(spanC, w));
        int ih = Math.max(1, Math.min(spanR, h));
        if (image == null || image.getWidth() < iw || image.getHeight() < ih + 1) {
            image = new WritableImage(Math.max(iw, 64), Math.max(ih + 1, 64));
            pixels = new int[(int) image.getWidth() * (int) image.getHeight()];
        }
        int stride = iw;
        int[] px = pixels;
        Arrays.fill(px, 0, iw * (ih + 1), Palette.argb(palette.background()));
        int live = Palette.argb(palette.nodeStroke());
        int ghostColour = Palette.argb(palette.ghost());
        int header = Palette.argb(palette.headerFill());
        int secondary = Palette.argb(palette.secondaryFill());
        int root = Palette.argb(palette.rootFill());
        int givenColour = Palette.argb(palette.given());
        int[] levelColours = new int[LevelColours.COUNT];
        for (int l = 0; l < LevelColours.COUNT; l++) {
            levelColours[l] = Palette.argb(palette.level(l));
        }
        CursorMarks marks = f.marks();
        for (int c = c0; c <= c1; c++) {
            int id = layout.headerAtColumn(c);
            int colour;
            if (id == 0 || id == torus.secondaryRoot()) {
                colour = root;
            } else {
                int level = marks.coveredLevel(id);
                colour = level == CursorMarks.NOT_COVERED
                        ? (torus.problem().isPrimary(id) ? header : secondary)
                        : level < 0 ? givenColour : levelColours[LevelColours.slot(level)];
            }
            px[ih * stride + (int) ((long) (c - c0) * iw / spanC)] = colour;
        }
        int[] optionLevel = f.optionLevel();
        for (int pass = 0; pass < 2; pass++) {
            for (int r = r0; r <= r1; r++) {
                int option = layout.optionAtRow(r);
                int level = optionLevel[option];
                int y = (int) ((long) (r - r0) * ih / spanR);
                int first = torus.firstNode(option);
                for (int node = first, end = first + torus.optionSize(option); node < end; node++) {
                    int column = layout.columnOf(node);
                    if (column < c0 || column > c1) {
                        continue;
                    }
                    boolean isGhost = level == CursorMarks.NOT_COVERED && g.ghostness(node) > 0.5;
                    if (isGhost != (pass == 0)) {
                        continue;
                    }
                    int colour = level != CursorMarks.NOT_COVERED
                            ? (level < 0 ? givenColour : levelColours[LevelColours.slot(level)])
                            : isGhost ? ghostColour : live;
                    px[y * stride + (int) ((long) (column - c0) * iw / spanC)] = colour;
                }
            }
        }
        image.getPixelWriter().setPixels(0, 0, iw, ih + 1, PixelFormat.getIntArgbPreInstance(), px, 0, stride);
        double left = f.columnX(c0 - 0.5);
        double right = f.columnX(c1 + 0.5);
        double top = f.rowY(r0 - 0.5);
        double bottom = f.rowY(r1 + 0.5);
        GraphicsContext gc = f.gc();
        // the image paints its own background: only the margins round it need filling (one
        // full-window pass less for the software pipeline)
        gc.setFill(palette.background());
        double l = clamp(left, 0, w);
        double rr = clamp(right, 0, w);
        double t = clamp(top, 0, h);
        double b = clamp(bottom, 0, h);
        gc.fillRect(0, 0, w, t);
        gc.fillRect(0, b, w, h - b);
        gc.fillRect(0, t, l, b - t);
        gc.fillRect(rr, t, w - rr, b - t);
        double strip = Math.max(Viewport.HEAT_HEADER_STRIP, g.headerHeight() * map.zy() * 0.8);
        gc.setImageSmoothing(false);
        gc.drawImage(image, 0, 0, iw, ih, left, top, right - left, bottom - top);
        gc.drawImage(image, 0, ih, iw, 1, left, Math.min(f.rowY(0) - strip / 2, top - strip - 1), right - left, strip);
        gc.setImageSmoothing(true);
    }

    private static double clamp(double value, double low, double high) {
        return Math.max(low, Math.min(high, value));
    }

    private static int clamp(int value, int low, int high) {
        return Math.max(low, Math.min(high, value));
    }
}
