package dlxviz.app.teaching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.playback.SearchTree;
import dlxviz.playback.TreeBuilder;
import dlxviz.problems.Examples;
import dlxviz.problems.NQueens;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The icicle layout on trees of every size: nothing lost (each node drawn or counted in a fold),
 * children under their parents, the node where the search stands readable in the largest tree,
 * and a frame's work bounded by what it can show.
 */
class TreeLayoutTest {
    private static final double WIDTH = 1200;
    private static final double FOCUS = 80;
    /** Pentominoes 3x20: 32,978 nodes, 8 of them solutions (the tree the app's largest run makes). */
    private static SearchTree pentominoes;

    @BeforeAll
    static void buildTheLargeTree() {
        pentominoes = built(Examples.get("pentomino3x20").orElseThrow());
    }

    private static SearchTree built(ExactCoverProblem problem) {
        TreeBuilder builder = new TreeBuilder();
        Search search = new Search(problem);
        search.setObserver(builder);
        search.runToEnd();
        return builder.tree();
    }

    private static TreeLayout laidOut(SearchTree tree, int current, double zoom, double panX) {
        int size = tree.size();
        TreeLayout layout = new TreeLayout();
        layout.compute(tree, size, current, new TreeLayout.Frame(100, 20, WIDTH, 600, tree.leaves(0, size, size), zoom,
                panX, 0, 600.0 / (tree.maxDepth() + 1), FOCUS));
        return layout;
    }

    @Test
    void everyNodeIsDrawnOrCountedInAFoldExactlyOnce() {
        for (SearchTree tree : new SearchTree[] {built(NQueens.of(8)), pentominoes}) {
            TreeLayout layout = laidOut(tree, -1, 1, 0);
            int[] seen = new int[tree.size()];
            for (int i = 0; i < layout.cellCount; i++) {
                seen[layout.cellNode[i]]++;
            }
            for (int f = 0; f < layout.foldCount; f++) {
                for (int n = layout.foldFirst[f]; n < layout.foldEnd[f]; n++) {
                    seen[n]++;
                }
            }
            for (int n = 0; n < seen.length; n++) {
                assertEquals(1, seen[n], "node " + n);
            }
            assertTrue(layout.foldCount > 0, "a tree this size has folds at " + WIDTH + " pixels");
        }
    }

    @Test
    void childrenLieUnderTheirParentsAndFillThem() {
        SearchTree tree = built(NQueens.of(6));
        TreeLayout layout = laidOut(tree, -1, 1, 0);
        int size = tree.size();
        double[] x0 = new double[size];
        double[] x1 = new double[size];
        for (int i = 0; i < layout.cellCount; i++) {
            x0[layout.cellNode[i]] = layout.cellX0[i];
            x1[layout.cellNode[i]] = layout.cellX1[i];
        }
        assertEquals(size, layout.cellCount, "a small tree is drawn whole");
        for (int n = 0; n < size; n++) {
            int first = tree.firstChild(n, size);
            if (first < 0) {
                continue;
            }
            assertEquals(x0[n], x0[first], 1e-6, "the first child starts with its parent");
            double right = x0[first];
            for (int c = first; c >= 0; c = tree.nextSibling(c, size)) {
                assertEquals(right, x0[c], 1e-6, "siblings side by side");
                right = x1[c];
            }
            assertEquals(x1[n], right, 1e-6, "the last child ends with its parent");
        }
        assertEquals(100, x0[0], 1e-9);
        assertEquals(100 + WIDTH, x1[0], 1e-9);
    }

    @Test
    void theNodeWhereTheSearchStandsIsReadableInTheLargestTreeAndItsAncestorsToo() {
        SearchTree tree = pentominoes;
        int size = tree.size();
        int[] nodes = {size / 3, size / 2, size - 1, firstSolution(tree)};
        for (int current : nodes) {
            TreeLayout layout = laidOut(tree, current, 1, 0);
            int[] path = tree.path(current);
            int found = 0;
            for (int i = 0; i < layout.cellCount; i++) {
                int n = layout.cellNode[i];
                if (tree.depth(n) < path.length && path[tree.depth(n)] == n) {
                    assertTrue(layout.cellX1[i] - layout.cellX0[i] >= FOCUS - 1e-6, "node " + n + " on the path to " + current);
                    found++;
                }
            }
            assertEquals(path.length, found, "the whole path is drawn, none of it folded");
        }
    }

    private static int firstSolution(SearchTree tree) {
        for (int n = 0; n < tree.size(); n++) {
            if (tree.isSolution(n)) {
                return n;
            }
        }
        throw new AssertionError("no solution");
    }

    @Test
    void aFramesWorkIsBoundedByWhatItShows() {
        SearchTree tree = pentominoes;
        int levels = tree.maxDepth() + 1;
        for (double zoom : new double[] {1, 8, 300}) {
            TreeLayout layout = laidOut(tree, tree.size() / 2, zoom, -WIDTH * zoom / 3);
            int boxes = layout.cellCount + layout.foldCount;
            assertTrue(boxes <= levels * (WIDTH / TreeLayout.MIN_CELL + 2) * 2, "zoom " + zoom + ": " + boxes + " boxes");
            for (int i = 0; i < layout.cellCount; i++) {
                assertTrue(layout.cellX1[i] >= 100 && layout.cellX0[i] <= 100 + WIDTH, "only what shows is laid out");
            }
        }
    }

    @Test
    void theAxisMapsLeavesBothWays() {
        LeafAxis axis = LeafAxis.of(10, 1000, 5000, 3, -200, 1234, 1, 80);
        assertTrue(axis.stretches());
        for (double leaf : new double[] {0, 100, 1234, 1234.5, 1235, 4000, 5000}) {
            assertEquals(leaf, axis.leafAt(axis.px(leaf)), 1e-6);
        }
        assertEquals(80, axis.px(1235) - axis.px(1234), 1e-6);
        assertEquals(10 - 200, axis.px(0), 1e-9);
        assertEquals(10 - 200 + 3000, axis.px(5000), 1e-6, "the whole span is the zoomed width");
    }
}
