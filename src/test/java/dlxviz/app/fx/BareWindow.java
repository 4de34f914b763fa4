package dlxviz.app.fx;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The anchor of issue 15's window target: a bare JavaFX window holding one label, at the app
 * window's size, timed to its first frame by the same {@link StartupClock} as the app. It ships
 * in the jar (one small class) so that both start from the same jar the same way, with or
 * without a class-data archive ({@code src/scripts/window-startup.sh}); a class directory on the
 * class path would rule the archive out. A main class of its own, not an Application, as the
 * app's Launcher is: JavaFX comes on the class path from the fat jar.
 */
public final class BareWindow {
    private BareWindow() {
    }

    public static void main(String[] args) {
        StartupClock.mark("main");
        Application.launch(Window.class, args);
    }

    /** The window. */
    public static final class Window extends Application {
        @Override
        public void start(Stage stage) {
            StartupClock.mark("toolkit started");
            Scene scene = new Scene(new StackPane(new Label("DLX Visualizer")), 1600, 1000);
            stage.setTitle("bare");
            stage.setScene(scene);
            stage.show();
            StartupClock.mark("shown");
            StartupClock.exitAfterFirstFrame(scene);
        }
    }
}
