package dlxviz.app;

import dlxviz.app.canvas.RasterWarmUp;
import dlxviz.app.fx.Frames;
import dlxviz.app.startup.ClassPreloader;
import dlxviz.app.startup.HeldKeys;
import dlxviz.app.startup.StartupClock;
import dlxviz.app.lesson.LessonArgument;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.session.Sentences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.session.StartupChoice;
import dlxviz.app.session.StartupProblem;
import dlxviz.app.session.WindowLook;
import dlxviz.app.theme.Themes;
import dlxviz.app.window.MainController;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.app.window.model.Messages;
import dlxviz.app.window.model.PlaySpeed;
import dlxviz.app.window.WindowSeries;
import dlxviz.catalogue.ExampleNames;
import dlxviz.catalogue.StepSizeNames;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The app window: {@code [FILE|PUZZLE] [--example NAME] [--goto E] [--steps N] [--step-size S]
 * [--theme T] [--scale X] [--legend|--no-legend] [--presentation] [--tab T] [--workbench[=PAGE]]}. Bad arguments are reported in the window, never as a
 * stack trace.
 */
public final class DlxApp extends Application {
    /** The largest window it opens with; on a smaller screen it fills the screen. */
    private static final double PREFERRED_WIDTH = 1600;
    /** How long {@code --steps N} may hold the FX thread at start-up before handing over. */
    private static final long STARTUP_STEPS_MILLIS = 1000;
    private static final double PREFERRED_HEIGHT = 1000;
    /** Far longer than two frames take even on a loaded machine: a wait this long means the FX thread is stuck. */
    private static final long WHOLE_SECONDS = 120;
    /** The start's toolkit-free part, begun in {@link #main}; taken (and let go) by {@link #start}. */
    private static volatile CompletableFuture<Prepared> early;

    /**
     * An open window: its view model and controller (tests drive these), and {@code whole}, done
     * on the FX thread once the window is whole (its parts in after the first frame, and what the
     * arguments ask of it done), cancelled if its stage closed before.
     */
    public record Window(MainViewModel model, MainController controller, Scene scene, CompletableFuture<Void> whole) {
        /**
         * Waits until the window is whole. Never on the FX thread, which makes it whole.
         *
         * @throws IllegalStateException when it did not become whole (closed before, or no frame in time)
         */
        public Window awaitWhole() throws InterruptedException {
            if (Platform.isFxApplicationThread()) {
                throw new IllegalStateException("awaitWhole on the FX thread would wait for itself");
            }
            try {
                whole.get(WHOLE_SECONDS, TimeUnit.SECONDS);
                return this;
            } catch (ExecutionException | CancellationException | TimeoutException e) {
                throw new IllegalStateException("the window did not become whole", e);
            }
        }
    }

    @Override
    public void start(Stage stage) {
        StartupClock.mark("toolkit started");
        RasterWarmUp.start(); // the render thread idles until the first frame: its rasteriser compiled meanwhile
        Prepared prepared = takePrepared(getParameters().getRaw());
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        startFrom(stage, prepared, width(screen), height(screen));
    }

    /**
     * What the start prepared while the toolkit started ({@link #main}), or the same made now
     * when the app was launched another way or that did not work out.
     */
    private static Prepared takePrepared(List<String> raw) {
        CompletableFuture<Prepared> made = early;
        early = null;
        if (made != null) {
            try {
                return made.join();
            } catch (java.util.concurrent.CompletionException e) {
                // made again below, on the FX thread, where what failed fails as it would have
            }
        }
        return Prepared.of(raw, preferences());
    }

    private static AppPreferences preferences() {
        return StartupClock.measuring() ? AppPreferences.forStartupMeasurement() : AppPreferences.forUser();
    }

    /**
     * The part of the app's start that needs no toolkit: the command line read (a lesson taken
     * out first, a bad argument named, the good ones kept), the preferences, the window's view
     * model and the problem it opens first (being read). Made on a thread of its own while the
     * toolkit starts (issue 27: 20-30 ms of the FX thread's way to the first frame).
     */
    private record Prepared(LessonArgument lesson, StartupArguments.Reading reading, AppPreferences prefs, MainViewModel model,
                            CompletableFuture<StartupProblem> problem) {
        static Prepared of(List<String> raw, AppPreferences prefs) {
            // --lesson FILE, or a lesson (a moment) as the file to open, is taken out first
            LessonArgument lesson = new LessonArgument(null, raw.stream().filter(a -> !a.startsWith(LessonArgument.OPTION)).toList());
            List<String> lessonProblems = List.of();
            try {
                lesson = LessonArgument.split(raw);
            } catch (IllegalArgumentException e) {
                lessonProblems = List.of(e.getMessage());
            }
            // A bad argument is left out and named; the good ones still count (issue 26.7).
            StartupArguments.Reading read = StartupArguments.read(lesson.rest());
            List<String> problems = new java.util.ArrayList<>(lessonProblems);
            problems.addAll(read.problems());
            StartupArguments.Reading reading = new StartupArguments.Reading(read.arguments(), problems);
            // the problem read beside: a large last file must not hold up the toolkit's thread,
            // which waits for what is prepared here
            CompletableFuture<StartupProblem> problem = readFirstProblem(reading.arguments(), prefs);
            return new Prepared(lesson, reading, prefs, newModel(reading.arguments().look(), prefs), problem);
        }
    }

    /**
     * The app's start from its command-line arguments, as the launcher gives them, at a size: the
     * one way the window is made from what was typed (tests start it here too), bad arguments
     * named in the window, a lesson opened once the window is whole.
     */
    public static Window startFrom(Stage stage, List<String> raw, AppPreferences prefs, double width, double height) {
        return startFrom(stage, Prepared.of(raw, prefs), width, height);
    }

    private static Window startFrom(Stage stage, Prepared prepared, double width, double height) {
        StartupArguments.Reading reading = prepared.reading();
        AppPreferences prefs = prepared.prefs();
        Window window = openInStages(stage, reading.arguments(), prefs, prepared.model(), width, height, prepared.problem());
        if (!reading.problems().isEmpty()) { // said first, then what the window made of the rest
            Messages messages = window.model().messages();
            String opened = messages.text();
            messages.showError(Sentences.join("Start-up arguments: " + reading.message(), opened));
        }
        LessonArgument lesson = prepared.lesson();
        if (lesson.lesson() != null) {
            String file = lesson.lesson();
            // after the first frame's own work (the window made whole), in the pulse after it
            Frames.afterNextFrame(window.scene(), () -> javafx.application.Platform.runLater(() -> {
                window.controller().complete();
                window.controller().openLesson(file);
            }));
        }
        dlxviz.app.window.PresentationHint.offer(window.model(), window.controller(), prefs, window.scene().getWidth());
        return window;
    }

    /**
     * The window at once (issue 15), as the app starts: its first frame shows the links view with
     * the problem and the narration, and a stand-in of the same size for each other part; once
     * that frame is out, the parts take their places ({@link MainController#complete}), what the
     * arguments ask of the whole window is done, and {@link Window#whole} is done. The one way a
     * window on a stage is made: the app's start, the slides command and the tests all come here
     * (tests wait for {@link Window#awaitWhole}). Made at {@code width} x {@code height} rather
     * than resized to it, because a window lays out by its first size (the split between the
     * views keeps its place when the window is resized), and pictures of a lesson must not depend
     * on the screen.
     */
    public static Window openInStages(Stage stage, StartupArguments args, AppPreferences prefs, double width, double height) {
        return openInStages(stage, args, prefs, newModel(args.look(), prefs), width, height, readFirstProblem(args, prefs));
    }

    /** What the window opens first, read on a thread of its own: no file is read on the FX thread. */
    private static CompletableFuture<StartupProblem> readFirstProblem(StartupArguments args, AppPreferences prefs) {
        return CompletableFuture.supplyAsync(() -> StartupProblem.of(args, prefs.lastFile()), DlxApp::onThreadOfItsOwn);
    }

    /** @param problem what the window opens first, read on another thread */
    private static Window openInStages(Stage stage, StartupArguments args, AppPreferences prefs, MainViewModel model,
                                       double width, double height, CompletableFuture<StartupProblem> problem) {
        MainController controller = new MainController(model);
        Parent standIn = standIn(model);
        // the first frame's layout read on a thread of its own (its nodes in no scene yet), while
        // this thread reads modena and the window's stylesheets (issue 27)
        CompletableFuture<Parent> layout = CompletableFuture.supplyAsync(controller::loadFirstFrame, DlxApp::onThreadOfItsOwn);
        // and then the other parts', while this thread shows the first frame
        controller.readPartsAfter(layout, DlxApp::onThreadOfItsOwn);
        if (Application.getUserAgentStylesheet() == null) {
            // read here, as the layout's first control would have had it read on this thread
            Application.setUserAgentStylesheet(Application.STYLESHEET_MODENA);
        }
        Window window = new Window(model, controller, new Scene(standIn, width, height), new CompletableFuture<>());
        HeldKeys early = HeldKeys.hold(window.scene()); // until the key map is in
        show(stage, window, layout, problem);
        StartupClock.markFrame(window.scene(), StartupClock.Frame.FIRST);
        // the parts made while the render thread draws the first frame: they show in the next
        Frames.afterHandOver(window.scene(), () -> {
            if (!stage.isShowing()) {
                window.whole().cancel(false);
                return; // closed at once: no workbench or tab to open for a window that is gone
            }
            try {
                window.controller().complete();
                StartupClock.mark("whole window made");
                afterShown(stage, window, args);
                early.release();
                StartupClock.markFrame(window.scene(), StartupClock.Frame.WHOLE);
                window.whole().complete(null);
            } catch (RuntimeException | Error e) {
                window.whole().completeExceptionally(e); // said to whoever waits, not a wait to the timeout
                throw e;
            }
        });
        return window;
    }

    /** The same at the size the app opens with on this screen: the largest it takes, or the whole screen when smaller. */
    public static Window openInStages(Stage stage, StartupArguments args, AppPreferences prefs) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        return openInStages(stage, args, prefs, width(screen), height(screen));
    }

    private static double width(Rectangle2D screen) {
        return Math.min(PREFERRED_WIDTH, screen.getWidth());
    }

    private static double height(Rectangle2D screen) {
        return Math.min(PREFERRED_HEIGHT, screen.getHeight());
    }

    /**
     * Puts the window on {@code stage} with its layout, once read, and the problem the arguments
     * (or preferences) say, and shows it.
     */
    private static void show(Stage stage, Window window, CompletableFuture<Parent> layout, CompletableFuture<StartupProblem> problem) {
        MainViewModel model = window.model();
        model.setPictureWindows(DlxApp::pictureWindow);
        stage.setTitle("DLX Visualizer — Algorithm X with dancing links");
        stage.setScene(window.scene());
        stage.setMinWidth(800);
        stage.setMinHeight(560);
        // the stylesheets read (into the style manager's cache) while the layout is read
        window.scene().getRoot().applyCss();
        window.scene().setRoot(joined(layout));
        StartupClock.mark("layout loaded (FXML)");
        // opened before the window shows, so that its first CSS and layout pass takes in the
        // problem's views too, rather than a second pass in the first frame (issue 15)
        StartupProblem read = joined(problem);
        model.session().open(read);
        StartupChoice choice = read.choice();
        if (choice.kind() == StartupChoice.Kind.STREAM) { // a pipe or device: read in the background, Knuth's example meanwhile
            model.openFile(java.nio.file.Path.of(choice.value()));
        }
        StartupClock.mark("problem opened");
        stage.show();
        StartupClock.mark("shown");
    }

    /**
     * What the window's scene holds until its layout is read: the window's stylesheets and look,
     * read into JavaFX's style cache as its CSS is applied, while the layout is read.
     */
    private static Parent standIn(MainViewModel model) {
        StackPane standIn = new StackPane();
        Themes.apply(standIn, model.appearance().theme());
        Themes.applyScale(standIn, model.appearance().fontScale());
        return standIn;
    }

    /** What was made on another thread; what went wrong there thrown here, as it was. */
    private static <T> T joined(CompletableFuture<T> made) {
        try {
            return made.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw e;
        }
    }

    /** What the arguments ask of a whole window: the keyboard, a step, a tab, the workbench. */
    private static void afterShown(Stage stage, Window window, StartupArguments args) {
        MainViewModel model = window.model();
        MainController controller = window.controller();
        controller.attach(stage);
        if (args.goTo() >= 0 && model.cursor().playback() != null) {
            model.cursor().goTo(args.goTo(), STARTUP_STEPS_MILLIS);
        }
        if (args.steps() > 0 && model.cursor().playback() != null) {
            model.cursor().stepForward(args.steps(), STARTUP_STEPS_MILLIS);
        }
        if (args.tab() != null) {
            controller.showSideTab(args.tab());
        }
        if (args.workbench() != null) { // the puzzle given goes on its grid too, a clash and all
            controller.openWorkbench(args.workbench(), args.source() != null ? args.source() : sudokuExample(args.example()));
        }
    }

    /** The window's view model as the look asked for and the preferences say, its changes remembered there. */
    private static MainViewModel newModel(WindowLook look, AppPreferences prefs) {
        MainViewModel model = new MainViewModel();
        model.appearance().setTheme(look.theme() != null ? look.theme() : prefs.theme());
        model.appearance().setFontScale(look.scale() > 0 ? look.scale() : prefs.fontScale());
        model.appearance().legendShownProperty().set(look.legend() != null ? look.legend() : prefs.legendShown());
        model.appearance().presentationProperty().set(look.presentation());
        model.appearance().wholeTorusProperty().set(prefs.wholeTorus());
        model.setPreferenceReset(prefs::clear);
        model.cursor().speedProperty().set(PlaySpeed.fromPreference(prefs.speed()));
        model.cursor().stepSizeProperty().set(look.stepSize() != null ? look.stepSize() : StepSizeNames.parse(prefs.stepSize()));
        rememberPreferences(model, prefs);
        StartupClock.mark("view model made");
        return model;
    }

    /**
     * The window's controller and scene for {@code model} at a size, not yet on a stage, with
     * nothing loaded: the layout of its first frame, whole after {@link MainController#complete}.
     */
    private static Window build(MainViewModel model, double width, double height) {
        MainController controller = new MainController(model);
        Parent root = controller.loadFirstFrame();
        StartupClock.mark("layout loaded (FXML)");
        return new Window(model, controller, new Scene(root, width, height), new CompletableFuture<>());
    }

    /**
     * A copy of the window for pictures (File > Export picture > A series): the same layout at
     * the size asked for, in a scene of its own that is never shown, so the window on screen
     * neither moves nor appears in the pictures. Preferences in memory: nothing is remembered.
     */
    private static WindowSeries pictureWindow(LoadedProblem loaded, ItemChoice rule, long seed, WindowLook look,
                                              StepSize size, double width, double height) {
        Window window = build(newModel(look, AppPreferences.inMemory()), width, height);
        window.controller().complete();
        window.model().session().useRule(rule, seed);
        // A scene in no window gets no pulse, so no CSS pass makes the controls' skins, and the
        // views inside a split pane join the scene only with its skin: do that pass now, so the
        // views follow the problem from its first step as on screen.
        window.scene().getRoot().applyCss();
        window.scene().getRoot().layout();
        if (!window.model().session().load(loaded)) {
            throw new IllegalArgumentException(window.model().messages().text());
        }
        return WindowSeries.of(window.model(), window.controller(), window.scene(), size);
    }

    /** {@code name} when it is a sudoku of the library; null for another example (knuth, queens8), which no grid holds. */
    private static String sudokuExample(String name) {
        return ExampleNames.sudoku(name).isPresent() ? name : null;
    }

    private static void rememberPreferences(MainViewModel model, AppPreferences prefs) {
        model.appearance().themeProperty().addListener((obs, before, now) -> {
            prefs.setTheme(now);
            prefs.flushSoon();
        });
        model.appearance().fontScaleProperty().addListener((obs, before, now) -> {
            prefs.setFontScale(now.doubleValue());
            prefs.flushSoon();
        });
        model.cursor().speedProperty().addListener((obs, before, now) -> {
            prefs.setSpeed(now.id());
            prefs.flushSoon();
        });
        model.cursor().stepSizeProperty().addListener((obs, before, now) -> {
            prefs.setStepSize(now.label());
            prefs.flushSoon();
        });
        model.appearance().legendShownProperty().addListener((obs, before, now) -> {
            prefs.setLegendShown(now);
            prefs.flushSoon();
        });
        model.appearance().wholeTorusProperty().addListener((obs, before, now) -> {
            prefs.setWholeTorus(now);
            prefs.flushSoon();
        });
        model.session().lastFileProperty().addListener((obs, before, now) -> {
            prefs.setLastFile(now);
            prefs.flushSoon();
        });
    }

    public static void main(String[] args) {
        StartupClock.mark("main");
        // the window's classes, loaded while the toolkit starts, and the Examples menu's puzzle
        // library read (issue 15)
        ClassPreloader.start(ProblemSources::menu);
        List<String> raw = List.of(args);
        early = CompletableFuture.supplyAsync(() -> Prepared.of(raw, preferences()), DlxApp::onThreadOfItsOwn);
        launch(args);
    }

    private static void onThreadOfItsOwn(Runnable work) {
        Thread thread = new Thread(work, "start-up");
        thread.setDaemon(true);
        thread.start();
    }
}
