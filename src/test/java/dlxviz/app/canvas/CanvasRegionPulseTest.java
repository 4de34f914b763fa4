package dlxviz.app.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

/**
 * A canvas view draws every pulse in which what it shows changed, with that pulse's state, however
 * the animation timers that change it are ordered. Playing flat out, the play loop publishes a
 * new state in every pulse; the views used to draw from an animation timer of their own that
 * stopped when idle and, restarted by the play loop's publish, joined only the next pulse: the
 * lens drew every other pulse, a frame late (issue 13's frame rate).
 */
class CanvasRegionPulseTest {
    private static final int PULSES = 40;

    /** Counts its draws and notes the player's state each saw. */
    private static final class CountingView extends CanvasRegion {
        final List<Integer> seen = new ArrayList<>();
        int state;

        @Override
        protected void draw() {
            seen.add(state);
        }
    }

    @Test
    void aStateChangedInEveryPulseIsDrawnInThatPulse() throws Exception {
        Fx.start();
        CountingView view = new CountingView();
        CountDownLatch done = new CountDownLatch(1);
        int[] pulses = {0};
        List<Integer> published = new ArrayList<>();
        Fx.run(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(new StackPane(view), 200, 100));
            stage.show();
        });
        Fx.run(() -> { // once the view has drawn its first picture and gone idle: then the play loop starts
            AnimationTimer player = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    if (pulses[0] == PULSES) {
                        stop();
                        done.countDown();
                        return;
                    }
                    pulses[0]++;
                    view.state = pulses[0];
                    published.add(view.state);
                    view.requestRedraw();
                }
            };
            view.seen.clear();
            player.start();
        });
        assertTrue(done.await(30, TimeUnit.SECONDS), "the pulses came");
        List<Integer> seen = Fx.call(() -> new ArrayList<>(view.seen));
        Fx.run(() -> view.getScene().getWindow().hide());
        assertTrue(seen.size() >= PULSES - 1, "a draw for each of the " + PULSES + " pulses that changed the state: " + seen);
        assertEquals(published.subList(published.size() - seen.size(), published.size()), seen,
                "each draw shows the state of its own pulse, not the one before");
    }

    /**
     * A view that finds, while drawing, that it owes a later frame (as the links view does after
     * a sketched frame: the full picture once the steps stop) gets the pulses to draw it, even
     * when that draw came from a single change between pulses.
     */
    @Test
    void aViewThatOwesAFrameAfterDrawingGetsItsPulses() throws Exception {
        Fx.start();
        CountDownLatch owedFrameDrawn = new CountDownLatch(1);
        final class OwingView extends CanvasRegion {
            int draws;
            int pulsesOwed;

            @Override
            protected void draw() {
                draws++;
                if (draws == 1) {
                    pulsesOwed = 3; // a sketch: the full frame is owed three pulses later
                } else {
                    owedFrameDrawn.countDown();
                }
            }

            @Override
            protected void onPulse(long nanos) {
                if (pulsesOwed > 0 && --pulsesOwed == 0) {
                    requestRedraw();
                }
            }

            @Override
            protected boolean keepPulsing() {
                return pulsesOwed > 0;
            }
        }
        OwingView view = new OwingView();
        Fx.run(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(new StackPane(view), 200, 100));
            stage.show();
        });
        Fx.run(() -> view.draws = 0);
        Fx.run(view::requestRedraw); // one change, between pulses
        boolean drawn = owedFrameDrawn.await(5, TimeUnit.SECONDS);
        Fx.run(() -> view.getScene().getWindow().hide());
        assertTrue(drawn, "the owed frame was drawn (draws: " + Fx.call(() -> view.draws) + ")");
    }
}
