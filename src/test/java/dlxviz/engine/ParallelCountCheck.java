package dlxviz.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.problems.Examples;
import org.junit.jupiter.api.Test;

/**
 * A slow check, not a unit test (its name keeps it out of the default test run; 5 s on two
 * quiet cores, much more on one): counting on every core against figures from outside the
 * engine, on the problems the speed targets are measured on. Run it with
 * {@code mvn -q -o test -Dtest=ParallelCountCheck}.
 */
class ParallelCountCheck {

    @Test
    void pentominoes5x12OnEveryCoreCountAsKnuthsDlx1() throws InterruptedException {
        // Knuth's dlx1 on the same problem: "Altogether 4040 solutions, ..., 770490101 updates,
        // ..., 2295156 nodes" (1010 tilings up to the box's 4 symmetries).
        SearchStats stats = new ParallelCount(Examples.get("pentomino5x12").orElseThrow(), ItemChoice.MIN_LENGTH,
                new int[0], 0).run();
        assertEquals("solutions=4040 nodes=2295156 updates=770490101", stats.summary());
    }

    @Test
    void twelveQueensOnEveryCoreCountAsOneThread() throws InterruptedException {
        ExactCoverProblem problem = Examples.get("queens12").orElseThrow();
        Search one = new Search(problem);
        one.runToEnd();
        SearchStats every = new ParallelCount(problem, ItemChoice.MIN_LENGTH, new int[0], 0).run();
        assertEquals(one.stats(), every);
        assertEquals(14200, every.solutions()); // the known number of solutions of 12 queens
    }
}
