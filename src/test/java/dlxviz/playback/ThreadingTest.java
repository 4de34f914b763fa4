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
    void atTheRecordedEndTheOwnerDoesNotWaitForABusyRecorder() throws Exception {
        Playback playback = new Playback(TestProblems.queens(12));
        Thread recorder = new Thread(() -> playback.record(Long.MAX_VALUE));
        recorder.start();
        try {
            while (playback.recordedLength() == 0 && recorder.isAlive()) {
                Thread.onSpinWait(); // the recorder must be under way before the owner catches up
            }
            int busy = 0;
            for (int attempt = 0; attempt < 10_000 && busy == 0; attempt++) {
                Step step = playback.advance(Long.MAX_VALUE);
                if (step.end() == StepEnd.RECORDER_BUSY) {
                    busy++;
                    assertEquals(step.to(), playback.position());
                }
            }
            assertTrue(busy > 0, "the owner met the busy recorder at the recorded end and went on");
        } finally {
            recorder.interrupt();
            recorder.join(10_000);
        }
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
