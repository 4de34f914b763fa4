package dlxviz.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The independent check for the engine: every subset of the options, kept when it covers each
 * primary item exactly once and each secondary item at most once. As in Algorithm X, an option
 * without primary items can never be chosen (the search only branches on primary items), so
 * subsets containing one are not solutions.
 */
final class BruteForce {
    private BruteForce() {
    }

    /** Every solution as a bit mask over options (bit k-1 for option k), in increasing order. */
    static List<Integer> solutions(ExactCoverProblem problem) {
        int m = problem.optionCount();
        if (m > 20) {
            throw new IllegalArgumentException("brute force is for small problems, not " + m + " options");
        }
        List<Integer> result = new ArrayList<>();
        for (int subset = 0; subset < (1 << m); subset++) {
            if (isSolution(problem, subset)) {
                result.add(subset);
            }
        }
        return result;
    }

    static boolean isSolution(ExactCoverProblem problem, int subset) {
        int[] covered = new int[problem.itemCount() + 1];
        for (int k = 1; k <= problem.optionCount(); k++) {
            if ((subset & (1 << (k - 1))) == 0) {
                continue;
            }
            boolean hasPrimary = false;
            for (int item : problem.option(k)) {
                covered[item]++;
                hasPrimary |= problem.isPrimary(item);
            }
            if (!hasPrimary) {
                return false;
            }
        }
        for (int i = 1; i <= problem.itemCount(); i++) {
            if (covered[i] > 1 || (problem.isPrimary(i) && covered[i] != 1)) {
                return false;
            }
        }
        return true;
    }

    static int mask(int[] options) {
        int mask = 0;
        for (int option : options) {
            mask |= 1 << (option - 1);
        }
        return mask;
    }
}
