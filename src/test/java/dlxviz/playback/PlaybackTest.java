package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.EventCollector;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.events.EventKind;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.events.TorusChange;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PlaybackTest {

    private static final List<ExactCoverProblem> SMALL =
            List.of(TestProblems.knuth(), TestProblems.matrix4x4(), TestProblems.queens(4), TestProblems.queens(5));

    static List<SearchEvent> engineEvents(ExactCoverProblem problem) {
        Search search = new Search(problem);
        List<SearchEvent> events = new ArrayList<>();
        search.setObserver(EventCollector.into(events));
        search.runToEnd();
        return events;
    }

    @Test
    void linkStepsFromStartToEndPassExactlyTheEnginesEvents() {
        for (ExactCoverProblem problem : SMALL) {
            Playback playback = new Playback(problem);
            List<SearchEvent> passed = new ArrayList<>();
            while (playback.canStepForward()) {
                passed.addAll(playback.stepForward(StepSize.LINK).events());
            }
            assertEquals(engineEvents(problem), passed);
        }
    }

    @Test
    void afterEachEventTheCursorMatchesTheEngineAfterAsManySteps() {
        ExactCoverProblem problem = TestProblems.queens(5);
        EngineTrace trace = EngineTrace.of(problem);
        Playback playback = new Playback(problem);
        for (int k = 0; k <= trace.length(); k++) {
            assertMatchesEngine(trace, k, playback);
            if (k < trace.length()) {
                Step step = playback.advance(1);
                assertEquals(List.of(trace.events.get(k)), step.events());
            }
        }
        assertTrue(playback.isSearchComplete());
        assertFalse(playback.canStepForward());
        assertEquals(TestProblems.QUEENS[5], playback.solutions());
    }

    static void assertMatchesEngine(EngineTrace trace, int k, Playback playback) {
        assertEquals(k, playback.position());
        assertEquals(trace.states.get(k), playback.torus().state(), "torus after " + k);
        long[] c = trace.counters.get(k);
        assertArrayEquals(c, new long[] {playback.nodes(), playback.updates(), playback.solutions(), playback.level()},
                "nodes, updates, solutions, level after " + k);
        assertArrayEquals(trace.stacks.get(k), playback.partialSolution(), "stack after " + k);
        assertEquals(k == 0 ? null : trace.events.get(k - 1), playback.lastEvent(), "last event after " + k);
    }

    @Test
    void seekingAnywhereInAnyOrderMatchesTheEngine() {
        ExactCoverProblem problem = TestProblems.queens(8);
        EngineTrace trace = EngineTrace.sampled(problem, 97);
        Playback playback = new Playback(problem);
        playback.record(Long.MAX_VALUE);
        assertTrue(trace.length() > 4 * playback.checkpointInterval(), "the history spans several checkpoints");
        List<Integer> positions = new ArrayList<>();
        for (int k = 0; k <= trace.length(); k += 97) {
            positions.add(k);
        }
        Collections.shuffle(positions, new Random(4));
        for (int k : positions) {
            Step step = playback.seek(k);
            assertEquals(StepEnd.SEEK, step.end());
            assertTrue(step.isJump());
            assertMatchesEngine(trace, k, playback);
        }
    }

    @Test
    void seekLandsOnExactlyTheStateThatSteppingReaches() {
        ExactCoverProblem problem = TestProblems.queens(6);
        for (StepSize size : StepSize.values()) {
            Playback stepping = new Playback(problem);
            Playback seeking = new Playback(problem);
            seeking.record(Long.MAX_VALUE);
            while (stepping.canStepForward()) {
                stepping.stepForward(size);
                seeking.seek(stepping.position());
                assertEquals(Snapshot.of(stepping), Snapshot.of(seeking), size + " at " + stepping.position());
            }
        }
    }

    @Test
    void everyStepSizeForwardThenBackRestoresEachEarlierStateExactly() {
        for (ExactCoverProblem problem : List.of(TestProblems.matrix4x4(), TestProblems.knuth(), TestProblems.queens(6))) {
            for (StepSize size : StepSize.values()) {
                Playback playback = new Playback(problem);
                List<Snapshot> visited = new ArrayList<>();
                visited.add(Snapshot.of(playback));
                while (playback.canStepForward()) {
                    Step step = playback.stepForward(size);
                    assertTrue(step.to() > step.from(), "a step forward moves");
                    visited.add(Snapshot.of(playback));
                }
                for (int i = visited.size() - 2; i >= 0; i--) {
                    Step back = playback.stepBack(size);
                    assertEquals(Direction.BACKWARD, back.direction());
                    assertEquals(visited.get(i), Snapshot.of(playback), size + " back to step " + i);
                }
                assertFalse(playback.canStepBack());
                assertEquals(StepEnd.START, playback.stepBack(size).end());
            }
        }
    }

    @Test
    void aStepBackListsTheUndoneEventsInReverseAndAppliesTheInverseChanges() {
        Playback playback = new Playback(TestProblems.knuth());
        playback.stepForward(StepSize.CHOICE);
        Step forward = playback.stepForward(StepSize.CHOICE);
        Step back = playback.stepBack(StepSize.CHOICE);
        List<SearchEvent> reversed = new ArrayList<>(forward.events());
        Collections.reverse(reversed);
        assertEquals(reversed, back.events());
        assertEquals(forward.from(), back.to());
        List<TorusChange> inverses = new ArrayList<>();
        for (TorusChange change : forward.torusChanges()) {
            inverses.add(0, change.inverse());
        }
        assertEquals(inverses, back.torusChanges());
    }

    @Test
    void linkStepsHoldOneLinkChangeAndMarkersRideAlong() {
        Playback playback = new Playback(TestProblems.queens(5));
        while (playback.canStepForward()) {
            Step step = playback.stepForward(StepSize.LINK);
            long changes = step.events().stream().filter(e -> e instanceof TorusChange).count();
            assertTrue(changes <= 1, "at most one link change: " + step.events());
            if (changes == 0) {
                // Only a retraction right after a solution (an option whose one item was chosen)
                // or a solution/dead end reached without a change of its own may stand alone.
                SearchEvent first = step.events().get(0);
                assertTrue(first instanceof OptionRetracted || first instanceof SolutionFound,
                        "a step without a link change: " + step.events());
            }
        }
    }

    @Test
    void coverStepsHoldOneWholeCoverOrUncover() {
        Playback playback = new Playback(TestProblems.queens(5));
        while (playback.canStepForward()) {
            Step step = playback.stepForward(StepSize.COVER);
            long covers = step.events().stream().filter(e -> e instanceof ItemCovered).count();
            long uncovers = step.events().stream().filter(e -> e instanceof ItemUncovered).count();
            assertTrue(covers + uncovers <= 1, "one cover or uncover: " + step.events());
            if (covers == 1) {
                // the cover is complete: the next event is not another hide
                SearchEvent next = peek(playback);
                assertFalse(next != null && next.kind() == EventKind.NODE_HIDDEN, "cover cut short");
            }
        }
    }

    @Test
    void choiceStepsTryOrRetractOneOption() {
        Playback playback = new Playback(TestProblems.queens(6));
        while (playback.canStepForward()) {
            Step step = playback.stepForward(StepSize.CHOICE);
            long tried = step.events().stream().filter(e -> e instanceof OptionTried).count();
            long retracted = step.events().stream().filter(e -> e instanceof OptionRetracted).count();
            assertTrue(tried + retracted <= 1, "one option tried or retracted: " + step.events());
            SearchEvent next = peek(playback);
            assertTrue(next == null || next instanceof OptionTried || step.lastEvent() instanceof OptionRetracted
                    || step.lastEvent() instanceof SolutionFound || step.lastEvent().kind() == EventKind.DEAD_END,
                    "stops before a try, after a retraction, a solution or a dead end: " + step.events());
        }
    }

    /** The event after the cursor (null at the end), leaving the cursor where it was. */
    private static SearchEvent peek(Playback playback) {
        if (!playback.canStepForward()) {
            return null;
        }
        long here = playback.position();
        playback.advance(1);
        SearchEvent next = playback.lastEvent();
        playback.seek(here);
        return next;
    }

    @Test
    void solutionStepsVisitEachSolutionInTurn() {
        ExactCoverProblem problem = TestProblems.queens(6);
        List<SolutionFound> expected = engineEvents(problem).stream()
                .filter(e -> e instanceof SolutionFound).map(e -> (SolutionFound) e).toList();
        Playback playback = new Playback(problem);
        for (SolutionFound solution : expected) {
            Step step = playback.stepForward(StepSize.SOLUTION);
            assertEquals(StepEnd.STEP_DONE, step.end());
            assertEquals(solution, playback.solutionAtCursor());
            assertArrayEquals(solution.options(), playback.partialSolution());
        }
        assertEquals(StepEnd.END, playback.stepForward(StepSize.SOLUTION).end());
        assertNull(playback.solutionAtCursor());
        playback.stepBack(StepSize.SOLUTION);
        assertEquals(expected.get(expected.size() - 1), playback.solutionAtCursor());
    }

    @Test
    void levelStepsGoOnUntilTheLevelChanges() {
        Playback playback = new Playback(TestProblems.queens(6));
        Playback choices = new Playback(TestProblems.queens(6));
        while (playback.canStepForward()) {
            int start = playback.level();
            Step step = playback.stepForward(StepSize.LEVEL);
            // Independently: choice steps from the same place until the level differs.
            while (choices.position() < step.from()) {
                choices.stepForward(StepSize.CHOICE);
            }
            assertEquals(step.from(), choices.position());
            do {
                choices.stepForward(StepSize.CHOICE);
            } while (choices.level() == start && choices.solutionAtCursor() == null
                    && !(choices.lastEvent() instanceof dlxviz.events.DeadEnd) && choices.canStepForward());
            assertEquals(choices.position(), step.to(), "level step from " + step.from());
        }
    }

    @Test
    void aLongStepBackIsAJumpThatLandsExactly() {
        Playback playback = new Playback(TestProblems.queens(10));
        Snapshot before;
        Step step;
        do {
            before = Snapshot.of(playback);
            step = playback.stepForward(StepSize.SOLUTION);
        } while (step.length() <= Step.MAX_LISTED && playback.canStepForward());
        assertTrue(step.length() > Step.MAX_LISTED, "some solution is far from the one before it");
        assertTrue(step.isJump(), "a long step forward lists no events");
        Step back = playback.stepBack(StepSize.SOLUTION);
        assertTrue(back.isJump());
        assertEquals(step.from(), back.to());
        assertEquals(before, Snapshot.of(playback));
    }

    @Test
    void timedRunsStopWhenTheTimeIsUpAndGoOnToTheSameBoundary() {
        Playback timed = new Playback(TestProblems.queens(6));
        Step first = timed.advanceFor(null, 0);
        assertEquals(StepEnd.LIMIT, first.end());
        assertTrue(first.length() > 0 && first.length() <= 256, "the clock is read every 256 events");
        Playback stepped = new Playback(TestProblems.queens(6));
        for (int solution = 0; solution < 3; solution++) {
            stepped.stepForward(StepSize.SOLUTION);
            Step chunk;
            do {
                chunk = timed.advanceFor(StepSize.SOLUTION, 0);
            } while (chunk.end() == StepEnd.LIMIT);
            assertEquals(StepEnd.STEP_DONE, chunk.end());
            assertEquals(Snapshot.of(stepped), Snapshot.of(timed));
        }
    }

    @Test
    void theCursorNamesTheItemBeingCoveredOrUncovered() {
        Playback playback = new Playback(TestProblems.knuth());
        playback.advance(2); // ItemChosen, ItemCovered
        assertInstanceOf(ItemCovered.class, playback.lastEvent());
        int item = ((ItemCovered) playback.lastEvent()).item();
        assertEquals(item, playback.coveringItem());
        playback.advance(2); // header unlinked, first node hidden
        assertEquals(item, playback.coveringItem());
        assertEquals(0, playback.uncoveringItem());
        while (!(playback.lastEvent() instanceof dlxviz.events.NodeRestored)) {
            playback.advance(1);
        }
        long here = playback.position();
        while (!(playback.lastEvent() instanceof ItemUncovered)) {
            playback.advance(1);
        }
        int uncovered = ((ItemUncovered) playback.lastEvent()).item();
        playback.seek(here);
        assertEquals(uncovered, playback.uncoveringItem());
        assertEquals(0, playback.coveringItem());
    }

    @Test
    void chosenItemsFollowTheLevels() {
        Playback playback = new Playback(TestProblems.queens(5));
        while (playback.canStepForward()) {
            playback.advance(1);
            if (playback.lastEvent() instanceof ItemChosen chosen) {
                int[] items = playback.chosenItems();
                assertEquals(chosen.level() + 1, items.length);
                assertEquals(chosen.item(), items[chosen.level()]);
            }
        }
    }

    @Test
    void resetGoesBackToTheTorusAsBuilt() {
        Playback playback = new Playback(TestProblems.queens(5));
        Snapshot start = Snapshot.of(playback);
        playback.stepForward(StepSize.SOLUTION);
        playback.stepForward(StepSize.SOLUTION);
        Step reset = playback.reset();
        assertEquals(0, reset.to());
        assertEquals(start, Snapshot.of(playback));
        assertEquals(new dlxviz.engine.Torus(TestProblems.queens(5)).state(), playback.torus().state());
    }

    @Test
    void listenersHearEveryMoveAndTheRevisionTicks() {
        Playback playback = new Playback(TestProblems.knuth());
        List<Step> heard = new ArrayList<>();
        playback.addListener(heard::add);
        long revision = playback.revision();
        Step a = playback.stepForward(StepSize.COVER);
        Step b = playback.stepBack(StepSize.COVER);
        Step none = playback.stepBack(StepSize.COVER);
        Step c = playback.seek(5);
        assertEquals(List.of(a, b, c), heard);
        assertTrue(none.isEmpty());
        assertEquals(revision + 3, playback.revision());
        assertEquals(c, playback.lastStep());
    }

    @Test
    void aStepSizeGrowsUpToSolution() {
        assertEquals(StepSize.SOLUTION, StepSize.LEVEL.larger());
        assertEquals(StepSize.SOLUTION, StepSize.SOLUTION.larger());
    }

    @Test
    void logCodesEqualTheEventKindOrdinals() {
        // FORCED comes after Algorithm X's twelve kinds; Algorithm C's four follow it, one code past their ordinals.
        assertEquals(EventKind.ITEM_PURIFIED.ordinal(), EventCode.FORCED);
        assertEquals(EventKind.ITEM_PURIFIED.ordinal() + 1, EventCode.ITEM_PURIFIED);
        assertEquals(EventKind.NODE_CLEANSED.ordinal() + 1, EventCode.NODE_CLEANSED);
        assertEquals(EventKind.NODE_UNCLEANSED.ordinal() + 1, EventCode.NODE_UNCLEANSED);
        assertEquals(EventKind.ITEM_UNPURIFIED.ordinal() + 1, EventCode.ITEM_UNPURIFIED);
        assertEquals(EventKind.values().length + 1, EventCode.ITEM_UNPURIFIED + 1);
        assertEquals(EventKind.ITEM_CHOSEN.ordinal(), EventCode.ITEM_CHOSEN);
        assertEquals(EventKind.HEADER_UNLINKED.ordinal(), EventCode.HEADER_UNLINKED);
        assertEquals(EventKind.NODE_HIDDEN.ordinal(), EventCode.NODE_HIDDEN);
        assertEquals(EventKind.NODE_RESTORED.ordinal(), EventCode.NODE_RESTORED);
        assertEquals(EventKind.HEADER_RELINKED.ordinal(), EventCode.HEADER_RELINKED);
        assertEquals(EventKind.ITEM_UNCOVERED.ordinal(), EventCode.ITEM_UNCOVERED);
        assertEquals(EventKind.OPTION_TRIED.ordinal(), EventCode.OPTION_TRIED);
        assertEquals(EventKind.OPTION_RETRACTED.ordinal(), EventCode.OPTION_RETRACTED);
        assertEquals(EventKind.DEAD_END.ordinal(), EventCode.DEAD_END);
        assertEquals(EventKind.SOLUTION_FOUND.ordinal(), EventCode.SOLUTION_FOUND);
        assertEquals(EventKind.SEARCH_FINISHED.ordinal(), EventCode.SEARCH_FINISHED);
        assertEquals(EventKind.ITEM_COVERED.ordinal(), EventCode.ITEM_COVERED);
    }

    @Test
    void aProblemWithoutPrimaryItemsHasTheEmptySolution() {
        ExactCoverProblem problem = ExactCoverProblem.builder().secondary("x").option("x").build();
        EngineTrace trace = EngineTrace.of(problem);
        Playback playback = new Playback(problem);
        for (int k = 0; k <= trace.length(); k++) {
            assertMatchesEngine(trace, k, playback);
            playback.advance(1);
        }
    }
}
