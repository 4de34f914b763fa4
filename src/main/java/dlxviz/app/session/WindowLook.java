package dlxviz.app.session;

import dlxviz.app.theme.Theme;
import dlxviz.playback.StepSize;

/**
 * How a window looks and steps when it opens: what the command line may ask of the window on
 * screen ({@link StartupArguments#look()}), and what a copy of the window made for pictures takes
 * from the one on screen (a series exported, the {@code slides} command). What is not given is
 * taken from the preferences.
 *
 * @param stepSize     the step size (null: the saved one)
 * @param theme        the colour theme (null: the saved one)
 * @param scale        the text scale (0: the saved one)
 * @param legend       the legend of the marks shown or not (null: as saved)
 * @param presentation the presentation layout
 */
public record WindowLook(StepSize stepSize, Theme theme, double scale, Boolean legend, boolean presentation) {
}
