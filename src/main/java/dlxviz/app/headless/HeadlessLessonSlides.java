package dlxviz.app.headless;

import dlxviz.app.DlxApp;
import dlxviz.app.export.Stills;
import dlxviz.app.fx.FxThread;
import dlxviz.app.lesson.LessonFiles;
import dlxviz.app.lesson.LessonPlayer;
import dlxviz.app.lesson.PreparedLesson;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.lesson.LessonFormatException;
import dlxviz.lesson.Stop;
import dlxviz.slides.LessonSlideRequest;
import dlxviz.slides.SlideRenderer;
import dlxviz.slides.SlidesException;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;

/**
 * {@code slides --lesson}: the main window off-screen plays the lesson as a clicker would, and
 * each stop (with {@code --between}, each Page Down within a stop too) becomes a picture of the
 * whole window, the caption line on top. So the slides are what the class sees.
 */
final class HeadlessLessonSlides implements SlideRenderer.LessonSlides {
    private final LessonSlideRequest request;
    private final StartupArguments arguments;
    private final PreparedLesson lesson;
    private final int pictures;

    private HeadlessLessonSlides(LessonSlideRequest request, StartupArguments arguments, PreparedLesson lesson, int pictures) {
        this.request = request;
        this.arguments = arguments;
        this.lesson = lesson;
        this.pictures = pictures;
    }

    static HeadlessLessonSlides prepare(LessonSlideRequest request, StartupArguments arguments) throws SlidesException {
        try {
            PreparedLesson lesson = LessonFiles.prepare(request.lesson());
            int count = lesson.size();
            if (request.between()) {
                count = 0;
                for (PreparedLesson.ReadyStop stop : lesson.stops()) {
                    count += 1 + (int) Math.min(10_000, stop.until() - stop.at()); // at most: a step is one event or more
                }
            }
            return new HeadlessLessonSlides(request, arguments, lesson, count);
        } catch (LessonFormatException e) {
            throw SlidesException.badInput("--lesson " + request.lesson() + ", " + e.getMessage());
        }
    }

    @Override
    public String title() {
        return lesson.title();
    }

    @Override
    public int pictures() {
        return pictures;
    }

    @Override
    public void render(SlideRenderer.PageSink sink, SlideRenderer.Progress progress)
            throws SlidesException, InterruptedException {
        HeadlessToolkit.start(request.size());
        Stage[] stage = new Stage[1];
        try {
            DlxApp.Window window = FxThread.call(() -> {
                stage[0] = new Stage();
                return DlxApp.openInStages(stage[0], arguments, AppPreferences.inMemory(), request.size().width(),
                        request.size().height());
            }).awaitWhole();
            FxThread.run(() -> window.controller().lessons().open(lesson));
            LessonPlayer player = window.controller().lessons();
            int done = 0;
            for (int i = 0; i < lesson.size(); i++) {
                int index = i;
                FxThread.run(() -> player.goTo(index));
                done = picture(window, sink, i, 0, done, progress);
                if (!request.between()) {
                    continue;
                }
                PreparedLesson.ReadyStop stop = lesson.stop(i);
                int step = 0;
                while (FxThread.call(() -> window.model().cursor().positionProperty().get() < stop.until())) {
                    FxThread.run(player::forward);
                    done = picture(window, sink, i, ++step, done, progress);
                }
            }
        } catch (IOException e) {
            throw SlidesException.failed("cannot write a picture: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw SlidesException.failed("the pictures stopped with an error: " + e, e);
        } finally {
            if (stage[0] != null) {
                FxThread.run(stage[0]::close);
            }
        }
    }

    private int picture(DlxApp.Window window, SlideRenderer.PageSink sink, int index, int step, int done,
                        SlideRenderer.Progress progress) throws InterruptedException, IOException {
        FxThread.awaitPulse();
        BufferedImage picture = FxThread.call(() -> Stills.take(window.scene().getRoot()));
        Stop stop = lesson.stop(index).stop();
        sink.page(index + 1, step, stop.caption(), stop.ask(), picture);
        progress.pictures(done + 1, Math.max(done + 1, pictures));
        return done + 1;
    }

    /** The window's theme and scale as its command line would give them, checked as the app checks its own. */
    static StartupArguments windowArguments(LessonSlideRequest request) throws SlidesException {
        List<String> args = new ArrayList<>();
        if (request.theme() != null) {
            args.addAll(List.of("--theme", request.theme()));
        }
        if (request.scale() != null) {
            args.addAll(List.of("--scale", request.scale()));
        }
        try {
            return StartupArguments.parse(args);
        } catch (StartupArguments.Invalid e) {
            throw SlidesException.badInput(e.getMessage());
        }
    }
}
