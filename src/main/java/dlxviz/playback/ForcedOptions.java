package dlxviz.playback;

import dlxviz.engine.ExactCoverProblem;

/**
 * Checks the options to force before a search (a sudoku's givens) and records them: each must
 * exist, and none may share an item with one forced before it. The message names both options of
 * a clash, so a pasted puzzle with two 7s in a row says which two cells hold them.
 */
final class ForcedOptions {
    private ForcedOptions() {
    }

    /**
     * Forces {@code options} on {@code recorder} in order.
     *
     * @throws IllegalArgumentException when an option number is out of range or an option clashes
     *         with one forced before it
     */
    static void force(ExactCoverProblem problem, Recorder recorder, int[] options) {
        for (int k = 0; k < options.length; k++) {
            int option = options[k];
            if (option < 1 || option > problem.optionCount()) {
                throw new IllegalArgumentException("forced option " + option + " does not exist: the "
                        + "options are numbered 1 to " + problem.optionCount());
            }
            if (!recorder.force(option)) {
                throw new IllegalArgumentException("forced option " + describe(problem, option)
                        + " clashes with forced option " + describe(problem, firstClash(problem, options, k))
                        + ": they share an item");
            }
        }
    }

    private static String describe(ExactCoverProblem problem, int option) {
        return option + " (" + problem.optionLabel(option) + ")";
    }

    /** The first option before {@code forced[k]} that shares an item with it. */
    static int firstClash(ExactCoverProblem problem, int[] forced, int k) {
        int[] items = problem.option(forced[k]);
        for (int j = 0; j < k; j++) {
            for (int other : problem.option(forced[j])) {
                for (int item : items) {
                    if (other == item) {
                        return forced[j];
                    }
                }
            }
        }
        return forced[k];
    }
}
