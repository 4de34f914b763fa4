package dlxviz.app.window;

import dlxviz.app.DlxApp;
import dlxviz.app.testkit.Fx;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Not a test: pictures of the window's states that issue 24 touched (the legend over the links,
 * predict with a hint, run to end and Home, each side tab) at the three presets, light and dark,
 * for looking at. Run on demand: {@code mvn -o test -Dtest=RoomShotsCheck -Dshots=/tmp/shots
 * -Dheadless.geometry=1920x1080-32} (optionally {@code -Donly=NAME-PART -Dpresets=1280,1024}).
 */
@ExtendWith(ApplicationExtension.class)
class RoomShotsCheck {
    private static final String[][] PRESETS = {{"1280", "720", "1.5"}, {"1024", "768", "1.25"}, {"1600", "1000", "1"}, {"1920", "1080", "2"}};

    private record Shot(String name, String[] args, List<Consumer<DlxApp.Window>> actions) {
    }

    @Test
    void picturesOfTheStates() throws Exception {
        String presets = System.getProperty("presets", "");
        File out = new File(System.getProperty("shots", "/tmp/room-shots"));
        List<Shot> shots = new ArrayList<>();
        shots.add(new Shot("knuth-legend-algorithm", new String[] {"--example", "knuth", "--goto", "30", "--step-size", "cover",
                "--tab", "algorithm", "--legend"}, List.of()));
        shots.add(new Shot("knuth-tree", new String[] {"--example", "knuth", "--goto", "30", "--step-size", "cover",
                "--tab", "tree"}, List.of()));
        shots.add(new Shot("queens6-legend", new String[] {"--example", "queens6", "--step-size", "choice", "--steps", "3",
                "--legend"}, List.of()));
        shots.add(new Shot("matrix4x4-legend", new String[] {"--example", "matrix4x4", "--legend", "--steps", "3"}, List.of()));
        shots.add(new Shot("escargot-predict-hint", new String[] {"ai-escargot", "--legend"}, List.of(
                w -> key(w, KeyCode.Q),
                w -> w.model().cursor().predict().answer("this is not the name of any item in the puzzle at all"))));
        shots.add(new Shot("escargot-predict-tree", new String[] {"ai-escargot", "--step-size", "choice", "--steps", "6"}, List.of(
                w -> key(w, KeyCode.Q), w -> key(w, KeyCode.T))));
        shots.add(new Shot("escargot-end", new String[] {"ai-escargot", "--tab", "tree"}, List.of(w -> key(w, KeyCode.END))));
        shots.add(new Shot("escargot-home", new String[] {"ai-escargot", "--tab", "tree"}, List.of(w -> key(w, KeyCode.END), w -> key(w, KeyCode.HOME))));
        shots.add(new Shot("escargot-algorithm", new String[] {"ai-escargot", "--tab", "algorithm", "--step-size", "choice", "--steps", "20"}, List.of()));
        shots.add(new Shot("escargot-tree", new String[] {"ai-escargot", "--tab", "tree", "--step-size", "choice", "--steps", "20"}, List.of()));
        shots.add(new Shot("escargot-matrix", new String[] {"ai-escargot", "--tab", "matrix", "--step-size", "choice", "--steps", "20"}, List.of()));
        shots.add(new Shot("queens6", new String[] {"--example", "queens6", "--step-size", "choice", "--steps", "3"}, List.of()));
        shots.add(new Shot("langford4", new String[] {"--example", "langford4", "--step-size", "choice", "--steps", "3"}, List.of()));
        shots.add(new Shot("escargot-busy", new String[] {"ai-escargot"}, List.of(w -> {
            w.model().busy().begin("Running to the end…");
            w.model().busy().progress("Running to the end: 12,345 events recorded", -1);
        })));
        shots.add(new Shot("escargot-hint", new String[] {"ai-escargot"}, List.of(w -> PresentationHint.offer(w.model(), w.controller(),
                new dlxviz.app.session.AppPreferences(new dlxviz.app.session.InMemoryPreferences()), w.scene().getWidth()))));
        shots.add(new Shot("escargot-presentation", new String[] {"ai-escargot", "--presentation", "--step-size", "choice", "--steps", "20"}, List.of()));
        String only = System.getProperty("only", "");
        for (Shot shot : shots) {
            if (!only.isEmpty() && !shot.name().contains(only)) {
                continue;
            }
            for (String[] preset : PRESETS) {
                if (!presets.isEmpty() && !presets.contains(preset[0])) {
                    continue;
                }
                for (String theme : new String[] {"light", "dark"}) {
                    List<String> args = new ArrayList<>(List.of(shot.args()));
                    args.addAll(List.of("--scale", preset[2], "--theme", theme));
                    DlxApp.Window window = RoomLayoutTest.open(Double.parseDouble(preset[0]), Double.parseDouble(preset[1]),
                            args.toArray(new String[0]));
                    for (Consumer<DlxApp.Window> action : shot.actions()) {
                        RoomLayoutTest.fx(() -> {
                            action.accept(window);
                            return null;
                        });
                        WaitForAsyncUtils.waitForFxEvents();
                        Thread.sleep(400);
                        WaitForAsyncUtils.waitForFxEvents();
                        waitWhileBusy(window);
                    }
                    Thread.sleep(300);
                    WaitForAsyncUtils.waitForFxEvents();
                    File file = new File(out, shot.name() + "-" + preset[0] + "x" + preset[1] + "-" + theme + ".png");
                    RoomLayoutTest.fx(() -> {
                        Fx.savePng(window.scene().snapshot(null), file);
                        RoomLayoutTest.close(window);
                        return null;
                    });
                }
            }
        }
    }

    private static void waitWhileBusy(DlxApp.Window window) throws Exception {
        for (int i = 0; i < 200 && RoomLayoutTest.fx(() -> window.model().busy().isBusy()); i++) {
            Thread.sleep(100);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void key(DlxApp.Window window, KeyCode code) {
        javafx.event.Event.fireEvent(window.scene(), new javafx.scene.input.KeyEvent(
                javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false));
    }
}
