package dlxviz.app.workbench.model;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Difficulty;
import dlxviz.sudoku.Generator;
import dlxviz.sudoku.Symmetry;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * The generator's form and its run: size and box shape, symmetry, clue target, seed and time,
 * as {@code generate} on the command line takes them ({@link GenerateRequest} reads and refuses
 * them); the run in the background with progress (passes, groups of cells tried, clues left)
 * and cancel. Only a finished puzzle is handed on; a cancelled run leaves everything as it was.
 * FX thread only.
 */
public final class GeneratorModel {
    /** A puzzle made: the request it answers, the puzzle and its rating. */
    public record Made(GenerateRequest request, Generator.Generated generated, Difficulty difficulty) {
    }

    private final ObjectProperty<BoxShape> shape = new SimpleObjectProperty<>(this, "shape", new BoxShape(3, 3));
    private final ObjectProperty<Symmetry> symmetry = new SimpleObjectProperty<>(this, "symmetry", Symmetry.ROTATE_180);
    private final StringProperty clues = new SimpleStringProperty(this, "clues", "");
    private final StringProperty seed = new SimpleStringProperty(this, "seed", "");
    private final StringProperty seconds = new SimpleStringProperty(this, "seconds", "");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper statusIsError = new ReadOnlyBooleanWrapper(this, "statusIsError");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);
    private final Consumer<Runnable> background;
    private final LongSupplier seeds;
    private BiConsumer<Made, String> onMade = (made, words) -> { };
    private GenerateTask task;

    public GeneratorModel() {
        this(Background.threads("sudoku-generator"), System::nanoTime);
    }

    /** With {@code background} to run the generator and {@code seeds} to draw a seed when none is given. */
    GeneratorModel(Consumer<Runnable> background, LongSupplier seeds) {
        this.background = background;
        this.seeds = seeds;
    }

    public ObjectProperty<BoxShape> shapeProperty() {
        return shape;
    }

    public ObjectProperty<Symmetry> symmetryProperty() {
        return symmetry;
    }

    /** The clue target as typed; blank for as few as one pass reaches. */
    public StringProperty cluesProperty() {
        return clues;
    }

    /** The seed as typed; blank for a new one each time (shown after). */
    public StringProperty seedProperty() {
        return seed;
    }

    /** Seconds to look for fewer clues or for the target, as typed; blank for the command line's default. */
    public StringProperty secondsProperty() {
        return seconds;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What the run is doing, what it made, or what is wrong with the form. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty statusIsErrorProperty() {
        return statusIsError.getReadOnlyProperty();
    }

    /** 0..1 through the current pass (or the time given), -1 when unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Who hears of each puzzle made, with a sentence describing it. */
    public void setOnMade(BiConsumer<Made, String> consumer) {
        onMade = consumer == null ? (made, words) -> { } : consumer;
    }

    /** Reads the form and starts the generator; a form that cannot be met is refused with the reason. */
    public void generate() {
        if (task != null) {
            return;
        }
        GenerateRequest request;
        try {
            request = GenerateRequest.read(shape.get(), symmetry.get(), clues.get(), seed.get(), seconds.get(),
                    seeds.getAsLong());
        } catch (IllegalArgumentException e) {
            show(e.getMessage(), true);
            return;
        }
        GenerateTask next = new GenerateTask(request);
        task = next;
        running.set(true);
        progress.set(-1);
        show("Generating a " + request.describe() + "…", false);
        next.messageProperty().addListener((obs, before, now) -> {
            if (task == next) {
                show(now, false);
                progress.set(next.getProgress());
            }
        });
        next.stateProperty().addListener((obs, before, now) -> finished(next, now));
        background.accept(next);
    }

    private void finished(GenerateTask done, Worker.State state) {
        if (task != done || !(state == Worker.State.SUCCEEDED || state == Worker.State.FAILED)) {
            return; // cancel() already said so
        }
        task = null;
        running.set(false);
        progress.set(-1);
        if (state == Worker.State.FAILED) {
            show("The generator stopped with an error: " + Background.why(done.getException()), true);
            return;
        }
        Made made = done.getValue();
        if (made == null) {
            show("Generation cancelled; nothing was changed.", false);
            return;
        }
        String words = describe(made);
        show(words, false);
        onMade.accept(made, words);
    }

    /** "Made a 9x9 with 24 clues (target 22 not reached in 10 s), 180-degree symmetry, seed 42: singles suffice, 58 DLX nodes." */
    static String describe(Made made) {
        GenerateRequest request = made.request();
        Generator.Settings settings = request.settings();
        int n = settings.shape().size();
        int clues = made.generated().puzzle().clueCount();
        String target = settings.targetClues() == 0 ? ""
                : made.generated().metTarget() ? "" : " (the target of " + settings.targetClues() + " was not reached in "
                        + settings.timeMillis() / 1000.0 + " s; give more time)";
        return "Made a " + n + "x" + n + " with " + clues + " clues" + target + ", "
                + GenerateRequest.symmetryWords(settings.symmetry()) + ", seed " + request.seed() + ": "
                + made.difficulty().summary() + ".";
    }

    /** Stops the run; nothing it was making is kept, and nothing else is changed. */
    public void cancel() {
        GenerateTask stopped = task;
        if (stopped == null) {
            return;
        }
        task = null;
        running.set(false);
        progress.set(-1);
        stopped.cancel();
        show("Generation cancelled; nothing was changed.", false);
    }

    /** True while a run may still be on its thread, for tests: the task of the last run. */
    Task<?> lastTask() {
        return task;
    }

    private void show(String words, boolean error) {
        status.set(words);
        statusIsError.set(error);
    }

    /** One run of the generator on a background thread; the progress callback is also its cancel check. */
    private static final class GenerateTask extends Task<Made> {
        private final GenerateRequest request;

        GenerateTask(GenerateRequest request) {
            this.request = request;
        }

        @Override
        protected Made call() {
            Generator.Settings settings = request.settings();
            long start = System.nanoTime();
            long timeNanos = settings.timeMillis() * 1_000_000L;
            Generator.Generated generated = new Generator(settings, request.seed()).next((pass, tried, orbits, clues) -> {
                if (isCancelled()) {
                    return false;
                }
                if (timeNanos > 0) {
                    updateProgress(Math.min(timeNanos, System.nanoTime() - start), timeNanos);
                } else {
                    updateProgress(tried, orbits);
                }
                updateMessage(tried == 0 ? String.format("Pass %d: making a full grid…", pass)
                        : String.format("Pass %d: %d of %d groups of cells tried, %d clues left", pass, tried, orbits, clues));
                return true;
            });
            if (generated == null || isCancelled()) {
                return null;
            }
            updateMessage("Rating the puzzle…");
            return new Made(request, generated, generated.difficulty());
        }
    }
}
