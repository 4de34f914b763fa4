package dlxviz.app.fx;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Work handed from a worker thread to the FX thread, waiting for the answer: how a series of
 * pictures, made on a thread of its own, moves the window and takes its snapshots where JavaFX
 * allows it. Never call these on the FX thread: they would wait for themselves.
 */
public final class FxThread {
    /** Longer than any one step and snapshot; a wait this long means the FX thread is stuck. */
    private static final long TIMEOUT_SECONDS = 120;

    private FxThread() {
    }

    /**
     * Runs {@code work} on the FX thread and returns its result.
     *
     * @throws IllegalStateException when the work threw (the cause attached) or the FX thread did
     *                               not answer in time
     */
    public static <T> T call(Callable<T> work) throws InterruptedException {
        if (Platform.isFxApplicationThread()) {
            throw new IllegalStateException("FxThread.call on the FX thread would wait for itself");
        }
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause.getMessage(), cause);
        } catch (TimeoutException e) {
            throw new IllegalStateException("the FX thread did not answer in " + TIMEOUT_SECONDS + " s", e);
        }
    }

    public static void run(Runnable work) throws InterruptedException {
        call(() -> {
            work.run();
            return null;
        });
    }

    /**
     * Waits until one whole pulse has passed (animation timers, CSS, layout, and the scene
     * drawn): what views put off "until the next pulse" has then happened.
     */
    public static void awaitPulse() throws InterruptedException {
        CountDownLatch ticks = new CountDownLatch(2);
        AnimationTimer[] timer = new AnimationTimer[1];
        Platform.runLater(() -> {
            timer[0] = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    // the second tick starts the pulse after the one in which the first ran
                    ticks.countDown();
                    if (ticks.getCount() == 0) {
                        stop();
                    }
                }
            };
            timer[0].start();
        });
        if (!ticks.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            Platform.runLater(() -> timer[0].stop());
            throw new IllegalStateException("no pulse in " + TIMEOUT_SECONDS + " s: the FX thread is stuck");
        }
    }
}
