package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.GridWriter;
import dlxviz.sudoku.Notation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26.1 in the app: a puzzle of 3x2 (4x2, 4x3, 5x2...) boxes saved, opened, pasted, or
 * copied to the workbench's text and read back, is the same puzzle with the same boxes. (Without
 * the box note every one of them came back with the transposed boxes.)
 */
class BoxShapeInTheAppTest {
    private static final List<BoxShape> SHAPES = List.of(new BoxShape(3, 2), new BoxShape(2, 3), new BoxShape(4, 2),
            new BoxShape(2, 4), new BoxShape(5, 2), new BoxShape(4, 3), new BoxShape(3, 4), new BoxShape(8, 2));

    @TempDir
    Path dir;

    private static Grid puzzleOf(BoxShape shape) {
        int n = shape.size();
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                cells[r * n + c] = (r + c) % 3 == 0 ? (shape.boxCols() * (r % shape.boxRows()) + r / shape.boxRows() + c) % n + 1 : 0;
            }
        }
        return Grid.of(shape, cells);
    }

    @Test
    void savedOpenedAndPastedPuzzlesKeepTheirBoxes() throws Exception {
        for (BoxShape shape : SHAPES) {
            Grid grid = puzzleOf(shape);
            LoadedProblem loaded = ProblemSources.sudoku("test", grid);
            Path file = Files.writeString(dir.resolve(shape + ".txt"), loaded.saveText() + "\n");
            assertEquals(shape, ProblemSources.readFile(file).encoding().shape(), "File > Open of " + loaded.saveText());
            assertEquals(shape, ProblemSources.fromText(loaded.saveText(), "The pasted text", false).encoding().shape());
            String drawn = GridWriter.boxed(grid, Notation.defaultFor(shape.size()));
            assertEquals(shape, ProblemSources.fromText(drawn, "The pasted text", false).encoding().shape(), drawn);
        }
    }

    @Test
    void theWorkbenchTextReadsBackAsTheGridItWasCopiedFrom() {
        for (BoxShape shape : SHAPES) {
            DraftModel model = new DraftModel();
            Grid grid = puzzleOf(shape);
            model.take(new Draft(grid, Notation.defaultFor(shape.size())), "Test");
            model.copyGridToText();
            model.clearAll();
            assertTrue(model.readText(), model.textProperty().get());
            assertEquals(grid, model.draft().grid(), model.textProperty().get());
            DraftModel other = new DraftModel();
            assertTrue(other.paste(model.textProperty().get()));
            assertEquals(grid, other.draft().grid());
        }
    }
}
