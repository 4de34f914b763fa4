package dlxviz.app.window.model;

import java.util.function.LongConsumer;
import javafx.animation.AnimationTimer;

/**
 * Calls back once per frame while started: the JavaFX pulse in the app, a hand-driven clock in
 * tests (so the play loop runs in plain unit tests, without a window).
 */
public interface FrameClock {
    /** Starts calling {@code frame} with the time in nanoseconds, once per frame. */
    void start(LongConsumer frame);

    void stop();

    /** The JavaFX pulse (an {@link AnimationTimer}, made on first use so tests need no toolkit). */
    static FrameClock fx() {
        return new FrameClock() {
            private AnimationTimer timer;
            private LongConsumer target;

            @Override
            public void start(LongConsumer frame) {
                target = frame;
                if (timer == null) {
                    timer = new AnimationTimer() {
                        @Override
                        public void handle(long now) {
                            target.accept(now);
                        }
                    };
                }
                timer.start();
            }

            @Override
            public void stop() {
                if (timer != null) {
                    timer.stop();
                }
            }
        };
    }
}
