package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import org.junit.jupiter.api.Test;
import dlxviz.app.testkit.Fx;

/**
 * The whole legibility check of issue 24 ({@code mvn verify -Pchecks}, in a JVM of its own whose
 * headless screen holds a 1920x1080 window): the six teaching problems at Ready, mid-search, a
 * dead end and the solution, at 1280x720 x1.5, 1024x768 x1.25 and 1920x1080 x2, with the legend
 * and predict each on and off. Fails on a text under the floor, a text its view cuts, or two
 * texts on top of each other, and lists them. Alone: {@code mvn -o test -Dtest=LegibilityCheck
 * -Dheadless.geometry=1920x1080-32}.
 */
class LegibilityCheck {

    @Test
    void everyTextEveryPresetShowsIsReadable() {
        Legibility check = new Legibility();
        Rectangle2D screen = Fx.call(() -> Screen.getPrimary().getBounds());
        for (Legibility.Preset preset : new Legibility.Preset[] {Legibility.PROJECTOR, Legibility.SMALL, Legibility.LARGE}) {
            if (preset.width() > screen.getWidth() || preset.height() > screen.getHeight()) {
                System.out.println("legibility: " + preset + " left out: the headless screen is " + screen.getWidth()
                        + "x" + screen.getHeight() + " (give -Dheadless.geometry=1920x1080-32)");
                continue;
            }
            for (boolean legend : new boolean[] {false, true}) {
                for (boolean predict : new boolean[] {false, true}) {
                    check.window(preset, legend, predict, Legibility.PROBLEMS, Legibility.STATES);
                }
            }
        }
        System.out.print(check.report());
        assertTrue(check.passed(), check.report());
    }
}
