package dlxviz.app.export;

import javafx.scene.Node;

/**
 * A window that a series of pictures steps through: back to Ready, some steps on, and its views
 * by name. The main window provides one (see {@code app.window.WindowSeries}); this package only
 * takes the pictures. Every method is called on the FX thread.
 */
public interface SteppedWindow {
    /** To step 0: Ready, the start of the search (a puzzle's givens placed). */
    void toReady();

    /**
     * Takes up to {@code count} steps forward and shows where they led.
     *
     * @return the steps taken: fewer than {@code count} when the search ended first
     */
    int stepForward(int count);

    /**
     * The view called {@code name} as the window shows it now.
     *
     * @throws IllegalArgumentException when there is no such view, or none for this problem; the message says why
     */
    Node view(String name);

    /**
     * A series begins (on) or ends (off). While on, views draw every frame in full however fast
     * the steps come, and nothing but the series' own steps may move the window (breakpoints
     * are set aside, so step N is the same N as {@code --steps N}).
     */
    void series(boolean on);
}
