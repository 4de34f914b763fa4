package dlxviz.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ItemChoice;
import dlxviz.playback.StepSize;
import dlxviz.problems.Examples;
import dlxviz.sudoku.PuzzleLibrary;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class TypedNamesTest {

    @Test
    void stepSizesParseTheNamesUsersTypeAndRejectOthersClearly() {
        assertEquals(StepSize.CHOICE, StepSizeNames.parse(" Choice "));
        for (StepSize size : StepSize.values()) {
            assertEquals(size, StepSizeNames.parse(size.label()));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StepSizeNames.parse("word"));
        assertEquals("unknown step size 'word': use one of link, cover, choice, level, solution", e.getMessage());
    }

    @Test
    void tabsAreFoundInAnyCaseAndNothingElseIsATab() {
        assertEquals("tree", TabNames.find(" Tree ").orElseThrow());
        for (String tab : TabNames.NAMES) {
            assertEquals(tab, TabNames.find(tab.toUpperCase(Locale.ROOT)).orElseThrow());
        }
        assertTrue(TabNames.find("legend").isEmpty());
    }

    @Test
    void examplesAndLibrarySudokusAreFoundInAnyCase() {
        assertEquals(Examples.get("knuth").orElseThrow().optionCount(),
                ExampleNames.exactCover(" KNUTH ").orElseThrow().optionCount());
        assertEquals("ai-escargot", ExampleNames.sudoku("AI-Escargot").orElseThrow().name());
        assertTrue(ExampleNames.exists("Queens12"));
        assertFalse(ExampleNames.exists("queens33"));
        assertEquals("queensN goes from queens1 to queens32", ExampleNames.whyUnknown("QUEENS33").orElseThrow());
        assertEquals(Examples.names().size() + PuzzleLibrary.names().size(), ExampleNames.names().size());
    }

    @Test
    void caseIsFoldedTheSameWayInEveryLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("tr")); // "I".toLowerCase() is a dotless i there
            assertTrue(ExampleNames.exists("KNUTH-COLOURS"));
            assertEquals(ItemChoice.FIRST_ACTIVE, RuleNames.find("FIRST-ACTIVE").orElseThrow());
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void everyRuleIsFoundByTheNameTheCommandLineShows() {
        for (ItemChoice rule : ItemChoice.values()) {
            assertEquals(rule, RuleNames.find(RuleNames.cliName(rule)).orElseThrow());
            assertEquals(rule, RuleNames.find(RuleNames.cliName(rule).toUpperCase(Locale.ROOT)).orElseThrow());
        }
        assertTrue(RuleNames.find("fewest").isEmpty());
    }

    @Test
    void aLessonNamesDlx1sRuleAndTheFirstItemByItsOwnWordsAndNoOther() {
        assertEquals(java.util.List.of("fewest", "first"), java.util.List.copyOf(RuleNames.inLessons().keySet()));
        assertEquals(ItemChoice.MIN_LENGTH, RuleNames.inLessons().get("fewest"));
        assertEquals(ItemChoice.FIRST_ACTIVE, RuleNames.inLessons().get("first"));
        for (ItemChoice rule : ItemChoice.values()) {
            assertEquals(RuleNames.inLessons().containsValue(rule), RuleNames.lessonName(rule).isPresent(), rule.name());
            RuleNames.lessonName(rule).ifPresent(name -> assertEquals(rule, RuleNames.inLessons().get(name)));
        }
    }
}
