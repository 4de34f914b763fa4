package dlxviz.app.window;

import java.io.IOException;
import java.io.UncheckedIOException;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/**
 * The main window's layouts (fxml/): the first frame's, then the three parts that come once it
 * is out (issue 15). The top bar has a controller of its own ({@link TopBarController}); the
 * others are loaded with the one {@link MainController}, which gets the fields and handlers each
 * file names. Neither has an {@code initialize} method: loading a part does not run it again, and
 * each controller binds its parts itself.
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
}
