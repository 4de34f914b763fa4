package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.boards.model.BoardInput;
import dlxviz.app.boards.model.SudokuBoardModel;
import dlxviz.app.boards.model.SudokuLayout;
import dlxviz.app.hover.Highlight;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.Search;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.Test;

/**
 * A 16x16 too small for its candidates shows their counts, and lists them in a tooltip made
 * when the mouse first comes over a cell: made with the board, 256 (625 on a 25x25) popup
 * windows came before the window's first frame.
 */
class SudokuViewTipsTest {

    @Test
    void aCellsListOfCandidatesIsMadeOnItsFirstHoverAndFollowsTheBoard() throws Exception {
        LoadedProblem loaded = ProblemSources.example("16x16-1");
        SudokuLayout layout = SudokuLayout.of(loaded.encoding());
        Search search = new Search(loaded.problem());
        for (int option : loaded.forced()) {
            search.forceOption(option);
        }
        SudokuBoardModel model = new SudokuBoardModel(layout);
        Fx.call(() -> {
            model.show(new BoardInput(search.torus(), loaded.forced(), new int[0], new int[0], 0));
            SudokuView view = new SudokuView(model, new SimpleObjectProperty<Highlight>());
            Scene scene = new Scene(new StackPane(view), 300, 300); // small cells: counts only
            Fx.useAppStylesheet(scene);
            view.applyCss();
            view.layout();
            int empty = -1;
            for (int cell = 0; cell < 256 && empty < 0; cell++) {
                empty = model.state().digit(cell) == 0 ? cell : -1;
            }
            assertTrue(empty >= 0);
            for (int cell = 0; cell < 256; cell++) {
                assertNull(view.candidateTip(cell), "no tooltip before the mouse comes: cell " + cell);
            }
            Fx.mouseEnters(view.cellNode(empty));
            Tooltip tip = view.candidateTip(empty);
            assertNotNull(tip, "made on the first hover");
            assertTrue(tip.getText().startsWith("candidate"), tip.getText());
            assertNull(view.candidateTip(empty == 0 ? 1 : 0), "the other cells' still not made");
            return null;
        });
    }
}
