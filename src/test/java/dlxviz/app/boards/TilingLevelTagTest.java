package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.boards.model.BoardInput;
import dlxviz.app.boards.model.TilingBoard;
import dlxviz.app.boards.model.TilingBoardModel;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.hover.Highlight;
import dlxviz.app.testkit.Fx;
import dlxviz.app.theme.LevelColours;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import dlxviz.problems.Examples;
import dlxviz.problems.TilingEncoding;
import java.util.HashMap;
import java.util.Map;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * A pentomino tiling's twelve pieces go to level 11, and levels 6 to 11 have the colours of 0 to
 * 5 again (issue 24): each such piece says its level in its first cell, in reading order, and its
 * letter in the others, as the sudoku and queens boards tag theirs (SudokuLevelTagTest).
 */
class TilingLevelTagTest {

    @Test
    void aPiecePlacedPastThePalettesLengthSaysItsLevelInItsFirstCell() throws Exception {
        ExactCoverProblem tiling = Examples.get("pentomino3x20").orElseThrow();
        TilingEncoding layout = TilingEncoding.of(tiling);
        Playback playback = new Playback(tiling, ItemChoice.MIN_LENGTH, new int[0]);
        playback.stepForward(StepSize.SOLUTION); // the first tiling: twelve pieces, levels 0 to 11
        TilingBoardModel model = new TilingBoardModel(layout);
        Fx.call(() -> {
            model.show(BoardInput.of(playback, playback.partialSolution(), false));
            TilingView view = new TilingView(model, new SimpleObjectProperty<Highlight>());
            Fx.laidOut(view, 1.5, 1280, 220); // a 3x20 board across a 1280 window at x1.5
            TilingBoard board = model.state();
            Map<Integer, Integer> firstCell = new HashMap<>();
            for (int cell = 0; cell < layout.rows() * layout.cols(); cell++) {
                firstCell.putIfAbsent(board.level(cell), cell);
            }
            int tags = 0;
            for (int cell = 0; cell < layout.rows() * layout.cols(); cell++) {
                int level = board.level(cell);
                Label text = (Label) view.cellNode(cell).lookup(".tiling-text");
                boolean tagged = level >= LevelColours.COUNT && firstCell.get(level) == cell;
                String expected = tagged ? "L" + level : board.piece(cell);
                assertEquals(expected, text.getText(), "cell " + cell + " at level " + level);
                if (tagged) {
                    tags++;
                    javafx.scene.text.Text drawn = (javafx.scene.text.Text) text.lookup(".text");
                    assertEquals(expected, drawn.getText(), "cell " + cell + ": the tag whole, not cut");
                    assertTrue(text.getFont().getSize() >= Lettering.floorPx(view) - 0.26,
                            "the tag at the text floor: " + text.getFont().getSize());
                }
            }
            assertEquals(12 - LevelColours.COUNT, tags, "levels 6 to 11, one tag each");
            return null;
        });
    }
}
