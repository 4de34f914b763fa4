package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.DlxApp;
import dlxviz.app.fx.Frames;
import dlxviz.app.session.AppPreferences;
import dlxviz.app.session.InMemoryPreferences;
import dlxviz.app.session.StartupArguments;
import dlxviz.app.testkit.Fx;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A measurement, not a unit test (its name keeps it out of the default run; {@code mvn verify
 * -Pchecks} runs it): the first step after opening a puzzle, as a teacher's key gives it, at the
 * projector's 1280x720 with text at 1.5. From the key press (a Right arrow fired at the window's
 * scene, as the clicker's key reaches it) to the end of the first pulse that lays the step out and
 * draws it, printed per puzzle, with a second step taken the same way as the anchor measured in
 * the same window. Issue 24 asks for the first within 150 ms on a 2-core machine: the check fails
 * when a first step takes longer, judged against the same window's next two steps so that a
 * machine busy with other work does not fail it by itself: the first may take 150 ms, or 1.5
 * times the slower of the next two where that is more (a warm step over 100 ms means the machine
 * is loaded). AI Escargot comes first: its window is the JVM's first, the coldest case. Where
 * its time goes (JFR and -Xlog:jit+compilation, 2026-11-28, load 17-23): the FX thread's handler
 * takes 25-50 ms and the pulse is laid out by 80 ms; the rest waits on the render thread while
 * the JIT compiles at C2 what this step makes hot (Marlin's Renderer._endRendering, the
 * rasterizer the software pipeline fills shapes with, ~390 ms of compiler CPU; moved earlier by a
 * throwaway off-screen canvas, CssStyleHelper.resolveRef took its place at ~590 ms). On two
 * cores that compile competes with the render thread, so the load average, printed with the
 * figures, says how far the wall times can be read.
 * Alone: {@code mvn -o test -Dtest=FirstStepLatencyCheck}.
 */
@ExtendWith(ApplicationExtension.class)
class FirstStepLatencyCheck {
    private static final List<String> PUZZLES = List.of("ai-escargot", "easter-monster", "easy-1", "16x16-1");
    /** Issue 24: the first step after opening a puzzle on screen within this. */
    private static final double TARGET_MS = 150;
    private Stage first;

    @Start
    void start(Stage stage) {
        first = stage;
    }

    @Test
    void firstStepAfterOpeningEachPuzzle() throws Exception {
        StringBuilder report = new StringBuilder();
        StringBuilder failures = new StringBuilder();
        for (String puzzle : PUZZLES) {
            Stage[] holder = new Stage[1];
            Scene scene = Fx.whole(WaitForAsyncUtils.asyncFx(() -> {
                holder[0] = new Stage();
                Preferences node = new InMemoryPreferences();
                node.clear();
                return DlxApp.openInStages(holder[0], StartupArguments.parse(List.of(puzzle, "--scale", "1.5")),
                        new AppPreferences(node), 1280, 720);
            }).get(60, TimeUnit.SECONDS)).scene();
            settle();
            java.time.LocalTime from = java.time.LocalTime.now();
            long[] cpu = cpuNanos();
            double[] first = stepMillis(scene);
            long[] cpuAfter = cpuNanos();
            report.append(String.format(Locale.ROOT, "  its CPU: the FX thread %.0f ms, the render thread %.0f ms, the"
                    + " JIT %.0f ms (from %s to %s)%n", (cpuAfter[0] - cpu[0]) / 1e6, (cpuAfter[1] - cpu[1]) / 1e6,
                    (cpuAfter[2] - cpu[2]) / 1e6, from, java.time.LocalTime.now()));
            settle();
            double[] second = stepMillis(scene);
            settle();
            double[] third = stepMillis(scene);
            double firstMs = first[2];
            report.append(String.format(Locale.ROOT, "first step %-16s on screen %7.1f ms (handler %6.1f, pulse done"
                    + " %6.1f); the next two %6.1f, %6.1f ms; allowed %.0f ms%n", puzzle, first[2], first[0], first[1],
                    second[2], third[2], allowedMillis(second[2], third[2])));
            WaitForAsyncUtils.asyncFx(holder[0]::close).get();
            double allowed = allowedMillis(second[2], third[2]);
            if (firstMs > allowed) {
                failures.append(String.format(Locale.ROOT, "%s: first step %.1f ms, over the %.0f ms allowed%n",
                        puzzle, firstMs, allowed));
            }
        }
        report.append(String.format(Locale.ROOT, "load average over the last minute at the end: %.2f on %d cores%n",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors()));
        System.out.print(report);
        assertTrue(failures.length() == 0, failures + "(see the figures above)");
    }

    /** Issue 24's 150 ms, or 1.5x the slower warm step of the same window where the machine's load makes that more. */
    static double allowedMillis(double secondMs, double thirdMs) {
        return Math.max(TARGET_MS, 1.5 * Math.max(secondMs, thirdMs));
    }

    /** From a Right arrow fired at {@code scene} to the end of the pulse that shows its step. */
    private static double[] stepMillis(Scene scene) throws Exception {
        CompletableFuture<Long> laidOut = new CompletableFuture<>();
        CompletableFuture<Long> shown = new CompletableFuture<>();
        long[] start = new long[2];
        Platform.runLater(() -> {
            Runnable[] listener = new Runnable[1];
            listener[0] = () -> {
                scene.removePostLayoutPulseListener(listener[0]);
                // the canvases draw after layout, in the same pulse: the next runLater comes after it
                Platform.runLater(() -> laidOut.complete(System.nanoTime()));
            };
            start[0] = System.nanoTime();
            Event.fireEvent(scene.getRoot(), new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.RIGHT,
                    false, false, false, false));
            start[1] = System.nanoTime();
            scene.addPostLayoutPulseListener(listener[0]);
            // and once the render thread has drawn that frame (the software pipeline, as on a projector's laptop)
            Frames.afterNextFrame(scene, () -> shown.complete(System.nanoTime()));
        });
        long pulse = laidOut.get(60, TimeUnit.SECONDS);
        long end = shown.get(60, TimeUnit.SECONDS);
        return new double[] {(start[1] - start[0]) / 1e6, (pulse - start[0]) / 1e6, (end - start[0]) / 1e6};
    }

    /**
     * CPU time so far of the FX thread, the render thread and the JIT's threads: on a machine
     * shared with other builds the wall time waits for a core, the CPU time is the step's own.
     */
    private static long[] cpuNanos() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] cpu = new long[3];
        for (java.lang.management.ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info == null) {
                continue;
            }
            String name = info.getThreadName();
            int kind = name.equals("JavaFX Application Thread") || name.equals("Event Thread") ? 0
                    : name.startsWith("QuantumRenderer") ? 1 : -1;
            if (kind >= 0) {
                cpu[kind] += Math.max(0, threads.getThreadCpuTime(info.getThreadId()));
            }
        }
        java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
        cpu[2] = jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() * 1_000_000L : 0;
        return cpu;
    }

    private static void settle() throws InterruptedException {
        Thread.sleep(1500);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
