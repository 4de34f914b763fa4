/**
 * The app without a display: the {@code slides} command's renderer. It starts JavaFX on Monocle's
 * headless platform with the software pipeline, opens the real main window off-screen at the size
 * asked for, and steps it through a lesson taking pictures, so the slides are the app's own
 * pictures. The CLI loads {@link dlxviz.app.headless.HeadlessSlides} by name.
 */
package dlxviz.app.headless;
