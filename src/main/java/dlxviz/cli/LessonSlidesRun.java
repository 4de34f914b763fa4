package dlxviz.cli;

import dlxviz.slides.LessonSlideFiles;
import dlxviz.slides.LessonSlideRequest;
import dlxviz.slides.SlideRenderer;
import dlxviz.slides.SlidesException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * {@code slides --lesson FILE}: every stop of a lesson as a picture of the window with its
 * caption line (and with {@code --between} every step within the stops), as PNGs, an animated GIF
 * and a one-file HTML handout. The lesson is checked (line, column, reason) before anything is drawn.
 */
final class LessonSlidesRun {
    private LessonSlidesRun() {
    }

    static int run(LessonSlideRequest request, PrintWriter out, PrintWriter err) {
        try {
            SlideRenderer.LessonSlides lesson = SlideRenderer.load().prepareLesson(request);
            ProgressBar bar = ProgressBar.onTerminal(err, "slides", lesson.pictures());
            LessonSlideFiles files = LessonSlideFiles.open(request, lesson.title());
            try (files) {
                lesson.render(files, (done, total) -> bar.update(done));
            } finally {
                bar.finish();
            }
            Path first = files.pictures().get(0).getFileName();
            Path last = files.pictures().get(files.pictures().size() - 1).getFileName();
            out.printf("%d pictures in %s (%s .. %s), the window at %s%n", files.pictures().size(), request.out(), first, last,
                    request.size());
            out.printf("%s: %d frames, %d ms each, looping%n", request.gif(), files.gifFrames(), request.delayMillis());
            out.printf("%s: the handout, every picture and caption in one file%n", request.handout());
            out.flush();
            return ExitCode.OK;
        } catch (SlidesException e) {
            err.println("slides: " + e.getMessage());
            return e.isBadInput() ? ExitCode.BAD_INPUT : ExitCode.INCOMPLETE;
        } catch (IOException e) {
            err.println("slides: cannot finish the GIF or the handout: " + e.getMessage());
            return ExitCode.INCOMPLETE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("slides: interrupted");
            return ExitCode.INCOMPLETE;
        }
    }
}
