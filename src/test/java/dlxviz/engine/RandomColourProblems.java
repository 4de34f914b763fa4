package dlxviz.engine;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Random small problems with colours, for property tests in any package (see {@link ColourSearchPropertiesTest#problem}). */
public final class RandomColourProblems {
    private RandomColourProblems() {
    }

    /** 1..5 primary items, 1..4 secondary, 0..10 options, 2..3 colours. */
    public static Arbitrary<ExactCoverProblem> problems() {
        return Combinators.combine(Arbitraries.integers().between(1, 5), Arbitraries.integers().between(1, 4),
                Arbitraries.integers().between(2, 3), Arbitraries.longs()).as(ColourSearchPropertiesTest::problem);
    }
}
