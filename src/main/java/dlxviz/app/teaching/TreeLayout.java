package dlxviz.app.teaching;

import dlxviz.playback.SearchTree;
import java.util.Arrays;

/**
 * Where each part of the tree goes in one frame: an icicle (partition) layout, the root across
 * the top, each level a row, each node as wide as its leaves and over its children. Only what
 * the frame can show is laid out: subtrees off the picture are skipped whole, and a run of
 * siblings too narrow to draw becomes one fold, a block from their row down to their deepest
 * level that a painter labels with its count. The nodes on the path to where the search stands
 * are never folded (the {@link LeafAxis} keeps the deepest one readable). So a frame costs about
 * the number of boxes it draws, whatever the size of the tree. Pure arithmetic, no JavaFX.
 */
final class TreeLayout {
    /** Nodes narrower than this many pixels are folded with their narrow neighbours. */
    static final double MIN_CELL = 4;

    /** The frame's geometry: the picture's box, the zoom and pan, and how tall a level is. */
    record Frame(double left, double top, double width, double height, double leaves, double zoom, double panX,
                 double panY, double rowHeight, double focusWidth) {
    }

    private SearchTree tree;
    private int bound;
    private Frame frame;
    private LeafAxis axis;
    private int[] path = new int[0];

    int cellCount;
    int[] cellNode = new int[256];
    double[] cellX0 = new double[256];
    double[] cellX1 = new double[256];

    int foldCount;
    int[] foldFirst = new int[64];
    int[] foldEnd = new int[64];
    int[] foldDepth = new int[64];
    int[] foldDeepest = new int[64];
    double[] foldX0 = new double[64];
    double[] foldX1 = new double[64];
    private int[] lastFoldAtDepth = new int[16];

    /**
     * Lays out nodes {@code [0, bound)} of {@code tree}, {@code current} (or -1) the node where
     * the search stands: it and its ancestors are drawn whatever their width.
     */
    void compute(SearchTree tree, int bound, int current, Frame frame) {
        this.tree = tree;
        this.bound = bound;
        this.frame = frame;
        cellCount = 0;
        foldCount = 0;
        path = current >= 0 && current < bound ? tree.path(current) : new int[0];
        int focus = path.length == 0 ? -1 : path[path.length - 1];
        axis = LeafAxis.of(frame.left(), frame.width(), frame.leaves(), frame.zoom(), frame.panX(),
                focus < 0 ? -1 : tree.leavesBefore(focus), focus < 0 ? 0 : tree.leaves(focus, bound), frame.focusWidth());
        if (bound <= 0) {
            return;
        }
        int depths = tree.deepest(0) + 2;
        if (lastFoldAtDepth.length < depths) {
            lastFoldAtDepth = new int[depths];
        }
        Arrays.fill(lastFoldAtDepth, 0, depths, -1);
        double right = frame.left() + frame.width();
        double bottom = frame.top() + frame.height();
        int node = 0;
        while (node < bound) {
            int depth = tree.depth(node);
            int end = tree.subtreeEnd(node, bound);
            double from = tree.leavesBefore(node);
            double x0 = axis.px(from);
            double x1 = axis.px(from + tree.leaves(node, end, bound));
            double y = rowTop(depth);
            if (x1 < frame.left() || x0 > right || y >= bottom) {
                node = end; // nothing of it can show
            } else if (x1 - x0 < MIN_CELL && !onPath(node, depth)) {
                fold(node, end, depth, x0, x1);
                node = end;
            } else {
                if (y + frame.rowHeight() > frame.top()) {
                    addCell(node, x0, x1);
                }
                node++; // its children next, in preorder
            }
        }
    }

    private boolean onPath(int node, int depth) {
        return depth < path.length && path[depth] == node;
    }

    private void addCell(int node, double x0, double x1) {
        if (cellCount == cellNode.length) {
            int n = 2 * cellCount;
            cellNode = Arrays.copyOf(cellNode, n);
            cellX0 = Arrays.copyOf(cellX0, n);
            cellX1 = Arrays.copyOf(cellX1, n);
        }
        cellNode[cellCount] = node;
        cellX0[cellCount] = x0;
        cellX1[cellCount] = x1;
        cellCount++;
    }

    /** Adds nodes {@code [node, end)} to the fold just left of them on this row, or starts one. */
    private void fold(int node, int end, int depth, double x0, double x1) {
        int last = lastFoldAtDepth[depth];
        int deepest = deepestBelow(node, end);
        if (last >= 0 && foldEnd[last] == node && x0 - foldX1[last] < 0.5) {
            foldEnd[last] = end;
            foldX1[last] = x1;
            foldDeepest[last] = Math.max(foldDeepest[last], deepest);
            return;
        }
        if (foldCount == foldFirst.length) {
            int n = 2 * foldCount;
            foldFirst = Arrays.copyOf(foldFirst, n);
            foldEnd = Arrays.copyOf(foldEnd, n);
            foldDepth = Arrays.copyOf(foldDepth, n);
            foldDeepest = Arrays.copyOf(foldDeepest, n);
            foldX0 = Arrays.copyOf(foldX0, n);
            foldX1 = Arrays.copyOf(foldX1, n);
        }
        foldFirst[foldCount] = node;
        foldEnd[foldCount] = end;
        foldDepth[foldCount] = depth;
        foldDeepest[foldCount] = deepest;
        foldX0[foldCount] = x0;
        foldX1[foldCount] = x1;
        lastFoldAtDepth[depth] = foldCount;
        foldCount++;
    }

    /**
     * The deepest level among nodes {@code [node, end)}: the subtree's own record, unless the
     * tree is cut inside it (nodes beyond the cut, not yet reached, must not deepen the fold).
     */
    private int deepestBelow(int node, int end) {
        if (end < bound || tree.subtreeEnd(node, Integer.MAX_VALUE) <= bound || end - node > 4096) {
            return tree.deepest(node);
        }
        int deepest = 0;
        for (int n = node; n < end; n++) {
            deepest = Math.max(deepest, tree.depth(n));
        }
        return deepest;
    }

    /** The top of the row of level {@code depth}, in pixels. */
    double rowTop(int depth) {
        return frame.top() + frame.panY() + depth * frame.rowHeight();
    }

    double rowHeight() {
        return frame.rowHeight();
    }

    Frame frame() {
        return frame;
    }

    LeafAxis axis() {
        return axis;
    }

    /** The node at each level of the path to where the search stands (empty when nowhere). */
    int[] path() {
        return path;
    }

    SearchTree tree() {
        return tree;
    }

    /** The cell under ({@code x}, {@code y}), or -1. */
    int cellAt(double x, double y) {
        for (int i = 0; i < cellCount; i++) {
            int depth = tree.depth(cellNode[i]);
            double top = rowTop(depth);
            if (x >= cellX0[i] && x < cellX1[i] && y >= top && y < top + frame.rowHeight()) {
                return i;
            }
        }
        return -1;
    }

    /** The fold under ({@code x}, {@code y}), or -1. */
    int foldAt(double x, double y) {
        for (int i = 0; i < foldCount; i++) {
            double top = rowTop(foldDepth[i]);
            double bottom = rowTop(foldDeepest[i]) + frame.rowHeight();
            if (x >= foldX0[i] - 1 && x < foldX1[i] + 1 && y >= top && y < bottom) {
                return i;
            }
        }
        return -1;
    }
}
