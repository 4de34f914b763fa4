package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.ManualClock;
import org.junit.jupiter.api.Test;

class BusyStateTest {

    @Test
    void aRunReportsItsProgressAndEndsClean() {
        BusyState busy = new BusyState();
        busy.begin("Counting solutions…");
        assertTrue(busy.isBusy());
        assertEquals(-1, busy.progressProperty().get(), "unknown at first");
        busy.progress("12 solutions so far", 0.25);
        assertEquals("12 solutions so far", busy.textProperty().get());
        assertEquals(0.25, busy.progressProperty().get(), 1e-9);
        busy.end();
        assertFalse(busy.isBusy());
        assertEquals("", busy.textProperty().get());
    }

    @Test
    void whileBusyTheCursorTakesNoCommand() {
        MainViewModel vm = new MainViewModel(new ManualClock());
        assertTrue(vm.session().loadExample("knuth"));
        vm.busy().begin("Running to the end…");
        vm.cursor().stepForward();
        vm.cursor().play();
        assertEquals(0, vm.cursor().positionProperty().get());
        assertFalse(vm.cursor().playingProperty().get());
        vm.busy().end();
        vm.cursor().stepForward();
        assertTrue(vm.cursor().positionProperty().get() > 0);
    }

    @Test
    void whetherTheCursorMayMoveFollowsTheBusyStateWithoutARepublish() {
        MainViewModel vm = new MainViewModel(new ManualClock());
        assertTrue(vm.session().loadExample("knuth"));
        CursorModel cursor = vm.cursor();
        cursor.stepForward();
        long revision = cursor.revisionProperty().get();
        String narration = cursor.narrationProperty().get();
        assertTrue(cursor.canStepBackProperty().get() && cursor.canStepForwardProperty().get());
        vm.busy().begin("Running to the end…");
        assertFalse(cursor.canStepBackProperty().get(), "a run holds the search");
        assertFalse(cursor.canStepForwardProperty().get(), "a run holds the search");
        vm.busy().end();
        assertTrue(cursor.canStepBackProperty().get() && cursor.canStepForwardProperty().get(), "free again");
        assertEquals(revision, cursor.revisionProperty().get(), "no republish");
        assertEquals(narration, cursor.narrationProperty().get());
    }
}
