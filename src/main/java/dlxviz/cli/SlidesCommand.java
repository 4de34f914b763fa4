package dlxviz.cli;

import dlxviz.problems.Dlx1OutOfMemoryException;
import dlxviz.slides.AnimatedGif;
import dlxviz.slides.FrameSize;
import dlxviz.slides.LessonSlideRequest;
import dlxviz.slides.SlideFiles;
import dlxviz.slides.SlideRenderer;
import dlxviz.slides.SlideRequest;
import dlxviz.slides.SlidesException;
import dlxviz.slides.StepRange;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code slides}: a lesson as pictures, made without a display. The pictures are the app's own:
 * the renderer in the app layer opens the main window off-screen (JavaFX on Monocle's headless
 * platform) and steps it through the lesson. This command only reads the request and writes
 * the files; it reaches the renderer through {@link SlideRenderer}, by name, so the CLI never
 * links JavaFX.
 */
@Command(name = "slides", mixinStandardHelpOptions = true,
        description = {
            "A lesson as pictures, without a display: one PNG per step and view, named by step so they sort "
                    + "in order (0000-window.png, 0001-window.png, ...), and optionally an animated GIF.",
            "Step 0 is Ready, the start of the search; step N is what the app shows after --steps N at the same "
                    + "step size. The pictures are the app window's own, drawn off-screen."},
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {ExitCode.OK + ":every picture written", ExitCode.INCOMPLETE + ":a failure on the way (a full disk, JavaFX would not start)",
            ExitCode.BAD_INPUT + ":bad input: the problem, a step range past the search's end, a view, a size or a path"})
public final class SlidesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE",
            description = "A puzzle or a DLX1 file (.dlx), as the app opens it.")
    private String file;

    @Option(names = "--example", paramLabel = "NAME",
            description = "A built-in example instead of a file: matrix4x4, knuth, queens6, ai-escargot, ...")
    private String example;

    @Option(names = "--step-size", paramLabel = "SIZE", defaultValue = "cover",
            description = "link, cover, choice, level or solution (default: ${DEFAULT-VALUE}).")
    private String stepSize;

    @Option(names = "--steps", paramLabel = "A..B",
            description = "The steps to picture, from A to B (0 is Ready), or one step N (needed unless --lesson).")
    private String steps;

    @Option(names = "--lesson", paramLabel = "LESSON",
            description = "A lesson file (NAME.lesson.yaml) or a shipped lesson (matrix4x4, knuth-links, sudoku-exact-cover): "
                    + "each stop as the window shows it with its caption line (stop-01.png, ...), an animated GIF "
                    + "(--gif, default OUT/lesson.gif) and OUT/handout.html, one file with every picture and caption.")
    private String lesson;

    @Option(names = "--between", description = "With --lesson: also every step within each stop, as Page Down shows them.")
    private boolean between;

    @Option(names = "--every", paramLabel = "K", defaultValue = "1",
            description = "Picture every K-th step of the range only (default: every step).")
    private int every;

    @Option(names = "--views", paramLabel = "VIEW", split = ",", defaultValue = "window",
            description = "What to picture at each step, comma-separated: window (the whole window with narration "
                    + "and counters), links, board, matrix, pseudocode, tree (the search tree); an unknown name lists them "
                    + "all (default: ${DEFAULT-VALUE}).")
    private List<String> views;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "1280x720",
            description = "The window's size in pixels (default: ${DEFAULT-VALUE}, a projector); the other views are "
                    + "parts of that window.")
    private String size;

    @Option(names = "--theme", paramLabel = "T", description = "light (default), dark or high-contrast.")
    private String theme;

    @Option(names = "--scale", paramLabel = "X", description = "Text scale, 0.5 to 4 (default 1; 1.5 for the back of a room).")
    private String scale;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "The folder for the PNGs; made if missing. Pictures of an earlier series there are "
                    + "overwritten where the names match and never deleted.")
    private String out;

    @Option(names = "--gif", paramLabel = "FILE",
            description = "Also an animated GIF of the pictures, looping; with several views one GIF per view, "
                    + "the view's name before the extension.")
    private String gif;

    @Option(names = "--delay", paramLabel = "MS",
            description = "How long each GIF frame shows, in milliseconds (default " + AnimatedGif.DEFAULT_DELAY
                    + "; GIF counts in hundredths).")
    private Integer delay;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (lesson != null || between) {
            try {
                return LessonSlidesRun.run(lessonRequest(), out, err);
            } catch (BadInputException e) {
                err.println("slides: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
        }
        SlideRequest request;
        try {
            request = request();
        } catch (BadInputException e) {
            err.println("slides: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        try {
            SlideRenderer.Lesson lesson = SlideRenderer.load().prepare(request);
            ProgressBar bar = ProgressBar.onTerminal(err, "slides", request.pictures());
            SlideFiles files = SlideFiles.open(request.out(), request.steps(), request.views(), request.gif(),
                    request.delayMillis());
            try (files) {
                lesson.render(files, (done, total) -> bar.update(done));
            } finally {
                bar.finish();
            }
            report(files, request, out, err);
            return ExitCode.OK;
        } catch (SlidesException e) {
            err.println("slides: " + e.getMessage());
            return e.isBadInput() ? ExitCode.BAD_INPUT : ExitCode.INCOMPLETE;
        } catch (Dlx1OutOfMemoryException e) { // the app's reader of the file: said as exact-cover says it
            err.println("slides: " + OutOfMemory.reading(request.file(), e));
            return ExitCode.BAD_INPUT;
        } catch (IOException e) {
            err.println("slides: cannot finish the GIF: " + e.getMessage());
            return ExitCode.INCOMPLETE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("slides: interrupted");
            return ExitCode.INCOMPLETE;
        }
    }

    /** {@code --lesson}: the lesson is the problem and the steps; the views are the window. */
    private LessonSlideRequest lessonRequest() throws BadInputException {
        if (lesson == null) {
            throw new BadInputException("--between goes with --lesson");
        }
        if (file != null || example != null || steps != null) {
            throw new BadInputException("--lesson names the problems and the steps: give no FILE, --example or --steps with it");
        }
        int delayMillis = delay == null ? AnimatedGif.DEFAULT_DELAY * 2 : delay; // a caption to read, not only a step
        if (delayMillis < AnimatedGif.MIN_DELAY || delayMillis > AnimatedGif.MAX_DELAY) {
            throw new BadInputException("--delay " + delayMillis + " is outside " + AnimatedGif.MIN_DELAY + ".."
                    + AnimatedGif.MAX_DELAY + " ms");
        }
        try {
            Path folder = path(out, "--out");
            Path gifFile = gif == null ? folder.resolve("lesson.gif") : path(gif, "--gif");
            return new LessonSlideRequest(lesson, between, FrameSize.parse(size), theme, scale, folder, gifFile, delayMillis);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /** The request, checked for form; the renderer checks the rest (problem, views, theme, range's end). */
    private SlideRequest request() throws BadInputException {
        if (file != null && example != null) {
            throw new BadInputException("give either FILE or --example, not both");
        }
        if (file == null && example == null) {
            throw new BadInputException("no problem given: name a puzzle or DLX1 FILE, or --example NAME");
        }
        if (steps == null) {
            throw new BadInputException("--steps is missing: give the steps to picture, for example --steps 0..12 "
                    + "(or --lesson FILE for a lesson's stops)");
        }
        if (delay != null && gif == null) {
            throw new BadInputException("--delay goes with --gif");
        }
        int delayMillis = delay == null ? AnimatedGif.DEFAULT_DELAY : delay;
        if (delayMillis < AnimatedGif.MIN_DELAY || delayMillis > AnimatedGif.MAX_DELAY) {
            throw new BadInputException("--delay " + delayMillis + " is outside " + AnimatedGif.MIN_DELAY + ".." + AnimatedGif.MAX_DELAY
                    + " ms (viewers show shorter GIF delays as a tenth of a second)");
        }
        try {
            StepRange range = StepRange.parse(steps, every);
            FrameSize frame = FrameSize.parse(size);
            List<String> names = views.stream().map(String::strip).toList();
            return new SlideRequest(file, example, stepSize, range, names, frame, theme, scale, path(out, "--out"),
                    gif == null ? null : path(gif, "--gif"), delayMillis);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    private static Path path(String name, String option) throws BadInputException {
        if (name.isBlank()) {
            throw new BadInputException(option + " is empty: give a path");
        }
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new BadInputException(option + " '" + name + "' is not a path: " + e.getReason());
        }
    }

    private static void report(SlideFiles files, SlideRequest request, PrintWriter out, PrintWriter err) {
        List<Path> pictures = files.pictures();
        out.printf("%d pictures in %s (%s .. %s), the window at %s%n", pictures.size(), request.out(),
                pictures.get(0).getFileName(), pictures.get(pictures.size() - 1).getFileName(), request.size());
        for (Map.Entry<Path, Integer> gif : files.gifs().entrySet()) {
            out.printf("%s: %d frames, %d ms each, looping%n", gif.getKey(), gif.getValue(), request.delayMillis());
        }
        List<String> old = files.leftovers();
        if (!old.isEmpty()) {
            err.printf("slides: warning: %s also holds %d pictures of an earlier series, left as they were: %s%n",
                    request.out(), old.size(), old.size() <= 3 ? String.join(", ", old)
                            : old.get(0) + ", " + old.get(1) + ", ... " + old.get(old.size() - 1));
        }
        out.flush();
    }
}
