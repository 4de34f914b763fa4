package dlxviz.cli;

import dlxviz.sudoku.Effort;
import picocli.CommandLine.Option;

/**
 * {@code --max-nodes N}: the effort limit of {@code solve} and {@code count}, so that a puzzle
 * that defeats the search (a pigeonhole the solver cannot see, with {@code --method dlx}) gets
 * the answer "given up after N nodes" and the next puzzle goes on. The nodes are counted from the
 * start or the last solution found (see {@link Effort}), so counting the many solutions of a
 * nearly empty grid up to {@code --limit} is never cut short by it.
 */
public final class EffortOption {
    /**
     * Ten million nodes: 350 times what the hardest 9x9 of the bundled sets needs (28,376 nodes
     * with DLX, 17,825 with bitmasks, on forum-hardest), about 10 s of DLX at 16x16 and 21 s at
     * 25x25.
     */
    static final long DEFAULT_MAX_NODES = 10_000_000L;

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "" + DEFAULT_MAX_NODES,
            description = "Give up a puzzle when its search has gone N nodes without finding a solution (solve: "
                    + "the first; count: another) and answer 'given up after N nodes' (default ${DEFAULT-VALUE}; "
                    + "0 for no limit). Exit status 1 when a puzzle was given up.")
    long maxNodes = DEFAULT_MAX_NODES;

    /** Null when the value is fine, else the message. */
    String problem() {
        return maxNodes < 0 ? "--max-nodes must be 0 (no limit) or positive, not " + maxNodes : null;
    }

    Effort effort() {
        return Effort.ofNodes(maxNodes == 0 ? Long.MAX_VALUE : maxNodes);
    }
}
