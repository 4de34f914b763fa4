package dlxviz.playback;

import static dlxviz.playback.EventCode.code;
import static dlxviz.playback.EventCode.payload;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.SearchEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The parts Playback is made of, each on its own, against the engine's own account of the same
 * search ({@link EngineTrace}): decoding log entries, undoing them, finding boundaries looking
 * back, and naming the cover the cursor is inside.
 */
class PlaybackPartsTest {

    /** A whole search recorded: the recorder (with its log) and the engine's events for comparison. */
    private static Recorder recorded(ExactCoverProblem problem) {
        Recorder recorder = new Recorder(problem, ItemChoice.MIN_LENGTH);
        while (!recorder.isComplete()) {
            recorder.record(Long.MAX_VALUE);
        }
        return recorder;
    }

    @Test
    void decodingTheLogAgainstAReplicaGivesBackTheEnginesEvents() {
        for (ExactCoverProblem problem : List.of(TestProblems.knuth(), TestProblems.queens(5))) {
            EngineTrace trace = EngineTrace.of(problem);
            Recorder recorder = recorded(problem);
            EventLog log = recorder.log();
            Torus replica = new Torus(problem);
            EventDecoder decoder = new EventDecoder(replica);
            SearchContext context = new SearchContext(replica);
            assertEquals(trace.events.size(), log.length());
            for (long q = 0; q < log.length(); q++) {
                int entry = log.get(q);
                if (EventCode.changesTorus(code(entry))) {
                    decoder.applyChange(code(entry), payload(entry), false);
                }
                context.apply(code(entry), payload(entry));
                assertEquals(trace.events.get((int) q), decoder.decode(code(entry), payload(entry), context), "event " + q);
            }
        }
    }

    @Test
    void undoingEveryEventListsThemInReverseAndRestoresTheTorusAsBuilt() {
        ExactCoverProblem problem = TestProblems.knuth();
        EngineTrace trace = EngineTrace.of(problem);
        Recorder recorder = recorded(problem);
        EventLog log = recorder.log();
        Torus replica = new Torus(problem);
        Torus.State built = replica.state();
        EventDecoder decoder = new EventDecoder(replica);
        for (long q = 0; q < log.length(); q++) {
            int entry = log.get(q);
            if (EventCode.changesTorus(code(entry))) {
                decoder.applyChange(code(entry), payload(entry), false);
            }
        }
        SearchContext atStart = new SearchContext(replica);
        atStart.restore(recorder.mark(0));
        List<SearchEvent> undone = decoder.undo(log, 0, log.length(), atStart);
        List<SearchEvent> expected = new ArrayList<>(trace.events);
        Collections.reverse(expected);
        assertEquals(expected, undone);
        assertEquals(built, replica.state());
    }

    @Test
    void previousBoundariesAreTheNearestPositionsTheRuleAccepts() {
        ExactCoverProblem problem = TestProblems.queens(5);
        Recorder recorder = recorded(problem);
        EventLog log = recorder.log();
        BoundarySearch boundaries = new BoundarySearch(log, recorder, new Torus(problem));
        for (StepSize size : new StepSize[] {StepSize.LINK, StepSize.COVER, StepSize.CHOICE, StepSize.SOLUTION}) {
            for (long from = 1; from <= log.length(); from += 7) {
                long expected = 0;
                for (long q = from - 1; q > 0; q--) {
                    if (Boundaries.isBoundary(size, code(log.get(q - 1)), code(log.get(q)))) {
                        expected = q;
                        break;
                    }
                }
                assertEquals(expected, boundaries.previousBoundary(size, from), size + " below " + from);
            }
        }
    }

    @Test
    void theContextAtAnyPositionIsTheOneReachedByApplyingTheLog() {
        ExactCoverProblem problem = TestProblems.queens(6);
        Recorder recorder = recorded(problem);
        EventLog log = recorder.log();
        Torus replica = new Torus(problem);
        BoundarySearch boundaries = new BoundarySearch(log, recorder, replica);
        SearchContext walked = new SearchContext(replica);
        walked.restore(recorder.mark(0));
        for (long p = 0; p <= log.length(); p++) {
            if (p % 97 == 0 || p == log.length()) {
                assertEquals(describe(walked), describe(boundaries.contextAt(p)), "after " + p + " events");
            }
            if (p < log.length()) {
                walked.apply(code(log.get(p)), payload(log.get(p)));
            }
        }
    }

    private static String describe(SearchContext c) {
        return c.level + " " + c.nodes + " " + c.updates + " " + c.solutions + " "
                + java.util.Arrays.toString(c.partialSolution()) + " " + java.util.Arrays.toString(c.chosenItems());
    }

    @Test
    void theCoverOrUncoverUnderWayIsNamedAtEveryPosition() {
        ExactCoverProblem problem = TestProblems.knuth();
        EngineTrace trace = EngineTrace.of(problem);
        Recorder recorder = recorded(problem);
        // the reference: the item of the cover that the last event belongs to, from the events themselves
        int covering = 0;
        for (int p = 1; p <= trace.events.size(); p++) {
            SearchEvent last = trace.events.get(p - 1);
            if (last instanceof ItemCovered c) {
                covering = c.item();
            } else if (last instanceof HeaderUnlinked u) {
                covering = u.item();
            } else if (!(last instanceof NodeHidden)) {
                covering = 0;
            }
            assertEquals(covering, CoverQueries.coveringItem(recorder.log(), p), "covering after " + p + ": " + last);
            int uncovering = 0;
            if (last instanceof NodeRestored || last instanceof HeaderRelinked || last instanceof ItemUncovered) {
                for (int q = p - 1; q < trace.events.size(); q++) {
                    SearchEvent e = trace.events.get(q);
                    if (e instanceof HeaderRelinked r) {
                        uncovering = r.item();
                        break;
                    }
                    if (e instanceof ItemUncovered u) {
                        uncovering = u.item();
                        break;
                    }
                }
            }
            assertEquals(uncovering, CoverQueries.uncoveringItem(recorder.log(), p), "uncovering after " + p + ": " + last);
        }
    }
}
