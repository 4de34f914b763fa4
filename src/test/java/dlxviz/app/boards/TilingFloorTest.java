package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.boards.model.BoardInput;
import dlxviz.app.boards.model.TilingBoardModel;
import dlxviz.app.canvas.Lettering;
import dlxviz.app.hover.Highlight;
import dlxviz.app.testkit.Fx;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import dlxviz.problems.Examples;
import dlxviz.problems.TilingEncoding;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * The 3x20 pentomino board in the side panel of a 1280x720 window at text scale 1.5 (about 490 x
 * 330 px: cells of 23 px) draws its text at the floor or not at all (issue 24): the letters at
 * the floor, the counts, which would not fit a cell at the floor, left out, and the caption saying
 * where to find them. Across the whole window's width the cells are large and everything shows.
 */
class TilingFloorTest {
    private static final double SLACK = 0.26; // Lettering's own allowance for fonts rounded to a tenth

    @Test
    void atTheProjectorsPanelSizeEveryTextIsAtTheFloorWholeOrLeftOut() {
        Playback playback = firstTiling();
        for (boolean solved : new boolean[] {false, true}) {
            TilingBoardModel model = new TilingBoardModel(TilingEncoding.of(playback.problem()));
            Fx.run(() -> {
                Playback at = solved ? playback : fresh();
                model.show(BoardInput.of(at, at.partialSolution(), false));
                TilingView view = new TilingView(model, new SimpleObjectProperty<Highlight>());
                Fx.laidOut(view, 1.5, 490, 330);
                int shown = 0;
                for (int cell = 0; cell < 60; cell++) {
                    Label text = (Label) view.cellNode(cell).lookup(".tiling-text");
                    if (text.getText().isEmpty()) {
                        continue;
                    }
                    shown++;
                    assertTrue(text.getFont().getSize() >= Lettering.floorPx(view) - SLACK, "cell " + cell + " '"
                            + text.getText() + "' at " + text.getFont().getSize() + " px, under the floor "
                            + Lettering.floorPx(view));
                    javafx.scene.text.Text drawn = (javafx.scene.text.Text) text.lookup(".text");
                    assertEquals(text.getText(), drawn.getText(), "cell " + cell + ": whole, not cut");
                }
                assertEquals(solved ? 60 : 0, shown, solved ? "every piece's letter" : "no count at Ready");
                assertTrue(view.caption().startsWith("Point at an empty cell"), view.caption());
            });
        }
    }

    @Test
    void acrossAWholeWindowTheCountsShowAndTheCaptionExplainsThem() {
        Playback ready = fresh();
        TilingBoardModel model = new TilingBoardModel(TilingEncoding.of(ready.problem()));
        Fx.run(() -> {
            model.show(BoardInput.of(ready, ready.partialSolution(), false));
            TilingView view = new TilingView(model, new SimpleObjectProperty<Highlight>());
            Fx.laidOut(view, 1.5, 1280, 220);
            for (int cell = 0; cell < 60; cell++) {
                Label text = (Label) view.cellNode(cell).lookup(".tiling-text");
                assertEquals(String.valueOf(model.state().ways(cell)), text.getText(), "cell " + cell);
            }
            assertTrue(view.caption().startsWith("Number in an empty cell"), view.caption());
        });
    }

    private static Playback fresh() {
        ExactCoverProblem tiling = Examples.get("pentomino3x20").orElseThrow();
        return new Playback(tiling, ItemChoice.MIN_LENGTH, new int[0]);
    }

    private static Playback firstTiling() {
        Playback playback = fresh();
        playback.stepForward(StepSize.SOLUTION);
        return playback;
    }
}
