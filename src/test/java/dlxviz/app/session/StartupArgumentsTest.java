package dlxviz.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.theme.Theme;
import java.util.List;
import org.junit.jupiter.api.Test;

class StartupArgumentsTest {

    @Test
    void readsEveryOptionOfTheLessonSetUp() throws Exception {
        StartupArguments args = StartupArguments.parse(List.of("--example", "knuth", "--steps", "12",
                "--step-size", "Choice", "--theme", "dark", "--scale", "1.5"));
        assertEquals(new StartupArguments(null, "knuth", -1, 12, "choice", Theme.DARK, 1.5, null, false, null, null), args);
    }

    @Test
    void theLookIsTheStepSizeThemeScaleLegendAndLayoutAsked() throws Exception {
        StartupArguments args = StartupArguments.parse(List.of("--example", "knuth", "--step-size", "Choice",
                "--theme", "dark", "--scale", "1.5", "--no-legend", "--presentation", "--tab", "tree"));
        assertEquals(new WindowLook(dlxviz.playback.StepSize.CHOICE, Theme.DARK, 1.5, false, true), args.look());
        assertEquals(new WindowLook(null, null, 0, null, false), StartupArguments.none().look(), "none asked: as saved");
    }

    @Test
    void theLegendAndThePresentationLayoutAreFlags() throws Exception {
        StartupArguments args = StartupArguments.parse(List.of("--example", "knuth", "--legend", "--presentation"));
        assertEquals(new StartupArguments(null, "knuth", -1, 0, null, null, 0, true, true, null, null), args);
        StartupArguments.Invalid e = org.junit.jupiter.api.Assertions.assertThrows(StartupArguments.Invalid.class,
                () -> StartupArguments.parse(List.of("--legend=yes")));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("--legend takes no value"), e.getMessage());
    }

    @Test
    void noLegendTurnsTheSavedLegendOffAndTheLastFlagCounts() throws Exception {
        assertEquals(Boolean.FALSE, StartupArguments.parse(List.of("--no-legend")).legend());
        assertEquals(Boolean.TRUE, StartupArguments.parse(List.of("--no-legend", "--legend")).legend());
        assertEquals(null, StartupArguments.parse(List.of("knuth")).legend(), "neither: as saved");
    }

    @Test
    void gotoTakesAnEventNumberWithOrWithoutGroupingCommas() throws Exception {
        assertEquals(2500, StartupArguments.parse(List.of("ai-escargot", "--goto", "2,500")).goTo());
        assertEquals(0, StartupArguments.parse(List.of("--goto=0")).goTo());
        assertEquals(-1, StartupArguments.parse(List.of("ai-escargot")).goTo(), "none given");
        assertTrue(message("--goto", "end").contains("'end' is not a whole number of events"));
        assertTrue(message("--goto", "-5").contains("negative"));
        assertTrue(message("--goto").contains("--goto needs a value"));
    }

    @Test
    void aTabByNameAndABadOneNamed() throws Exception {
        assertEquals("algorithm", StartupArguments.parse(List.of("--tab", "Algorithm")).tab());
        assertEquals("tree", StartupArguments.parse(List.of("--tab", "tree")).tab());
        var e = org.junit.jupiter.api.Assertions.assertThrows(StartupArguments.Invalid.class,
                () -> StartupArguments.parse(List.of("--tab", "pseudocode")));
        assertEquals("--tab 'pseudocode' is not one of board, matrix, algorithm, rules, tree", e.getMessage());
    }

    @Test
    void theWorkbenchOpensAtThePageNamedOrAtTyping() throws Exception {
        assertNull(StartupArguments.parse(List.of("--example", "knuth")).workbench());
        assertEquals("type", StartupArguments.parse(List.of("--workbench")).workbench());
        StartupArguments library = StartupArguments.parse(List.of("ai-escargot", "--workbench=Library"));
        assertEquals("library", library.workbench());
        assertEquals("ai-escargot", library.source());
        var e = assertThrows(StartupArguments.Invalid.class, () -> StartupArguments.parse(List.of("--workbench=editor")));
        assertEquals("--workbench='editor' is not one of type, generate, library", e.getMessage());
    }

    @Test
    void acceptsNameEqualsValueAndAPuzzleFirst() throws Exception {
        StartupArguments args = StartupArguments.parse(List.of("puzzle.txt", "--theme=high-contrast", "--scale=150%"));
        assertEquals("puzzle.txt", args.source());
        assertEquals(Theme.HIGH_CONTRAST, args.theme());
        assertEquals(1.5, args.scale(), 1e-9);
    }

    @Test
    void noArgumentsMeansThePreferencesDecide() throws Exception {
        StartupArguments args = StartupArguments.parse(List.of());
        assertEquals(StartupArguments.none(), args);
        assertNull(args.theme());
    }

    @Test
    void badValuesAreNamedInTheMessage() {
        assertTrue(message("--steps", "ten").contains("'ten' is not a whole number"));
        assertTrue(message("--steps", "-3").contains("negative"));
        assertTrue(message("--step-size", "huge").contains("link, cover, choice, level, solution"));
        assertTrue(message("--theme", "pink").contains("light, dark, high-contrast"));
        assertTrue(message("--scale", "9").contains("outside"));
        assertTrue(message("--frobnicate").contains("unknown option '--frobnicate'"));
        assertTrue(message("--example").contains("--example needs a value"));
        assertTrue(message("a.txt", "b.txt").contains("two puzzles or files"));
        assertTrue(message("a.txt", "--example", "knuth").contains("not both"));
    }

    private static String message(String... args) {
        return assertThrows(StartupArguments.Invalid.class, () -> StartupArguments.parse(List.of(args))).getMessage();
    }

    /** Issue 26.7: one bad option threw the good ones away (--example queens6 opened Knuth's example). */
    @Test
    void aBadOptionIsLeftOutAndNamedAndTheGoodOnesStay() {
        StartupArguments.Reading reading = StartupArguments.read(List.of("--example", "queens6", "--theme", "neon",
                "--steps", "x", "--scale", "1.5"));
        assertEquals("queens6", reading.arguments().example());
        assertEquals(1.5, reading.arguments().scale());
        assertEquals(null, reading.arguments().theme());
        assertEquals("--theme 'neon' is not one of light, dark, high-contrast. --steps 'x' is not a whole number.",
                reading.message());
        assertEquals(List.of(), StartupArguments.read(List.of("--example", "queens6")).problems());
    }
}
