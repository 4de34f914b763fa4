package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.hover.Highlight;
import dlxviz.app.links.LinkSegment;
import dlxviz.app.links.LinksPane;
import dlxviz.app.links.LinksView;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.Pixels;
import dlxviz.app.window.model.MainViewModel;
import dlxviz.engine.TorusView;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.Test;

/** The links pane in the app: fed by the main view model's playback, sharing its highlight. */
class LinksFollowTheWindowTest {

    private static LinksPane open(MainViewModel vm) {
        LinksPane pane = new LinksPane(vm.links());
        StackPane root = new StackPane(pane);
        Scene scene = new Scene(root, 900, 600);
        Fx.useAppStylesheet(scene);
        root.applyCss();
        root.layout();
        pane.view().fitToWindow();
        pane.view().redrawNow();
        return pane;
    }

    @Test
    void followsThePlaybackForwardAndBackToTheStartPicture() {
        Fx.run(() -> {
            MainViewModel vm = new MainViewModel();
            assertTrue(vm.session().loadExample("knuth"));
            LinksPane pane = open(vm);
            LinksView view = pane.view();
            TorusView replica = vm.cursor().playback().torus();
            assertSame(replica, view.model().torus());
            List<LinkSegment> start = view.currentLayout().segments();

            vm.cursor().stepForward(); // a cover step: DLX1 chooses a and covers it
            assertEquals(vm.cursor().playback().chosenItems()[0], view.model().marks().chosenItem());
            assertTrue(view.currentLayout().segments().stream().anyMatch(LinkSegment::ghost), "ghosts after a cover");
            Pixels.assertFirstHiddenNodeIsAGhost(view, replica);

            vm.cursor().stepForward();
            vm.cursor().stepBack();
            vm.cursor().stepBack();
            assertEquals(start, view.currentLayout().segments());
            assertEquals(0, view.model().marks().chosenItem());
        });
    }

    @Test
    void sharesTheWindowsHighlightBothWays() {
        Fx.run(() -> {
            MainViewModel vm = new MainViewModel();
            assertTrue(vm.session().loadExample("knuth"));
            LinksView view = open(vm).view();
            vm.highlightProperty().set(Highlight.option(3));
            assertEquals(Highlight.option(3), view.model().hoveredProperty().get());

            int node = vm.cursor().playback().torus().firstNode(5);
            // an event fired at a node takes scene coordinates (the pane's tool bar sits above the view)
            Point2D at = view.localToScene(view.pointOf(node));
            view.fireEvent(new MouseEvent(MouseEvent.MOUSE_MOVED, at.getX(), at.getY(), at.getX(), at.getY(),
                    MouseButton.NONE, 0, false, false, false, false, false, false, false, false, false, false, null));
            assertEquals(Highlight.node(node), vm.highlightProperty().get());
        });
    }
}
