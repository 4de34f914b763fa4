package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ViewTransformTest {

    @Test
    void zoomingKeepsThePointUnderTheMouseInPlace() {
        ViewTransform t = new ViewTransform();
        t.set(1);
        t.pan(30, 40);
        double wx = t.worldX(200), wy = t.worldY(100);
        t.zoomBy(1.7, 200, 100, 0.01, 10, 30, 7);
        assertEquals(wx, t.worldX(200), 1e-9);
        assertEquals(wy, t.worldY(100), 1e-9);
        assertEquals(1.7, t.zoom(), 1e-9);
    }

    @Test
    void aPictureThatFitsAsDetailKeepsItsProportionsAndIsCentred() {
        ViewTransform t = new ViewTransform();
        t.fit(1000, 500, 400, 400, 30, 7, 8, 4);
        assertEquals(1.25, t.zoomY(1), 1e-9);
        assertEquals(1.25, t.zoomX(1), 1e-9);
        assertEquals((1000 - 400 * 1.25) / 2, t.tx(1), 1e-9);
    }

    @Test
    void aHeatMapIsStretchedToFillTheWindowBelowItsHeaderStrip() {
        ViewTransform t = new ViewTransform();
        // a sudoku-like picture: far taller than wide, so cells end up a pixel or two tall
        t.fit(1600, 1000, 15000, 22000, 30, 7, 8, 4);
        assertEquals((1000 - 8) / 22000.0, t.zoomY(1), 1e-12);
        assertEquals(1600 / 15000.0, t.zoomX(1), 1e-12);
        assertEquals(8, t.ty(1), 1e-9);
        assertEquals(0, t.tx(1), 1e-9);
    }

    @Test
    void aGlideBlendsFromTheOldValuesToTheNewOnes() {
        ViewTransform t = new ViewTransform();
        t.set(2);
        t.glideFrom();
        t.set(4);
        // set() stops a glide: nothing blends
        assertEquals(4, t.zoomY(0.5), 1e-9);
        t.glideFrom();
        t.fit(1000, 1000, 1000, 1000, 30, 7, 8, 4);
        assertEquals(4 + (1 - 4) * 0.5, t.zoomY(0.5), 1e-9);
        assertEquals(1, t.zoomY(1), 1e-9);
    }
}
