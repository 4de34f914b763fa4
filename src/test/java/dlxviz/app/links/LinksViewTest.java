package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.hover.Highlight;
import dlxviz.app.links.model.LinksModel;
import dlxviz.app.links.model.PlaybackFeed;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.Pixels;
import dlxviz.app.testkit.TestProblems;
import dlxviz.events.NodeHidden;
import dlxviz.events.SearchEvent;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;

/** Pixels of the links view, snapshotted under Monocle with the software pipeline. */
class LinksViewTest {

    private static LinksView show(LinksModel model, String style) {
        LinksView view = new LinksView(model);
        if (style != null) {
            view.setStyle(style);
        }
        StackPane root = new StackPane(view);
        Scene scene = new Scene(root, 800, 560);
        Fx.useAppStylesheet(scene);
        root.applyCss();
        root.layout();
        view.fitToWindow();
        view.redrawNow();
        return view;
    }

    /** The 4x4 example with its first cover under way: one node hidden. */
    private static Playback midCover() {
        return TestProblems.playbackUntil(TestProblems.matrix4x4(), e -> e instanceof NodeHidden);
    }

    private static NodeHidden lastHidden(Playback playback) {
        return (NodeHidden) playback.lastEvent();
    }

    @Test
    void aHiddenNodeHasTheGhostColourAndALiveNodeTheNodeColour() {
        Playback playback = midCover();
        NodeHidden hidden = lastHidden(playback);
        LinksModel model = TestProblems.modelOf(playback);
        Fx.run(() -> {
            LinksView view = show(model, null);
            WritableImage image = Fx.snapshot(view);
            int ghostNode = hidden.node();
            Pixels.assertColour((Color) view.palette().ghost(), Pixels.at(image, view.pointOf(ghostNode)), "hidden node " + ghostNode);
            int liveNode = model.torus().down(hidden.item());
            Pixels.assertColour((Color) view.palette().nodeFill(), Pixels.at(image, view.pointOf(liveNode)), "live node " + liveNode);
        });
    }

    @Test
    void theStylesheetColoursTheGhosts() {
        Playback playback = midCover();
        LinksModel model = TestProblems.modelOf(playback);
        Fx.run(() -> {
            LinksView view = show(model, "-dlx-ghost: #ff0000;");
            Pixels.assertColour(Color.RED, Pixels.at(Fx.snapshot(view), view.pointOf(lastHidden(playback).node())),
                    "ghost set by CSS");
        });
    }

    @Test
    void aHideFadesTheNodeToAGhostAndSteppingBackFadesItBack() {
        String was = System.getProperty("dlxviz.animations");
        System.setProperty("dlxviz.animations", "on");
        try {
            Playback playback = TestProblems.playbackUntil(TestProblems.matrix4x4(), e -> e.kind().changesTorus());
            LinksModel model = new LinksModel();
            PlaybackFeed feed = new PlaybackFeed(model);
            Duration slow = Duration.seconds(10);
            feed.show(playback, null, slow);
            Fx.run(() -> {
                LinksView view = show(model, "-dlx-node-fill: #0000ff; -dlx-ghost: #ff0000;");
                Step hide = playback.stepForward(StepSize.LINK);
                SearchEvent event = hide.events().get(hide.events().size() - 1);
                assertTrue(event instanceof NodeHidden, "the next event hides a node: " + event);
                int node = ((NodeHidden) event).node();
                feed.show(playback, hide, slow);
                view.holdAnimation(0);
                view.redrawNow();
                Pixels.assertColour(Color.BLUE, Pixels.at(Fx.snapshot(view), view.pointOf(node)), "start of the hide");
                view.holdAnimation(0.5);
                view.redrawNow();
                Pixels.assertColour(Color.BLUE.interpolate(Color.RED, 0.5), Pixels.at(Fx.snapshot(view), view.pointOf(node)), "half way");
                view.holdAnimation(1);
                view.redrawNow();
                Pixels.assertColour(Color.RED, Pixels.at(Fx.snapshot(view), view.pointOf(node)), "end of the hide");

                feed.show(playback, playback.stepBack(StepSize.LINK), slow);
                view.holdAnimation(0);
                view.redrawNow();
                Pixels.assertColour(Color.RED, Pixels.at(Fx.snapshot(view), view.pointOf(node)), "start of the restore");
                view.holdAnimation(1);
                view.redrawNow();
                Pixels.assertColour(Color.BLUE, Pixels.at(Fx.snapshot(view), view.pointOf(node)), "end of the restore");
            });
        } finally {
            System.setProperty("dlxviz.animations", was == null ? "off" : was);
        }
    }

    @Test
    void hoveringANodeNamesItsOptionAndSetsTheSharedHover() {
        LinksModel model = TestProblems.modelOf(new Playback(TestProblems.sudoku(2)));
        // the whole torus, asked for: in a view this small it would be dots, so the lens comes unasked
        model.wholeTorusProperty().set(true);
        Fx.run(() -> {
            LinksView view = show(model, null);
            view.zoomToCellHeight(30);
            view.redrawNow();
            int option = 6; // r1c2=2 in the encoding's order
            int node = model.torus().firstNode(option);
            Point2D at = view.pointOf(node);
            view.fireEvent(new MouseEvent(MouseEvent.MOUSE_MOVED, at.getX(), at.getY(), at.getX(), at.getY(),
                    MouseButton.NONE, 0, false, false, false, false, false, false, false, false, false, false, null));
            assertEquals(Highlight.node(node), model.hoveredProperty().get());
            String text = view.describe(model.hoveredProperty().get());
            assertTrue(text.contains("r1c2=2") && text.contains("column r1c2"), text);
            Highlight header = view.targetAt(view.pointOf(3).getX(), view.pointOf(3).getY());
            assertEquals(Highlight.item(3), header);
            assertTrue(view.describe(header).contains("item r1c3 (primary)"), view.describe(header));
        });
    }

    @Test
    void fitToWindowShowsTheWholePicture() {
        LinksModel model = TestProblems.modelOf(new Playback(TestProblems.knuth()));
        Fx.run(() -> {
            LinksView view = show(model, null);
            for (int id : new int[] {0, 7, model.torus().firstNode(6) + 2}) {
                Point2D p = view.pointOf(id);
                assertNotNull(p);
                assertTrue(p.getX() > 0 && p.getX() < 800 && p.getY() > 0 && p.getY() < 560, id + " at " + p);
            }
        });
    }

    @Test
    void whenTheLensMovesTheItemsItKeepsSlideFromWhereTheyWere() {
        String was = System.getProperty("dlxviz.animations");
        System.setProperty("dlxviz.animations", "on");
        try {
            // AI Escargot chooses c3#1, then r2c3: both lenses hold r2c3, r2#1, c3#1 and b1#1
            Playback playback = new Playback(TestProblems.sudoku(3), dlxviz.engine.ItemChoice.MIN_LENGTH,
                    TestProblems.givenOptions(TestProblems.HARD_9X9, 9));
            stepUntilAChoice(playback);
            LinksModel model = new LinksModel();
            PlaybackFeed feed = new PlaybackFeed(model);
            Duration slow = Duration.seconds(10);
            feed.show(playback, null, slow);
            Fx.run(() -> {
                LinksView view = show(model, null);
                int kept = model.torus().problem().itemNumber("r2#1");
                int arriving = model.torus().problem().itemNumber("r2#5");
                assertTrue(view.showsLens());
                Point2D before = view.pointOf(kept);
                assertEquals(null, view.pointOf(arriving), "r2#5 is not in the lens on c3#1");

                feed.show(playback, stepUntilAChoice(playback), slow);
                assertEquals(model.torus().problem().itemNumber("r2c3"), view.currentLayout().lens().focus());
                view.holdAnimation(0);
                assertEquals(before.getX(), view.pointOf(kept).getX(), 0.5, "at the start of the move, where it was");
                assertEquals(before.getY(), view.pointOf(kept).getY(), 0.5);
                view.holdAnimation(1);
                Point2D after = view.pointOf(kept);
                assertTrue(Math.abs(after.getX() - before.getX()) > 5, "the lens on r2c3 has it elsewhere: " + after);
                view.holdAnimation(0.5);
                double halfway = view.pointOf(kept).getX();
                assertTrue(halfway > Math.min(before.getX(), after.getX()) && halfway < Math.max(before.getX(), after.getX()),
                        "half way through the move, half way there: " + halfway);

            });
        } finally {
            System.setProperty("dlxviz.animations", was == null ? "off" : was);
        }
    }

    /** Steps a link at a time until a step chooses an item; returns that step. */
    private static Step stepUntilAChoice(Playback playback) {
        while (playback.canStepForward()) {
            Step step = playback.stepForward(StepSize.LINK);
            if (step.events().stream().anyMatch(e -> e instanceof dlxviz.events.ItemChosen)) {
                return step;
            }
        }
        throw new AssertionError("no choice left");
    }
}
