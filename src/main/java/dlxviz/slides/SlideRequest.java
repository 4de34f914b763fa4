package dlxviz.slides;

import java.nio.file.Path;
import java.util.List;

/**
 * A series of slides as the user asked for it: the problem, the steps, the views, the window's
 * size and look, and where the pictures go. Checked for form by whoever built it (the CLI); the
 * renderer checks what only the app knows (the problem, the theme, the view names, how far the
 * search goes).
 *
 * @param file     a puzzle or DLX1 file, or null
 * @param example  a built-in example's name, or null (exactly one of file and example is given)
 * @param stepSize the step size's name as typed ({@code link}, {@code cover}, ...)
 * @param steps    which steps become pictures
 * @param views    the views to picture at each step, by name, in order
 * @param size     the window's size
 * @param theme    the theme's name as typed, or null for the light theme
 * @param scale    the text scale as typed ({@code 1.5}), or null for 1
 * @param out      the folder the PNGs go to
 * @param gif      the animated GIF to write, or null for none
 * @param delayMillis how long each GIF frame shows
 */
public record SlideRequest(String file, String example, String stepSize, StepRange steps, List<String> views,
                           FrameSize size, String theme, String scale, Path out, Path gif, int delayMillis) {
    public SlideRequest {
        views = List.copyOf(views);
    }

    /** How many pictures the series makes: one per step and view. */
    public int pictures() {
        return steps.count() * views.size();
    }
}
