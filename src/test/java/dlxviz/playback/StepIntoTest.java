package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.events.SearchEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * After a step back, {@link Playback#stepInto()} lists the events of the forward step that leads
 * to the cursor, exactly as that step listed them, and leaves the cursor, the replica and the
 * counters as they were ("Back:" narrates with them).
 */
class StepIntoTest {

    @Test
    void afterEachStepBackTheStepIntoIsTheForwardStepThatLedThere() {
        for (StepSize size : new StepSize[] {StepSize.LINK, StepSize.COVER, StepSize.CHOICE}) {
            Playback playback = new Playback(TestProblems.knuth());
            Map<Long, List<SearchEvent>> forward = new HashMap<>();
            while (playback.canStepForward()) {
                Step step = playback.stepForward(size);
                forward.put(step.to(), step.events());
            }
            int checked = 0;
            while (playback.position() > 0) {
                playback.stepBack(size);
                if (playback.position() == 0) {
                    break;
                }
                Snapshot before = Snapshot.of(playback);
                long revision = playback.revision();
                assertEquals(forward.get(playback.position()), playback.stepInto(), size + " at " + playback.position());
                assertEquals(before, Snapshot.of(playback), "the replica and counters as they were");
                assertEquals(revision, playback.revision());
                checked++;
            }
            assertTrue(checked > 5, size + ": " + checked);
        }
    }
}
