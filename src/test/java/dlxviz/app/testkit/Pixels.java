package dlxviz.app.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.links.LinksView;
import dlxviz.engine.TorusView;
import javafx.geometry.Point2D;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;

/** Reading the links view's pixels in tests: which colour a node is drawn in. */
public final class Pixels {
    private Pixels() {
    }

    public static Color at(WritableImage image, Point2D point) {
        return image.getPixelReader().getColor((int) Math.round(point.getX()), (int) Math.round(point.getY()));
    }

    /** Colours equal up to rounding and antialiasing (summed RGB difference under 0.03). */
    public static void assertColour(Color expected, Color actual, String what) {
        double distance = Math.abs(expected.getRed() - actual.getRed()) + Math.abs(expected.getGreen() - actual.getGreen())
                + Math.abs(expected.getBlue() - actual.getBlue());
        assertTrue(distance < 0.03, what + ": expected " + expected + " but was " + actual);
    }

    /** The first node hidden in {@code torus} is drawn, in {@code view}, in the ghost colour. Call on the FX thread. */
    public static void assertFirstHiddenNodeIsAGhost(LinksView view, TorusView torus) {
        view.redrawNow();
        int hidden = firstHiddenNode(torus);
        assertColour((Color) view.palette().ghost(), at(Fx.snapshot(view), view.pointOf(hidden)), "hidden node " + hidden);
    }

    private static int firstHiddenNode(TorusView torus) {
        for (int node = torus.itemCount() + 1; node < torus.size(); node++) {
            if (!torus.isSpacer(node) && !torus.isNodeVisible(node)) {
                return node;
            }
        }
        throw new AssertionError("nothing hidden");
    }
}
