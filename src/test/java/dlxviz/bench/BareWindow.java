package dlxviz.bench;

import dlxviz.app.startup.StartupClock;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The anchor of issue 15's window target: a bare JavaFX window holding one label, at the app
 * window's size, timed to its first frame by the same {@link StartupClock} as the app, started the
 * same way ({@code src/scripts/window-startup.sh}). Kept in the tests, out of the app's jar; in a
 * package of its own, since the packaged app's classes are a named module (mvn -Pdist package) and
 * a package cannot be split between it and the class path. A main class of its own, not an
 * Application, as the app's Launcher is: JavaFX comes on the class path from the fat jar.
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
