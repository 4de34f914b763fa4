package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.events.SearchEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The threading contract: one background recorder, the owner stepping within the recorded part. */
class ThreadingTest {

    @Test
    void theOwnerStepsWhileABackgroundThreadRecordsAndSeesExactlyTheEnginesEvents() throws Exception {
        ExactCoverProblem problem = TestProblems.queens(7);
        List<SearchEvent> expected = PlaybackTest.engineEvents(problem);
        Playback playback = new Playback(problem);
        ExecutorService background = Executors.newSingleThreadExecutor();
        try {
            Future<Long> recording = background.submit(() -> playback.record(Long.MAX_VALUE));
            // Let the recorder get going first, or the owner may drive the whole search itself.
            while (playback.recordedLength() == 0 && !recording.isDone()) {
                Thread.onSpinWait();
            }
            List<SearchEvent> passed = new ArrayList<>();
            StepSize[] sizes = StepSize.values();
            int turn = 0;
            while (playback.canStepForward()) {
                Step step = playback.stepForward(sizes[turn++ % 3]); // link, cover, choice: listed
                assertTrue(playback.position() <= playback.recordedLength());
                if (step.end() == StepEnd.RECORDER_BUSY) {
                    Thread.onSpinWait();
                }
                passed.addAll(step.events());
            }
            assertTrue(recording.get(60, TimeUnit.SECONDS) > 0, "the background thread recorded");
            assertEquals(expected.size(), playback.recordedLength());
            assertEquals(expected, passed);
        } finally {
            background.shutdownNow();
        }
    }

    @Test
    // an owner that waited for the lock would hang: a separate thread lets the timeout fail the test
    @org.junit.jupiter.api.Timeout(value = 30, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void atTheRecordedEndTheOwnerDoesNotWaitForABusyRecorder() throws Exception {
        Playback playback = new Playback(TestProblems.queens(12));
        playback.record(100_000);
        // Another thread holds the writer's lock, as a background recording does while it
        // records: the owner, reaching the recorded end, must come back at once, not wait.
        java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Thread holder = new Thread(() -> {
            playback.recorder().lock().lock();
            try {
                held.countDown();
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                playback.recorder().lock().unlock();
            }
        });
        holder.start();
        try {
            held.await();
            Step step = playback.advance(Long.MAX_VALUE);
            assertEquals(StepEnd.RECORDER_BUSY, step.end(), "the owner met the busy recorder at the recorded end");
            assertEquals(playback.recordedLength(), playback.position(), "and went as far as was recorded");
            assertEquals(step.to(), playback.position());
        } finally {
            release.countDown();
            holder.join(10_000);
        }
        // A background recording stops when its thread is interrupted (a cancelled task).
        Thread recorder = new Thread(() -> playback.record(Long.MAX_VALUE));
        recorder.start();
        while (playback.recordedLength() <= playback.position() + 1000 && recorder.isAlive()) {
            Thread.onSpinWait();
        }
        recorder.interrupt();
        recorder.join(10_000);
        assertFalse(recorder.isAlive(), "an interrupted recording returns (a cancelled task)");
        assertFalse(playback.isSearchComplete());
        // The owner can go on recording by itself afterwards.
        long before = playback.recordedLength();
        playback.seek(before);
        Step step = playback.advance(10_000);
        assertEquals(StepEnd.LIMIT, step.end());
        assertTrue(playback.recordedLength() > before);
    }

    @Test
    void readersOnOtherThreadsSeeTheLengthGrowAndCompleteOnlyAtTheEnd() throws Exception {
        ExactCoverProblem problem = TestProblems.queens(8);
        long total = PlaybackTest.engineEvents(problem).size();
        Playback playback = new Playback(problem);
        AtomicReference<String> fault = new AtomicReference<>();
        Thread reader = new Thread(() -> {
            long last = 0;
            while (true) {
                boolean complete = playback.isSearchComplete();
                long length = playback.recordedLength();
                if (length < last) {
                    fault.set("length went back from " + last + " to " + length);
                }
                if (complete) {
                    if (length != total) {
                        fault.set("complete at " + length + " of " + total);
                    }
                    return;
                }
                last = length;
            }
        });
        reader.start();
        playback.record(Long.MAX_VALUE);
        reader.join(30_000);
        assertEquals(null, fault.get());
        assertEquals(total, playback.recordedLength());
    }
}
