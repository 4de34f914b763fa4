package dlxviz.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.events.DeadEnd;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.problems.Dlx1Format;
import org.junit.jupiter.api.Test;

class RandomExerciseTest {

    @Test
    void theSameSeedGivesTheSameMatrixAndAnotherSeedAnother() {
        RandomExercise.Request request = new RandomExercise.Request(7, 10, 1, true, 42);
        String once = Dlx1Format.toText(RandomExercise.generate(request));
        assertEquals(once, Dlx1Format.toText(RandomExercise.generate(request)));
        assertNotEquals(once, Dlx1Format.toText(RandomExercise.generate(new RandomExercise.Request(7, 10, 1, true, 43))));
    }

    @Test
    void theSolutionsAskedForAreThereByBruteForceAndTheDeadEndComesFirst() {
        for (long seed = 1; seed <= 30; seed++) {
            int solutions = 1 + (int) (seed % 3);
            boolean deadEnd = seed % 2 == 0;
            int items = 5 + (int) (seed % 4);
            int options = Math.max(solutions * 2 + (deadEnd ? 2 : 0), items + 1 + (int) (seed % 5));
            RandomExercise.Request request = new RandomExercise.Request(items, options, solutions, deadEnd, seed);
            ExactCoverProblem problem = RandomExercise.generate(request);
            assertEquals(request.options(), problem.optionCount(), request.name());
            assertEquals(request.items(), problem.itemCount());
            assertEquals(solutions, bruteForceCount(problem), request.name());
            if (deadEnd) {
                assertTrue(deadEndBeforeFirstSolution(problem), request.name());
            }
        }
    }

    @Test
    void anImpossibleRequestIsRefusedWithWhatToChange() {
        IllegalArgumentException tooFew = assertThrows(IllegalArgumentException.class,
                () -> new RandomExercise.Request(7, 3, 2, true, 1));
        assertEquals("options: 6 to 14 for 7 items, 2 solutions and a dead end, not 3", tooFew.getMessage());
        assertEquals("random 7x10, 1 solution, dead end, seed 42", new RandomExercise.Request(7, 10, 1, true, 42).name());
    }

    /** Every subset of the options that covers each item exactly once: independent of the engine. */
    private static int bruteForceCount(ExactCoverProblem problem) {
        int m = problem.optionCount();
        int count = 0;
        for (int subset = 0; subset < (1 << m); subset++) {
            int[] covered = new int[problem.itemCount() + 1];
            boolean clash = false;
            for (int k = 1; k <= m && !clash; k++) {
                if ((subset & (1 << (k - 1))) != 0) {
                    for (int item : problem.option(k)) {
                        clash |= ++covered[item] > 1;
                    }
                }
            }
            boolean all = !clash;
            for (int i = 1; i <= problem.itemCount() && all; i++) {
                all = covered[i] == 1;
            }
            count += all ? 1 : 0;
        }
        return count;
    }

    private static boolean deadEndBeforeFirstSolution(ExactCoverProblem problem) {
        Search search = new Search(problem);
        SearchEvent event;
        while (!((event = search.step()) instanceof SolutionFound)) {
            if (event instanceof DeadEnd) {
                return true;
            }
        }
        return false;
    }
}
