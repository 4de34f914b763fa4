package dlxviz.app.window;

import dlxviz.app.DlxApp;
import dlxviz.app.window.model.WindowModelAccess;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * Not a test: pictures of the window's states that issue 24 touched (the legend over the links,
 * predict with a hint, run to end and Home, each side tab) at the three presets, light and dark,
 * for looking at. Run on demand: {@code mvn -o test -Dtest=RoomShotsCheck -Dshots=/tmp/shots
 * -Dheadless.geometry=1920x1080-32} (optionally {@code -Donly=NAME-PART -Dpresets=1280,1024}).
 */
@ExtendWith(ApplicationExtension.class)
class RoomShotsCheck {
    private static final String[][] PRESETS = {{"1280", "720", "1.5"}, {"1024", "768", "1.25"}, {"1600", "1000", "1"}, {"1920", "1080", "2"}};

    @Test
    void picturesOfTheStates() throws Exception {
        File out = new File(System.getProperty("shots", "/tmp/room-shots"));
        List<WindowShots.Shot> shots = new ArrayList<>();
        shots.add(new WindowShots.Shot("knuth-legend-algorithm", new String[] {"--example", "knuth", "--goto", "30", "--step-size", "cover",
                "--tab", "algorithm", "--legend"}, List.of()));
        shots.add(new WindowShots.Shot("knuth-tree", new String[] {"--example", "knuth", "--goto", "30", "--step-size", "cover",
                "--tab", "tree"}, List.of()));
        shots.add(new WindowShots.Shot("queens6-legend", new String[] {"--example", "queens6", "--step-size", "choice", "--steps", "3",
                "--legend"}, List.of()));
        shots.add(new WindowShots.Shot("matrix4x4-legend", new String[] {"--example", "matrix4x4", "--legend", "--steps", "3"}, List.of()));
        shots.add(new WindowShots.Shot("escargot-predict-hint", new String[] {"ai-escargot", "--legend"}, List.of(
                w -> key(w, KeyCode.Q),
                w -> w.model().cursor().predict().answer("this is not the name of any item in the puzzle at all"))));
        shots.add(new WindowShots.Shot("escargot-predict-tree", new String[] {"ai-escargot", "--step-size", "choice", "--steps", "6"}, List.of(
                w -> key(w, KeyCode.Q), w -> key(w, KeyCode.T))));
        shots.add(new WindowShots.Shot("escargot-end", new String[] {"ai-escargot", "--tab", "tree"}, List.of(w -> key(w, KeyCode.END))));
        shots.add(new WindowShots.Shot("escargot-home", new String[] {"ai-escargot", "--tab", "tree"}, List.of(w -> key(w, KeyCode.END), w -> key(w, KeyCode.HOME))));
        shots.add(new WindowShots.Shot("escargot-algorithm", new String[] {"ai-escargot", "--tab", "algorithm", "--step-size", "choice", "--steps", "20"}, List.of()));
        shots.add(new WindowShots.Shot("escargot-tree", new String[] {"ai-escargot", "--tab", "tree", "--step-size", "choice", "--steps", "20"}, List.of()));
        shots.add(new WindowShots.Shot("escargot-matrix", new String[] {"ai-escargot", "--tab", "matrix", "--step-size", "choice", "--steps", "20"}, List.of()));
        shots.add(new WindowShots.Shot("queens6", new String[] {"--example", "queens6", "--step-size", "choice", "--steps", "3"}, List.of()));
        shots.add(new WindowShots.Shot("langford4", new String[] {"--example", "langford4", "--step-size", "choice", "--steps", "3"}, List.of()));
        shots.add(new WindowShots.Shot("escargot-busy", new String[] {"ai-escargot"}, List.of(w -> {
            WindowModelAccess.busy(w.model().busy(), "Running to the end…", "12,345 events recorded", -1);
        })));
        shots.add(new WindowShots.Shot("escargot-hint", new String[] {"ai-escargot"}, List.of(w -> PresentationHint.offer(w.model(), w.controller(),
                new dlxviz.app.session.AppPreferences(new dlxviz.app.session.InMemoryPreferences()), w.scene().getWidth()))));
        shots.add(new WindowShots.Shot("escargot-presentation", new String[] {"ai-escargot", "--presentation", "--step-size", "choice", "--steps", "20"}, List.of()));
        WindowShots.take(shots, PRESETS, out);
    }

    private static void key(DlxApp.Window window, KeyCode code) {
        javafx.event.Event.fireEvent(window.scene(), new javafx.scene.input.KeyEvent(
                javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false));
    }
}
