package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.PuzzleLibrary;
import org.junit.jupiter.api.Test;

/** The check's view model without a window: its verdicts belong to the draft they were found for. */
public class CheckModelTest {

    @Test
    void aVerdictArrivesAndAChangeOfTheDraftDropsIt() {
        // the task runs at once, on the FX thread; a Task posts its result for the next turn of the FX thread
        WorkbenchModel bench = Fx.call(() -> new WorkbenchModel(new NoWindow(), new CheckModel(Runnable::run),
                new GeneratorModel(Runnable::run, () -> 1), new LibraryModel(Runnable::run, Runnable::run)));
        Fx.run(() -> {
            bench.draft().paste(PuzzleLibrary.get("ai-escargot").grid().toString());
            bench.checkDraft();
        });
        Fx.run(() -> {
            assertEquals(CheckVerdict.Kind.ONE, bench.check().verdict().kind());
            assertFalse(bench.check().runningProperty().get());
            bench.draft().clearCell();
            assertNull(bench.check().verdict(), "the verdict was about the puzzle before the change");
        });
    }

    @Test
    void cancelStopsTheSearchAndSaysHowFarItGot() throws Exception {
        CheckModel check = Fx.call(CheckModel::new);
        Fx.run(() -> {
            check.limitProperty().set(1_000_000_000L); // the empty 25x25: more solutions than anyone counts
            check.check(Draft.empty(new BoxShape(5, 5)));
        });
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (Fx.call(() -> check.progressProperty().get() < 0) && System.nanoTime() < deadline) {
            Thread.sleep(20); // until the search has reported its first nodes
        }
        Fx.run(check::cancel);
        CheckVerdict verdict = Fx.call(check::verdict);
        assertEquals(CheckVerdict.Kind.CANCELLED, verdict.kind());
        assertTrue(verdict.nodes() > 0);
        assertFalse(Fx.call(() -> check.runningProperty().get()));
        while (threadAlive("sudoku-check") && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertFalse(threadAlive("sudoku-check"), "the search itself stopped");
    }

    public static boolean threadAlive(String name) {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals(name) && t.isAlive());
    }

    /** A window that opens nothing. */
    static final class NoWindow implements WindowLink {
        @Override
        public String open(dlxviz.app.session.LoadedProblem problem) {
            return "no window in this test";
        }

        @Override
        public dlxviz.app.session.LoadedProblem current() {
            return null;
        }
    }
}
