package dlxviz.app.fx;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * Turns off the bitmap cache a ScrollPane's skin keeps of its viewport. The cache pays while
 * the content scrolls unchanged; the side panel's content (the board) changes every frame of
 * play and hardly ever scrolls, so with the software pipeline the cache only added work: each
 * frame the board was painted into it and then it onto the window. Without it the render
 * thread's time a frame of AI Escargot played flat out fell by 14 to 21% (LensPlayRateCheck,
 * issue 32).
 */
public final class ViewportCache {
    private ViewportCache() {
    }

    /** From now on, and whenever the skin is made anew, {@code pane}'s viewport draws straight onto the window. */
    public static void off(ScrollPane pane) {
        uncache(pane);
        pane.skinProperty().addListener((o, was, is) -> uncache(pane));
    }

    private static void uncache(ScrollPane pane) {
        if (pane.getSkin() != null) {
            Node viewport = pane.lookup(".viewport");
            if (viewport != null) {
                viewport.setCache(false);
            }
        }
    }
}
