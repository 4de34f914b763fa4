package dlxviz.problems;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/** Test helper: every solution of a problem, each as its option labels, sorted. */
final class Solutions {
    private Solutions() {
    }

    static long count(ExactCoverProblem problem) {
        Search search = new Search(problem);
        search.runToEnd();
        return search.solutions();
    }

    /** Each solution as the sorted set of its option numbers. */
    static List<int[]> all(ExactCoverProblem problem) {
        Search search = new Search(problem);
        List<int[]> solutions = new ArrayList<>();
        while (search.nextSolution()) {
            int[] options = search.currentOptions();
            Arrays.sort(options);
            solutions.add(options);
        }
        return solutions;
    }

    /** Each solution as the sorted set of its option labels. */
    static List<TreeSet<String>> labels(ExactCoverProblem problem) {
        List<TreeSet<String>> result = new ArrayList<>();
        for (int[] options : all(problem)) {
            TreeSet<String> labels = new TreeSet<>();
            for (int option : options) {
                labels.add(problem.optionLabel(option));
            }
            result.add(labels);
        }
        return result;
    }
}
