package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.Torus;
import javafx.geometry.Point2D;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;

/** Reading the links view's pixels in tests: which colour a node is drawn in. */
final class Pixels {
    private Pixels() {
    }

    static Color at(WritableImage image, Point2D point) {
        return image.getPixelReader().getColor((int) Math.round(point.getX()), (int) Math.round(point.getY()));
    }

    /** Colours equal up to rounding and antialiasing (summed RGB difference under 0.03). */
    static void assertColour(Color expected, Color actual, String what) {
        double distance = Math.abs(expected.getRed() - actual.getRed()) + Math.abs(expected.getGreen() - actual.getGreen())
                + Math.abs(expected.getBlue() - actual.getBlue());
        assertTrue(distance < 0.03, what + ": expected " + expected + " but was " + actual);
    }

    /** The first node hidden in {@code torus} is drawn, in {@code view}, in the ghost colour. Call on the FX thread. */
    static void assertFirstHiddenNodeIsAGhost(LinksView view, Torus torus) {
        view.redrawNow();
        int hidden = firstHiddenNode(torus);
        assertColour((Color) view.ghost.get(), at(Fx.snapshot(view), view.pointOf(hidden)), "hidden node " + hidden);
    }

    private static int firstHiddenNode(Torus torus) {
        for (int node = torus.itemCount() + 1; node < torus.size(); node++) {
            if (!torus.isSpacer(node) && !torus.isNodeVisible(node)) {
                return node;
            }
        }
        throw new AssertionError("nothing hidden");
    }
}
