package dlxviz.lesson;

import dlxviz.events.DeadEnd;
import dlxviz.events.ItemChosen;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;

/**
 * Where a {@link Position} is in a search: the number of events from the very start at which the
 * window shows it. It runs a playback of its own from Ready, one event at a time for the "first
 * ..." moments, so the answer is the moment just after the event named (the dead end told, the
 * solution found), the same place a step that ends there leaves the cursor.
 */
public final class PositionFinder {
    /** A lesson's moments come early in a search; past this many events the search is not looked through. */
    public static final long MAX_EVENTS = 5_000_000;

    private PositionFinder() {
    }

    /** A search of its own for finding moments in, so that the app finds them without holding a playback. */
    public static final class Search {
        private final Playback playback;

        private Search(Playback playback) {
            this.playback = playback;
        }

        /** @see PositionFinder#find(Position, Playback, StepSize) */
        public long find(Position position, StepSize size) {
            return PositionFinder.find(position, playback, size);
        }
    }

    /** The search of {@code problem} under {@code rule} (seed 1 for random ties), {@code forced} placed first. */
    public static Search search(dlxviz.engine.ExactCoverProblem problem, dlxviz.engine.ItemChoice rule, int... forced) {
        return new Search(new Playback(problem, rule, 1, forced));
    }

    /**
     * The event number of {@code position} in the search of {@code playback} (which this moves),
     * stepping {@code size} at a time for {@code step N}.
     *
     * @throws IllegalArgumentException when the search never gets there, saying why
     */
    public static long find(Position position, Playback playback, StepSize size) {
        playback.ready();
        switch (position.kind()) {
            case START:
                return 0;
            case READY:
                return playback.setUpLength();
            case EVENT:
                return event(position.number(), playback);
            case STEP:
                for (long i = 0; i < position.number(); i++) {
                    if (!playback.canStepForward()) {
                        throw new IllegalArgumentException("the search has only " + i + " " + size.label()
                                + " steps after Ready, not " + position.number());
                    }
                    playback.stepForward(size);
                }
                return playback.position();
            case END:
                return scan(playback, event -> false, "its end");
            case LEVEL:
                if (position.number() == playback.level()) {
                    return playback.position();
                }
                return scan(playback, event -> playback.level() == position.number(), "level " + position.number());
            case FIRST_CHOICE:
                return scan(playback, event -> event instanceof ItemChosen, "a choice");
            case FIRST_GUESS:
                return scan(playback, event -> event instanceof ItemChosen chosen && chosen.length() >= 2,
                        "a choice among two or more options");
            case FIRST_DEAD_END:
                return scan(playback, event -> event instanceof DeadEnd, "a dead end");
            case FIRST_SOLUTION:
                return scan(playback, event -> event instanceof SolutionFound, "a solution");
            default:
                throw new IllegalStateException("unknown position " + position);
        }
    }

    private interface Test {
        boolean passes(SearchEvent event);
    }

    private static long event(long target, Playback playback) {
        if (target < playback.setUpLength()) {
            return target; // inside the set-up: a puzzle's givens being placed
        }
        while (playback.position() < target && playback.canStepForward()) {
            playback.advance(Math.min(target - playback.position(), 100_000));
        }
        if (playback.position() < target) {
            throw new IllegalArgumentException("the whole search has " + playback.position() + " events, fewer than "
                    + target);
        }
        return target;
    }

    /** Steps one event at a time until {@code test} passes (or the end, for {@code end}). */
    private static long scan(Playback playback, Test test, String what) {
        while (playback.canStepForward()) {
            if (playback.position() > MAX_EVENTS) {
                throw new IllegalArgumentException("the search does not reach " + what + " in its first "
                        + String.format("%,d", MAX_EVENTS) + " events");
            }
            playback.advance(1);
            if (test.passes(playback.lastEvent())) {
                return playback.position();
            }
        }
        if (what.equals("its end")) {
            return playback.position();
        }
        throw new IllegalArgumentException("the search ends without reaching " + what);
    }
}
