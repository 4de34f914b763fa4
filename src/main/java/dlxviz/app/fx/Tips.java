package dlxviz.app.fx;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * Tooltips made when the mouse first comes over their control rather than with the window: each
 * {@link Tooltip} is a popup window with a scene of its own, and the window's twenty of them were
 * 5% of the time to its first frame (issue 15). The layout names a control's tooltip as a
 * property, {@code <properties tip="..."/>} in FXML, and {@link #installAll} puts them in; code
 * calls {@link #install}. The text is the control's accessible help at once, as a tooltip's
 * would be.
 */
public final class Tips {
    /** The key of a control's tooltip text among its properties. */
    public static final String KEY = "tip";

    private Tips() {
    }

    /** Installs the tooltip of every control under {@code root} (and itself) that names one. */
    public static void installAll(Node root) {
        if (root instanceof Control control && control.getProperties().get(KEY) instanceof String text) {
            install(control, text);
        }
        // before their skins, the controls that hold others do not have them as children yet
        if (root instanceof javafx.scene.control.SplitPane split) {
            split.getItems().forEach(Tips::installAll);
        } else if (root instanceof javafx.scene.control.ScrollPane scroll && scroll.getContent() != null) {
            installAll(scroll.getContent());
        } else if (root instanceof javafx.scene.control.TitledPane titled && titled.getContent() != null) {
            installAll(titled.getContent());
        } else if (root instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                installAll(child);
            }
        }
    }

    /** {@code control}'s tooltip is {@code text}: made when the mouse first enters it. */
    public static void install(Control control, String text) {
        control.setAccessibleHelp(text);
        onFirstHover(control, () -> control.setTooltip(new Tooltip(text)));
    }

    /** Runs {@code make} once, when the mouse first enters {@code node}: where tooltips under it are made. */
    public static void onFirstHover(Node node, Runnable make) {
        node.addEventHandler(MouseEvent.MOUSE_ENTERED, new EventHandler<MouseEvent>() {
            @Override
            public void handle(MouseEvent event) {
                node.removeEventHandler(MouseEvent.MOUSE_ENTERED, this);
                make.run();
            }
        });
    }
}
