package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.boards.model.BoardInput;
import dlxviz.app.boards.model.QueensBoard;
import dlxviz.app.boards.model.QueensBoardModel;
import dlxviz.app.boards.model.SudokuBoard;
import dlxviz.app.boards.model.SudokuBoardModel;
import dlxviz.app.boards.model.SudokuLayout;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.hover.Highlight;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.LevelColours;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Bounds;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

/**
 * Deep searches outrun the level colours (issue 25): AI Escargot goes past level 5, and level 6
 * has level 0's colour again. On the board, a digit placed at such a level carries its L-number
 * tag, at the text floor and clear of the digit, so no colour means two levels; the board as a
 * projector shows it (the board's panel at 1280x720, text scale 1.5). Eight queens' levels 6 and
 * 7 too.
 */
class SudokuLevelTagTest {

    @Test
    void aDigitPlacedPastThePalettesLengthCarriesItsLevelTag() throws Exception {
        LoadedProblem loaded = ProblemSources.example("ai-escargot");
        Playback playback = new Playback(loaded.problem(), ItemChoice.MIN_LENGTH, loaded.forced());
        playback.ready();
        while (playback.partialSolution().length < LevelColours.COUNT + 5) {
            playback.stepForward(StepSize.CHOICE);
        }
        SudokuBoardModel model = new SudokuBoardModel(SudokuLayout.of(loaded.encoding()));
        Fx.call(() -> {
            model.show(BoardInput.of(playback, playback.partialSolution(), false));
            SudokuView view = new SudokuView(model, new SimpleObjectProperty<Highlight>());
            Fx.laidOut(view, 1.5, 400, 400); // the board's panel at 1280x720 x1.5: cells of 41 px
            SudokuBoard board = model.state();
            int tagged = 0;
            int untagged = 0;
            for (int cell = 0; cell < 81; cell++) {
                int level = board.level(cell);
                if (board.digit(cell) == 0 || level < 0) {
                    assertEquals(null, tagOf(view, cell), "cell " + cell + ": a given or an open cell has no tag");
                    continue;
                }
                if (level < LevelColours.COUNT) {
                    assertEquals(null, tagOf(view, cell), "cell " + cell + ": level " + level + "'s colour is its own");
                    untagged++;
                    continue;
                }
                Text tag = tagOf(view, cell);
                assertEquals("L" + level, tag == null ? null : tag.getText(), "cell " + cell + " placed at level " + level);
                Text digit = (Text) view.cellNode(cell).lookup(".sudoku-digit");
                assertTrue(tag.getFont().getSize() >= Lettering.floorPx(view) - 0.26,
                        "the tag at the text floor: " + tag.getFont().getSize());
                assertTrue(digit.getFont().getSize() >= Lettering.floorPx(view) - 0.26,
                        "the digit at the text floor: " + digit.getFont().getSize());
                Bounds cellBox = view.cellNode(cell).getLayoutBounds();
                Bounds tagBox = tag.getBoundsInParent();
                Bounds digitBox = digit.getBoundsInParent();
                assertTrue(cellBox.contains(tagBox), "the tag inside its cell: " + tagBox + " in " + cellBox);
                assertTrue(cellBox.contains(digitBox), "the digit inside its cell: " + digitBox + " in " + cellBox);
                assertFalse(tagBox.intersects(digitBox), "the tag clear of the digit: " + tagBox + ", " + digitBox);
                tagged++;
            }
            assertTrue(tagged >= 5, "levels 6 to 10 are on the board: " + tagged + " tagged");
            assertTrue(untagged >= LevelColours.COUNT, "levels 0 to 5 too: " + untagged);
            return null;
        });
    }

    @Test
    void aQueenPlacedPastThePalettesLengthCarriesItsLevelTag() throws Exception {
        dlxviz.engine.ExactCoverProblem queens = dlxviz.problems.Examples.get("queens8").orElseThrow();
        dlxviz.problems.QueensEncoding layout = dlxviz.problems.QueensEncoding.of(queens);
        Playback playback = new Playback(queens, ItemChoice.MIN_LENGTH, new int[0]);
        playback.stepForward(StepSize.SOLUTION); // the first solution: eight queens, levels 0 to 7
        QueensBoardModel model = new QueensBoardModel(layout);
        Fx.call(() -> {
            model.show(BoardInput.of(playback, playback.partialSolution(), false));
            QueensView view = new QueensView(model, new SimpleObjectProperty<Highlight>());
            Fx.laidOut(view, 1.5, 400, 400); // the board's panel at 1280x720 x1.5
            QueensBoard board = model.state();
            int tagged = 0;
            for (int square = 0; square < 64; square++) {
                int level = board.queenLevel(square);
                Text tag = tagIn(view.cellNode(square));
                if (level == QueensBoard.NO_QUEEN || level < LevelColours.COUNT) {
                    assertEquals(null, tag, "square " + square + " (level " + level + ") has no tag");
                    continue;
                }
                assertEquals("L" + level, tag == null ? null : tag.getText(), "square " + square);
                assertTrue(tag.getFont().getSize() >= Lettering.floorPx(view) - 0.26, "at the floor");
                assertTrue(view.cellNode(square).getLayoutBounds().contains(tag.getBoundsInParent()), "inside its square");
                tagged++;
            }
            assertEquals(2, tagged, "levels 6 and 7");
            return null;
        });
    }

    private static Text tagIn(StackPane pane) {
        for (javafx.scene.Node node : pane.getChildren()) {
            if (node instanceof Text t && t.isVisible() && t.getOpacity() > 0 && t.getText() != null
                    && t.getText().matches("L\\d+")) {
                return t;
            }
        }
        return null;
    }

    /** The text shown in {@code cell} that reads as a level tag (L and digits), or null: read from the scene, as a student would. */
    private static Text tagOf(SudokuView view, int cell) {
        return tagIn(view.cellNode(cell));
    }
}
