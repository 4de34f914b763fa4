package dlxviz.slides;

import java.nio.file.Path;

/**
 * A lesson rendered as slides ({@code slides --lesson FILE}): every stop's picture with its
 * caption, and with {@code between} a picture of every step within each stop too.
 *
 * @param lesson   the lesson file, or a shipped lesson's name
 * @param between  also the steps within each stop (what Page Down shows between the stops)
 * @param size     the window's size
 * @param theme    the theme as typed, or null: light unless the lesson says otherwise
 * @param scale    the text scale as typed, or null: 1 unless the lesson says otherwise
 * @param out      the folder for the PNGs and the handout
 * @param gif      the animated GIF
 * @param delayMillis how long each GIF frame shows
 */
public record LessonSlideRequest(String lesson, boolean between, FrameSize size, String theme, String scale, Path out,
                                 Path gif, int delayMillis) {
    /** The one-file handout's name in {@code out}. */
    public static final String HANDOUT = "handout.html";

    public Path handout() {
        return out.resolve(HANDOUT);
    }
}
