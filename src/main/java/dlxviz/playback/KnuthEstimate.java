package dlxviz.playback;

/**
 * Knuth's estimate of how much of the search tree is done, as DLX1 prints it with its progress
 * reports ({@code print_progress} in dlx1.w): assume the tree is uniform, so that if the choice at
 * level 0 is "k of d" the first k-1 subtrees are done, each 1/d of the tree, and recurse into the
 * k-th. With the branches on the stack k_l of d_l for l = 0 .. L-1:
 * <pre>
 *   f = sum over l of (k_l - 1) / (d_0 d_1 ... d_l)  +  1 / (2 d_0 d_1 ... d_(L-1))
 * </pre>
 * the last term counting the current node's own subtree as half done. One node alone: 1/2. It
 * never goes down as the search goes on (at a choice node, that is, where DLX1 reports).
 */
final class KnuthEstimate {
    private KnuthEstimate() {
    }

    /** The estimate with the search standing at {@code node} (the branches from the root to it on the stack). */
    static double of(SearchTree tree, int node) {
        int[] path = tree.path(node);
        double f = 0;
        double product = 1;
        for (int i = 1; i < path.length; i++) {
            product *= tree.length(path[i - 1]);
            f += (tree.rank(path[i]) - 1) / product;
        }
        return f + 0.5 / product;
    }
}
