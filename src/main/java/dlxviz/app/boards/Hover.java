package dlxviz.app.boards;

import dlxviz.app.hover.Highlight;
import javafx.beans.property.ObjectProperty;
import javafx.scene.Node;

/** Hovering a square or cell of a puzzle panel lights what it stands for in every view. */
final class Hover {
    private Hover() {
    }

    /**
     * Sets {@code highlight} to what {@code target} says lies under the pointer as it moves over
     * {@code node} (a candidate in a cell); on leaving, clears it only if it is still one of ours.
     */
    static void follows(Node node, ObjectProperty<Highlight> highlight,
                        java.util.function.Function<javafx.scene.input.MouseEvent, Highlight> target) {
        Highlight[] mine = {null};
        javafx.event.EventHandler<javafx.scene.input.MouseEvent> move = e -> {
            Highlight now = target.apply(e);
            mine[0] = now;
            if (!now.equals(highlight.get())) {
                highlight.set(now);
            }
        };
        node.setOnMouseEntered(move);
        node.setOnMouseMoved(move);
        node.setOnMouseExited(e -> {
            if (mine[0] != null && mine[0].equals(highlight.get())) {
                highlight.set(null);
            }
            mine[0] = null;
        });
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
