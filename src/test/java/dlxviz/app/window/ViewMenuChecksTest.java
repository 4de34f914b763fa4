package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import dlxviz.app.window.model.Appearance;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The View menu's check items, clicked as a menu clicks them: the check mark turns, then the item
 * fires. The legend's and the presentation layout's items also toggled their setting in their
 * action, so a click turned it twice, and nothing changed.
 */
@ExtendWith(ApplicationExtension.class)
class ViewMenuChecksTest {
    private DlxApp.Window window;

    @Start
    void start(Stage stage) {
        window = DlxApp.openInStages(stage, StartupArguments.none(), new AppPreferences(new InMemoryPreferences()), 1280, 720);
    }

    @BeforeEach
    void whole() {
        Fx.whole(window); // as users get it: the first frame, then the rest
    }

    @Test
    void aClickOnACheckItemTurnsItsSettingOnceEachTime() throws Exception {
        Appearance appearance = window.model().appearance();
        clickTwice("legendItem", appearance.legendShownProperty());
        clickTwice("presentationItem", appearance.presentationProperty());
        clickTwice("wholeTorusItem", appearance.wholeTorusProperty());
        clickTwice("predictItem", window.model().cursor().predict().onProperty());
    }

    private void clickTwice(String id, BooleanProperty setting) throws Exception {
        for (int click = 1; click <= 2; click++) {
            boolean before = Fx.call(setting::get);
            Fx.call(() -> {
                CheckMenuItem item = item(id);
                item.setSelected(!item.isSelected()); // what the menu does on a click, before it fires the item
                item.fire();
                return null;
            });
            assertEquals(!before, Fx.call(setting::get), id + ", click " + click);
            assertEquals(!before, Fx.call(() -> item(id).isSelected()), id + "'s check mark, click " + click);
        }
    }

    private CheckMenuItem item(String id) {
        MenuBar bar = (MenuBar) window.scene().lookup("#menuBar");
        for (Menu menu : bar.getMenus()) {
            for (MenuItem item : menu.getItems()) {
                if (id.equals(item.getId())) {
                    return (CheckMenuItem) item;
                }
            }
        }
        return fail("no check item " + id + " in the menu bar");
    }
}
