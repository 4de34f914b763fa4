package dlxviz.app.window;

import dlxviz.app.session.AppPreferences;
import dlxviz.app.window.model.MainViewModel;

/**
 * The first run's pointer to the presentation layout (issue 24): a teacher whose window is small
 * for its text (a projector at text scale 1.5) is told once, in the message bar, that P or the
 * Present button at the strip's end gives the views the room of the menus and counters. Nothing
 * else on screen led there; the README did.
 */
public final class PresentationHint {
    /** The words of the hint. */
    public static final String TEXT = "A small window for this text size: press P, or the screen button at the"
            + " right of the controls, for the presentation layout and more room for the views.";

    private PresentationHint() {
    }

    /**
     * Shows the hint if it was never shown, the window of {@code width} pixels is small for its
     * text, the presentation layout is off and no other message waits; remembers that it was.
     * @return whether it was shown
     */
    public static boolean offer(MainViewModel model, MainController controller, AppPreferences prefs, double width) {
        if (prefs.presentationHintShown() || model.appearance().presentationProperty().get()
                || !controller.smallForItsText(width) || !model.messages().text().isEmpty()) {
            return false;
        }
        model.messages().showInfo(TEXT);
        prefs.setPresentationHintShown(true);
        // written to disk off the FX thread: this runs while the window's first frames are made (a
        // 16x16's start showed the flush in its FX samples); Preferences are thread-safe
        java.util.concurrent.CompletableFuture.runAsync(prefs::flush);
        return true;
    }
}
