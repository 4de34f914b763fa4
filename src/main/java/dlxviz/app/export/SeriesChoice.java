package dlxviz.app.export;

import dlxviz.playback.StepSize;
import dlxviz.slides.FrameSize;
import dlxviz.slides.StepRange;
import java.nio.file.Path;
import java.util.List;

/**
 * A series of pictures as chosen in File > Export picture > A series: the same choices as the
 * {@code slides} command's, for the problem open in the window, in the window's theme and text
 * scale.
 *
 * @param gif the animated GIF to write, or null for none
 */
public record SeriesChoice(StepSize stepSize, StepRange steps, List<String> views, FrameSize size, Path folder,
                           Path gif, int delayMillis) {
    public SeriesChoice {
        views = List.copyOf(views);
    }
}
