package dlxviz.playback;

/**
 * Where a forward run (play, run to end, next solution, a step) stops: right after the event
 * that matches. Stepping back and seeking ignore breakpoints.
 */
public sealed interface Breakpoint {

    /** Stops after every {@code SolutionFound}. */
    static Breakpoint atSolution() {
        return AtSolution.INSTANCE;
    }

    /** Stops after every {@code DeadEnd} (a chosen item with no option left). */
    static Breakpoint atDeadEnd() {
        return AtDeadEnd.INSTANCE;
    }

    /** Stops when the search enters level {@code level} (after its {@code ItemChosen}). */
    static Breakpoint atLevel(int level) {
        return new AtLevel(level);
    }

    /** Stops after {@code ItemChosen} of item {@code item} (1..N), at any level. */
    static Breakpoint whenItemChosen(int item) {
        return new WhenItemChosen(item);
    }

    /** Stops after {@code OptionTried} of option {@code option} (1..M), at any level; givens do not count. */
    static Breakpoint whenOptionTried(int option) {
        return new WhenOptionTried(option);
    }

    /** See {@link Breakpoint#atSolution()}. */
    enum AtSolution implements Breakpoint { INSTANCE }

    /** See {@link Breakpoint#atDeadEnd()}. */
    enum AtDeadEnd implements Breakpoint { INSTANCE }

    /** See {@link Breakpoint#atLevel(int)}. */
    record AtLevel(int level) implements Breakpoint {
        public AtLevel {
            if (level < 0) {
                throw new IllegalArgumentException("a level breakpoint needs a level of 0 or more, not " + level);
            }
        }
    }

    /** See {@link Breakpoint#whenItemChosen(int)}. */
    record WhenItemChosen(int item) implements Breakpoint {
        public WhenItemChosen {
            if (item < 1) {
                throw new IllegalArgumentException("items are numbered from 1, not " + item);
            }
        }
    }

    /** See {@link Breakpoint#whenOptionTried(int)}. */
    record WhenOptionTried(int option) implements Breakpoint {
        public WhenOptionTried {
            if (option < 1) {
                throw new IllegalArgumentException("options are numbered from 1, not " + option);
            }
        }
    }
}
