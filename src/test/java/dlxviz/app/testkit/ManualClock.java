package dlxviz.app.testkit;

import dlxviz.app.window.model.FrameClock;
import java.util.function.LongConsumer;

/** A frame clock driven by hand: each {@link #tick} is one frame, so play runs in plain unit tests. */
public final class ManualClock implements FrameClock {
    private LongConsumer frame;
    private boolean running;
    private long now = 1_000_000_000L;

    @Override
    public void start(LongConsumer onFrame) {
        frame = onFrame;
        running = true;
    }

    @Override
    public void stop() {
        running = false;
    }

    public boolean isRunning() {
        return running;
    }

    /** One frame, {@code millis} after the last. */
    public void tick(long millis) {
        now += millis * 1_000_000L;
        if (running) {
            frame.accept(now);
        }
    }
}
