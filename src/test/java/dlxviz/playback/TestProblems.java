package dlxviz.playback;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.problems.SmallExamples;
import java.util.ArrayList;
import java.util.List;

/** Small exact-cover problems with known facts for the playback tests (the classroom ones from the problems package). */
final class TestProblems {
    private TestProblems() {
    }

    /** Knuth's 7-item example: one solution (options 1, 4, 5). */
    static ExactCoverProblem knuth() {
        return SmallExamples.knuth();
    }

    /** The teacher's 4x4 matrix, rows 0100 1000 1110 0011: one solution (rows 1, 2, 4). */
    static ExactCoverProblem matrix4x4() {
        return SmallExamples.matrix4x4();
    }

    /**
     * N queens: rows and columns primary, both diagonals secondary (so a diagonal may stay empty).
     * Known counts: 4 -> 2, 5 -> 10, 6 -> 4, 7 -> 40, 8 -> 92, 10 -> 724, 11 -> 2680.
     */
    static ExactCoverProblem queens(int n) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add("r" + i);
        }
        for (int i = 0; i < n; i++) {
            names.add("c" + i);
        }
        for (int i = 0; i < 2 * n - 1; i++) {
            names.add("a" + i);
        }
        for (int i = 0; i < 2 * n - 1; i++) {
            names.add("b" + i);
        }
        List<int[]> options = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                options.add(new int[] {1 + r, 1 + n + c, 1 + 2 * n + r + c, 1 + 2 * n + 2 * n - 1 + r - c + n - 1});
                labels.add("Q" + r + c);
            }
        }
        return ExactCoverProblem.of(names, 2 * n, options, labels);
    }

    static final long[] QUEENS = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
}
