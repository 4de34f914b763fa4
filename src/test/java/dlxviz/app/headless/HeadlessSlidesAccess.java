package dlxviz.app.headless;

import dlxviz.slides.FrameSize;
import dlxviz.slides.SlideRequest;
import dlxviz.slides.StepRange;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;

/** For tests elsewhere: one picture as the slides command makes it. */
public final class HeadlessSlidesAccess {
    private HeadlessSlidesAccess() {
    }

    public static BufferedImage picture(String example, String stepSize, int step, String view, FrameSize size)
            throws Exception {
        BufferedImage[] picture = new BufferedImage[1];
        SlideRequest request = new SlideRequest(null, example, stepSize, new StepRange(step, step, 1), List.of(view), size,
                null, null, Path.of("unused"), null, 800);
        new HeadlessSlides().prepare(request).render((s, v, image) -> picture[0] = image, (done, total) -> { });
        return picture[0];
    }
}
