package dlxviz.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.playback.StepSize;
import org.junit.jupiter.api.Test;

/** {@code --steps N} at start-up: all N when they are quick, a bounded time when N is huge. */
class StartupStepsTest {

    @Test
    void aFewStepsAreAllTakenWithoutAMessage() {
        MainViewModel vm = linkSteps("knuth");
        vm.stepForward(10, 60_000);
        assertEquals(positionAfterSingleSteps("knuth", 10), vm.getPlayback().position());
        assertEquals("", vm.messageProperty().get());
    }

    @Test
    void aHugeCountStopsAtTheTimeBudgetAndSaysHowFarItGot() {
        MainViewModel vm = linkSteps("pentomino3x20");
        vm.stepForward(100_000_000, 0); // no time at all: one batch of 256 steps, then stop
        assertEquals(positionAfterSingleSteps("pentomino3x20", 256), vm.getPlayback().position());
        assertTrue(vm.messageProperty().get().startsWith("Took 256 of the 100,000,000 steps asked for"),
                vm.messageProperty().get());
    }

    private static MainViewModel linkSteps(String example) {
        MainViewModel vm = new MainViewModel();
        assertTrue(vm.loadExample(example));
        vm.stepSizeProperty().set(StepSize.LINK);
        return vm;
    }

    /** Where {@code steps} presses of Right (link steps) leave the cursor. */
    private static long positionAfterSingleSteps(String example, int steps) {
        MainViewModel vm = linkSteps(example);
        for (int k = 0; k < steps; k++) {
            vm.stepForward();
        }
        return vm.getPlayback().position();
    }
}
