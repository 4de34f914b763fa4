package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.Search;
import dlxviz.events.NodeHidden;
import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.ArrayList;
import java.util.List;
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
    private static LinksModel midCover(List<NodeHidden> hidden) {
        Search search = new Search(TestProblems.matrix4x4());
        List<SearchEvent> events = TestProblems.stepUntil(search, e -> e instanceof NodeHidden);
        hidden.add((NodeHidden) events.get(events.size() - 1));
        LinksModel model = new LinksModel(search.torus());
        model.applied(events, true);
        return model;
    }

    @Test
    void aHiddenNodeHasTheGhostColourAndALiveNodeTheNodeColour() {
        List<NodeHidden> hidden = new ArrayList<>();
        LinksModel model = midCover(hidden);
        Fx.run(() -> {
            LinksView view = show(model, null);
            WritableImage image = Fx.snapshot(view);
            int ghostNode = hidden.get(0).node();
            Pixels.assertColour((Color) view.ghost.get(), Pixels.at(image, view.pointOf(ghostNode)), "hidden node " + ghostNode);
            int liveNode = model.torus().down(hidden.get(0).item());
            Pixels.assertColour((Color) view.nodeFill.get(), Pixels.at(image, view.pointOf(liveNode)), "live node " + liveNode);
        });
    }

    @Test
    void theStylesheetColoursTheGhosts() {
        List<NodeHidden> hidden = new ArrayList<>();
        LinksModel model = midCover(hidden);
        Fx.run(() -> {
            LinksView view = show(model, "-dlx-ghost: #ff0000;");
            Pixels.assertColour(Color.RED, Pixels.at(Fx.snapshot(view), view.pointOf(hidden.get(0).node())), "ghost set by CSS");
        });
    }

    @Test
    void aHideFadesTheNodeToAGhostAndSteppingBackFadesItBack() {
        String was = System.getProperty("dlxviz.animations");
        System.setProperty("dlxviz.animations", "on");
        try {
            Search search = new Search(TestProblems.matrix4x4());
            List<SearchEvent> before = TestProblems.stepUntil(search, e -> e.kind().changesTorus());
            LinksModel model = new LinksModel(search.torus());
            model.animationDurationProperty().set(Duration.seconds(10));
            model.applied(before, true);
            SearchEvent hide = search.step();
            assertTrue(hide instanceof NodeHidden, "the next event hides a node: " + hide);
            int node = ((NodeHidden) hide).node();
            Fx.run(() -> {
                LinksView view = show(model, "-dlx-node-fill: #0000ff; -dlx-ghost: #ff0000;");
                model.applied(List.of(hide), true);
                view.holdAnimation(0);
                view.redrawNow();
                Pixels.assertColour(Color.BLUE, Pixels.at(Fx.snapshot(view), view.pointOf(node)), "start of the hide");
                view.holdAnimation(0.5);
                view.redrawNow();
                Pixels.assertColour(Color.BLUE.interpolate(Color.RED, 0.5), Pixels.at(Fx.snapshot(view), view.pointOf(node)), "half way");
                view.holdAnimation(1);
                view.redrawNow();
                Pixels.assertColour(Color.RED, Pixels.at(Fx.snapshot(view), view.pointOf(node)), "end of the hide");

                model.torus().apply(((TorusChange) hide).inverse()); // step back
                model.applied(List.of(hide), false);
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
        Search search = new Search(TestProblems.sudoku(2));
        LinksModel model = new LinksModel(search.torus());
        Fx.run(() -> {
            LinksView view = show(model, null);
            view.zoomToCellHeight(30);
            view.redrawNow();
            int option = 6; // r1c2=2 in the encoding's order
            int node = model.torus().firstNode(option);
            Point2D at = view.pointOf(node);
            view.fireEvent(new MouseEvent(MouseEvent.MOUSE_MOVED, at.getX(), at.getY(), at.getX(), at.getY(),
                    MouseButton.NONE, 0, false, false, false, false, false, false, false, false, false, false, null));
            assertEquals(LinksTarget.node(node), model.hoveredProperty().get());
            String text = view.describe(model.hoveredProperty().get());
            assertTrue(text.contains("r1c2=2") && text.contains("column r1c2"), text);
            LinksTarget header = view.targetAt(view.pointOf(3).getX(), view.pointOf(3).getY());
            assertEquals(LinksTarget.item(3), header);
            assertTrue(view.describe(header).contains("item r1c3 (primary)"), view.describe(header));
        });
    }

    @Test
    void fitToWindowShowsTheWholePicture() {
        LinksModel model = new LinksModel(new Search(TestProblems.knuth()).torus());
        Fx.run(() -> {
            LinksView view = show(model, null);
            for (int id : new int[] {0, 7, model.torus().firstNode(6) + 2}) {
                Point2D p = view.pointOf(id);
                assertNotNull(p);
                assertTrue(p.getX() > 0 && p.getX() < 800 && p.getY() > 0 && p.getY() < 560, id + " at " + p);
            }
        });
    }
}
