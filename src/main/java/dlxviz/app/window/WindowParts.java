package dlxviz.app.window;

import dlxviz.app.window.model.MainViewModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.stage.Stage;

/**
 * The main window's layouts (fxml/): the first frame's, then the three parts that come once it
 * is out (issue 15). The top bar has a controller of its own ({@link TopBarController}); the
 * others are loaded with the one {@link MainController}, which gets the fields and handlers each
 * file names. Neither has an {@code initialize} method: loading a part does not run it again, and
 * each controller binds its parts itself. Reading a layout touches no scene, so the app's start
 * reads them on a thread of their own ({@link #read}).
 */
final class WindowParts {
    static final String FIRST_FRAME = "/fxml/MainWindow.fxml";
    static final String TOP_BAR = "/fxml/TopBar.fxml";
    static final String SIDE_PANEL = "/fxml/SidePanel.fxml";
    static final String CONTROL_STRIP = "/fxml/ControlStrip.fxml";

    private WindowParts() {
    }

    static Parent load(String layout, Object controller) {
        FXMLLoader loader = new FXMLLoader(WindowParts.class.getResource(layout));
        loader.setController(controller);
        try {
            return loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("the window's layout " + layout + " cannot be loaded", e);
        }
    }

    /** The other parts' layouts, read, with the top bar's controller and the file actions it calls. */
    record Read(WindowFiles files, TopBarController topBar, Parent top, Parent side, Parent controls) {
    }

    /**
     * Reads the other parts' layouts for {@code window}: on any thread before the window's
     * {@code complete} (their nodes are in no scene yet), which fills the window's fields from them.
     */
    static Read read(MainViewModel model, MainController window, Supplier<Stage> stage) {
        WindowFiles files = new WindowFiles(model, stage);
        TopBarController topBar = new TopBarController(model, window, files);
        return new Read(files, topBar, load(TOP_BAR, topBar), load(SIDE_PANEL, window), load(CONTROL_STRIP, window));
    }

    /** What {@code reading} read; null where nothing was asked or it failed (then read again, where it fails as it would have). */
    static Read joined(CompletableFuture<Read> reading) {
        try {
            return reading == null ? null : reading.join();
        } catch (CompletionException | CancellationException e) {
            return null;
        }
    }
}
