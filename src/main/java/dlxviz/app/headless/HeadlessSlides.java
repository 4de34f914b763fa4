package dlxviz.app.headless;

import dlxviz.app.DlxApp;
import dlxviz.app.export.PictureSeries;
import dlxviz.app.fx.FxThread;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.window.PictureViews;
import dlxviz.app.window.model.SeriesSteps;
import dlxviz.app.window.WindowSeries;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import dlxviz.slides.FrameSink;
import dlxviz.slides.SlideRenderer;
import dlxviz.slides.SlideRequest;
import dlxviz.slides.SlidesException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;

/**
 * The {@code slides} command's renderer: the main window itself, opened on a headless stage of
 * the size asked for, with the theme and text scale asked for and preferences of its own (the
 * user's are neither read nor changed), stepped through the lesson by a {@link PictureSeries}.
 */
public final class HeadlessSlides implements SlideRenderer {

    @Override
    public Lesson prepare(SlideRequest request) throws SlidesException {
        StartupArguments arguments = windowArguments(request);
        StepSize size = arguments.look().stepSize();
        LoadedProblem loaded = load(request);
        String views = PictureViews.check(request.views());
        if (views != null) {
            throw SlidesException.badInput("--views: " + views);
        }
        int last = request.steps().last();
        // the slides' windows search with DLX1's rule, the one a new window starts with
        int available = SeriesSteps.afterReady(loaded, ItemChoice.MIN_LENGTH, 0, size, last);
        if (available < last) {
            throw SlidesException.badInput("--steps " + request.steps().from() + ".." + request.steps().to()
                    + " goes past the end of the search: " + loaded.title() + " has " + available + " " + size.label()
                    + " steps after Ready, so step " + available + " is the last picture (give at most "
                    + Math.min(request.steps().from(), available) + ".." + available + ")");
        }
        return (sink, progress) -> render(request, arguments, size, loaded, sink, progress);
    }

    @Override
    public LessonSlides prepareLesson(dlxviz.slides.LessonSlideRequest request) throws SlidesException {
        return HeadlessLessonSlides.prepare(request, HeadlessLessonSlides.windowArguments(request));
    }

    /** The window's look and step size as its command line would give them, checked as the app checks its own. */
    private static StartupArguments windowArguments(SlideRequest request) throws SlidesException {
        List<String> args = new ArrayList<>(List.of("--step-size", request.stepSize()));
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

    /** The problem as the window opens it (a sudoku with its givens placed at Ready). */
    private static LoadedProblem load(SlideRequest request) throws SlidesException {
        try {
            if (request.example() != null) {
                return ProblemSources.example(request.example());
            }
            Path path = Path.of(request.file());
            if (Files.isDirectory(path)) {
                throw SlidesException.badInput("cannot read '" + request.file() + "': it is a folder");
            }
            if (!Files.exists(path)) {
                throw SlidesException.badInput("cannot read '" + request.file() + "': no such file");
            }
            return ProblemSources.readFile(path);
        } catch (ProblemInputException e) {
            throw SlidesException.badInput(e.getMessage());
        } catch (InvalidPathException e) {
            throw SlidesException.badInput("cannot read '" + request.file() + "': not a file name (" + e.getMessage() + ")");
        }
    }

    private static void render(SlideRequest request, StartupArguments arguments, StepSize size, LoadedProblem loaded,
                               FrameSink sink, Progress progress) throws SlidesException, InterruptedException {
        HeadlessToolkit.start(request.size());
        Stage[] stage = new Stage[1];
        try {
            DlxApp.Window opened = FxThread.call(() -> {
                stage[0] = new Stage();
                return DlxApp.openInStages(stage[0], arguments, AppPreferences.inMemory(), request.size().width(),
                        request.size().height());
            }).awaitWhole();
            WindowSeries window = FxThread.call(() -> {
                if (!opened.model().session().load(loaded)) {
                    throw new IllegalStateException(opened.model().messages().text());
                }
                return WindowSeries.of(opened.model(), opened.controller(), opened.scene(), size);
            });
            new PictureSeries(window, request.steps(), request.views()).run(sink, progress, () -> false);
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
}
