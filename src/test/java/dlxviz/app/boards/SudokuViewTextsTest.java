package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.boards.model.BoardInput;
import dlxviz.app.boards.model.SudokuBoardModel;
import dlxviz.app.boards.model.SudokuLayout;
import dlxviz.app.hover.Highlight;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.Search;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

/**
 * A board makes a cell's texts when they are drawn (issue 24: a 16x16 made 768 with the board,
 * and styling them was most of the time its window took to be whole). At the projector's size a
 * 16x16's cells are too small for their counts, so only its givens' digits are made; a larger
 * board later shows every open cell's count.
 */
class SudokuViewTextsTest {

    @Test
    void onlyTheTextsDrawnAreMadeAndTheCountsComeWhenTheyFit() throws Exception {
        LoadedProblem loaded = ProblemSources.example("16x16-1");
        Search search = new Search(loaded.problem());
        for (int option : loaded.forced()) {
            search.forceOption(option);
        }
        SudokuBoardModel model = new SudokuBoardModel(SudokuLayout.of(loaded.encoding()));
        Fx.call(() -> {
            model.show(new BoardInput(search.torus(), loaded.forced(), new int[0], new int[0], 0));
            SudokuView view = new SudokuView(model, new SimpleObjectProperty<Highlight>());
            Fx.laidOut(view, 1.5, 400, 400); // the board's panel at 1280x720 x1.5: no room for counts
            int givens = 0;
            for (int cell = 0; cell < 256; cell++) {
                givens += model.state().digit(cell) != 0 ? 1 : 0;
            }
            List<Text> made = new ArrayList<>();
            for (int cell = 0; cell < 256; cell++) {
                made.addAll(texts(view.cellNode(cell)));
            }
            assertEquals(givens, made.size(), "one text per given, none for the counts left out");
            for (Text t : made) {
                assertEquals(1.0, t.getOpacity(), "a text made is drawn: " + t.getText());
            }
            for (int pass = 0; pass < 2; pass++) { // a larger window: the counts fit
                view.resize(1000, 1000);
                view.applyCss();
                view.layout();
            }
            int counts = 0;
            for (int cell = 0; cell < 256; cell++) {
                if (model.state().digit(cell) != 0) {
                    continue;
                }
                Text count = (Text) view.cellNode(cell).lookup(".sudoku-candidates");
                assertTrue(count != null && count.getOpacity() == 1, "cell " + cell + " shows its count");
                assertEquals(Integer.toString(Long.bitCount(model.state().candidates(cell))), count.getText(), "cell " + cell);
                assertTrue(count.getFont().getSize() >= dlxviz.app.canvas.Lettering.floorPx(view) - 0.26, "at the floor");
                counts++;
            }
            assertEquals(256 - givens, counts);
            return null;
        });
    }

    private static List<Text> texts(Node node) {
        List<Text> found = new ArrayList<>();
        if (node instanceof Text t && t.getText() != null && !t.getText().isEmpty()) {
            found.add(t);
        }
        if (node instanceof javafx.scene.Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                found.addAll(texts(child));
            }
        }
        return found;
    }
}
