package dlxviz.playback;

import java.util.Arrays;

/**
 * Nodes per level over any prefix of a {@link SearchTree}'s numbering, for DLX1's profile at the
 * cursor. The nodes the search has entered at a position are a prefix of the preorder, so the
 * writer keeps a copy of the running counts every {@link #INTERVAL} nodes and a query adds the
 * levels of at most that many nodes to the copy below it: a frame asks for the profile in
 * microseconds, however large the tree.
 */
final class TreeProfile {
    static final int SHIFT = 10;
    static final int INTERVAL = 1 << SHIFT;

    /** Writer only: nodes added per level so far. */
    private long[] running = new long[0];
    /** {@code checkpoints[i]}: nodes per level among nodes {@code [0, i * INTERVAL)}. */
    private volatile long[][] checkpoints = new long[16][];

    /** Writer: node {@code node} (the next number) was added at {@code depth}. */
    void added(int node, int depth) {
        if ((node & (INTERVAL - 1)) == 0) {
            int index = node >>> SHIFT;
            long[][] array = checkpoints;
            if (index == array.length) {
                array = Arrays.copyOf(array, 2 * index);
            }
            array[index] = running.clone();
            checkpoints = array;
        }
        if (depth >= running.length) {
            running = Arrays.copyOf(running, depth + 1);
        }
        running[depth]++;
    }

    /**
     * Nodes per level among nodes {@code [0, entered)}, levels 0 .. the deepest among them;
     * {@code entered} at most {@code bound}, a size of {@code tree} read before.
     */
    long[] countsBefore(int entered, SearchTree tree, int bound) {
        if (entered <= 0) {
            return new long[0];
        }
        // the checkpoint at or below the last node counted exists: that node is published
        int index = (Math.min(entered, bound) - 1) >>> SHIFT;
        long[] counts = checkpoints[index];
        int deepest = counts.length - 1;
        counts = Arrays.copyOf(counts, Math.max(counts.length, tree.deepest(0) + 1));
        for (int node = index << SHIFT; node < entered; node++) {
            int depth = tree.depth(node);
            if (depth >= counts.length) {
                counts = Arrays.copyOf(counts, depth + 1);
            }
            counts[depth]++;
            deepest = Math.max(deepest, depth);
        }
        return Arrays.copyOf(counts, deepest + 1);
    }

    long memoryBytes() {
        long[][] array = checkpoints;
        long bytes = 16 + 8L * array.length;
        for (long[] counts : array) {
            bytes += counts == null ? 0 : 16 + 8L * counts.length;
        }
        return bytes;
    }
}
