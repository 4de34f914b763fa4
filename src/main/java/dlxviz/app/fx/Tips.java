package dlxviz.app.fx;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.util.Duration;

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

    /**
     * A tooltip whose text changes (what the mouse is over, what a caption cut short), made when
     * the mouse first comes over its node, with the text it has by then: the first tooltip made
     * costs the window 10-15 ms of its first frame (issue 27).
     */
    public static final class Changing {
        /** Sooner than a control's tooltip: the picture's say what is under the mouse as it moves. */
        private static final Duration SHOW_DELAY = Duration.millis(250);
        private final Node node;
        /** Null for a tooltip's own. */
        private final Duration showDelay;
        private String text = "";
        private Tooltip tooltip;

        private Changing(Node node, Duration showDelay) {
            this.node = node;
            this.showDelay = showDelay;
        }

        /** {@code node}'s tooltip, shown after the usual delay, made when the mouse first comes over it. */
        public static Changing install(Node node) {
            return install(node, null);
        }

        /** A picture's tooltip, shown soon, made when the mouse first comes over it. */
        public static Changing installQuick(Node node) {
            return install(node, SHOW_DELAY);
        }

        private static Changing install(Node node, Duration showDelay) {
            Changing tip = new Changing(node, showDelay);
            onFirstHover(node, tip::make);
            return tip;
        }

        /** The text it shows (none when empty), now or once made. */
        public void setText(String text) {
            this.text = text;
            if (tooltip != null) {
                tooltip.setText(text);
            }
        }

        private void make() {
            tooltip = new Tooltip(text);
            if (showDelay != null) {
                tooltip.setShowDelay(showDelay);
            }
            if (node instanceof Control control) {
                control.setTooltip(tooltip);
            } else {
                Tooltip.install(node, tooltip);
            }
        }
    }
}
