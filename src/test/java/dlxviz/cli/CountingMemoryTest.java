package dlxviz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.engine.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Threads of a count bounded by the heap: a copy of the links each (issue 26.3, a million options). */
class CountingMemoryTest {

    /** Item A and 100 secondary items, and {@code count} options "A b_i": the shape of the 5.9 MB file. */
    private static ExactCoverProblem millionLike(int count) {
        List<String> names = new ArrayList<>(List.of("A"));
        for (int i = 0; i < 100; i++) {
            names.add("b" + i);
        }
        List<int[]> options = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            options.add(new int[] {1, 2 + k % 100});
        }
        return ExactCoverProblem.of(names, 1, options, null);
    }

    @Test
    void aMillionOptionsCountOnOneThreadInASmallHeapAndOnEveryCoreInALargeOne() {
        ExactCoverProblem problem = millionLike(1_000_000);
        // 3,000,103 nodes of 12 bytes (U, D, TOP): the links measured by the heap histogram
        assertEquals(12 * 3_000_103L, CountingMemory.linksBytes(problem));
        assertEquals(1, CountingMemory.threads(problem, 2, 80L << 20));
        assertEquals(2, CountingMemory.threads(problem, 2, 1L << 30));
        assertEquals(8, CountingMemory.threads(problem, 8, 4L << 30));
    }

    @Test
    void aSmallProblemKeepsTheThreadsAsked() {
        assertEquals(16, CountingMemory.threads(millionLike(100), 16, 64L << 20));
    }

    @Test
    void aProblemThatFitsCountsOnTheThreadsAskedWithoutAWord() {
        CliRun run = CliRun.of("exact-cover", "--example", "queens6", "--count", "--threads", "2");
        assertEquals("4\n", run.out());
        assertEquals("", run.err());
    }
}
