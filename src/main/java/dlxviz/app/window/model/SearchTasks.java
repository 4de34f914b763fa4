package dlxviz.app.window.model;

import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.BudgetedRun;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.ParallelCount;
import dlxviz.engine.Search;
import dlxviz.engine.StopReason;
import dlxviz.engine.SearchStats;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import javafx.concurrent.Task;
import java.util.concurrent.Executor;
import javafx.concurrent.Worker;

/**
 * The long runs: run to end, next solution, count all solutions. The engine records in a
 * background {@link Task} (cancellable, with progress); the FX thread follows the recording in
 * time-budgeted chunks when it must stop at a solution or a breakpoint, and otherwise jumps to
 * the end once the recording is done. The FX thread is never blocked. The background work runs
 * on an injected {@link Executor} and the following on an injected {@link FrameClock} (the one
 * play uses: play is paused while a run holds the cursor), so tests drive both by hand.
 */
final class SearchTasks {
    enum Goal { NEXT_SOLUTION, END, COUNT }

    /** Events recorded per call of the background loop; cancel is checked between calls. */
    private static final long RECORD_CHUNK = 200_000;
    /** Work per frame while following; the rest of a 60 Hz frame is left for input and drawing. */
    private static final long FOLLOW_BUDGET_NANOS = 12_000_000;
    /** The views are refreshed this often while a run goes on. */
    private static final long PUBLISH_INTERVAL_NANOS = 150_000_000;

    private final CursorModel cursor;
    private final BusyState busy;
    private final Messages messages;
    private final CurrentProblem session;
    private final Executor background;
    private final FrameClock clock;
    private Task<?> task;
    private Follower follower;
    /**
     * How much memory the recorded history may take before a run stops recording (about 6 bytes
     * an event): a third of what the JVM may use, so that "run to end" on a search of billions
     * of events stops with a message instead of running out of memory.
     */
    private long historyBudgetBytes = Runtime.getRuntime().maxMemory() / 3;

    SearchTasks(CursorModel cursor, BusyState busy, Messages messages, CurrentProblem session, Executor background,
                FrameClock clock) {
        this.cursor = cursor;
        this.busy = busy;
        this.messages = messages;
        this.session = session;
        this.background = background;
        this.clock = clock;
    }

    /** The window's background: a daemon thread a run, so a run left going never keeps the app alive. */
    static Executor daemonThreads() {
        return work -> {
            Thread thread = new Thread(work, "dlx-background");
            thread.setDaemon(true);
            thread.start();
        };
    }

    /** For tests: a small budget reaches the limit on a small search. */
    void setHistoryBudgetBytes(long bytes) {
        historyBudgetBytes = bytes;
    }

    void start(Goal goal) {
        cursor.pause();
        messages.clear();
        if (goal == Goal.COUNT) {
            startCount(session.problem());
            return;
        }
        // Next solution and run to end: the engine records in the background while the FX
        // thread follows the recording, passing every solution (so the last one can be shown)
        // and stopping at breakpoints.
        Playback playback = cursor.livePlayback();
        if (playback.isSearchComplete()) { // all recorded already: no background work needed
            finishOnFxThread(goal, playback);
            return;
        }
        RecordTask record = new RecordTask(playback, historyBudgetBytes);
        task = record;
        setBusy(true, title(goal));
        record.messageProperty().addListener((obs, before, now) -> {
            if (task == record) {
                busy.progress(now, -1);
                cursor.publishRecordedLength();
            }
        });
        follower = new Follower(goal, playback);
        record.stateProperty().addListener((obs, before, now) -> {
            if (task != record) {
                return;
            }
            if (now == Worker.State.SUCCEEDED && record.overBudget) {
                done();
                toTheLastRecorded(goal, playback);
            } else if (now == Worker.State.SUCCEEDED) {
                done();
                finishOnFxThread(goal, playback);
            } else if (now == Worker.State.CANCELLED) {
                done();
                messages.showInfo(String.format("Stopped; %,d events recorded so far.", playback.recordedLength()));
                cursor.publish();
            } else if (now == Worker.State.FAILED) {
                done();
                messages.showError("The search stopped with an error: " + record.getException());
                cursor.publish();
            }
        });
        follower.start();
        background.execute(task);
    }

    /**
     * Counts all solutions with a search of its own (no recording, no events: the engine's fast
     * loop), leaving the cursor where it is. Cancellable between budgets of updates.
     */
    private void startCount(LoadedProblem loaded) {
        CountTask count = new CountTask(loaded, session.ruleProperty().get(), session.seed());
        task = count;
        setBusy(true, title(Goal.COUNT));
        count.messageProperty().addListener((obs, before, now) -> {
            if (task == count) {
                busy.progress(now, count.getProgress());
            }
        });
        count.stateProperty().addListener((obs, before, now) -> {
            if (task != count) {
                return;
            }
            if (now == Worker.State.SUCCEEDED) {
                done();
                SearchStats stats = count.getValue();
                messages.showInfo(String.format("%s has %,d %s (%,d nodes, %,d updates, counted on every core, with the cursor left where it is).",
                        loaded.title(), stats.solutions(), stats.solutions() == 1 ? "solution" : "solutions",
                        stats.nodes(), stats.updates()));
            } else if (now == Worker.State.CANCELLED) {
                done();
                messages.showInfo("Counting stopped.");
            } else if (now == Worker.State.FAILED) {
                done();
                messages.showError("Counting stopped with an error: " + count.getException());
            }
        });
        background.execute(count);
    }

    void cancel() {
        if (task != null) {
            Task<?> running = task;
            done();
            running.cancel();
            cursor.publish();
        }
    }

    private void done() {
        if (follower != null) {
            follower.stop();
            follower = null;
        }
        task = null;
        setBusy(false, "");
    }

    /**
     * After the recording: the rest of the way through it on the FX thread, where the cursor
     * lives, in chunks per frame; a solution (for next solution) or a breakpoint stops it.
     */
    private void finishOnFxThread(Goal goal, Playback playback) {
        Follower tail = new Follower(goal, playback);
        tail.finishing = true;
        follower = tail;
        setBusy(true, title(goal));
        tail.start();
    }

    /**
     * Recording stopped at the memory budget while the display followed far behind (event
     * 701,379 of 119,212,284 on pentominoes 6x10): End goes to the last event recorded at once
     * (a seek, from the nearest checkpoint); Next solution, or End past breakpoints, follows the
     * rest on the FX thread and stops at a solution or a breakpoint on the way. Either way the
     * message says where the display is and why it stopped there.
     */
    private void toTheLastRecorded(Goal goal, Playback playback) {
        if (goal == Goal.END && playback.breakpoints().isEmpty()) {
            cursor.seek(playback.recordedLength());
            messages.showInfo(capMessage(playback));
            cursor.publish();
            return;
        }
        finishOnFxThread(goal, playback);
        follower.capped = true;
    }

    private static String capMessage(Playback playback) {
        return String.format("Stopped recording at %,d events: the history takes %,d MB, the most this window keeps. "
                + "The display is at the last event recorded, %,d, at level %d with %,d %s so far. Step on from here, "
                + "or use Count all solutions for the whole search's totals.", playback.recordedLength(),
                playback.memoryBytes() >> 20, playback.position(), playback.level(), playback.solutions(),
                playback.solutions() == 1 ? "solution" : "solutions");
    }

    /** Marks the window busy (or not); the step buttons follow by their bindings. */
    private void setBusy(boolean isBusy, String text) {
        if (isBusy) {
            busy.begin(text);
        } else {
            busy.end();
        }
    }

    private static String title(Goal goal) {
        switch (goal) {
            case NEXT_SOLUTION:
                return "Searching for the next solution…";
            case COUNT:
                return "Counting solutions…";
            default:
                return "Running to the end…";
        }
    }

    /**
     * Applies recorded events on the FX thread until the goal's stop, for most of each frame;
     * the views are refreshed a few times a second only, so the time goes into the search.
     */
    private final class Follower {
        private final Goal goal;
        private final Playback playback;
        private long lastPublished;
        boolean finishing;
        /** Following the rest of a recording stopped at the memory budget: say so where it ends. */
        boolean capped;

        Follower(Goal goal, Playback playback) {
            this.goal = goal;
            this.playback = playback;
        }

        void start() {
            clock.start(this::frame);
        }

        void stop() {
            clock.stop();
        }

        /** One frame at time {@code now} (nanoseconds). */
        private void frame(long now) {
            long deadline = System.nanoTime() + FOLLOW_BUDGET_NANOS;
            Step last = null;
            while (System.nanoTime() < deadline && playback.position() < playback.recordedLength()) {
                last = playback.advanceFor(StepSize.SOLUTION, deadline - System.nanoTime());
                if (last.end() == StepEnd.RECORDER_BUSY) {
                    break;
                }
                if (playback.solutionAtCursor() != null) {
                    cursor.noteSolutionAtCursor();
                }
                if (reached(last)) {
                    stopAll(last);
                    return;
                }
            }
            if (finishing && playback.position() >= playback.recordedLength()) {
                stopAll(last);
                return;
            }
            if (now - lastPublished > PUBLISH_INTERVAL_NANOS) {
                lastPublished = now;
                cursor.publish();
            }
        }

        private boolean reached(Step step) {
            return step.end() == StepEnd.BREAKPOINT || step.end() == StepEnd.END
                    || (goal == Goal.NEXT_SOLUTION && step.end() == StepEnd.STEP_DONE);
        }

        private void stopAll(Step last) {
            stop();
            Task<?> running = task;
            done();
            if (running != null) {
                running.cancel();
            }
            cursor.reportEnd(last);
            // no message at the end of the search: the narration says it is complete, with its
            // figures; a banner repeating it took 70 px and stayed after Home (issue 24)
            if (capped && playback.position() >= playback.recordedLength() && (last == null || !reached(last))) {
                messages.showInfo(capMessage(playback));
            }
            // no message at a complete search's end: the narration says it, with its figures; a
            // banner repeating it took 70 px and stayed after Home (issue 24)
            cursor.publish();
        }
    }

    /**
     * Counts every solution on every core ({@link ParallelCount}: the top of the tree split into
     * subtrees, each counted by a search of its own), with DLX1's counters; progress in subtrees
     * counted. Cancel interrupts this thread, and the count stops every worker before it returns.
     */
    private static final class CountTask extends Task<SearchStats> {
        private final LoadedProblem loaded;
        private final ItemChoice rule;
        private final long seed;

        CountTask(LoadedProblem loaded, ItemChoice rule, long seed) {
            this.loaded = loaded;
            this.rule = rule;
            this.seed = seed;
        }

        @Override
        protected SearchStats call() throws InterruptedException {
            if (rule == ItemChoice.MIN_LENGTH_RANDOM) {
                return countOnOneThread(); // its choices follow the search's order: no split
            }
            ParallelCount count = new ParallelCount(loaded.problem(), rule, loaded.forced(), 0);
            int threads = count.threads();
            count.onProgress((done, total, solutions) -> {
                updateProgress(done, total);
                updateMessage(String.format("%,d solutions so far (%,d of %,d parts, %d cores)",
                        solutions, done, total, threads));
            });
            return count.run();
        }

        private SearchStats countOnOneThread() throws InterruptedException {
            Search search = new Search(loaded.problem(), rule);
            search.setTieBreakSeed(seed);
            for (int option : loaded.forced()) {
                search.forceOption(option);
            }
            updateMessage("counting on one thread (random ties follow the search's order)");
            BudgetedRun run = new BudgetedRun(search, BudgetedRun.UNLIMITED, BudgetedRun.UNLIMITED)
                    .between(COUNT_SLICE, () -> {
                        if (isCancelled() || Thread.currentThread().isInterrupted()) {
                            return false;
                        }
                        updateMessage(String.format("%,d solutions so far (one thread: random ties)",
                                search.solutions()));
                        return true;
                    });
            if (run.run(Long.MAX_VALUE) != StopReason.FINISHED) {
                throw new InterruptedException("count cancelled");
            }
            return search.stats();
        }
    }

    /** Updates a one-thread count runs between looks at its cancel flag. */
    private static final long COUNT_SLICE = 5_000_000;

    /** Records the search ahead on a background thread, in chunks so it can be cancelled. */
    private static final class RecordTask extends Task<Long> {
        private final Playback playback;
        private final long budgetBytes;
        /** Set (before the task succeeds) when recording stopped at the memory budget. */
        volatile boolean overBudget;

        RecordTask(Playback playback, long budgetBytes) {
            this.playback = playback;
            this.budgetBytes = budgetBytes;
        }

        @Override
        protected Long call() {
            long total = 0;
            while (!isCancelled()) {
                if (playback.memoryBytes() > budgetBytes) {
                    overBudget = true;
                    break;
                }
                long recorded = playback.record(RECORD_CHUNK);
                if (recorded == 0) {
                    break;
                }
                total += recorded;
                updateMessage(String.format("%,d events recorded", playback.recordedLength()));
            }
            return total;
        }
    }
}
