package dlxviz.playback;

import java.util.Arrays;

/**
 * Grows a {@link SearchTree} from the search's structural events, each with its index in the
 * event log: a level entered (item chosen), an option tried or retracted, a dead end, a
 * solution, the end. The link changes in between only advance the index, so the recorder calls
 * this for the six structural events alone. Keeps the open path (the nodes whose branch is on
 * the stack) and how many branches each has tried, which is the k of the next one.
 *
 * <p>The search's events at level -1 (forced options, a sudoku's givens) are no part of the
 * tree: it starts with the first choice of the search proper.
 */
final class TreeGrowth {
    private final SearchTree tree;
    /** The open nodes, root first: path[l] is the node at level l. */
    private int[] path = new int[16];
    /** Branches tried so far from path[l]. */
    private int[] tried = new int[16];
    /** The deepest open level, -1 before the root. */
    private int top = -1;

    TreeGrowth(SearchTree tree) {
        this.tree = tree;
    }

    SearchTree tree() {
        return tree;
    }

    /** The search entered {@code level} and chose {@code item} of {@code length} options. */
    void itemChosen(long position, int item, int length, int level) {
        if (top < 0) {
            push(tree.add(-1, 0, 0, 0, position), 0);
        }
        if (level != top) {
            throw new IllegalStateException("a choice at level " + level + " while the tree stands at level " + top);
        }
        // a length of 0 makes a dead end: DLX1 covers the item, finds nothing, and backs up
        tree.choose(path[top], item, length, position);
    }

    /** The search tried an option at {@code level}; level -1 is a forced option, outside the tree. */
    void optionTried(long position, int option, int level) {
        if (level < 0) {
            return;
        }
        if (level != top) {
            throw new IllegalStateException("an option tried at level " + level + " while the tree stands at level " + top);
        }
        int parent = path[top];
        tree.ready(parent, position);
        int rank = ++tried[top];
        push(tree.add(parent, top + 1, rank, option, position), top + 1);
    }

    /** The option tried at {@code level} was retracted (its uncovers done) at {@code position}. */
    void optionRetracted(long position, int level) {
        if (level < 0 || level + 1 != top) {
            return; // no forced option is ever retracted; nothing else can come here
        }
        tree.close(path[top], position + 1);
        top--;
    }

    void deadEnd(long position) {
        if (top >= 0) {
            tree.ready(path[top], position + 1);
        }
    }

    /**
     * A solution: the node of the option just tried, or the root itself when the search found
     * nothing to cover on entering level 0 (the empty problem, or givens that cover everything).
     */
    void solutionFound(long position) {
        boolean atRoot = top < 0;
        if (atRoot) {
            push(tree.add(-1, 0, 0, 0, position), 0);
        }
        tree.solve(path[top], position, atRoot);
    }

    /** The search ended: the root's subtree is complete. */
    void searchFinished(long position) {
        if (top >= 0) {
            tree.close(path[0], position + 1);
        }
        top = -1;
        tree.finish();
    }

    private void push(int node, int level) {
        if (level == path.length) {
            path = Arrays.copyOf(path, 2 * level);
            tried = Arrays.copyOf(tried, 2 * level);
        }
        path[level] = node;
        tried[level] = 0;
        top = level;
    }
}
