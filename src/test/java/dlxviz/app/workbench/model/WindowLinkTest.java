package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.sudoku.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The window as the workbench sees it, made of the session's methods as the matrix editor's Run is. */
class WindowLinkTest {

    @Test
    void aProblemTheWindowTakesIsOpenAndARefusalComesBackWithTheWindowsReason() throws Exception {
        LoadedProblem escargot = ProblemSources.sudoku("AI Escargot", PuzzleLibrary.get("ai-escargot").grid());
        List<LoadedProblem> loaded = new ArrayList<>();
        WindowLink taking = WindowLink.of(problem -> loaded.add(problem), () -> loaded.get(loaded.size() - 1), () -> "unused");
        assertNull(taking.open(escargot));
        assertSame(escargot, taking.current());

        WindowLink refusing = WindowLink.of(problem -> false, () -> null, () -> "the window is busy counting");
        assertEquals("the window is busy counting", refusing.open(escargot));
        assertNull(refusing.current());
    }
}
