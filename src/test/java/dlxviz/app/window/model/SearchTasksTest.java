package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import dlxviz.app.testkit.ManualClock;
import java.util.ArrayDeque;
import java.util.Queue;
import org.junit.jupiter.api.Test;

/**
 * The window's background runs without a window or a robot: the runs go to a queue this test
 * runs on the FX thread, and the FX thread's following of a recording ticks on a hand-driven
 * clock. Each test takes milliseconds.
 */
class SearchTasksTest {
    private final ManualClock clock = new ManualClock();
    private final Queue<Runnable> background = new ArrayDeque<>();
    private MainViewModel vm;

    private CursorModel open(String example) {
        vm = new MainViewModel(clock, background::add);
        assertTrue(vm.session().loadExample(example));
        return vm.cursor();
    }

    /**
     * Runs the queued background work on this thread (the test is the background thread), then
     * frames on the FX thread until the run lets the cursor go (at most 10,000): each frame comes
     * after what the work handed to the FX thread, as in the window.
     */
    private void finishTheRun() {
        while (!background.isEmpty()) {
            background.poll().run();
        }
        for (int frame = 0; frame < 10_000 && Fx.call(() -> vm.busy().isBusy()); frame++) {
            Fx.run(() -> clock.tick(16));
        }
        Fx.run(() -> {
            assertFalse(vm.busy().isBusy(), "the run ended");
            assertFalse(clock.isRunning(), "the following stopped with it");
        });
    }

    @Test
    void runToEndRecordsInTheBackgroundThenFollowsToTheEndShowingTheLastSolution() {
        CursorModel cursor = Fx.call(() -> open("queens6"));
        Fx.run(() -> {
            vm.runToEnd();
            assertTrue(vm.busy().isBusy());
            assertFalse(cursor.canStepForwardProperty().get(), "no step while a run holds the cursor");
            assertEquals(1, background.size());
        });
        finishTheRun();
        Fx.run(() -> {
            assertTrue(cursor.searchCompleteProperty().get());
            assertEquals(cursor.recordedLengthProperty().get(), cursor.positionProperty().get());
            assertEquals(4, cursor.solutionsProperty().get()); // 6 queens have 4 solutions
            assertTrue(cursor.showsLastSolution());
            assertTrue(cursor.canStepBackProperty().get(), "the buttons follow the end of the run");
        });
    }

    @Test
    void nextSolutionStopsAtTheFirstSolution() {
        CursorModel cursor = Fx.call(() -> open("queens6"));
        Fx.run(vm::nextSolution);
        finishTheRun();
        Fx.run(() -> {
            assertEquals(1, cursor.solutionsProperty().get());
            assertFalse(cursor.searchCompleteProperty().get() && cursor.positionProperty().get()
                    == cursor.recordedLengthProperty().get(), "stopped before the end");
            assertTrue(cursor.canStepForwardProperty().get());
        });
    }

    @Test
    void countSolutionsCountsWithoutMovingTheCursor() {
        CursorModel cursor = Fx.call(() -> open("queens8"));
        long position = Fx.call(() -> cursor.positionProperty().get());
        Fx.run(vm::countSolutions);
        finishTheRun();
        Fx.run(() -> {
            assertTrue(vm.messages().text().contains("has 92 solutions"), vm.messages().text());
            assertEquals(position, cursor.positionProperty().get());
        });
    }

    @Test
    void cancelLetsTheCursorGoAndStopsTheFollowing() {
        Fx.run(() -> {
            CursorModel cursor = open("queens8");
            vm.runToEnd();
            assertTrue(clock.isRunning());
            vm.cancelTask();
            assertFalse(vm.busy().isBusy());
            assertFalse(clock.isRunning());
            assertTrue(cursor.canStepForwardProperty().get());
        });
    }

    @Test
    void aRecordingOverItsMemoryBudgetStopsWithAMessageAtTheLastEventRecorded() {
        CursorModel cursor = Fx.call(() -> open("queens8"));
        Fx.run(() -> {
            vm.setHistoryBudgetBytes(1);
            vm.runToEnd();
        });
        finishTheRun();
        Fx.run(() -> {
            assertTrue(vm.messages().text().startsWith("Stopped recording at"), vm.messages().text());
            assertEquals(cursor.recordedLengthProperty().get(), cursor.positionProperty().get());
            assertFalse(cursor.searchCompleteProperty().get());
        });
    }
}
