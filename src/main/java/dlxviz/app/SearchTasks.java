package dlxviz.app;

import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import javafx.animation.AnimationTimer;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;

/**
 * The long runs: run to end, next solution, count all solutions. The engine records in a
 * background {@link Task} (cancellable, with progress); the FX thread follows the recording in
 * time-budgeted chunks when it must stop at a solution or a breakpoint, and otherwise jumps to
 * the end once the recording is done. The FX thread is never blocked.
 */
final class SearchTasks {
    enum Goal { NEXT_SOLUTION, END, COUNT }

    /** Events recorded per call of the background loop; cancel is checked between calls. */
    private static final long RECORD_CHUNK = 200_000;
    private static final long FOLLOW_BUDGET_NANOS = 8_000_000;
    /** Below Step.MAX_LISTED, so each chunk's events are listed and solutions passed are seen. */
    private static final long FOLLOW_CHUNK = 4_000;

    private final MainViewModel model;
    private Task<Long> task;
    private Follower follower;

    SearchTasks(MainViewModel model) {
        this.model = model;
    }

    void start(Goal goal) {
        model.pause();
        model.clearMessage();
        Playback playback = model.playback();
        // Next solution and run to end follow the recording on the FX thread, passing every
        // solution (so the last one can be shown) and stopping at breakpoints; counting just
        // jumps to the end.
        boolean follow = goal != Goal.COUNT;
        // Already recorded far enough? Then no background work is needed at all.
        if (playback.isSearchComplete()) {
            finishOnFxThread(goal, follow, playback);
            return;
        }
        task = new RecordTask(playback);
        Task<Long> mine = task;
        model.setBusy(true, title(goal));
        task.messageProperty().addListener((obs, before, now) -> {
            if (task == mine) {
                model.setBusyProgress(now, -1);
                model.publishRecordedLength();
            }
        });
        follower = follow ? new Follower(goal, playback) : null;
        task.stateProperty().addListener((obs, before, now) -> {
            if (task != mine) {
                return;
            }
            if (now == Worker.State.SUCCEEDED) {
                done();
                finishOnFxThread(goal, follow, playback);
            } else if (now == Worker.State.CANCELLED) {
                done();
                model.showInfo("Stopped; " + playback.recordedLength() + " events recorded so far.");
                model.publish();
            } else if (now == Worker.State.FAILED) {
                done();
                model.showError("The search stopped with an error: " + task.getException());
                model.publish();
            }
        });
        if (follower != null) {
            follower.start();
        }
        Thread thread = new Thread(task, "dlx-search");
        thread.setDaemon(true);
        thread.start();
    }

    void cancel() {
        if (task != null) {
            Task<Long> running = task;
            done();
            running.cancel();
            model.publish();
        }
    }

    private void done() {
        if (follower != null) {
            follower.stop();
            follower = null;
        }
        task = null;
        model.setBusy(false, "");
    }

    /** After the recording: the rest of the way on the FX thread, where the cursor lives. */
    private void finishOnFxThread(Goal goal, boolean follow, Playback playback) {
        if (follow) {
            // everything is recorded: go on through it in chunks; a solution or breakpoint stops it
            Follower tail = new Follower(goal, playback);
            tail.finishing = true;
            follower = tail;
            model.setBusy(true, title(goal));
            tail.start();
            return;
        }
        Step step = playback.seek(playback.recordedLength());
        model.reportEnd(step);
        if (goal == Goal.COUNT || goal == Goal.END) {
            long count = playback.solutions();
            model.showInfo("Search complete: " + count + (count == 1 ? " solution" : " solutions")
                    + ", " + playback.nodes() + " nodes, " + playback.updates() + " updates.");
        }
        model.publish();
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

    /** Applies recorded events on the FX thread until the goal's stop, a few milliseconds per frame. */
    private final class Follower extends AnimationTimer {
        private final Goal goal;
        private final Playback playback;
        boolean finishing;

        Follower(Goal goal, Playback playback) {
            this.goal = goal;
            this.playback = playback;
        }

        @Override
        public void handle(long now) {
            long deadline = System.nanoTime() + FOLLOW_BUDGET_NANOS;
            Step last = null;
            while (System.nanoTime() < deadline && playback.position() < playback.recordedLength()) {
                long chunk = Math.min(FOLLOW_CHUNK, playback.recordedLength() - playback.position());
                last = playback.advance(StepSize.SOLUTION, chunk);
                if (last.end() == StepEnd.RECORDER_BUSY) {
                    break;
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
            model.publish();
        }

        private boolean reached(Step step) {
            return step.end() == StepEnd.BREAKPOINT || step.end() == StepEnd.END
                    || (goal == Goal.NEXT_SOLUTION && step.end() == StepEnd.STEP_DONE);
        }

        private void stopAll(Step last) {
            stop();
            Task<Long> running = task;
            done();
            if (running != null) {
                running.cancel();
            }
            model.reportEnd(last);
            if (last != null && last.end() == StepEnd.END && goal == Goal.NEXT_SOLUTION) {
                model.showInfo("No more solutions: the search is complete.");
            }
            model.publish();
        }
    }

    /** Records the search ahead on a background thread, in chunks so it can be cancelled. */
    private static final class RecordTask extends Task<Long> {
        private final Playback playback;

        RecordTask(Playback playback) {
            this.playback = playback;
        }

        @Override
        protected Long call() {
            long total = 0;
            while (!isCancelled()) {
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
