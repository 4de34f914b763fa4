package dlxviz.cli;

import dlxviz.engine.ExactCoverProblem;

/**
 * How many threads a count can have in the heap: each holds its own copy of the links (three
 * ints a node: U, D and TOP, as DLX1's) and the parallel count one more for the top of
 * the tree, so a problem of millions of options counted on every core can need several times
 * the memory of one search. Fewer threads, said so, rather than running out of memory.
 */
final class CountingMemory {
    /** Of the heap's limit, what the problem and the links may take: the rest is the JVM's own. */
    private static final double USABLE = 0.85;

    private CountingMemory() {
    }

    /** Bytes of one search's links for {@code problem}. */
    static long linksBytes(ExactCoverProblem problem) {
        long nodes = problem.itemCount() + 2L + problem.nodeCount() + problem.optionCount();
        return 12 * nodes;
    }

    /** Bytes of the problem itself: the item numbers of all options in one array, and where each option starts. */
    static long problemBytes(ExactCoverProblem problem) {
        return 4L * problem.optionCount() + 4L * problem.nodeCount();
    }

    /**
     * The most threads, at most {@code wanted}, whose links fit beside the problem in a heap of
     * {@code heapBytes}: 1 when even two threads (three copies of the links) would not.
     */
    static int threads(ExactCoverProblem problem, int wanted, long heapBytes) {
        long room = (long) (heapBytes * USABLE) - problemBytes(problem);
        long copies = room / Math.max(1, linksBytes(problem));
        return (int) Math.max(1, Math.min(wanted, copies - 1));
    }
}
