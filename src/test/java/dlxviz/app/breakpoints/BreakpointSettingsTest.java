package dlxviz.app.breakpoints;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.playback.Breakpoint;
import dlxviz.problems.Examples;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.SudokuEncoding;
import java.util.List;
import org.junit.jupiter.api.Test;

class BreakpointSettingsTest {
    private final BreakpointSettings settings = new BreakpointSettings(() -> { });

    @Test
    void aSixteenBySixteensOptionsAndItemsAreFoundByLetterOrByNumber() {
        SudokuEncoding sixteen = SudokuEncoding.full(new BoxShape(4, 4));
        settings.problemChanged(sixteen.problem());
        Breakpoint option = Breakpoint.whenOptionTried(sixteen.option(6, 4, 14)); // r7c5=E
        for (String typed : new String[] {"r7c5=E", "r7c5=e", "R7C5=14"}) {
            settings.optionProperty().set(typed);
            assertEquals(List.of(option), settings.active(), typed);
            assertEquals("", settings.errorProperty().get(), typed);
        }
        settings.optionProperty().set("");
        settings.itemProperty().set("b6#14");
        assertEquals(List.of(Breakpoint.whenItemChosen(sixteen.problem().itemNumber("b6#E"))), settings.active());
        settings.itemProperty().set("r7c5");
        assertEquals(List.of(Breakpoint.whenItemChosen(sixteen.problem().itemNumber("r7c5"))), settings.active());
    }

    @Test
    void namesThatFitNothingAreReportedAndLeftOut() {
        settings.problemChanged(SudokuEncoding.full(new BoxShape(4, 4)).problem());
        settings.optionProperty().set("r7c5=17");
        assertEquals(List.of(), settings.active());
        assertTrue(settings.errorProperty().get().contains("no option is 'r7c5=17'"), settings.errorProperty().get());
        assertEquals("r7c5=17", settings.optionProperty().get(), "what the user typed stays");

        settings.problemChanged(Examples.get("knuth").orElseThrow());
        settings.optionProperty().set("");
        settings.itemProperty().set("A");
        assertEquals(List.of(Breakpoint.whenItemChosen(1)), settings.active());
        settings.itemProperty().set("r1#1");
        assertTrue(settings.errorProperty().get().contains("no item is named 'r1#1'"), settings.errorProperty().get());
    }
}
