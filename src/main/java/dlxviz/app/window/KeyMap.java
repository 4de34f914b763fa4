package dlxviz.app.window;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The keyboard of a teacher who talks while she steps: one scene-level event filter, so the keys
 * work whatever control has focus and no slider or combo box swallows them. Plain keys (Space,
 * arrows, Home, End, + and -) are left alone while a text field has focus, so typing still works
 * (Escape, or Enter in a one-line field, gives them back); Page Up/Down (presentation clickers),
 * F11 and Ctrl combinations work everywhere.
 */
public final class KeyMap implements EventHandler<KeyEvent> {

    /** What the keys do; the view model and the window implement these. */
    public interface Actions {
        void togglePlay();
        void stepForward();
        void stepBack();
        void largerStepForward();
        void largerStepBack();
        void nextSolution();
        void reset();
        void runToEnd();
        void faster();
        void slower();
        void largerText();
        void smallerText();
        void normalText();
        void toggleFullScreen();
    }

    private final Actions actions;

    public KeyMap(Actions actions) {
        this.actions = actions;
    }

    public void install(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this);
    }

    @Override
    public void handle(KeyEvent event) {
        boolean typing = event.getTarget() instanceof TextInputControl;
        if (typing && leaveTextField(event)) {
            event.consume();
        } else if (handleAnywhere(event) || (!typing && handlePlain(event))) {
            event.consume();
        }
    }

    /** Escape, or Enter in a one-line field, hands the keys back to stepping. */
    private static boolean leaveTextField(KeyEvent event) {
        boolean enterInField = event.getCode() == KeyCode.ENTER && event.getTarget() instanceof TextField;
        if (event.getCode() != KeyCode.ESCAPE && !enterInField) {
            return false;
        }
        Node field = (Node) event.getTarget();
        if (field.getScene() == null) {
            return false;
        }
        field.getScene().getRoot().requestFocus();
        return true;
    }

    /** Keys that never mean text: clickers, F11 and Ctrl combinations. */
    private boolean handleAnywhere(KeyEvent e) {
        KeyCode code = e.getCode();
        if (code == KeyCode.PAGE_DOWN) {
            actions.stepForward();
        } else if (code == KeyCode.PAGE_UP) {
            actions.stepBack();
        } else if (code == KeyCode.F11) {
            actions.toggleFullScreen();
        } else if (e.isShortcutDown() && code == KeyCode.RIGHT) {
            actions.nextSolution();
        } else if (e.isShortcutDown() && isPlus(e)) {
            actions.largerText();
        } else if (e.isShortcutDown() && isMinus(e)) {
            actions.smallerText();
        } else if (e.isShortcutDown() && (code == KeyCode.DIGIT0 || code == KeyCode.NUMPAD0)) {
            actions.normalText();
        } else {
            return false;
        }
        return true;
    }

    /** Keys that a focused text field would want for itself. */
    private boolean handlePlain(KeyEvent e) {
        if (e.isShortcutDown() || e.isAltDown()) {
            return false;
        }
        KeyCode code = e.getCode();
        if (code == KeyCode.SPACE) {
            actions.togglePlay();
        } else if (code == KeyCode.RIGHT || code == KeyCode.KP_RIGHT) {
            if (e.isShiftDown()) {
                actions.largerStepForward();
            } else {
                actions.stepForward();
            }
        } else if (code == KeyCode.LEFT || code == KeyCode.KP_LEFT) {
            if (e.isShiftDown()) {
                actions.largerStepBack();
            } else {
                actions.stepBack();
            }
        } else if (code == KeyCode.HOME) {
            actions.reset();
        } else if (code == KeyCode.END) {
            actions.runToEnd();
        } else if (isPlus(e)) {
            actions.faster();
        } else if (isMinus(e)) {
            actions.slower();
        } else {
            return false;
        }
        return true;
    }

    /** '+' as typed on any layout: the plus key, Shift+= on US keyboards, or the keypad's. */
    private static boolean isPlus(KeyEvent e) {
        KeyCode code = e.getCode();
        return code == KeyCode.PLUS || code == KeyCode.ADD || code == KeyCode.EQUALS
                || "+".equals(e.getText());
    }

    private static boolean isMinus(KeyEvent e) {
        KeyCode code = e.getCode();
        return code == KeyCode.MINUS || code == KeyCode.SUBTRACT || "-".equals(e.getText());
    }

    /** The shortcuts as shown in Help > Keyboard shortcuts: pairs of key and action. */
    public static final String[][] SHORTCUTS = {
        {"Space", "play / pause"},
        {"Right, Page Down", "one step forward"},
        {"Left, Page Up", "one step back"},
        {"Shift+Right / Shift+Left", "a larger step forward / back"},
        {"Ctrl+Right", "run to the next solution"},
        {"Home", "reset to the start"},
        {"End", "run to the end of the search"},
        {"+ / -", "faster / slower"},
        {"Ctrl+plus / Ctrl+minus / Ctrl+0", "larger / smaller / normal text"},
        {"F11", "full screen on and off"},
        {"Escape / Enter", "leave a text field, so the keys above step again"},
        {"Ctrl+O / Ctrl+Shift+V", "open a file / paste a puzzle"},
        {"Ctrl+S / Ctrl+E", "save the problem / export the frame as PNG"},
    };
}
