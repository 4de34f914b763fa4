package dlxviz.app.testkit;

import dlxviz.app.canvas.CanvasRegion;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.theme.Themes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Labeled;
import javafx.scene.control.OverrunStyle;
import javafx.scene.text.Text;

/**
 * Every text a window shows, as the legibility check reads it (issue 24): the controls' texts
 * from the scene graph, the canvases' from {@link Lettering}, the seam every painter writes
 * through (each canvas drawn again while recording). Each text with its size, its box in the
 * scene, and what it belongs to; then the three faults: a text under the floor, a text its view
 * cuts, two texts on top of each other. FX thread only.
 */
public final class TextCensus {
    /** Boxes may touch: an overlap counts when both sides exceed this many pixels. */
    private static final double OVERLAP_SLACK = 2;
    /** A text may reach this far past its view's edge (anti-aliasing, a rounded box). */
    private static final double CLIP_SLACK = 1.5;

    /** One text as shown: where it is written (a canvas or a control), its size and its box in the scene. */
    public record Seen(String owner, String text, double px, Bounds box, Node view, boolean cut) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "\"%s\" %.1fpx in %s at %.0f,%.0f %.0fx%.0f", shortened(text), px, owner,
                    box.getMinX(), box.getMinY(), box.getWidth(), box.getHeight());
        }
    }

    /** A fault: what kind, and the texts involved. */
    public record Fault(String kind, String what) {
    }

    private final List<Seen> seen = new ArrayList<>();
    /** Opaque layers over the views (style class {@code opaque-layer}: the legend, the message bar). */
    private final List<Node> layers = new ArrayList<>();
    private final double floorPx;

    private TextCensus(double floorPx) {
        this.floorPx = floorPx;
    }

    /** The texts {@code scene} shows now: its canvases drawn again while recording, its controls read. */
    public static TextCensus of(Scene scene) {
        Parent root = scene.getRoot();
        TextCensus census = new TextCensus(Lettering.FLOOR * Themes.textPx(root));
        List<CanvasRegion> canvases = new ArrayList<>();
        for (Node layer : root.lookupAll(".opaque-layer")) {
            if (layer.isVisible()) {
                census.layers.add(layer);
            }
        }
        collect(root, canvases, census);
        Lettering.record((canvas, text, px, box, drawn) -> census.canvasText(canvas, text, px, box, drawn));
        try {
            for (CanvasRegion region : canvases) {
                region.redrawNow();
            }
        } finally {
            Lettering.record(null);
        }
        return census;
    }

    private static void collect(Node node, List<CanvasRegion> canvases, TextCensus census) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof CanvasRegion region) {
            canvases.add(region);
        }
        if (node instanceof Text text) {
            census.nodeText(text);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, canvases, census);
            }
        }
    }

    private void canvasText(Canvas canvas, String text, double px, Bounds box, boolean drawn) {
        if (!drawn || text.isBlank()) {
            return; // left out under the floor: the view said it another way
        }
        Bounds canvasBox = new BoundingBox(0, 0, canvas.getWidth(), canvas.getHeight());
        if (!canvasBox.intersects(box)) {
            return; // written outside the canvas: nothing of it shows
        }
        boolean cut = box.getMinX() < -CLIP_SLACK || box.getMinY() < -CLIP_SLACK
                || box.getMaxX() > canvas.getWidth() + CLIP_SLACK || box.getMaxY() > canvas.getHeight() + CLIP_SLACK;
        Node view = canvas.getParent() != null ? canvas.getParent() : canvas;
        seen.add(new Seen(name(view), text, px, canvas.localToScene(box), view, cut));
    }

    private void nodeText(Text text) {
        String shown = text.getText();
        if (shown == null || shown.isBlank()) {
            return;
        }
        Node owner = text;
        for (Node n = text.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Labeled) {
                owner = n;
                break;
            }
        }
        double px = text.getFont().getSize();
        Bounds local = text.getLayoutBounds();
        // the ink, not the line box: a line's box holds its leading above and below
        double trim = 0.15 * px;
        Bounds ink = new BoundingBox(local.getMinX(), local.getMinY() + trim, local.getWidth(),
                Math.max(1, local.getHeight() - 2 * trim));
        Bounds box = text.localToScene(ink);
        Bounds window = new BoundingBox(0, 0, text.getScene().getWidth(), text.getScene().getHeight());
        Bounds clip = clipOf(text);
        if (!window.intersects(box) || (clip != null && !clip.intersects(box))) {
            return; // scrolled out of sight
        }
        boolean cut = !contains(window, box) || (clip != null && !contains(clip, box));
        if (owner instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().equals(shown)
                && labeled.getTextOverrun() != OverrunStyle.CLIP && shown.endsWith(labeled.getEllipsisString())) {
            cut = true; // the control shortened its text to an ellipsis
        }
        seen.add(new Seen(name(owner), shown, px, box, owner, cut));
    }

    /** The scene box of the nearest clip above {@code node} (a scroll pane's viewport, a view's own clip), or null. */
    private static Bounds clipOf(Node node) {
        Bounds inner = null;
        for (Node n = node; n != null; n = n.getParent()) {
            if (n.getClip() != null) {
                Bounds b = n.localToScene(n.getClip().getBoundsInLocal());
                inner = inner == null ? b : intersection(inner, b);
            }
        }
        return inner;
    }

    private static Bounds intersection(Bounds a, Bounds b) {
        double x0 = Math.max(a.getMinX(), b.getMinX()), y0 = Math.max(a.getMinY(), b.getMinY());
        double x1 = Math.min(a.getMaxX(), b.getMaxX()), y1 = Math.min(a.getMaxY(), b.getMaxY());
        return new BoundingBox(x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0));
    }

    private static boolean contains(Bounds outer, Bounds inner) {
        return inner.getMinX() >= outer.getMinX() - CLIP_SLACK && inner.getMinY() >= outer.getMinY() - CLIP_SLACK
                && inner.getMaxX() <= outer.getMaxX() + CLIP_SLACK && inner.getMaxY() <= outer.getMaxY() + CLIP_SLACK;
    }

    /** Every text seen. */
    public List<Seen> seen() {
        return List.copyOf(seen);
    }

    /** The floor in pixels for this window. */
    public double floorPx() {
        return floorPx;
    }

    /**
     * Whether {@code s} lies under an opaque layer it is not part of: a layer the teacher calls up
     * over a view (the legend, issue 24) hides what is under it, and that text is not shown.
     */
    private boolean underALayer(Seen s) {
        for (Node layer : layers) {
            Bounds over = layer.localToScene(layer.getLayoutBounds());
            boolean inside = false;
            for (Node n = s.view(); n != null; n = n.getParent()) {
                inside |= n == layer;
            }
            if (!inside && overlap(over, s.box())) {
                return true;
            }
        }
        return false;
    }

    /** The faults: texts under the floor, texts cut by their view, pairs of texts overlapping. */
    public List<Fault> faults() {
        List<Fault> faults = new ArrayList<>();
        seen.removeIf(this::underALayer);
        for (Seen s : seen) {
            if (s.px() < floorPx - 0.26) {
                faults.add(new Fault("under the floor", String.format(Locale.ROOT, "%s (floor %.1fpx)", s, floorPx)));
            }
            if (s.cut()) {
                faults.add(new Fault("cut", s.toString()));
            }
        }
        for (int i = 0; i < seen.size(); i++) {
            for (int j = i + 1; j < seen.size(); j++) {
                Seen a = seen.get(i), b = seen.get(j);
                if (overlap(a.box(), b.box()) && !coveredBy(a, b.view()) && !coveredBy(b, a.view())) {
                    faults.add(new Fault("overlapping", a + "  and  " + b));
                }
            }
        }
        return faults;
    }

    /**
     * Whether {@code text} lies under a layer painted over it: a region with a background, above
     * {@code over} (or {@code over} itself), painted after the text's own view and covering its
     * box (the legend called up over the links view's foot hides what is under it; that is not
     * two texts on top of each other).
     */
    private static boolean coveredBy(Seen text, Node over) {
        for (Node n = over; n != null; n = n.getParent()) {
            if (n instanceof javafx.scene.layout.Region region && region.getBackground() != null
                    && !region.getBackground().isEmpty() && !isAncestor(n, text.view()) && paintedAfter(n, text.view())
                    && contains(n.localToScene(n.getLayoutBounds()), text.box())) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAncestor(Node maybe, Node of) {
        for (Node n = of; n != null; n = n.getParent()) {
            if (n == maybe) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code a} is painted after {@code b}: a later child where their branches part. */
    private static boolean paintedAfter(Node a, Node b) {
        for (Node x = a; x.getParent() != null; x = x.getParent()) {
            for (Node y = b; y.getParent() != null; y = y.getParent()) {
                if (x.getParent() == y.getParent() && x != y) {
                    var children = x.getParent().getChildrenUnmodifiable();
                    return children.indexOf(x) > children.indexOf(y);
                }
            }
        }
        return false;
    }

    private static boolean overlap(Bounds a, Bounds b) {
        double w = Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX());
        double h = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
        return w > OVERLAP_SLACK && h > OVERLAP_SLACK;
    }

    private static String name(Node node) {
        String id = node.getId() != null ? "#" + node.getId() : "";
        String style = node.getStyleClass().isEmpty() ? "" : "." + node.getStyleClass().get(0);
        return node.getClass().getSimpleName() + id + style;
    }

    private static String shortened(String text) {
        String one = text.replace('\n', ' ');
        return one.length() > 40 ? one.substring(0, 37) + "..." : one;
    }
}
