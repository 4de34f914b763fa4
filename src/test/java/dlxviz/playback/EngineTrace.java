package dlxviz.playback;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.Torus;
import dlxviz.events.SearchEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The independent reference: the engine driven one {@code step()} at a time, with what it says
 * after each step (its torus, its counters, its level). Index k holds the state after k events;
 * null inside a forced option, whose intermediate states the engine does not expose.
 */
final class EngineTrace {
    final List<SearchEvent> events = new ArrayList<>();
    final List<Torus.State> states = new ArrayList<>();
    final List<long[]> counters = new ArrayList<>(); // nodes, updates, solutions, level
    final List<int[]> stacks = new ArrayList<>();

    /** Keeps states only at multiples of this, so that long traces fit in memory. */
    private final int stride;

    private EngineTrace(int stride) {
        this.stride = stride;
    }

    static EngineTrace of(ExactCoverProblem problem, int... forced) {
        return sampled(problem, 1, forced);
    }

    /** A trace that keeps the states after k events only where k is a multiple of {@code stride}. */
    static EngineTrace sampled(ExactCoverProblem problem, int stride, int... forced) {
        EngineTrace trace = new EngineTrace(stride);
        Search search = new Search(problem, ItemChoice.MIN_LENGTH);
        trace.record(search, null);
        List<SearchEvent> forcedEvents = new ArrayList<>();
        search.setObserver(dlxviz.engine.EventCollector.into(forcedEvents));
        for (int option : forced) {
            int before = forcedEvents.size();
            if (!search.forceOption(option)) {
                throw new IllegalArgumentException("clash");
            }
            // forceOption reports a whole option at once: the intermediate states are not
            // observable from outside, so only the state after each forced option is recorded.
            for (int i = before; i < forcedEvents.size(); i++) {
                trace.events.add(forcedEvents.get(i));
                boolean last = i == forcedEvents.size() - 1;
                trace.states.add(last ? search.torus().state() : null);
                trace.counters.add(last ? trace.countersOf(search) : null);
                trace.stacks.add(last ? search.currentOptions() : null);
            }
        }
        search.setObserver(null);
        for (SearchEvent e = search.step(); e != null; e = search.step()) {
            trace.record(search, e);
        }
        return trace;
    }

    private void record(Search search, SearchEvent event) {
        if (event != null) {
            events.add(event);
        }
        if (events.size() % stride != 0) {
            states.add(null);
            counters.add(null);
            stacks.add(null);
            return;
        }
        states.add(search.torus().state());
        counters.add(countersOf(search));
        stacks.add(search.currentOptions());
    }

    private long[] countersOf(Search search) {
        return new long[] {search.nodes(), search.updates(), search.solutions(), search.level()};
    }

    int length() {
        return events.size();
    }
}
