package dlxviz.slides;

import java.awt.image.BufferedImage;
import java.io.IOException;

/** Where the pictures of a series go, one at a time, in order of step and then of view. */
public interface FrameSink {
    /** The picture of {@code view} at step {@code step}. Called on one thread, never the FX thread. */
    void frame(int step, String view, BufferedImage picture) throws IOException;
}
