package dlxviz.app.startup;

import java.util.ArrayList;
import java.util.List;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.scene.Scene;
import javafx.scene.input.KeyEvent;

/**
 * Keys pressed before a window can act on them, held and then replayed in order: the app's window
 * shows its first frame before its controls and key map are in (issue 15), and a teacher's
 * clicker pressed at once must not be lost.
 */
public final class HeldKeys implements EventHandler<KeyEvent> {
    private final Scene scene;
    private final List<KeyEvent> held = new ArrayList<>();

    private HeldKeys(Scene scene) {
        this.scene = scene;
    }

    /** Holds every key event of {@code scene} from now until {@link #release}. */
    public static HeldKeys hold(Scene scene) {
        HeldKeys keys = new HeldKeys(scene);
        scene.addEventFilter(KeyEvent.ANY, keys);
        return keys;
    }

    @Override
    public void handle(KeyEvent event) {
        held.add(event.copyFor(scene, scene));
        event.consume();
    }

    /** Stops holding, and sends what was held to the scene, whose key map is in by now. */
    public void release() {
        scene.removeEventFilter(KeyEvent.ANY, this);
        List<KeyEvent> replay = new ArrayList<>(held);
        held.clear();
        for (KeyEvent event : replay) {
            Event.fireEvent(scene, event);
        }
    }
}
