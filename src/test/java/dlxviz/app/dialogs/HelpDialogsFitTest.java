package dlxviz.app.dialogs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.Theme;
import dlxviz.app.window.KeyMap;
import java.util.List;
import java.util.function.Function;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * On a projector (text at 1.5) every Help page fits the screen, its Close button on it: the
 * shortcuts were 1,775 x 1,227 px and opened at (-247, -253), the marks 1,838 px wide, and
 * Algorithm X 772 px tall; nothing scrolled.
 */
@ExtendWith(ApplicationExtension.class)
class HelpDialogsFitTest {
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new Scene(new StackPane(), 1280, 720));
        stage.setX(0);
        stage.setY(0);
        stage.show();
    }

    @Test
    void everyHelpPageFitsAProjectorsScreen() throws Exception {
        List<Function<Window, Dialog<ButtonType>>> pages = List.of(
                w -> HelpDialogs.shortcuts(w, KeyMap.SHORTCUTS, Theme.LIGHT, 1.5),
                w -> HelpDialogs.legend(w, Theme.DARK, 1.5),
                w -> HelpDialogs.algorithmX(w, Theme.LIGHT, 1.5));
        Rectangle2D screen = Fx.call(() -> Screen.getPrimary().getVisualBounds());
        for (Function<Window, Dialog<ButtonType>> page : pages) {
            Dialog<ButtonType> dialog = Fx.call(() -> {
                Dialog<ButtonType> d = page.apply(owner);
                d.show();
                return d;
            });
            Fx.nextFrame(Fx.call(dialog.getDialogPane()::getScene)); // placed and laid out
            double x = Fx.call(dialog::getX);
            double y = Fx.call(dialog::getY);
            double w = Fx.call(dialog::getWidth);
            double h = Fx.call(dialog::getHeight);
            String where = String.format("%s at (%.0f, %.0f), %.0f x %.0f, on a screen of %.0f x %.0f", Fx.call(dialog::getTitle),
                    x, y, w, h, screen.getWidth(), screen.getHeight());
            assertTrue(x >= screen.getMinX() && y >= screen.getMinY(), where);
            assertTrue(x + w <= screen.getMaxX() + 0.5 && y + h <= screen.getMaxY() + 0.5, where);
            Fx.call(() -> {
                dialog.close();
                return null;
            });
        }
    }
}
