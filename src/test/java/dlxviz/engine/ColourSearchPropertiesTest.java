package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.events.EventKind;
import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Algorithm C (colours) on random small problems: the solutions against a brute force that
 * knows nothing of dancing links, step and run alike, and every prefix of the event stream undone
 * in reverse restoring the torus, colours included, exactly.
 */
class ColourSearchPropertiesTest {

    /** 1..5 primary items, 1..4 secondary, 0..10 options, 2..3 colours; a secondary entry is uncoloured one time in four. */
    @Provide
    Arbitrary<ExactCoverProblem> colourProblems() {
        return RandomColourProblems.problems();
    }

    static ExactCoverProblem problem(int primary, int secondary, int colours, long seed) {
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
        var builder = ExactCoverProblem.builder();
        for (int i = 1; i <= primary; i++) {
            builder.primary("p" + i);
        }
        for (int i = 1; i <= secondary; i++) {
            builder.secondary("s" + i);
        }
        int options = r.nextInt(11);
        for (int k = 0; k < options; k++) {
            List<String> entries = new ArrayList<>();
            for (int i = 1; i <= primary; i++) {
                if (r.nextInt(3) == 0) {
                    entries.add("p" + i);
                }
            }
            if (entries.isEmpty()) {
                entries.add("p" + (1 + r.nextInt(primary)));
            }
            for (int i = 1; i <= secondary; i++) {
                if (r.nextInt(2) == 0) {
                    entries.add(r.nextInt(4) == 0 ? "s" + i : "s" + i + ":" + "abc".charAt(r.nextInt(colours)));
                }
            }
            java.util.Collections.shuffle(entries, new java.util.Random(r.nextLong()));
            builder.option(entries.toArray(new String[0]));
        }
        return builder.build();
    }

    /** The rule of colours, brute force: an item used by several chosen options must be given one colour by all. */
    static List<Integer> bruteForce(ExactCoverProblem problem) {
        List<Integer> result = new ArrayList<>();
        int m = problem.optionCount();
        for (int subset = 0; subset < (1 << m); subset++) {
            int[] uses = new int[problem.itemCount() + 1];
            int[] colour = new int[problem.itemCount() + 1];
            boolean ok = true;
            for (int k = 1; k <= m && ok; k++) {
                if ((subset & (1 << (k - 1))) == 0) {
                    continue;
                }
                for (int j = 0; j < problem.optionSize(k); j++) {
                    int item = problem.optionItem(k, j), c = problem.colour(k, j);
                    if (uses[item]++ > 0 && (c == 0 || colour[item] != c)) {
                        ok = false;
                    }
                    colour[item] = c;
                }
            }
            for (int i = 1; i <= problem.primaryCount() && ok; i++) {
                ok = uses[i] == 1;
            }
            if (ok) {
                result.add(subset);
            }
        }
        return result;
    }

    private static List<SearchEvent> stepEvents(Search search) {
        List<SearchEvent> events = new ArrayList<>();
        for (SearchEvent e = search.step(); e != null; e = search.step()) {
            events.add(e);
        }
        return events;
    }

    @Property
    void theSolutionsAreTheBruteForceOnes(@ForAll("colourProblems") ExactCoverProblem problem) {
        Search search = new Search(problem);
        List<Integer> found = new ArrayList<>();
        while (search.nextSolution()) {
            found.add(BruteForce.mask(search.currentOptions()));
        }
        found.sort(null);
        assertEquals(bruteForce(problem), found);
        assertNull(search.torus().sanity());
    }

    @Property
    void stepByStepGivesTheRunsEventsAndCounters(@ForAll("colourProblems") ExactCoverProblem problem) {
        Search fast = new Search(problem);
        List<SearchEvent> fastEvents = new ArrayList<>();
        fast.setObserver(EventCollector.into(fastEvents));
        fast.runToEnd();
        Search slow = new Search(problem);
        assertEquals(fastEvents, stepEvents(slow));
        assertEquals(fast.stats(), slow.stats());
        Search silent = new Search(problem);
        Torus.State start = silent.torus().state();
        silent.runToEnd();
        assertEquals(fast.stats(), silent.stats(), "an observer does not change the counters");
        assertEquals(start, silent.torus().state(), "a finished search leaves the torus and its colours as it found them");
        long cleansings = fastEvents.stream().filter(e -> e.kind() == EventKind.ITEM_PURIFIED
                || e.kind() == EventKind.NODE_CLEANSED).count();
        assertEquals(cleansings, fast.cleansings(), "a cleansing per purify and per node cleansed");
        long updates = fastEvents.stream().filter(e -> e.kind() == EventKind.HEADER_UNLINKED
                || e.kind() == EventKind.NODE_HIDDEN).count();
        assertEquals(updates, fast.updates());
    }

    @Property
    void undoingAnyPrefixOfAColourSearchRestoresTheTorusAndColoursExactly(
            @ForAll("colourProblems") ExactCoverProblem problem, @ForAll @IntRange(min = 0, max = 600) int prefix) {
        Search search = new Search(problem);
        Torus torus = (Torus) search.torus(); // the search's own torus, undone by hand below
        Torus.State start = torus.state();
        Torus replica = new Torus(problem);
        List<TorusChange> changes = new ArrayList<>();
        for (int i = 0; i < prefix; i++) {
            SearchEvent e = search.step();
            if (e == null) {
                break;
            }
            if (e instanceof TorusChange change) {
                changes.add(change);
                replica.apply(change);
            }
        }
        assertEquals(torus.state(), replica.state(), "a replica following the events is the search's torus");
        for (int i = changes.size() - 1; i >= 0; i--) {
            torus.apply(changes.get(i).inverse());
        }
        assertEquals(start, torus.state());
    }

    @Property
    void relinkingAfterAnyPrefixGivesTheTorusAsBuiltColoursIncluded(
            @ForAll("colourProblems") ExactCoverProblem problem, @ForAll @IntRange(min = 0, max = 300) int prefix) {
        Search search = new Search(problem);
        for (int i = 0; i < prefix && search.step() != null; i++) {
            // a search stopped anywhere: items purified, nodes cleansed and hidden
        }
        ((Torus) search.torus()).relink(); // what reset() does for a torus too large to keep a copy of
        assertEquals(new Torus(problem).state(), search.torus().state());
    }
}
