package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.links.model.LinksModel;
import dlxviz.app.links.model.PlaybackFeed;
import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.Pixels;
import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.TorusView;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import java.util.Arrays;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;

/** The links view fed from a Playback, as the window does: forward, back, and the highlights. */
class PlaybackFeedTest {

    private static LinksView open(LinksModel model) {
        LinksPane pane = new LinksPane(model);
        StackPane root = new StackPane(pane);
        Scene scene = new Scene(root, 900, 600);
        Fx.useAppStylesheet(scene);
        root.applyCss();
        root.layout();
        pane.view().fitToWindow();
        pane.view().redrawNow();
        return pane.view();
    }

    @Test
    void followsThePlaybackForwardAndBackToTheStartPicture() {
        Fx.run(() -> {
            Playback playback = new Playback(TestProblems.knuth());
            LinksModel model = new LinksModel();
            PlaybackFeed feed = new PlaybackFeed(model);
            feed.show(playback, null, Duration.ZERO);
            LinksView view = open(model);
            TorusView replica = playback.torus();
            assertSame(replica, view.model().torus());
            List<LinkSegment> start = view.currentLayout().segments();

            Step cover = playback.stepForward(StepSize.COVER); // DLX1 chooses a and covers it
            feed.show(playback, cover, Duration.ZERO);
            assertEquals(playback.chosenItems()[0], view.model().marks().chosenItem());
            assertEquals(0, view.model().marks().coveredLevel(playback.chosenItems()[0]));
            assertTrue(view.currentLayout().segments().stream().anyMatch(LinkSegment::ghost), "ghosts after a cover");
            Pixels.assertFirstHiddenNodeIsAGhost(view, replica);

            Step choice = playback.stepForward(StepSize.CHOICE);
            feed.show(playback, choice, Duration.ZERO);
            int[] partial = playback.partialSolution();
            assertTrue(partial.length > 0);
            assertTrue(Arrays.equals(partial, view.model().marks().placedOptions()),
                    Arrays.toString(partial) + " vs " + Arrays.toString(view.model().marks().placedOptions()));

            feed.show(playback, playback.stepBack(StepSize.CHOICE), Duration.ZERO);
            feed.show(playback, playback.stepBack(StepSize.COVER), Duration.ZERO);
            assertEquals(0, playback.position());
            assertEquals(start, view.currentLayout().segments());
            assertEquals(0, view.model().marks().chosenItem());
        });
    }

    @Test
    void theGivensOfASudokuAreHighlightedAtLevelMinusOne() {
        Fx.run(() -> {
            int[] givens = {1 * 9 + 3, 40 * 9 + 7}; // r1c2=3 and r5c5=7
            Playback playback = new Playback(TestProblems.sudoku(3), dlxviz.engine.ItemChoice.MIN_LENGTH, givens);
            LinksModel model = new LinksModel();
            PlaybackFeed feed = new PlaybackFeed(model);
            open(model);
            for (int guard = 0; guard < 100 && (playback.forcedOptions().length < 2 || playback.isSettingUp()); guard++) {
                feed.show(playback, playback.stepForward(StepSize.COVER), Duration.ZERO); // through the givens
            }
            assertEquals(2, playback.forcedOptions().length);
            assertEquals(-1, model.marks().levelOfOption(givens[0]));
            assertEquals(-1, model.marks().levelOfOption(givens[1]));
            assertEquals(-1, model.marks().coveredLevel(2), "r1c2 is filled by a given");
        });
    }

    /**
     * The last step's mark (red) is gone once a step forward ends the search: on Knuth's
     * example the final cover step puts three nodes back, which were marked as an error would be
     * on a finished search (issue 25). One step before, the marks are there.
     */
    @Test
    void theLastStepIsNotMarkedOnceTheSearchHasEnded() {
        Fx.run(() -> {
            Playback playback = new Playback(TestProblems.knuth());
            LinksModel model = new LinksModel();
            PlaybackFeed feed = new PlaybackFeed(model);
            feed.show(playback, null, Duration.ZERO);
            Step step = null;
            while (playback.canStepForward()) {
                step = playback.stepForward(StepSize.COVER);
                feed.show(playback, step, Duration.ZERO);
                if (playback.canStepForward()) {
                    assertTrue(model.marksLastStep(), "marked before the end");
                }
            }
            assertTrue(step.events().stream().anyMatch(e -> e instanceof dlxviz.events.NodeRestored));
            assertTrue(!model.marksLastStep(), "the finished search's last step is not marked");
            playback.stepBack(StepSize.COVER);
            feed.show(playback, playback.lastStep(), Duration.ZERO);
            assertTrue(model.marksLastStep(), "a step back from the end is marked again");
        });
    }
}
