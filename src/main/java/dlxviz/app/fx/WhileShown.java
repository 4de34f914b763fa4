package dlxviz.app.fx;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * Listeners that live only while a view is in a scene. A view that comes and goes (a board for
 * each problem loaded, a panel toggled) often observes something that lives as long as the window
 * (the shared hover, the links model); a plain listener would keep every old view alive and
 * redrawing. These attach when the node enters a scene and detach when it leaves; on attaching
 * they run once, so a view shown again catches up with what it missed.
 */
public final class WhileShown {
    private WhileShown() {
    }

    /** Runs {@code action} on every change of {@code observable} while {@code node} is in a scene. */
    public static <T> void listen(Node node, ObservableValue<T> observable, Runnable action) {
        // a change listener, not an invalidation listener: it hears every change even when
        // nobody reads the value in between
        ChangeListener<T> listener = (o, was, is) -> action.run();
        boolean[] attached = {false};
        Runnable sync = () -> {
            boolean shown = node.getScene() != null;
            if (shown && !attached[0]) {
                observable.addListener(listener);
                attached[0] = true;
                action.run();
            } else if (!shown && attached[0]) {
                observable.removeListener(listener);
                attached[0] = false;
            }
        };
        node.sceneProperty().addListener((o, was, is) -> sync.run());
        sync.run();
    }
}
