package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.canvas.Palette;
import dlxviz.app.links.model.LinksModel;
import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.Theme;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import org.junit.jupiter.api.Test;

/**
 * Every mark of the lesson stands out from the canvas by at least 3:1, WCAG's figure for
 * graphical objects (1.4.11), in each theme; text by 4.5:1. Read from the stylesheets as the
 * views see them.
 */
class MarkContrastTest {

    /** WCAG 2 relative luminance. */
    static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /** Degrees between two colours' hues round the colour wheel (0 to 180). */
    static double hueApart(Color a, Color b) {
        double apart = Math.abs(a.getHue() - b.getHue());
        return Math.min(apart, 360 - apart);
    }

    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static Palette paletteOf(Theme theme) {
        return Fx.call(() -> {
            LinksView view = new LinksView(new LinksModel());
            StackPane root = new StackPane(view);
            Scene scene = new Scene(root, 200, 200);
            Fx.useAppStylesheet(scene, theme);
            root.applyCss();
            return view.palette();
        });
    }

    @Test
    void everyMarkHasAtLeastThreeToOneAgainstTheCanvasInEveryTheme() {
        List<String> failures = new ArrayList<>();
        for (Theme theme : Theme.values()) {
            Palette p = paletteOf(theme);
            Map<String, Paint> marks = new LinkedHashMap<>();
            marks.put("node outline", p.nodeStroke());
            marks.put("ghost outline", p.ghostStroke());
            marks.put("link", p.link());
            marks.put("ghost's own link", p.ghostLink());
            marks.put("wrap-around link", p.wrapLink());
            marks.put("chosen item", p.chosen());
            marks.put("option tried", p.tried());
            marks.put("solution", p.solution());
            marks.put("changed by the last step", p.justHidden());
            marks.put("dead end", p.deadEnd());
            marks.put("given", p.given());
            marks.put("strike-out (muted text)", p.mutedText());
            for (int level = 0; level < p.levels().length; level++) {
                marks.put("level " + level, p.levels()[level]);
            }
            Color background = (Color) p.background();
            marks.forEach((name, paint) -> {
                double ratio = contrast((Color) paint, background);
                if (ratio < 3.0) {
                    failures.add(String.format("%s: %s %s on %s is %.2f:1", theme.id(), name, paint, background, ratio));
                }
            });
            double text = contrast((Color) p.text(), background);
            if (text < 4.5) {
                failures.add(String.format("%s: text is %.2f:1", theme.id(), text));
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /**
     * Green means a solution and nothing else (README): no level's colour may be taken for it.
     * Level 2 was teal in the light and dark themes and the very same #006600 in high contrast.
     * Hues at least 40 degrees apart, or, for a colour without hue, nothing to mix up.
     */
    @Test
    void noLevelsColourCanBeTakenForTheSolutionsGreen() {
        List<String> failures = new ArrayList<>();
        for (Theme theme : Theme.values()) {
            Palette p = paletteOf(theme);
            Color solution = (Color) p.solution();
            for (int level = 0; level < p.levels().length; level++) {
                Color colour = (Color) p.levels()[level];
                double apart = hueApart(colour, solution);
                if (colour.getSaturation() > 0.2 && apart < 40) {
                    failures.add(String.format("%s: level %d %s is %.0f degrees from the solution's %s", theme.id(),
                            level, colour, apart, solution));
                }
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /**
     * A level's colour has a hue of its own: not black or grey, which the givens are (level 5
     * was black in high contrast, so a digit placed there read as a given), and not the last
     * step's red (level 4 was that very red, #c0392b in the light theme).
     */
    @Test
    void noLevelsColourCanBeTakenForAGivenOrTheLastStep() {
        List<String> failures = new ArrayList<>();
        for (Theme theme : Theme.values()) {
            Palette p = paletteOf(theme);
            Color lastStep = (Color) p.justHidden();
            for (int level = 0; level < p.levels().length; level++) {
                Color colour = (Color) p.levels()[level];
                if (colour.getSaturation() < 0.35) {
                    failures.add(String.format("%s: level %d %s has no hue of its own", theme.id(), level, colour));
                }
                double apart = hueApart(colour, lastStep);
                if (apart < 25) {
                    failures.add(String.format("%s: level %d %s is %.0f degrees from the last step's %s", theme.id(),
                            level, colour, apart, lastStep));
                }
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /**
     * The first three levels, which every small lesson shows together as tinted bands, are far
     * apart in hue: blue and cyan (levels 0 and 2) tinted to bands of 1.04:1 against each other.
     */
    @Test
    void theFirstThreeLevelsAreFarApart() {
        List<String> failures = new ArrayList<>();
        for (Theme theme : Theme.values()) {
            Palette p = paletteOf(theme);
            for (int a = 0; a < 3; a++) {
                for (int b = a + 1; b < 3; b++) {
                    double apart = hueApart((Color) p.levels()[a], (Color) p.levels()[b]);
                    if (apart < 50) {
                        failures.add(String.format("%s: levels %d and %d are %.0f degrees apart", theme.id(), a, b, apart));
                    }
                }
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /**
     * No level colour shares a hue with a status colour (issue 25): the light theme's level 3 was
     * the dead end's amber (#b9770e against #b7791f), and its level 2 pink stood 31 degrees from
     * the red of a cover and the last step. Every level keeps 30 degrees of hue from the dead end,
     * the solution, the last step, the hover and the covered mark, in every theme.
     */
    @Test
    void noLevelSharesAHueWithAStatusColour() {
        List<String> failures = new ArrayList<>();
        for (Theme theme : Theme.values()) {
            Palette p = paletteOf(theme);
            Map<String, Paint> statuses = new LinkedHashMap<>();
            statuses.put("dead end", p.deadEnd());
            statuses.put("solution", p.solution());
            statuses.put("last step / covered", p.justHidden());
            statuses.put("hover", p.hover());
            statuses.put("0 options left", p.length(0, 9));
            for (int level = 0; level < p.levels().length; level++) {
                Color colour = (Color) p.levels()[level];
                for (Map.Entry<String, Paint> status : statuses.entrySet()) {
                    Color other = (Color) status.getValue();
                    double apart = hueApart(colour, other);
                    if (other.getSaturation() > 0.2 && apart < 30) {
                        failures.add(String.format("%s: level %d %s is %.0f degrees from the %s's %s", theme.id(),
                                level, colour, apart, status.getKey(), other));
                    }
                }
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }
}
