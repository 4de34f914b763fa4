package dlxviz.app;

import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.session.StartupChoice;
import dlxviz.app.window.MainController;
import dlxviz.app.window.MainViewModel;
import dlxviz.app.window.PlaySpeed;
import dlxviz.playback.StepSize;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.fxml.FXMLLoader;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The app window: {@code [FILE|PUZZLE] [--example NAME] [--goto E] [--steps N] [--step-size S]
 * [--theme T] [--scale X] [--legend] [--presentation]}. Bad arguments are reported in the window, never as a
 * stack trace.
 */
public final class DlxApp extends Application {
    /** The largest window it opens with; on a smaller screen it fills the screen. */
    private static final double PREFERRED_WIDTH = 1600;
    /** How long {@code --steps N} may hold the FX thread at start-up before handing over. */
    private static final long STARTUP_STEPS_MILLIS = 1000;
    private static final double PREFERRED_HEIGHT = 1000;

    /** An open window: its view model and controller (tests drive these). */
    public record Window(MainViewModel model, MainController controller, Scene scene) {
    }

    @Override
    public void start(Stage stage) {
        List<String> raw = getParameters().getRaw();
        StartupArguments args;
        String argumentError = null;
        try {
            args = StartupArguments.parse(raw);
        } catch (StartupArguments.Invalid e) {
            args = StartupArguments.none();
            argumentError = "Start-up arguments: " + e.getMessage();
        }
        Window window = open(stage, args, AppPreferences.forUser());
        if (argumentError != null) {
            window.model().messages().showError(argumentError);
        }
    }

    /** Builds the window on {@code stage}, shows it, and opens what the arguments (or preferences) say. */
    public static Window open(Stage stage, StartupArguments args, AppPreferences prefs) {
        MainViewModel model = new MainViewModel();
        model.appearance().setTheme(args.theme() != null ? args.theme() : prefs.theme());
        model.appearance().setFontScale(args.scale() > 0 ? args.scale() : prefs.fontScale());
        model.appearance().legendShownProperty().set(args.legend() || prefs.legendShown());
        model.appearance().presentationProperty().set(args.presentation());
        model.appearance().wholeTorusProperty().set(prefs.wholeTorus());
        model.setPreferenceReset(prefs::clear);
        model.cursor().speedProperty().set(PlaySpeed.fromPreference(prefs.speed()));
        model.cursor().stepSizeProperty().set(StepSize.parse(args.stepSize() != null ? args.stepSize() : prefs.stepSize()));
        rememberPreferences(model, prefs);

        FXMLLoader loader = new FXMLLoader(DlxApp.class.getResource("/fxml/MainWindow.fxml"));
        MainController controller = new MainController(model);
        loader.setController(controller);
        Parent root;
        try {
            root = loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("the window's layout /fxml/MainWindow.fxml cannot be loaded", e);
        }
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(root, Math.min(PREFERRED_WIDTH, screen.getWidth()),
                Math.min(PREFERRED_HEIGHT, screen.getHeight()));
        stage.setTitle("DLX Visualizer — Algorithm X with dancing links");
        stage.setScene(scene);
        stage.setMinWidth(800);
        stage.setMinHeight(560);
        controller.attach(stage);
        stage.show();

        model.session().open(StartupChoice.of(args, prefs.lastFile(), DlxApp::isExistingFile));
        if (args.goTo() >= 0 && model.cursor().playback() != null) {
            model.cursor().goTo(args.goTo(), STARTUP_STEPS_MILLIS);
        }
        if (args.steps() > 0 && model.cursor().playback() != null) {
            model.cursor().stepForward(args.steps(), STARTUP_STEPS_MILLIS);
        }
        return new Window(model, controller, scene);
    }

    private static boolean isExistingFile(String name) {
        try {
            return Files.isRegularFile(Path.of(name));
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    private static void rememberPreferences(MainViewModel model, AppPreferences prefs) {
        model.appearance().themeProperty().addListener((obs, before, now) -> {
            prefs.setTheme(now);
            prefs.flush();
        });
        model.appearance().fontScaleProperty().addListener((obs, before, now) -> {
            prefs.setFontScale(now.doubleValue());
            prefs.flush();
        });
        model.cursor().speedProperty().addListener((obs, before, now) -> {
            prefs.setSpeed(now.id());
            prefs.flush();
        });
        model.cursor().stepSizeProperty().addListener((obs, before, now) -> {
            prefs.setStepSize(now.label());
            prefs.flush();
        });
        model.appearance().legendShownProperty().addListener((obs, before, now) -> {
            prefs.setLegendShown(now);
            prefs.flush();
        });
        model.appearance().wholeTorusProperty().addListener((obs, before, now) -> {
            prefs.setWholeTorus(now);
            prefs.flush();
        });
        model.session().lastFileProperty().addListener((obs, before, now) -> {
            prefs.setLastFile(now);
            prefs.flush();
        });
    }

    public static void main(String[] args) {
        launch(args);
    }
}
