package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Torus;
import dlxviz.events.SearchEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Invariants of playback on random exact-cover problems, checked against independent facts. */
class PlaybackProperties {

    /** Up to 6 primary and 2 secondary items, up to 10 options of random items. */
    @Provide
    Arbitrary<ExactCoverProblem> problems() {
        Arbitrary<Integer> primaries = Arbitraries.integers().between(1, 6);
        Arbitrary<Integer> secondaries = Arbitraries.integers().between(0, 2);
        Arbitrary<List<Long>> masks = Arbitraries.longs().between(1, 255).list().ofMinSize(1).ofMaxSize(10);
        return Combinators.combine(primaries, secondaries, masks).as((p, s, ms) -> {
            int n = p + s;
            List<String> names = new ArrayList<>();
            for (int i = 1; i <= n; i++) {
                names.add((i <= p ? "p" : "s") + i);
            }
            List<int[]> options = new ArrayList<>();
            for (long mask : ms) {
                List<Integer> items = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if ((mask >> i & 1) == 1) {
                        items.add(i + 1);
                    }
                }
                if (items.isEmpty()) {
                    items.add(1 + (int) (mask % n));
                }
                options.add(items.stream().mapToInt(Integer::intValue).toArray());
            }
            return ExactCoverProblem.of(names, p, options, null);
        });
    }

    /**
     * Brute force: subsets of options covering each primary item exactly once and each secondary
     * at most once. As in DLX1, an option of secondary items only is never chosen (the search
     * branches on primary items), so such options are left out.
     */
    static long bruteForceCount(ExactCoverProblem problem) {
        int m = problem.optionCount();
        long count = 0;
        for (int subset = 0; subset < 1 << m; subset++) {
            int[] uses = new int[problem.itemCount() + 1];
            for (int k = 1; k <= m; k++) {
                if ((subset >> (k - 1) & 1) == 1) {
                    if (Arrays.stream(problem.option(k)).noneMatch(problem::isPrimary)) {
                        uses[0] = 1; // not a cover DLX can find
                    }
                    for (int item : problem.option(k)) {
                        uses[item]++;
                    }
                }
            }
            boolean exact = uses[0] == 0;
            for (int i = 1; i <= problem.itemCount(); i++) {
                exact &= problem.isPrimary(i) ? uses[i] == 1 : uses[i] <= 1;
            }
            count += exact ? 1 : 0;
        }
        return count;
    }

    @Property(tries = 200)
    void theLogDecodesToTheEnginesEventsAndCountsEverySolution(@ForAll("problems") ExactCoverProblem problem) {
        Playback playback = new Playback(problem);
        List<SearchEvent> passed = new ArrayList<>();
        while (playback.canStepForward()) {
            passed.addAll(playback.stepForward(StepSize.LINK).events());
        }
        assertEquals(PlaybackTest.engineEvents(problem), passed);
        assertEquals(bruteForceCount(problem), playback.solutions());
    }

    @Provide
    Arbitrary<ExactCoverProblem> colourProblems() {
        return dlxviz.engine.RandomColourProblems.problems();
    }

    @Property(tries = 200)
    void withColoursTheLogDecodesToTheEnginesEvents(@ForAll("colourProblems") ExactCoverProblem problem) {
        Playback playback = new Playback(problem);
        List<SearchEvent> passed = new ArrayList<>();
        while (playback.canStepForward()) {
            passed.addAll(playback.stepForward(StepSize.LINK).events());
        }
        assertEquals(PlaybackTest.engineEvents(problem), passed);
    }

    @Property(tries = 200)
    void withColoursForwardToTheEndThenBackAtAnySizeRestoresTheStart(@ForAll("colourProblems") ExactCoverProblem problem,
            @ForAll StepSize forward, @ForAll StepSize back) {
        Playback playback = new Playback(problem);
        Snapshot start = Snapshot.of(playback);
        List<SearchEvent> undone = new ArrayList<>();
        while (playback.canStepForward()) {
            playback.stepForward(forward);
        }
        while (playback.canStepBack()) {
            undone.addAll(playback.stepBack(back).events());
        }
        assertEquals(start, Snapshot.of(playback));
        assertEquals(new Torus(problem).state(), playback.torus().state());
    }

    @Property(tries = 200)
    void forwardToTheEndThenBackAtAnySizeRestoresTheStart(@ForAll("problems") ExactCoverProblem problem,
                                                          @ForAll StepSize forward, @ForAll StepSize back) {
        Playback playback = new Playback(problem);
        Snapshot start = Snapshot.of(playback);
        while (playback.canStepForward()) {
            playback.stepForward(forward);
        }
        while (playback.canStepBack()) {
            playback.stepBack(back);
        }
        assertEquals(start, Snapshot.of(playback));
        assertEquals(new Torus(problem).state(), playback.torus().state());
    }

    @Property(tries = 200)
    void aSeekEqualsSteppingThereEventByEvent(@ForAll("problems") ExactCoverProblem problem,
                                             @ForAll("fractions") double where, @ForAll("fractions") double from) {
        Playback stepped = new Playback(problem);
        stepped.advance(Long.MAX_VALUE);
        long length = stepped.recordedLength();
        long target = Math.round(where * length);
        stepped.reset();
        for (long k = 0; k < target; k++) {
            stepped.advance(1);
        }
        Playback sought = new Playback(problem);
        sought.advance(Long.MAX_VALUE);
        sought.seek(Math.round(from * length));
        sought.seek(target);
        assertEquals(Snapshot.of(stepped), Snapshot.of(sought));
    }

    @Provide
    Arbitrary<Double> fractions() {
        return Arbitraries.doubles().between(0, 1);
    }

    @Property(tries = 100)
    void givensPlayBackAndUndoExactly(@ForAll("problems") ExactCoverProblem problem, @ForAll("fractions") double pick) {
        int option = 1 + (int) (pick * (problem.optionCount() - 1));
        Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, option);
        EngineTrace trace = EngineTrace.of(problem, option);
        List<SearchEvent> passed = new ArrayList<>();
        while (playback.canStepForward()) {
            passed.addAll(playback.stepForward(StepSize.COVER).events());
        }
        assertEquals(trace.events, passed);
        while (playback.canStepBack()) {
            playback.stepBack(StepSize.CHOICE);
        }
        assertEquals(new Torus(problem).state(), playback.torus().state());
        assertEquals(0, playback.forcedOptions().length);
    }
}
