package dlxviz.app.window;

import dlxviz.app.DlxApp;
import dlxviz.app.testkit.Fx;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Pictures of window states for looking at, shared by the on-demand shot checks: each shot opened
 * at each preset (width, height, text scale) in light and dark, its actions done one by one with
 * the window settled after each, the scene saved as {@code NAME-WxH-THEME.png}. {@code -Donly=PART}
 * keeps the shots whose name holds PART, {@code -Dpresets=1280,1024} the presets of those widths.
 */
final class WindowShots {
    record Shot(String name, String[] args, List<Consumer<DlxApp.Window>> actions) {
    }

    private WindowShots() {
    }

    static void take(List<Shot> shots, String[][] presets, File out) throws Exception {
        String only = System.getProperty("only", "");
        String widths = System.getProperty("presets", "");
        for (Shot shot : shots) {
            if (!only.isEmpty() && !shot.name().contains(only)) {
                continue;
            }
            for (String[] preset : presets) {
                if (!widths.isEmpty() && !widths.contains(preset[0])) {
                    continue;
                }
                for (String theme : new String[] {"light", "dark"}) {
                    take(shot, preset, theme, out);
                }
            }
        }
    }

    private static void take(Shot shot, String[] preset, String theme, File out) throws Exception {
        List<String> args = new ArrayList<>(List.of(shot.args()));
        args.addAll(List.of("--scale", preset[2], "--theme", theme));
        DlxApp.Window window = RoomLayoutTest.open(Double.parseDouble(preset[0]), Double.parseDouble(preset[1]),
                args.toArray(new String[0]));
        for (Consumer<DlxApp.Window> action : shot.actions()) {
            Fx.call(() -> {
                action.accept(window);
                return null;
            });
            settle(window, 600);
        }
        settle(window, 800);
        File file = new File(out, shot.name() + "-" + preset[0] + "x" + preset[1] + "-" + theme + ".png");
        Fx.call(() -> {
            Fx.savePng(window.scene().snapshot(null), file);
            RoomLayoutTest.close(window);
            return null;
        });
    }

    /** Animations given time to end, and a run or a read in the background to finish. */
    private static void settle(DlxApp.Window window, long millis) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(millis);
        for (int i = 0; i < 200 && Fx.call(() -> window.model().busy().isBusy()); i++) {
            Thread.sleep(100);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
