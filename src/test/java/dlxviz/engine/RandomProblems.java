package dlxviz.engine;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Small random exact-cover problems for property tests: 1..7 items, any number of them primary
 * (also none), 0..10 options of distinct items in random order; options made only of secondary
 * items occur too.
 */
final class RandomProblems {
    private RandomProblems() {
    }

    static Arbitrary<ExactCoverProblem> problems() {
        return Arbitraries.integers().between(1, 7).flatMap(n -> Combinators.combine(
                Arbitraries.integers().between(0, n),
                Arbitraries.integers().between(1, n).list().uniqueElements().ofMinSize(1).ofMaxSize(n)
                        .list().ofMaxSize(10))
                .as((primary, options) -> build(n, primary, options)));
    }

    /** Problems with at least one primary item and one option, for tests that need a search tree. */
    static Arbitrary<ExactCoverProblem> nonTrivialProblems() {
        return problems().filter(p -> p.primaryCount() > 0 && p.optionCount() > 0);
    }

    static ExactCoverProblem build(int n, int primary, List<List<Integer>> options) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            names.add(i <= primary ? "p" + i : "s" + i);
        }
        List<int[]> opts = new ArrayList<>();
        for (List<Integer> option : options) {
            opts.add(option.stream().mapToInt(Integer::intValue).toArray());
        }
        return ExactCoverProblem.of(names, primary, opts, null);
    }
}
