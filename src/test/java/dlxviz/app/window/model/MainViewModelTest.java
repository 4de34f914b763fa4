package dlxviz.app.window.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.boards.model.MatrixBoardModel;
import dlxviz.app.boards.model.SudokuBoard;
import dlxviz.app.boards.model.SudokuBoardModel;
import dlxviz.app.hover.Highlight;
import dlxviz.app.testkit.ManualClock;
import dlxviz.playback.StepSize;
import org.junit.jupiter.api.Test;

/** The parts wired together, without a window: the board and the links model follow the cursor. */
class MainViewModelTest {
    private final MainViewModel vm = new MainViewModel(new ManualClock());

    @Test
    void aSudokusBoardFollowsTheCursorThroughItsGivens() {
        assertTrue(vm.session().loadExample("ai-escargot"));
        SudokuBoardModel board = assertInstanceOf(SudokuBoardModel.class, vm.boardProperty().get());
        assertEquals(23, board.state().toLine().chars().filter(c -> c != '.').count(), "a puzzle opens with its givens");
        vm.cursor().showSetUp();
        assertEquals(".".repeat(81), board.state().toLine(), "before the set-up no given is placed");
        vm.cursor().stepSizeProperty().set(StepSize.CHOICE);
        while (vm.cursor().playback().isSettingUp() || vm.cursor().positionProperty().get() == 0) {
            vm.cursor().stepForward();
        }
        SudokuBoard shown = board.state();
        long givens = shown.toLine().chars().filter(c -> c != '.').count();
        assertEquals(23, givens);
    }

    @Test
    void theLinksModelShowsThePlaybacksTorusAndMarks() {
        assertTrue(vm.session().loadExample("knuth"));
        assertSame(vm.cursor().playback().torus(), vm.links().torus());
        vm.cursor().stepForward();
        assertEquals(vm.cursor().playback().marks().chosenItem(), vm.links().marks().chosenItem());
        assertTrue(vm.links().marks().chosenItem() > 0);
    }

    @Test
    void aNewProblemGetsANewBoardAndForgetsTheHover() {
        assertTrue(vm.session().loadExample("knuth"));
        var first = vm.boardProperty().get();
        assertInstanceOf(MatrixBoardModel.class, first);
        vm.highlightProperty().set(Highlight.item(2));
        assertTrue(vm.session().loadExample("matrix4x4"));
        assertNull(vm.highlightProperty().get());
        assertTrue(first != vm.boardProperty().get());
    }

    @Test
    void breakpointsFollowTheProblemOpen() {
        assertTrue(vm.session().loadExample("knuth"));
        vm.breakpoints().itemProperty().set("E");
        assertEquals(1, vm.breakpoints().active().size());
        assertTrue(vm.session().loadExample("matrix4x4"));
        assertTrue(vm.breakpoints().errorProperty().get().contains("no item is named 'E'"),
                vm.breakpoints().errorProperty().get());
        assertTrue(vm.cursor().playback().breakpoints().isEmpty(), "nothing stops the new search");
    }

    @Test
    void animationsStopWhileBusyAndAtHighSpeed() {
        String was = System.getProperty("dlxviz.animations");
        System.clearProperty("dlxviz.animations");
        try {
            MainViewModel animated = new MainViewModel(new ManualClock());
            animated.cursor().speedProperty().set(PlaySpeed.ONE);
            assertTrue(animated.animationDurationProperty().getValue().toMillis() > 0);
            animated.busy().begin("Running to the end…");
            assertEquals(0, animated.animationDurationProperty().getValue().toMillis());
            animated.busy().end();
            animated.cursor().speedProperty().set(PlaySpeed.MAX);
            assertEquals(0, animated.animationDurationProperty().getValue().toMillis());
        } finally {
            if (was != null) {
                System.setProperty("dlxviz.animations", was);
            }
        }
    }

    @Test
    void aBoardSaysSolutionOnlyWhereTheSearchFoundOne() {
        assertTrue(vm.session().loadExample("queens5"));
        var board = assertInstanceOf(dlxviz.app.boards.model.QueensBoardModel.class, vm.boardProperty().get());
        vm.cursor().stepSizeProperty().set(StepSize.SOLUTION);
        vm.cursor().stepForward();
        assertTrue(board.state().isSolution(), "on the first solution");
        assertEquals(5, board.state().toText().chars().filter(c -> c == 'Q').count());
        vm.cursor().stepSizeProperty().set(StepSize.COVER);
        vm.cursor().stepForward();
        assertTrue(!board.state().isSolution(), "one step on, the search backs up: no longer a solution");
        vm.cursor().stepSizeProperty().set(StepSize.SOLUTION);
        while (vm.cursor().canStepForwardProperty().get()) {
            vm.cursor().stepForward();
        }
        assertTrue(board.state().isSolution(), "at the end the board shows the last solution found, as one");
    }
}
