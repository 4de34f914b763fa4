package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.marks.Legend;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import java.util.List;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

/**
 * The legend (key L) explains the sudoku board's small grey numbers while a sudoku is open: at the
 * projector preset the board has no room for the line under its grid that says what they are, and
 * a class read them as pencil marks. Knuth's example has no board, and no such entry.
 */
class SudokuLegendTest {

    @Test
    void theCandidatesLeftAreInTheLegendForASudokuOnly() {
        Stage[] stage = new Stage[1];
        DlxApp.Window window = Fx.call(() -> {
            stage[0] = new Stage();
            return DlxApp.openInStages(stage[0], StartupArguments.parse(List.of("--scale", "1.5")),
                    new AppPreferences(new InMemoryPreferences()), 1280, 720);
        });
        Fx.whole(window);
        try {
            Fx.run(() -> window.model().appearance().legendShownProperty().set(true));
            assertTrue(countsShown(window, "ai-escargot"), "a sudoku: the candidates left explained");
            assertFalse(countsShown(window, "knuth"), "Knuth's example: no board, no such entry");
        } finally {
            Fx.run(stage[0]::close);
        }
    }

    private static boolean countsShown(DlxApp.Window window, String example) {
        return Fx.call(() -> {
            if (!window.model().session().load(ProblemSources.example(example))) {
                throw new IllegalStateException(window.model().messages().text());
            }
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            for (Node entry : window.scene().getRoot().lookupAll(".legend-entry-short")) {
                if (entry.getUserData() == Legend.Mark.COUNTS && entry.isVisible()) {
                    return true;
                }
            }
            return false;
        });
    }
}
