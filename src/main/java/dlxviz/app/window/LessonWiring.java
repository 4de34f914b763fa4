package dlxviz.app.window;

import dlxviz.app.lesson.LessonBar;
import dlxviz.app.lesson.LessonFiles;
import dlxviz.app.lesson.LessonPlayer;
import dlxviz.app.lesson.LessonWindow;
import dlxviz.app.lesson.Moments;
import dlxviz.app.lesson.PreparedLesson;
import dlxviz.app.lesson.StopsDialog;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.theme.Theme;
import dlxviz.app.window.model.Appearance;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.engine.ItemChoice;
import dlxviz.lesson.Lesson;
import dlxviz.lesson.Look;
import dlxviz.lesson.ShippedLessons;
import dlxviz.playback.StepSize;
import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * The main window's side of lessons: it is the {@link LessonWindow} a {@link LessonPlayer} moves
 * (the problem through the session, the cursor, the look, the tab and the links view's zoom), and
 * it does what the File > Lesson items ask (open, add this moment, edit the stops, save, save a
 * moment, copy it as start-up arguments), reading and writing files off the FX thread.
 */
final class LessonWiring implements LessonWindow {
    private static final long GO_TO_MILLIS = 5_000;

    private final MainViewModel model;
    private final MainController controller;
    private final Supplier<Stage> stage;
    private final LessonPlayer player = new LessonPlayer(this);
    private final LessonBar bar = new LessonBar(player);
    private StopsDialog stopsDialog;
    /** True while predict mode is on because a stop asked a question (it closes at a stop that asks none). */
    private boolean predictOpenedByLesson;

    LessonWiring(MainViewModel model, MainController controller, Supplier<Stage> stage) {
        this.model = model;
        this.controller = controller;
        this.stage = stage;
        model.cursor().revisionProperty().addListener((obs, before, now) -> player.cursorMoved());
        model.session().problemProperty().addListener((obs, before, now) -> player.cursorMoved());
    }

    LessonPlayer player() {
        return player;
    }

    LessonBar bar() {
        return bar;
    }

    // ------------------------------------------------------------------ the window, as a lesson moves it

    @Override
    public LoadedProblem problem() {
        return model.session().problem();
    }

    @Override
    public ItemChoice rule() {
        return model.session().ruleProperty().get();
    }

    @Override
    public boolean open(LoadedProblem problem, ItemChoice rule) {
        if (rule() != rule) {
            model.session().useRule(rule, model.session().seed());
        }
        return model.session().load(problem);
    }

    @Override
    public long position() {
        return model.cursor().positionProperty().get();
    }

    @Override
    public void goTo(long event) {
        model.cursor().goTo(event, GO_TO_MILLIS);
    }

    @Override
    public void step(StepSize size, boolean forward) {
        model.cursor().stepSizeProperty().set(size);
        if (forward) {
            model.cursor().stepForward();
        } else {
            model.cursor().stepBack();
        }
    }

    @Override
    public void show(Look look, String tab, StepSize step) {
        Appearance appearance = model.appearance();
        appearance.presentationProperty().set(look.presentation());
        appearance.legendShownProperty().set(look.legend());
        if (look.theme() != null) {
            appearance.setTheme(Theme.byName(look.theme()));
        }
        if (look.scale() > 0) {
            appearance.setFontScale(look.scale());
        }
        model.cursor().stepSizeProperty().set(step);
        controller.showSideTab(tab);
        // kept through the re-layout a new problem's picture gets a pulse later
        controller.linksView().fitTimes(look.zoom());
    }

    @Override
    public void ask(String question) {
        dlxviz.app.teaching.model.PredictModel predict = model.cursor().predict();
        if (question != null) {
            predictOpenedByLesson |= !predict.isOn();
            predict.lessonAsks(question, position());
            predict.onProperty().set(true);
        } else {
            predict.lessonAsks(null, -1);
            if (predictOpenedByLesson) {
                predict.onProperty().set(false); // predict as it was before the lesson asked
            }
            predictOpenedByLesson = false;
        }
    }

    @Override
    public String tab() {
        SideTabs.Kind kind = controller.sideTabSelected();
        if (kind == null || kind == SideTabs.Kind.BOARD) {
            // a problem whose board is the 0/1 matrix shows the matrix in the board's tab
            return controller.puzzlePanel() instanceof dlxviz.app.boards.MatrixView ? "matrix" : "board";
        }
        return kind.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public Look look() {
        Appearance appearance = model.appearance();
        // the zoom as the window has it, within what a lesson may say, to two decimals (a file a teacher reads)
        double zoom = Math.max(Look.MIN_ZOOM, Math.min(Look.MAX_ZOOM, controller.linksView().zoomOverFit()));
        zoom = Math.abs(zoom - 1) < 0.005 ? 1 : Math.round(zoom * 100) / 100.0;
        return new Look(appearance.presentationProperty().get(), appearance.legendShownProperty().get(),
                appearance.theme().id(), appearance.fontScale(), zoom);
    }

    @Override
    public StepSize stepSize() {
        return model.cursor().stepSizeProperty().get();
    }

    @Override
    public void say(String message, boolean error) {
        if (error) {
            model.messages().showError(message);
        } else {
            model.messages().showInfo(message);
        }
    }

    // ------------------------------------------------------------------ the menu's items

    /** Opens a lesson file, or a shipped lesson by name, in the background; then plays it from its first stop. */
    void open(String file) {
        model.messages().showInfo("Opening the lesson " + file + "\u2026");
        LessonFiles.open(file, prepared -> {
            model.messages().clear();
            player.open(prepared);
        }, message -> model.messages().showError(message + " The window keeps what it had."));
    }

    void chooseAndOpen() {
        FileChooser chooser = chooser("Open a lesson");
        File file = chooser.showOpenDialog(stage.get());
        if (file != null) {
            open(file.getPath());
        }
    }

    /** The moment the window shows, added as the lesson's next stop with the caption asked for. */
    void addMoment() {
        if (problem() == null) {
            return;
        }
        PreparedLesson playing = player.lessonProperty().get();
        StopsDialog.ask(stage.get(), "A caption for this moment (what you will say here):", "")
                .ifPresent(caption -> player.add(Moments.capture(this, playing, caption), "A lesson"));
    }

    void editStops() {
        if (!player.isPlaying()) {
            model.messages().showInfo("No lesson is open: File > Lesson > Add this moment starts one.");
            return;
        }
        if (stopsDialog == null) {
            stopsDialog = new StopsDialog(stage.get(), player, this::saveLesson);
        }
        stopsDialog.open(model.appearance().theme(), model.appearance().fontScale());
    }

    void saveLesson() {
        PreparedLesson lesson = player.lessonProperty().get();
        if (lesson == null) {
            model.messages().showInfo("No lesson is open: File > Lesson > Add this moment starts one.");
            return;
        }
        save(lesson.lesson(), "lesson");
    }

    /** The window's moment as a one-stop lesson. */
    void saveMoment() {
        if (problem() != null) {
            PreparedLesson.ReadyStop moment = Moments.capture(this, player.lessonProperty().get(), caption());
            save(Lesson.moment(problem().title(), moment.stop()), "moment");
        }
    }

    void copyArguments() {
        if (problem() == null) {
            return;
        }
        PreparedLesson.ReadyStop moment = Moments.capture(this, player.lessonProperty().get(), "");
        List<String> args = Moments.arguments(moment);
        if (args == null) {
            model.messages().showInfo("This problem or rule cannot be given as start-up arguments; "
                    + "File > Lesson > Save moment writes a file that opens here instead.");
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(Moments.commandLine(args));
        Clipboard.getSystemClipboard().setContent(content);
        // the start-up arguments have no zoom: say so rather than let the moment open otherwise
        model.messages().showInfo("Copied: " + Moments.commandLine(args) + (moment.stop().look().zoom() == 1 ? ""
                : " (without the zoom, which start-up arguments cannot give: File > Lesson > Save moment keeps it)"));
    }

    /** The caption of the stop shown, when the window is on it; else none. */
    private String caption() {
        return player.onStopProperty().get() && player.stop() != null ? player.stop().caption() : "";
    }

    private void save(Lesson lesson, String name) {
        FileChooser chooser = chooser("Save the " + name);
        chooser.setInitialFileName(name + ShippedLessons.EXTENSION);
        File file = chooser.showSaveDialog(stage.get());
        if (file != null) {
            LessonFiles.save(lesson, file.toPath(), model.messages()::showInfo, model.messages()::showError);
        }
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().setAll(
                new FileChooser.ExtensionFilter("Lessons", "*" + ShippedLessons.EXTENSION, "*.yaml", "*.yml"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        return chooser;
    }
}
