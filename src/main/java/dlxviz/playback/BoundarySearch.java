package dlxviz.playback;

import static dlxviz.playback.EventCode.code;
import static dlxviz.playback.EventCode.payload;

import dlxviz.engine.Torus;

/**
 * Where steps stop, looking back through the log: the previous boundary of a step size below a
 * position (stepping back), the level at a choice boundary (level steps), and the search context
 * at any position (a recorder mark below it, replayed forward). {@link Boundaries} decides a
 * single position from its two neighbouring events; this class walks the log with it.
 */
final class BoundarySearch {
    /** Whether the event after a position is known: recorded, the end, or being recorded elsewhere. */
    interface Availability {
        int AVAILABLE = 0;
        int AT_END = 1;
        int BUSY = 2;

        /** Makes sure the event at {@code index} is recorded if it can be; one of the constants. */
        int ensure(long index);
    }

    private final EventLog log;
    private final Recorder recorder;
    private final Torus replica;

    BoundarySearch(EventLog log, Recorder recorder, Torus replica) {
        this.log = log;
        this.recorder = recorder;
        this.replica = replica;
    }

    /** The largest boundary of {@code size} below {@code from} (0 if none). */
    long previousBoundary(StepSize size, long from) {
        if (size != StepSize.LEVEL) {
            return previousLocalBoundary(size, from);
        }
        long q = previousLocalBoundary(StepSize.CHOICE, from);
        int level = q == 0 ? 0 : contextAt(q).level;
        while (q > 0) {
            if (EventCode.stops(code(log.get(q - 1)))) {
                return q;
            }
            long before = previousLocalBoundary(StepSize.CHOICE, q);
            int levelBefore = contextAt(before).level;
            if (levelBefore != level) {
                return q;
            }
            q = before;
        }
        return 0;
    }

    /** The largest boundary of {@code size} (not LEVEL) below {@code from}, or 0. */
    long previousLocalBoundary(StepSize size, long from) {
        for (long q = from - 1; q > 0; q--) {
            if (Boundaries.isBoundary(size, code(log.get(q - 1)), code(log.get(q)))) {
                return q;
            }
        }
        return 0;
    }

    /**
     * The level at the largest CHOICE boundary at or before {@code p}, for level steps;
     * {@code atP} is the context after {@code p} events.
     */
    int levelAtChoiceBoundaryAtOrBefore(long p, SearchContext atP, Availability availability) {
        if (p == 0) {
            return contextAt(0).level;
        }
        int next = availability.ensure(p);
        // While a background recording holds the engine the next event may be unknown: then
        // count p as no boundary, which only matters if the search stops exactly here.
        int after = next == Availability.AVAILABLE ? code(log.get(p))
                : next == Availability.AT_END ? Boundaries.END : EventCode.ITEM_COVERED;
        if (Boundaries.isBoundary(StepSize.CHOICE, code(log.get(p - 1)), after)) {
            return atP.level;
        }
        return contextAt(previousLocalBoundary(StepSize.CHOICE, p)).level;
    }

    /** The search context after {@code p} events: the recorder's mark below, replayed forward. */
    SearchContext contextAt(long p) {
        int index = (int) (p >>> Recorder.MARK_SHIFT);
        SearchContext c = new SearchContext(replica);
        c.restore(recorder.mark(index));
        for (long q = (long) index << Recorder.MARK_SHIFT; q < p; q++) {
            int entry = log.get(q);
            c.apply(code(entry), payload(entry));
        }
        return c;
    }
}
