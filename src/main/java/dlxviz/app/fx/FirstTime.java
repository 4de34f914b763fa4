package dlxviz.app.fx;

import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ObservableBooleanValue;
import java.util.function.BooleanSupplier;

/**
 * Work done once, the first time a condition holds: what a window does not show at start is made
 * when it is first needed rather than before the first frame (issue 15). The listener removes
 * itself, so nothing stays subscribed afterwards.
 */
public final class FirstTime {
    private FirstTime() {
    }

    /** Runs {@code work} now if {@code flag} is true, else the first time it becomes true. */
    public static void whenTrue(ObservableBooleanValue flag, Runnable work) {
        when(flag::get, work, flag);
    }

    /** Runs {@code work} now if {@code condition} holds, else the first time it holds after one of {@code sources} changes. */
    public static void when(BooleanSupplier condition, Runnable work, Observable... sources) {
        if (condition.getAsBoolean()) {
            work.run();
            return;
        }
        InvalidationListener listener = new InvalidationListener() {
            @Override
            public void invalidated(Observable observable) {
                if (condition.getAsBoolean()) {
                    for (Observable source : sources) {
                        source.removeListener(this);
                    }
                    work.run();
                }
            }
        };
        for (Observable source : sources) {
            source.addListener(listener);
        }
    }
}
