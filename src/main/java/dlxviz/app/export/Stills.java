package dlxviz.app.export;

import dlxviz.app.canvas.CanvasRegion;
import java.awt.image.BufferedImage;
import javafx.scene.Node;
import javafx.scene.Parent;

/**
 * A picture of a view exactly as the window shows it now. A canvas view draws on the pulse after
 * a change; a snapshot taken before that pulse would show the frame before. So the scene is
 * styled and laid out first (a canvas may get a new size there), then every canvas draws, then
 * the snapshot is taken. FX thread only.
 */
public final class Stills {
    private Stills() {
    }

    public static BufferedImage take(Node view) {
        Parent root = view.getScene() != null ? view.getScene().getRoot() : view.getParent();
        if (root != null) {
            root.applyCss();
            root.layout();
            redrawCanvases(root);
        }
        return PngWriter.toBufferedImage(view.snapshot(null, null));
    }

    private static void redrawCanvases(Node node) {
        if (node instanceof CanvasRegion canvas && canvas.isVisible()) {
            canvas.redrawNow();
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                redrawCanvases(child);
            }
        }
    }
}
