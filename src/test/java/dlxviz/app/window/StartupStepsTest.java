package dlxviz.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.window.model.MainViewModel;
import dlxviz.playback.StepSize;
import org.junit.jupiter.api.Test;

/** {@code --steps N} at start-up: all N when they are quick, a bounded time when N is huge. */
class StartupStepsTest {

    @Test
    void aFewStepsAreAllTakenWithoutAMessage() {
        MainViewModel vm = linkSteps("knuth");
        vm.cursor().stepForward(10, 60_000);
        assertEquals(positionAfterSingleSteps("knuth", 10), vm.cursor().playback().position());
        assertEquals("", vm.messages().textProperty().get());
    }

    @Test
    void aHugeCountStopsAtTheTimeBudgetAndSaysHowFarItGot() {
        MainViewModel vm = linkSteps("pentomino3x20");
        vm.cursor().stepForward(100_000_000, 0); // no time at all: one batch of 256 steps, then stop
        assertEquals(positionAfterSingleSteps("pentomino3x20", 256), vm.cursor().playback().position());
        assertTrue(vm.messages().textProperty().get().startsWith("Took 256 of the 100,000,000 steps asked for"),
                vm.messages().textProperty().get());
    }

    @Test
    void gotoLandsOnTheEventAsTheTimelineWouldRecordingAsFarAsNeeded() {
        MainViewModel vm = linkSteps("ai-escargot");
        long recorded = vm.cursor().playback().recordedLength();
        long target = recorded + 20_000; // beyond what opening the puzzle recorded
        vm.cursor().goTo(target, 60_000);
        assertEquals(target, vm.cursor().playback().position());
        assertEquals("", vm.messages().textProperty().get());
        vm.cursor().goTo(12, 60_000);
        assertEquals(12, vm.cursor().playback().position(), "back within the recorded events: a seek");
    }

    @Test
    void gotoIsAJumpAndSaysWhereItStandsAsASeekThereDoes() {
        MainViewModel vm = linkSteps("ai-escargot");
        vm.cursor().stepSizeProperty().set(StepSize.COVER);
        long target = vm.cursor().playback().recordedLength() + 769; // recorded on the way
        vm.cursor().goTo(target, 60_000);
        String recordingThere = vm.cursor().narrationProperty().get();
        vm.cursor().goTo(12, 60_000);
        vm.cursor().goTo(target, 60_000); // recorded now: a seek
        // not the hundreds of events passed told as one step (the first choice's reason, then the last)
        assertEquals(vm.cursor().narrationProperty().get(), recordingThere);
    }

    @Test
    void gotoPastTheEndStopsAtTheEndAndSaysHowLongTheSearchIs() {
        MainViewModel vm = linkSteps("knuth");
        vm.cursor().goTo(1_000_000, 60_000);
        assertTrue(vm.cursor().playback().isSearchComplete());
        assertEquals(vm.cursor().playback().recordedLength(), vm.cursor().playback().position());
        assertTrue(vm.messages().textProperty().get().startsWith("The whole search has"), vm.messages().textProperty().get());
    }

    private static MainViewModel linkSteps(String example) {
        MainViewModel vm = new MainViewModel();
        assertTrue(vm.session().loadExample(example));
        vm.cursor().stepSizeProperty().set(StepSize.LINK);
        return vm;
    }

    /** Where {@code steps} presses of Right (link steps) leave the cursor. */
    private static long positionAfterSingleSteps(String example, int steps) {
        MainViewModel vm = linkSteps(example);
        for (int k = 0; k < steps; k++) {
            vm.cursor().stepForward();
        }
        return vm.cursor().playback().position();
    }
}
