package dlxviz.app.window.model;

import dlxviz.app.export.SteppedWindow;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.WindowLook;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;

/**
 * Opens a copy of the main window for pictures, off-screen, with a problem loaded: what a series
 * exported from the window steps through, so the window on screen neither moves nor appears in
 * its own pictures. The app's entry point provides it, being the one place windows are built.
 * FX thread only.
 */
@FunctionalInterface
public interface PictureWindows {
    /**
     * @param rule and {@code seed}: the search the copy steps through, the window's own
     * @param look the theme, text scale, legend and layout (and a step size, which {@code size} overrides)
     * @throws IllegalArgumentException when the problem cannot be opened (the message says why)
     */
    SteppedWindow open(LoadedProblem loaded, ItemChoice rule, long seed, WindowLook look, StepSize size,
                      double width, double height);
}
