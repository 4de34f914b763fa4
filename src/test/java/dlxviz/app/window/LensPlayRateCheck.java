package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.animation.AnimationTimer;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A measurement, not a unit test (its name keeps it out of the default run): AI Escargot played
 * as fast as possible in the window, through the lens, for ten seconds (started again from Ready
 * each time the search ends, about every second), counting the frames the lens and the overview
 * draw and the pulses of the FX thread. The window must show 30 new frames a second (see the
 * assertion for why the lens redraws on every other one here). Run it alone on
 * a quiet machine: {@code mvn -q -o test -Dtest=LensPlayRateCheck}. On a busy one the frame rate
 * says little, so it also prints the processor time the FX thread and Prism's render thread
 * spent per frame (10 ms of it is the play loop's engine budget): the rate each would allow with
 * a core of its own.
 */
@ExtendWith(ApplicationExtension.class)
class LensPlayRateCheck {
    private static final long SECONDS = 10;
    private DlxApp.Window window;
    private long pulses;
    private long longestGap;
    private long lastPulse;
    /** Pulses on which the cursor stood elsewhere than on the one before: frames with something new to show. */
    private long moves;
    private long lastPosition = -1;

    @Start
    void start(Stage stage) throws Exception {
        Preferences node = new InMemoryPreferences();
        node.clear();
        window = DlxApp.open(stage, StartupArguments.parse(List.of("ai-escargot")), new AppPreferences(node));
    }

    @Test
    void playingAiEscargotFlatOutKeepsThirtyFramesASecond() throws Exception {
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulses++;
                if (lastPulse != 0) {
                    longestGap = Math.max(longestGap, now - lastPulse);
                }
                lastPulse = now;
                long position = window.model().cursor().livePlayback().position();
                moves += position != lastPosition ? 1 : 0;
                if (Boolean.getBoolean("lens.trace") && pulses > 100 && pulses < 130) {
                    System.out.println("pulse " + pulses + " position " + position + " playing "
                            + window.model().cursor().playingProperty().get() + " lens draws " + window.controller().linksView().drawCount());
                }
                lastPosition = position;
                CursorModel cursor = window.model().cursor();
                if (!cursor.playingProperty().get()) {
                    cursor.reset(); // the search ended: play it again
                    cursor.play();
                }
            }
        };
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long fxThread = fx(() -> Thread.currentThread().getId());
        long[] cpuBefore = {threads.getThreadCpuTime(fxThread), renderCpu(threads)};
        long[] before = fx(() -> {
            // -DargLine=-Dlens.whole=true: the same through the whole torus, to compare
            window.model().appearance().wholeTorusProperty().set(Boolean.getBoolean("lens.whole"));
            // -Dlens.tab=rules: another tab in front of the board, to see what the board costs
            if (System.getProperty("lens.tab") != null) {
                window.controller().showSideTab(System.getProperty("lens.tab"));
            }
            // -Dlens.watch=#mainSplit,#bottomBox: how often those parts change size while playing
            for (String selector : System.getProperty("lens.watch", "").split(",")) {
                javafx.scene.Node node = selector.isBlank() ? null : window.scene().lookup(selector);
                if (node != null) {
                    node.layoutBoundsProperty().addListener((o, was, is) -> System.out.println("resized " + selector + ": "
                            + was.getWidth() + "x" + was.getHeight() + " -> " + is.getWidth() + "x" + is.getHeight()));
                }
            }
            // -Dlens.hide=#sideScroll,#bottomBox: parts of the window hidden, to find what makes each frame's dirty region
            for (String selector : System.getProperty("lens.hide", "").split(",")) {
                if (!selector.isBlank() && window.scene().lookup(selector) != null) {
                    window.scene().lookup(selector).setVisible(false);
                }
            }
            window.model().cursor().speedProperty().set(PlaySpeed.MAX);
            window.model().cursor().play();
            timer.start();
            return new long[] {window.controller().linksView().drawCount(), window.controller().overview().drawCount(),
                window.model().cursor().livePlayback().position()};
        });
        long start = System.nanoTime();
        Thread.sleep(TimeUnit.SECONDS.toMillis(SECONDS));
        long[] after = fx(() -> {
            timer.stop();
            window.model().cursor().pause();
            return new long[] {window.controller().linksView().drawCount(), window.controller().overview().drawCount()};
        });
        double seconds = (System.nanoTime() - start) / 1e9;
        long frames = after[0] - before[0];
        double fxMillis = (threads.getThreadCpuTime(fxThread) - cpuBefore[0]) / 1e6 / Math.max(1, frames);
        double renderMillis = (renderCpu(threads) - cpuBefore[1]) / 1e6 / Math.max(1, frames);
        System.out.printf("per frame: FX thread %.1f ms of processor time (%.0f frames/s on a core of its own), render "
                + "thread %.1f ms%n", fxMillis, 1000 / fxMillis, renderMillis);
        double lensFps = (after[0] - before[0]) / seconds;
        double overviewFps = (after[1] - before[1]) / seconds;
        System.out.printf("AI Escargot flat out, %.1f s: the lens drew %.1f frames/s, the overview %.1f, the FX thread "
                + "pulsed %.1f times/s, longest gap between pulses %.0f ms; machine load average %.2f%n", seconds, lensFps,
                overviewFps, pulses / seconds, longestGap / 1e6,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.printf("the cursor stood somewhere new on %.1f pulses/s (the rest show the same state: the search"
                + " restarts, or a pulse came before the play loop's frame)%n", moves / seconds);
        assertTrue(fx(() -> window.controller().linksView().showsLens() != Boolean.getBoolean("lens.whole")),
                "played through the lens (or the whole torus, when asked)");
        // AI Escargot's whole search takes less than a frame's engine budget once recorded, so each
        // pulse pair shows the end, then Ready again (the restart above): the lens draws the state it
        // finds at its turn in the pulse, one of the two. What must keep 30 a second is the window's
        // frames, each with the cursor somewhere new (-Dlens.trace=true prints them pulse by pulse).
        assertTrue(moves / seconds >= 30, "the window kept 30 new frames a second: " + moves / seconds);
    }

    /** Processor time of Prism's render thread so far, in nanoseconds. */
    private static long renderCpu(java.lang.management.ThreadMXBean threads) {
        long total = 0;
        for (java.lang.management.ThreadInfo info : threads.dumpAllThreads(false, false)) {
            if (info.getThreadName().startsWith("QuantumRenderer")) {
                total += threads.getThreadCpuTime(info.getThreadId());
            }
        }
        return total;
    }

    private static <T> T fx(Callable<T> callable) throws Exception {
        return WaitForAsyncUtils.asyncFx(callable).get(60, TimeUnit.SECONDS);
    }
}
