package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.events.EventKind;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.events.TorusChange;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Invariants of the search on random small problems, checked against a brute-force counter. */
class SearchPropertiesTest {

    @Provide
    Arbitrary<ExactCoverProblem> problems() {
        return RandomProblems.problems();
    }

    @Provide
    Arbitrary<ExactCoverProblem> nonTrivial() {
        return RandomProblems.nonTrivialProblems();
    }

    /** The solutions a search reports, each as a bit mask over options, sorted. */
    private static List<Integer> solutionMasks(Search search) {
        List<Integer> masks = new ArrayList<>();
        while (search.nextSolution()) {
            masks.add(BruteForce.mask(search.currentOptions()));
        }
        masks.sort(null);
        return masks;
    }

    private static List<SearchEvent> runEvents(Search search) {
        List<SearchEvent> events = new ArrayList<>();
        search.setObserver(EventCollector.into(events));
        search.runToEnd();
        return events;
    }

    private static List<SearchEvent> stepEvents(Search search) {
        List<SearchEvent> events = new ArrayList<>();
        for (SearchEvent e = search.step(); e != null; e = search.step()) {
            events.add(e);
        }
        return events;
    }

    @Property
    void everyHeuristicFindsExactlyTheBruteForceSolutions(@ForAll("problems") ExactCoverProblem problem) {
        List<Integer> expected = BruteForce.solutions(problem);
        for (ItemChoice choice : ItemChoice.values()) {
            Search search = new Search(problem, choice);
            assertEquals(expected, solutionMasks(search), choice.name());
            assertEquals(expected.size(), search.solutions(), choice.name());
            assertNull(search.torus().sanity());
        }
    }

    @Property
    void aFinishedSearchLeavesTheTorusAsItFoundIt(@ForAll("problems") ExactCoverProblem problem) {
        Search search = new Search(problem);
        Torus.State start = search.torus().state();
        search.runToEnd();
        assertEquals(start, search.torus().state());
    }

    @Property
    void stepByStepGivesTheRunsEventsAndStats(@ForAll("problems") ExactCoverProblem problem) {
        Search fast = new Search(problem);
        List<SearchEvent> fastEvents = runEvents(fast);
        Search slow = new Search(problem);
        assertEquals(fastEvents, stepEvents(slow));
        assertEquals(fast.stats(), slow.stats());
        Search silent = new Search(problem);
        silent.runToEnd();
        assertEquals(fast.stats(), silent.stats(), "an observer does not change the counters");
    }

    @Property
    void runsInterleavedWithStepsGiveTheSameEvents(@ForAll("nonTrivial") ExactCoverProblem problem,
                                                    @ForAll @IntRange(min = 0, max = 60) int steps) {
        Search reference = new Search(problem);
        List<SearchEvent> expected = runEvents(reference);
        Search mixed = new Search(problem);
        List<SearchEvent> events = new ArrayList<>();
        for (int i = 0; i < steps; i++) {
            SearchEvent e = mixed.step();
            if (e == null) {
                break;
            }
            events.add(e);
        }
        mixed.setObserver(EventCollector.into(events));
        mixed.nextSolution();
        mixed.setObserver(null);
        for (int i = 0; i < steps; i++) {
            SearchEvent e = mixed.step();
            if (e == null) {
                break;
            }
            events.add(e);
        }
        mixed.setObserver(EventCollector.into(events));
        mixed.runToEnd();
        assertEquals(expected, events);
        assertEquals(reference.stats(), mixed.stats());
    }

    @Property
    void updatesEqualHeaderUnlinksPlusNodeHides(@ForAll("problems") ExactCoverProblem problem) {
        Search search = new Search(problem);
        List<SearchEvent> events = runEvents(search);
        long changes = events.stream()
                .filter(e -> e.kind() == EventKind.HEADER_UNLINKED || e.kind() == EventKind.NODE_HIDDEN).count();
        long undone = events.stream()
                .filter(e -> e.kind() == EventKind.HEADER_RELINKED || e.kind() == EventKind.NODE_RESTORED).count();
        assertEquals(changes, search.updates());
        assertEquals(changes, undone);
    }

    @Property
    void nodesCountLevelsEnteredPlusSolutions(@ForAll("problems") ExactCoverProblem problem) {
        Search search = new Search(problem);
        List<SearchEvent> events = runEvents(search);
        long chosen = events.stream().filter(e -> e.kind() == EventKind.ITEM_CHOSEN).count();
        long solutions = events.stream().filter(e -> e.kind() == EventKind.SOLUTION_FOUND).count();
        // With no primary item the search enters level 0 and finds the empty solution there.
        long entered = problem.primaryCount() == 0 ? 1 : chosen;
        assertEquals(entered + solutions, search.nodes());
        long profileTotal = 0;
        for (long perLevel : search.stats().profile()) {
            profileTotal += perLevel;
        }
        assertEquals(search.nodes(), profileTotal);
    }

    @Property
    void undoingAnyPrefixOfTheStreamInReverseRestoresTheStart(@ForAll("nonTrivial") ExactCoverProblem problem,
                                                              @ForAll @IntRange(min = 0, max = 400) int prefix) {
        Search search = new Search(problem);
        Torus torus = (Torus) search.torus(); // the search's own torus, undone by hand below
        Torus.State start = torus.state();
        List<TorusChange> changes = new ArrayList<>();
        for (int i = 0; i < prefix; i++) {
            SearchEvent e = search.step();
            if (e == null) {
                break;
            }
            if (e instanceof TorusChange change) {
                changes.add(change);
            }
        }
        for (int i = changes.size() - 1; i >= 0; i--) {
            torus.apply(changes.get(i).inverse());
        }
        assertEquals(start, torus.state());
    }

    @Property
    void undoingTheWholeStreamFromTheFinalTorusRestoresTheStart(@ForAll("problems") ExactCoverProblem problem) {
        Search search = new Search(problem);
        Torus.State start = search.torus().state();
        List<SearchEvent> events = runEvents(search);
        Torus replica = new Torus(problem);
        for (SearchEvent e : events) {
            if (e instanceof TorusChange change) {
                replica.apply(change);
            }
        }
        assertEquals(search.torus().state(), replica.state(), "replaying forward gives the final torus");
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof TorusChange change) {
                replica.apply(change.inverse());
            }
        }
        assertEquals(start, replica.state());
    }

    @Property
    void aReplicaFollowingTheEventsMatchesTheSearchAfterEveryStep(@ForAll("nonTrivial") ExactCoverProblem problem) {
        Search search = new Search(problem);
        Torus replica = new Torus(problem);
        for (SearchEvent e = search.step(); e != null; e = search.step()) {
            if (e instanceof TorusChange change) {
                replica.apply(change);
            }
            assertEquals(search.torus().state(), replica.state(), e.toString());
        }
    }

    @Property
    void forcedOptionsGiveTheSolutionsThatContainThem(@ForAll("nonTrivial") ExactCoverProblem problem,
                                                      @ForAll @IntRange(min = 0, max = 1023) int wish) {
        Search search = new Search(problem);
        int forced = 0;
        for (int k = 1; k <= problem.optionCount(); k++) {
            if ((wish & (1 << (k - 1))) != 0 && search.forceOption(k)) {
                forced |= 1 << (k - 1);
            }
        }
        List<Integer> expected = new ArrayList<>();
        for (int mask : BruteForce.solutions(problem)) {
            if ((mask & forced) == forced) {
                expected.add(mask & ~forced);
            }
        }
        List<Integer> found = solutionMasks(search);
        if (!isCoveredByPrimaries(problem, forced)) {
            // Forcing options without primary items is allowed, but brute force never picks them.
            return;
        }
        assertEquals(expected, found);
    }

    private static boolean isCoveredByPrimaries(ExactCoverProblem problem, int mask) {
        for (int k = 1; k <= problem.optionCount(); k++) {
            if ((mask & (1 << (k - 1))) != 0) {
                boolean primary = false;
                for (int item : problem.option(k)) {
                    primary |= problem.isPrimary(item);
                }
                if (!primary) {
                    return false;
                }
            }
        }
        return true;
    }

    @Property
    void forcingOptionsEmitsTheirCoversAtLevelMinusOneAndCountsTheirUpdates(
            @ForAll("nonTrivial") ExactCoverProblem problem) {
        Search search = new Search(problem);
        List<SearchEvent> events = new ArrayList<>();
        search.setObserver(EventCollector.into(events));
        search.forceOption(1);
        long changes = events.stream()
                .filter(e -> e.kind() == EventKind.HEADER_UNLINKED || e.kind() == EventKind.NODE_HIDDEN).count();
        assertEquals(changes, search.updates());
        assertEquals(new dlxviz.events.OptionTried(1, search.torus().firstNode(1), -1), events.get(0));
        search.runToEnd();
        assertNull(search.torus().sanity());
    }

    @Property
    void solutionEventsListTheOptionsOfCurrentOptions(@ForAll("nonTrivial") ExactCoverProblem problem) {
        Search search = new Search(problem);
        List<SearchEvent> events = new ArrayList<>();
        search.setObserver(EventCollector.into(events));
        while (search.nextSolution()) {
            SolutionFound last = (SolutionFound) events.get(events.size() - 1);
            assertEquals(List.of(boxed(search.currentOptions())), List.of(boxed(last.options())));
        }
    }

    private static Integer[] boxed(int[] values) {
        Integer[] result = new Integer[values.length];
        for (int i = 0; i < values.length; i++) {
            result[i] = values[i];
        }
        return result;
    }
}
