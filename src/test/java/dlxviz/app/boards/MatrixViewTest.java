package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.boards.model.MatrixBoardModel;
import dlxviz.app.hover.Highlight;
import dlxviz.app.links.model.LinksModel;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.TestProblems;
import dlxviz.events.NodeHidden;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

class MatrixViewTest {

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue()) < 0.03;
    }

    @Test
    void aHiddenCellIsAGhostAndACoveredColumnIsStruckInItsLevelsColour() {
        Playback playback = new Playback(TestProblems.knuth());
        NodeHidden hidden = null;
        boolean tried = false;
        while (!tried) {
            Step step = playback.stepForward(StepSize.LINK);
            for (SearchEvent e : step.events()) {
                if (e instanceof NodeHidden h && hidden == null) {
                    hidden = h;
                }
                tried |= e instanceof OptionTried;
            }
        }
        NodeHidden firstHidden = hidden;
        LinksModel model = TestProblems.modelOf(playback);
        Fx.run(() -> {
            MatrixView view = new MatrixView(new MatrixBoardModel(model));
            view.setStyle("-dlx-ghost: #ff0000; -dlx-mark-level-0: #00ff00; -dlx-node-fill: #0000ff;");
            StackPane root = new StackPane(view);
            Scene scene = new Scene(root, 700, 420);
            root.applyCss();
            root.layout();
            view.redrawNow();
            WritableImage image = Fx.snapshot(view);
            int option = playback.torus().optionOf(firstHidden.node());
            Point2D ghostCell = view.cellCentre(option, firstHidden.item());
            // the cell's centre holds the "1"; look beside it
            Color ghost = image.getPixelReader().getColor((int) ghostCell.getX() - 6, (int) ghostCell.getY() + 6);
            assertTrue(close(Color.RED, ghost), "hidden cell " + ghost);
            int chosen = model.marks().chosenItem();
            Point2D struck = view.cellCentre(playback.torus().problem().optionCount(), chosen);
            Color strike = image.getPixelReader().getColor((int) struck.getX(), (int) struck.getY() + 10);
            assertTrue(close(Color.LIME, strike), "strike through the chosen item's column " + strike);
            int liveOption = 1;
            int liveItem = playback.torus().problem().option(liveOption)[0];
            Point2D live = view.cellCentre(liveOption, liveItem);
            assertTrue(close(Color.BLUE, image.getPixelReader().getColor((int) live.getX() - 6, (int) live.getY() + 6)));
            assertEquals(Highlight.node(firstHidden.node()), view.targetAt(ghostCell.getX(), ghostCell.getY()));
        });
    }
}
