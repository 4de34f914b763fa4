package dlxviz.app.boards;

import dlxviz.app.hover.Highlight;
import javafx.beans.property.ObjectProperty;
import javafx.scene.Node;

/** Hovering a square or cell of a puzzle panel lights what it stands for in every view. */
final class Hover {
    private Hover() {
    }

    /**
     * Sets {@code highlight} to {@code mine} while the pointer is over {@code node}; on leaving,
     * clears it only if it is still {@code mine} (another view may have set its own meanwhile).
     */
    static void lights(Node node, ObjectProperty<Highlight> highlight, Highlight mine) {
        node.setOnMouseEntered(e -> highlight.set(mine));
        node.setOnMouseExited(e -> {
            if (mine.equals(highlight.get())) {
                highlight.set(null);
            }
        });
    }
}
