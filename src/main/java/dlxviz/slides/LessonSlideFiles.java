package dlxviz.slides;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * The files of a lesson's slides: {@code stop-01.png} for each stop ({@code stop-01-step-02.png}
 * for the steps within it), an animated GIF of them all, and the one-file handout.
 */
public final class LessonSlideFiles implements SlideRenderer.PageSink, Closeable {
    private final LessonSlideRequest request;
    private final Handout handout;
    private final AnimatedGif gif;
    private final List<Path> pictures = new ArrayList<>();

    private LessonSlideFiles(LessonSlideRequest request, String title) throws IOException {
        this.request = request;
        this.handout = new Handout(title);
        this.gif = new AnimatedGif(request.gif(), request.delayMillis());
    }

    /** Makes the folder and opens the GIF; bad paths are bad input, said before anything is drawn. */
    public static LessonSlideFiles open(LessonSlideRequest request, String title) throws SlidesException {
        try {
            Files.createDirectories(request.out());
            Path parent = request.gif().toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            return new LessonSlideFiles(request, title);
        } catch (IOException e) {
            throw SlidesException.badInput("--out " + request.out() + " / --gif " + request.gif() + ": cannot write there: "
                    + e.getMessage());
        }
    }

    @Override
    public void page(int stop, int step, String caption, String ask, BufferedImage picture) throws IOException {
        String name = String.format(Locale.ROOT, "stop-%02d", stop) + (step > 0 ? String.format(Locale.ROOT, "-step-%02d", step) : "")
                + ".png";
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        if (!ImageIO.write(picture, "png", png)) {
            throw new IOException("no PNG writer available");
        }
        Path file = request.out().resolve(name);
        Files.write(file, png.toByteArray());
        pictures.add(file);
        gif.add(picture);
        handout.add(new Handout.Page(stop, step, caption, ask, png.toByteArray()));
    }

    @Override
    public void close() throws IOException {
        try {
            gif.close();
        } finally {
            if (handout.size() > 0) {
                handout.write(request.handout());
            }
        }
    }

    public List<Path> pictures() {
        return List.copyOf(pictures);
    }

    public int gifFrames() {
        return gif.frames();
    }
}
