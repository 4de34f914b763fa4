package dlxviz.app.window;

import dlxviz.playback.StepSize;
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
        void stepSize(StepSize size);
        void zoomLinks(boolean in);
        void fitLinks();
        void foldLinks();
        void followSearch();
        void toggleWholeTorus();
        void panLinks(double dx, double dy);
        void toggleLegend();
        void togglePresentation();
        void toggleSidePanel();
        void togglePredict();
        /** Y: your move, the student performs the search (an exercise), on and off. */
        void toggleExercise();
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
        void showSideTab(SideTabs.Kind kind);
        /** Page Down: the lesson's next step or stop; a plain step when no lesson plays. */
        void clickerForward();
        void clickerBack();
        /** Backspace: back to the lesson's stop after free stepping. */
        void backToLesson();
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
        if (enterInField && ((TextField) field).getOnAction() != null) {
            // this filter sees Enter before the field does: an answer field still gets its action
            ((TextField) field).getOnAction().handle(new javafx.event.ActionEvent(field, field));
        }
        field.getScene().getRoot().requestFocus();
        return true;
    }

    /** The step size each digit key selects: 1 link … 5 solution. */
    private static final StepSize[] SIZE_KEYS = StepSize.values();
    /** Pixels the picture moves for one Alt+arrow. */
    private static final double PAN = 60;

    /** Keys that never mean text: clickers, F11 and Ctrl combinations. */
    private boolean handleAnywhere(KeyEvent e) {
        KeyCode code = e.getCode();
        if (code == KeyCode.PAGE_DOWN) {
            actions.clickerForward();
        } else if (code == KeyCode.PAGE_UP) {
            actions.clickerBack();
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
        if (e.isShortcutDown()) {
            return false;
        }
        KeyCode code = e.getCode();
        if (e.isAltDown()) {
            return handlePan(code);
        }
        int digit = code.isDigitKey() ? digitOf(code) : -1;
        if (digit >= 1 && digit <= SIZE_KEYS.length) {
            actions.stepSize(SIZE_KEYS[digit - 1]);
        } else if (code == KeyCode.CLOSE_BRACKET || "]".equals(e.getText())) {
            actions.zoomLinks(true);
        } else if (code == KeyCode.OPEN_BRACKET || "[".equals(e.getText())) {
            actions.zoomLinks(false);
        } else if (code == KeyCode.F) {
            actions.fitLinks();
        } else if (code == KeyCode.G) {
            actions.foldLinks();
        } else if (code == KeyCode.O) {
            actions.followSearch();
        } else if (code == KeyCode.W) {
            actions.toggleWholeTorus();
        } else if (code == KeyCode.L) {
            actions.toggleLegend();
        } else if (code == KeyCode.P) {
            actions.togglePresentation();
        } else if (code == KeyCode.S) {
            actions.toggleSidePanel();
        } else if (code == KeyCode.Q) {
            actions.togglePredict();
        } else if (code == KeyCode.Y) {
            actions.toggleExercise();
        } else if (sideTab(code) != null) {
            actions.showSideTab(sideTab(code));
        } else if (code == KeyCode.SPACE) {
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
        } else if (code == KeyCode.BACK_SPACE) {
            actions.backToLesson();
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

    /** Alt+arrows move the links view's picture (the arrows alone step the search). */
    private boolean handlePan(KeyCode code) {
        switch (code) {
            case LEFT:
                actions.panLinks(PAN, 0);
                return true;
            case RIGHT:
                actions.panLinks(-PAN, 0);
                return true;
            case UP:
                actions.panLinks(0, PAN);
                return true;
            case DOWN:
                actions.panLinks(0, -PAN);
                return true;
            default:
                return false;
        }
    }

    /** The side tab a letter key brings to the front (B board, M matrix, A Algorithm X ...), or null. */
    private static SideTabs.Kind sideTab(KeyCode code) {
        for (SideTabs.Kind kind : SideTabs.Kind.values()) {
            if (code.getName().equals(kind.key)) {
                return kind;
            }
        }
        return null;
    }

    private static int digitOf(KeyCode code) {
        String name = code.getName(); // "1", or "Numpad 1"
        char last = name.charAt(name.length() - 1);
        return Character.isDigit(last) ? last - '0' : -1;
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

    /**
     * Every key, as Help > Keyboard shortcuts shows it and README.md lists it (a test keeps the
     * two equal): pairs of key and action.
     */
    public static final String[][] SHORTCUTS = {
        {"Space", "play / pause"},
        {"Right, Page Down", "one step forward (presentation clickers send Page Down / Page Up); in a lesson, Page Down steps through the stop and on to the next"},
        {"Left, Page Up", "one step back"},
        {"Backspace", "back to the lesson's stop after stepping freely"},
        {"Shift+Right / Shift+Left", "a larger step forward / back"},
        {"Ctrl+Right", "run to the next solution"},
        {"Home", "back to Ready, the start of the search"},
        {"End", "run to the end of the search"},
        {"1 2 3 4 5", "step size: link, cover, choice, level, solution"},
        {"+ / -", "faster / slower"},
        {"] / [", "zoom the links view in / out"},
        {"F", "fit the links view to its space"},
        {"Alt+arrows", "move the links view's picture"},
        {"G", "fold the links view to live items and options, and unfold it"},
        {"W", "a large problem: the whole torus, or the lens on the current cover"},
        {"O", "the lens follows the search again (after a click on an item)"},
        {"L", "the legend of the marks on and off"},
        {"P", "the presentation layout on and off"},
        {"S", "the panel beside the links view (board, matrix, Algorithm X, rules, tree) hidden and shown"},
        {"Q", "predict mode on and off: say each decision before the search takes it"},
        {"Y", "your move on and off: perform the search yourself, each choice and link checked (File > Exercise: your move… for a random one)"},
        {"B / M / A / C / T", "the tab beside the links: board, matrix, Algorithm X, compare the choice rules, search tree"},
        {"Ctrl+plus / Ctrl+minus / Ctrl+0", "larger / smaller / normal text"},
        {"F11", "full screen on and off"},
        {"Escape / Enter", "leave a text field, so the keys above step again"},
        {"Ctrl+O / Ctrl+Shift+V", "open a file / paste a puzzle"},
        {"Ctrl+N", "the sudoku workbench: type a puzzle and check it, generate one, or choose one from the library"},
        {"Ctrl+S / Ctrl+E", "save the problem / export the whole window as PNG"},
    };
}
