package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.ManualClock;
import dlxviz.playback.StepSize;
import org.junit.jupiter.api.Test;

/** The cursor part of the window's view model, without a window: steps, seeks, play on a hand-driven clock. */
class CursorModelTest {
    private final ManualClock clock = new ManualClock();
    private final MainViewModel vm = new MainViewModel(clock);
    private final CursorModel cursor = vm.cursor();

    private String counters() {
        return cursor.positionProperty().get() + "/" + cursor.levelProperty().get() + "/" + cursor.nodesProperty().get()
                + "/" + cursor.updatesProperty().get() + "/" + cursor.solutionsProperty().get();
    }

    @Test
    void aStepForwardAndBackRestoresEveryCounter() {
        assertTrue(vm.session().loadExample("knuth"));
        cursor.stepForward();
        String before = counters();
        long revision = cursor.revisionProperty().get();
        cursor.stepForward();
        assertNotEquals(before, counters());
        cursor.stepBack();
        assertEquals(before, counters());
        assertTrue(cursor.revisionProperty().get() > revision, "each move ticks the revision");
        assertTrue(cursor.narrationProperty().get().startsWith("Back"), cursor.narrationProperty().get());
    }

    @Test
    void aSeekLandsWhereSteppingLands() {
        assertTrue(vm.session().loadExample("queens6"));
        cursor.stepSizeProperty().set(StepSize.LINK);
        for (int i = 0; i < 40; i++) {
            cursor.stepForward();
        }
        String stepped = counters();
        long position = cursor.positionProperty().get();
        cursor.reset();
        assertEquals(0, cursor.positionProperty().get());
        assertFalse(cursor.canStepBackProperty().get());
        cursor.seek(position);
        assertEquals(stepped, counters());
    }

    @Test
    void playAdvancesOnEachFrameAndPauseStops() {
        assertTrue(vm.session().loadExample("queens8"));
        cursor.speedProperty().set(PlaySpeed.TEN);
        cursor.play();
        assertTrue(cursor.playingProperty().get());
        clock.tick(16); // the first step comes at once
        long first = cursor.positionProperty().get();
        assertTrue(first > 0);
        for (int i = 0; i < 30; i++) {
            clock.tick(100); // ten steps a second: one per 100 ms frame
        }
        assertTrue(cursor.positionProperty().get() > first);
        cursor.pause();
        assertFalse(clock.isRunning());
        long stopped = cursor.positionProperty().get();
        clock.tick(100);
        assertEquals(stopped, cursor.positionProperty().get());
    }

    @Test
    void playStopsAtABreakpointAndSaysSo() {
        assertTrue(vm.session().loadExample("queens6"));
        vm.breakpoints().atSolutionProperty().set(true);
        cursor.speedProperty().set(PlaySpeed.MAX);
        cursor.play();
        for (int i = 0; i < 200 && cursor.playingProperty().get(); i++) {
            clock.tick(16);
        }
        assertFalse(cursor.playingProperty().get());
        assertEquals(1, cursor.solutionsProperty().get());
        assertTrue(vm.messages().text().contains("breakpoint: a solution"), vm.messages().text());
    }

    @Test
    void atTheEndOfASudokuTheBoardShowsTheLastSolutionFound() {
        assertTrue(vm.session().loadExample("easy-1"));
        cursor.stepSizeProperty().set(StepSize.SOLUTION);
        while (cursor.canStepForwardProperty().get()) {
            cursor.stepForward();
        }
        assertTrue(cursor.searchCompleteProperty().get());
        assertEquals(0, cursor.playback().partialSolution().length, "DLX has uncovered everything again");
        int[] shown = cursor.shownOptions();
        assertEquals(81 - cursor.playback().forcedOptions().length, shown.length, "the solution's placements");
    }

    @Test
    void manyStepsAskedForStopAtTheBudgetWithAMessage() {
        assertTrue(vm.session().loadExample("pentomino3x20"));
        cursor.stepSizeProperty().set(StepSize.LINK);
        cursor.stepForward(100_000_000, 0);
        assertTrue(cursor.positionProperty().get() > 0 && cursor.canStepForwardProperty().get());
        assertFalse(vm.messages().isError(), "running out of time is not an error");
        assertTrue(vm.messages().text().startsWith("Took 256 of the 100,000,000 steps"), vm.messages().text());
    }

    @Test
    void nothingMovesWithoutAProblem() {
        cursor.stepForward();
        cursor.play();
        assertFalse(cursor.playingProperty().get());
        assertArrayEquals(new int[0], cursor.shownOptions());
    }

    @Test
    void theStepButtonsFollowTheBusyStateWithoutARepublish() {
        assertTrue(vm.session().loadExample("knuth"));
        cursor.stepForward();
        long revision = cursor.revisionProperty().get();
        assertTrue(cursor.canStepBackProperty().get());
        assertTrue(cursor.canStepForwardProperty().get());
        vm.busy().begin("Reading a file…"); // as a file being read holds the window, with no publish
        assertFalse(cursor.canStepBackProperty().get());
        assertFalse(cursor.canStepForwardProperty().get());
        vm.busy().end();
        assertTrue(cursor.canStepBackProperty().get());
        assertTrue(cursor.canStepForwardProperty().get());
        assertEquals(revision, cursor.revisionProperty().get(), "no republish was needed");
    }
}
