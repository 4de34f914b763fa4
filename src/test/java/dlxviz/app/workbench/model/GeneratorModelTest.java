package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.Fx;
import dlxviz.sudoku.BoxShape;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generator's view model without a window: refusals, a puzzle handed on, a cancel that changes nothing. */
class GeneratorModelTest {

    @Test
    void aTargetBelowTheFloorIsRefusedAndNothingRuns() {
        List<Runnable> started = new ArrayList<>();
        Fx.run(() -> {
            GeneratorModel generator = new GeneratorModel(started::add, () -> 1);
            generator.cluesProperty().set("16");
            generator.generate();
            assertTrue(generator.statusIsErrorProperty().get());
            assertTrue(generator.statusProperty().get().contains("The smallest target is 17"), generator.statusProperty().get());
            assertFalse(generator.runningProperty().get());
        });
        assertTrue(started.isEmpty());
    }

    @Test
    void aPuzzleMadeIsHandedOnWithItsSeedAndRating() {
        GeneratorModel generator = Fx.call(() -> new GeneratorModel(Runnable::run, () -> 1234));
        List<String> heard = new ArrayList<>();
        Fx.run(() -> {
            generator.shapeProperty().set(new BoxShape(2, 2));
            generator.setOnMade((made, words) -> heard.add(words));
            generator.generate(); // at once, on the FX thread; the result is posted for its next turn
        });
        Fx.run(() -> {
            assertEquals(1, heard.size());
            assertTrue(heard.get(0).startsWith("Made a 4x4 with "), heard.get(0));
            assertTrue(heard.get(0).contains("180-degree symmetry, seed 1234: "), heard.get(0));
            assertEquals(heard.get(0), generator.statusProperty().get());
        });
    }

    @Test
    void tallBoxesAreABoxShapeOfTheirOwn() {
        GeneratorModel generator = Fx.call(() -> new GeneratorModel(Runnable::run, () -> 7));
        List<GeneratorModel.Made> made = new ArrayList<>();
        Fx.run(() -> {
            generator.shapeProperty().set(new BoxShape(3, 2)); // a 6x6 whose boxes are 3 rows by 2 columns
            generator.setOnMade((puzzle, words) -> made.add(puzzle));
            generator.generate();
        });
        Fx.run(() -> {
            assertEquals(1, made.size(), generator.statusProperty().get());
            assertEquals(new BoxShape(3, 2), made.get(0).generated().puzzle().shape());
            assertEquals(1, made.get(0).difficulty().solutions(), "unique under its own boxes");
        });
    }

    @Test
    void cancelStopsTheGeneratorAndHandsNothingOn() throws Exception {
        GeneratorModel generator = Fx.call(GeneratorModel::new);
        List<GeneratorModel.Made> made = new ArrayList<>();
        Fx.run(() -> {
            generator.setOnMade((puzzle, words) -> made.add(puzzle));
            generator.shapeProperty().set(new BoxShape(5, 5));
            generator.generate();
        });
        assertTrue(Fx.call(() -> generator.runningProperty().get()));
        // cancelled once its thread is at work, not before
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> CheckModelTest.threadAlive("sudoku-generator"));
        Fx.run(generator::cancel);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (CheckModelTest.threadAlive("sudoku-generator") && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertFalse(CheckModelTest.threadAlive("sudoku-generator"), "the generator's thread ended");
        Fx.run(() -> { }); // anything the task still posted has run
        assertTrue(made.isEmpty());
        assertEquals("Generation cancelled; nothing was changed.", Fx.call(() -> generator.statusProperty().get()));
        assertNull(Fx.call(generator::lastTask));
        assertFalse(Fx.call(() -> generator.runningProperty().get()), "no longer running");
    }
}
