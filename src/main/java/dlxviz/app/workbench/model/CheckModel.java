package dlxviz.app.workbench.model;

import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleLongProperty;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * Check before stepping: the verdict on the draft, found in the background ({@link Task}) with
 * the search nodes spent as progress and a cancel that stops the solver within a few thousand
 * nodes. A verdict belongs to the draft it was found for: a change to the grid drops it (and
 * stops a check under way), so what is shown is never about another puzzle. FX thread only.
 */
public final class CheckModel {
    private final ReadOnlyObjectWrapper<CheckVerdict> verdict = new ReadOnlyObjectWrapper<>(this, "verdict");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);
    private final LongProperty limit = new SimpleLongProperty(this, "limit", PuzzleCheck.DEFAULT_LIMIT);
    private final Consumer<Runnable> background;
    /** Search nodes a check may spend without finding a solution. */
    private final long budget = PuzzleCheck.DEFAULT_BUDGET;
    private CheckTask task;

    public CheckModel() {
        this(Background.threads("sudoku-check"));
    }

    /** With {@code background} to run the checks (a daemon thread each in the app). */
    CheckModel(Consumer<Runnable> background) {
        this.background = background;
    }

    /** The verdict on the draft as it is; null before a check, or after a change. */
    public ReadOnlyObjectProperty<CheckVerdict> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    public CheckVerdict verdict() {
        return verdict.get();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What a check under way has done so far ("1,245,184 search nodes…"). */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The share of the effort budget spent, 0..1, or -1 before the first report. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Count solutions up to this many (2 tells one from several; more counts them). */
    public LongProperty limitProperty() {
        return limit;
    }

    /** Checks {@code draft} in the background; a check under way is stopped first. */
    public void check(Draft draft) {
        stop();
        long countTo = Math.max(2, limit.get());
        verdict.set(null);
        CheckTask next = new CheckTask(draft, countTo, budget);
        task = next;
        running.set(true);
        int n = draft.size();
        status.set("Checking the " + n + "x" + n + "…");
        progress.set(-1);
        next.messageProperty().addListener((obs, before, now) -> {
            if (task == next) {
                status.set(now);
                progress.set(next.getProgress());
            }
        });
        next.stateProperty().addListener((obs, before, now) -> finished(next, now));
        background.accept(next);
    }

    private void finished(CheckTask done, Worker.State state) {
        if (task != done) {
            return; // stopped by stop(): a newer check or a change of the draft took its place
        }
        if (state == Worker.State.SUCCEEDED) {
            verdict.set(done.getValue());
        } else if (state == Worker.State.FAILED) {
            verdict.set(null);
            status.set("The check stopped with an error: " + Background.why(done.getException()));
        } else if (state != Worker.State.CANCELLED) {
            return;
        }
        task = null;
        running.set(false);
        progress.set(-1);
        if (state == Worker.State.SUCCEEDED) {
            status.set("");
        }
    }

    /** The user stops the check: the verdict says so, with the nodes spent. */
    public void cancel() {
        CheckTask stopped = task;
        if (stopped == null) {
            return;
        }
        stop();
        verdict.set(new CheckVerdict(CheckVerdict.Kind.CANCELLED, 0, stopped.limit, stopped.nodesSoFar, budget, List.of()));
    }

    /** The draft changed: the verdict was about another puzzle, and so was a check under way. */
    public void draftChanged() {
        stop();
        verdict.set(null);
    }

    private void stop() {
        CheckTask running = task;
        task = null;
        this.running.set(false);
        status.set("");
        progress.set(-1);
        if (running != null) {
            running.cancel(); // the solver's monitor sees it within a few thousand nodes
        }
    }

    /** One check on a background thread. */
    private static final class CheckTask extends Task<CheckVerdict> {
        private final Draft draft;
        private final long limit;
        private final long budget;
        private volatile long nodesSoFar;

        CheckTask(Draft draft, long limit, long budget) {
            this.draft = draft;
            this.limit = limit;
            this.budget = budget;
        }

        @Override
        protected CheckVerdict call() {
            return PuzzleCheck.run(draft, limit, budget, this::isCancelled, nodes -> {
                nodesSoFar = nodes;
                updateProgress(Math.min(nodes, budget), budget);
                updateMessage(String.format("Checking: %,d search nodes", nodes));
            });
        }
    }
}
