package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A lens's header at a dead end: its name, the cross and its length each keep a band of their
 * own. At 1280x720 the cross stood on the name's first letter ("✕5#5"): it reached within 0.19
 * text sizes of the name's end.
 */
class UprightHeaderTest {
    /** A lens's header: 0.3 of a cell 1.75 text sizes wide (LinksGeometry). */
    private static final double LENS_HALF_WIDTH = 0.3 * 1.75;

    @Test
    void theCrossKeepsClearOfTheNameAndOfTheLength() {
        for (double font = 6; font <= 40; font += 0.5) {
            for (double share : new double[] {0.35, LENS_HALF_WIDTH, 0.8, 1.2}) {
                UprightHeader h = UprightHeader.of(font, share * font, true);
                double top = h.crossCentre() + h.crossHalf();
                double bottom = h.crossCentre() - h.crossHalf();
                String at = "text " + font + " px, half width " + share + " text sizes";
                assertTrue(h.nameBottom() - top >= 0.3 * font, at + ": the cross reaches the name");
                assertTrue(bottom - UprightHeader.LENGTH_TOP * font >= 0.3 * font, at + ": the cross reaches the length");
                assertTrue(h.crossHalf() >= 0.17 * font, at + ": the cross too small to see");
            }
        }
    }

    @Test
    void withoutADeadEndTheNameComesDownToJustAboveTheLength() {
        UprightHeader h = UprightHeader.of(10, 5, false);
        assertEquals(12.5, h.nameBottom(), 1e-9);
        assertEquals(6.8, h.lengthCentre(), 1e-9);
        assertTrue(h.nameBottom() > UprightHeader.LENGTH_TOP * 10);
    }
}
