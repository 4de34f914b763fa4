package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.events.DeadEnd;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.problems.Dlx1Format;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The search tree against facts that do not come from it: Knuth's DLX1 itself (its shape file
 * lists the nodes in preorder, "d item" or "sol"; its {@code v2} lines give every branch's
 * "k of d"; its {@code v128} profile), the engine's own profile, and playback's state at every
 * position of the log (the stack, the counters, the dead ends and solutions it reports).
 */
class SearchTreeTest {
    /** "L1: B C F (1 of 1)" */
    private static final Pattern CHOICE_LINE = Pattern.compile("^L(\\d+): .*\\((\\d+) of (\\d+)\\)$");
    private static final Pattern PROFILE_LINE = Pattern.compile("^ *(\\d+): (\\d+)$");

    private static String resource(String name) throws IOException {
        try (InputStream in = SearchTreeTest.class.getResourceAsStream("/dlx1/" + name)) {
            if (in == null) {
                throw new IOException("no test resource /dlx1/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Playback recorded(ExactCoverProblem problem) {
        Playback playback = new Playback(problem);
        while (playback.record(1 << 20) > 0) {
            // the whole search
        }
        return playback;
    }

    // ------------------------------------------------------------------- against DLX1 itself

    @Test
    void knuthsExampleHasDlx1sShape() throws IOException {
        assertSameAsDlx1("knuth");
    }

    @Test
    void knuthsExampleWithSecondaryItemsHasDlx1sShape() throws IOException {
        assertSameAsDlx1("knuth-secondary");
    }

    @Test
    void eightQueensHaveDlx1sShape() throws IOException {
        assertSameAsDlx1("queens8");
    }

    @Test
    void langfordPairsAndASudokuHaveDlx1sShape() throws IOException {
        assertSameAsDlx1("langford7");
        assertSameAsDlx1("medium-1");
    }

    /**
     * The tree's nodes in preorder are DLX1's shape file ("d item" per choice, "sol" per
     * solution), its branches in preorder are DLX1's "(k of d)" lines with their levels, and its
     * profile is DLX1's.
     */
    private static void assertSameAsDlx1(String fixture) throws IOException {
        ExactCoverProblem problem = Dlx1Format.read(resource(fixture + ".dlx")).problem();
        SearchTree tree = recorded(problem).searchTree();
        int size = tree.size();
        assertTrue(tree.isComplete());

        List<String> shape = new ArrayList<>();
        List<String> branches = new ArrayList<>();
        for (int node = 0; node < size; node++) {
            shape.add(tree.isSolution(node) ? "sol" : tree.length(node) + " " + problem.itemName(tree.item(node)));
            if (node > 0) {
                int parent = tree.parent(node);
                branches.add("L" + tree.depth(parent) + " " + tree.rank(node) + " of " + tree.length(parent));
            }
        }
        assertEquals(List.of(resource(fixture + ".shape").split("\n")), shape, fixture + ": shape");

        List<String> dlx1Branches = new ArrayList<>();
        List<Long> dlx1Profile = new ArrayList<>();
        boolean inProfile = false;
        for (String line : resource(fixture + ".v2951-d1.err").split("\n")) {
            Matcher choice = CHOICE_LINE.matcher(line);
            if (choice.matches()) {
                dlx1Branches.add("L" + choice.group(1) + " " + choice.group(2) + " of " + choice.group(3));
            }
            inProfile |= line.equals("Profile:");
            Matcher level = PROFILE_LINE.matcher(line);
            if (inProfile && level.matches()) {
                dlx1Profile.add(Long.parseLong(level.group(2)));
            }
        }
        assertEquals(dlx1Branches, branches, fixture + ": branches, k of d");
        assertEquals(dlx1Profile, toList(tree.profile()), fixture + ": profile");
    }

    private static List<Long> toList(long[] values) {
        List<Long> list = new ArrayList<>();
        for (long v : values) {
            list.add(v);
        }
        return list;
    }

    // ------------------------------------------------------------------- against the engine

    @Test
    void profileEqualsTheEnginesOnQueensAndPentominoes() {
        for (ExactCoverProblem problem : List.of(TestProblems.queens(6), TestProblems.queens(8),
                dlxviz.problems.Examples.get("langford4").orElseThrow(), TestProblems.matrix4x4())) {
            Search search = new Search(problem);
            search.runToEnd();
            long[] engine = search.stats().profile();
            SearchTree tree = recorded(problem).searchTree();
            long[] ours = tree.profile();
            assertArrayEquals(Arrays.copyOf(engine, ours.length), ours, problem.toString());
            for (int l = ours.length; l < engine.length; l++) {
                assertEquals(0, engine[l], "nothing deeper in the engine's profile");
            }
            assertEquals(search.nodes(), Arrays.stream(ours).sum());
        }
    }

    @Test
    void everyChoiceHasAsManyBranchesAsItsLengthRankedOneToD() {
        SearchTree tree = recorded(TestProblems.queens(7)).searchTree();
        int size = tree.size();
        for (int node = 0; node < size; node++) {
            if (tree.kind(node) != SearchTree.Kind.CHOICE) {
                assertEquals(-1, tree.firstChild(node, size), "a solution or dead end is a leaf");
                continue;
            }
            int k = 0;
            for (int child = tree.firstChild(node, size); child >= 0; child = tree.nextSibling(child, size)) {
                assertEquals(++k, tree.rank(child));
                assertEquals(tree.depth(node) + 1, tree.depth(child));
            }
            assertEquals(tree.length(node), k, "node " + node);
            assertEquals(tree.isDeadEnd(node), k == 0);
        }
    }

    // ------------------------------------------------------- against playback, position by position

    @Test
    void atEveryPositionThePathIsTheStackAndTheProfileSumsToTheNodes() {
        for (ExactCoverProblem problem : List.of(TestProblems.knuth(), TestProblems.matrix4x4(), TestProblems.queens(5),
                TestProblems.queens(3))) {
            Playback playback = recorded(problem);
            SearchTree tree = playback.searchTree();
            long end = playback.recordedLength();
            for (long p = 0; p <= end; p++) {
                playback.seek(p);
                String where = problem + " at " + p;
                int node = tree.nodeAt(p);
                int[] path = tree.path(node);
                int[] options = new int[Math.max(0, path.length - 1)];
                for (int i = 1; i < path.length; i++) {
                    options[i - 1] = tree.option(path[i]);
                }
                assertArrayEquals(playback.partialSolution(), options, where + ": the branches to the node are the stack");
                int[] chosen = playback.chosenItems();
                for (int l = 0; l < chosen.length && l < path.length; l++) {
                    if (chosen[l] != 0) {
                        assertEquals(chosen[l], tree.item(path[l]), where + ": the item chosen at level " + l);
                    }
                }
                assertEquals(playback.nodes(), Arrays.stream(tree.profileAt(p)).sum(), where + ": nodes");
                SearchEvent last = playback.lastEvent();
                if (last instanceof DeadEnd) {
                    assertTrue(tree.isDeadEnd(node), where);
                    assertEquals(p, tree.readyPosition(node), where);
                }
                if (last instanceof SolutionFound) {
                    assertTrue(tree.isSolution(node), where);
                    assertEquals(p, tree.readyPosition(node), where);
                }
                assertEquals(p >= end, tree.isFinishedAt(p), where);
            }
        }
    }

    @Test
    void deadEndsAndSolutionsAreWhereTheEngineReportsThem() {
        Playback playback = recorded(TestProblems.queens(6));
        SearchTree tree = playback.searchTree();
        int size = tree.size();
        int deadEnds = 0;
        int solutions = 0;
        for (int node = 0; node < size; node++) {
            playback.seek(tree.readyPosition(node));
            SearchEvent last = playback.lastEvent();
            assertEquals(tree.isDeadEnd(node), last instanceof DeadEnd, "node " + node);
            assertEquals(tree.isSolution(node), last instanceof SolutionFound, "node " + node);
            deadEnds += tree.isDeadEnd(node) ? 1 : 0;
            solutions += tree.isSolution(node) ? 1 : 0;
        }
        assertEquals(4, solutions);
        assertEquals(solutions, tree.solutions(0, size));
        assertEquals(deadEnds, tree.deadEnds(0, size));
        assertTrue(deadEnds > 0);
    }

    @Test
    void nodesAndBranchesSeekToStepBoundariesEqualToSteppingThere() {
        ExactCoverProblem problem = TestProblems.queens(5);
        SearchTree tree = recorded(problem).searchTree();
        int size = tree.size();
        List<Long> targets = new ArrayList<>();
        for (int node = 0; node < size; node++) {
            targets.add(tree.readyPosition(node));
            if (node > 0) {
                targets.add(tree.branchPosition(node));
            }
        }
        for (StepSize stepSize : List.of(StepSize.LINK, StepSize.COVER, StepSize.CHOICE)) {
            Playback stepping = new Playback(problem);
            Playback seeking = recorded(problem);
            List<Long> reached = new ArrayList<>();
            reached.add(0L);
            while (stepping.canStepForward()) {
                stepping.stepForward(stepSize);
                long p = stepping.position();
                reached.add(p);
                if (targets.contains(p)) {
                    seeking.seek(p);
                    assertEquals(Snapshot.of(stepping), Snapshot.of(seeking), stepSize + " at " + p);
                }
            }
            assertTrue(reached.containsAll(targets), stepSize + ": every node and branch is a step boundary");
        }
    }

    // ------------------------------------------------------------------- the estimate

    @Test
    void knuthsEstimateByHandOnKnuthsExample() {
        // A(2): 1 of 2 -> B(1): 1 of 1 -> E(0), a dead end; 2 of 2 -> E(1): 1 of 1 -> B(1): 1 of 1 -> solution
        Playback playback = recorded(TestProblems.knuth());
        SearchTree tree = playback.searchTree();
        assertEquals(0, tree.estimateAt(0), "before the search");
        assertEquals(0.5, KnuthEstimate.of(tree, 0), "at the root alone: half of it");
        assertEquals(0.5 / 2, KnuthEstimate.of(tree, 1), "1 of 2: 0/2 + (1/2)/2");
        assertEquals(0.5 / 2, KnuthEstimate.of(tree, 2), "1 of 2, 1 of 1: 0/2 + 0/2 + (1/2)/(2*1)");
        assertEquals(0.5 / 2, KnuthEstimate.of(tree, 2), "the dead end E(0)");
        assertEquals(1 / 2.0 + 0.5 / 2, KnuthEstimate.of(tree, 3), "2 of 2: 1/2 + (1/2)/2");
        assertEquals(1 / 2.0 + 0.5 / 2, KnuthEstimate.of(tree, 5), "the solution, under 2 of 2, 1 of 1, 1 of 1");
        assertEquals(1, tree.estimateAt(playback.recordedLength()), "after the search");
        assertTrue(tree.isDeadEnd(2));
        assertTrue(tree.isSolution(5));
    }

    /**
     * Going deeper can lower it (the root alone is 1/2, its first child 1/(2d)), but from one
     * leaf to the next it never goes down: what the previous leaf left below level j is less
     * than the 1/(d_0 ... d_j) that the next branch at level j adds.
     */
    @Test
    void theEstimateNeverGoesDownFromOneLeafToTheNext() {
        SearchTree tree = recorded(TestProblems.queens(7)).searchTree();
        double last = 0;
        int leaves = 0;
        for (int node = 0; node < tree.size(); node++) {
            if (tree.firstChild(node, tree.size()) >= 0) {
                continue;
            }
            double f = tree.estimateAt(tree.readyPosition(node));
            assertTrue(f > last, "leaf " + node + ": " + f + " after " + last);
            assertTrue(f < 1);
            last = f;
            leaves++;
        }
        assertEquals(tree.leaves(0, tree.size()), leaves);
    }

    // ------------------------------------------------------------------- incremental growth

    @Test
    void growingInSmallPiecesGivesTheTreeOfOneGoAndOfAPlainSearch() {
        ExactCoverProblem problem = TestProblems.queens(6);
        String whole = describe(recorded(problem).searchTree());

        Playback pieces = new Playback(problem);
        List<Integer> sizes = new ArrayList<>();
        while (pieces.record(37) > 0) {
            sizes.add(pieces.searchTree().size());
            assertGrowingPartOf(whole, pieces.searchTree());
        }
        assertTrue(sizes.size() > 10, "grown in many pieces");
        assertEquals(whole, describe(pieces.searchTree()));

        Playback stepped = new Playback(problem);
        while (stepped.canStepForward()) {
            stepped.stepForward(StepSize.LINK);
        }
        assertEquals(whole, describe(stepped.searchTree()));

        TreeBuilder builder = new TreeBuilder();
        Search search = new Search(problem, ItemChoice.MIN_LENGTH);
        search.setObserver(builder);
        search.runToEnd();
        assertEquals(whole, describe(builder.tree()), "built from a plain search's observer, same positions");
        assertTrue(builder.tree().isComplete());
    }

    /**
     * While a background thread records, the owner reads the tree: below the size it read, every
     * node hangs under an earlier one, one level down, and the tree covers the recorded length
     * (the branches on the stack at the recorded end are all there).
     */
    @Test
    void readsWhileAnotherThreadRecordsSeeAConsistentTree() throws Exception {
        Playback playback = new Playback(TestProblems.queens(8));
        Thread recorder = new Thread(() -> {
            while (playback.record(5000) > 0) {
                Thread.yield();
            }
        });
        recorder.start();
        SearchTree tree = playback.searchTree();
        int reads = 0;
        do {
            long recorded = playback.recordedLength();
            int size = tree.size();
            for (int n = Math.max(1, size - 200); n < size; n++) {
                int parent = tree.parent(n);
                assertTrue(parent >= 0 && parent < n, "node " + n);
                assertEquals(tree.depth(parent) + 1, tree.depth(n));
                assertTrue(tree.subtreeEnd(n, size) <= size);
            }
            int node = tree.nodeAt(recorded);
            if (recorded > 0 && node >= 0) {
                assertTrue(tree.branchPosition(node) < recorded);
            }
            reads++;
        } while (recorder.isAlive());
        recorder.join();
        assertTrue(reads > 1);
        assertTrue(tree.isComplete());
        assertEquals(92, tree.solutions(0, tree.size()));
    }

    @Test
    void aTreeOfASearchWithGivensStartsAfterThem() {
        ExactCoverProblem problem = TestProblems.queens(6);
        // queens 6: Q01 (row 0, column 1) begins a solution; forced, the tree starts below it
        int q01 = 2;
        Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, q01);
        long setUp = playback.setUpLength();
        while (playback.record(1 << 20) > 0) {
            // all
        }
        SearchTree tree = playback.searchTree();
        assertTrue(tree.branchPosition(0) >= setUp, "the root is the first choice after the givens");
        assertEquals(-1, tree.nodeAt(setUp));
        assertEquals(0, tree.estimateAt(setUp));

        TreeBuilder builder = new TreeBuilder();
        Search search = new Search(problem, ItemChoice.MIN_LENGTH);
        search.setObserver(builder);
        search.forceOption(q01);
        search.runToEnd();
        assertEquals(describe(tree), describe(builder.tree()));
        assertEquals(1, tree.solutions(0, tree.size()));
    }

    @Test
    void anEmptyProblemsRootIsItsSolutionCountedTwice() {
        ExactCoverProblem empty = ExactCoverProblem.builder().secondary("x").build();
        Playback playback = recorded(empty);
        SearchTree tree = playback.searchTree();
        assertEquals(1, tree.size());
        assertTrue(tree.isSolution(0));
        assertArrayEquals(new long[] {2}, tree.profile(), "DLX1: the level entered and the solution");
        playback.seek(playback.recordedLength());
        assertEquals(playback.nodes(), tree.profile()[0]);
    }

    @Test
    void theLayoutSumsAreThoseOfTheNodes() {
        SearchTree tree = recorded(TestProblems.queens(6)).searchTree();
        int size = tree.size();
        for (int node = 0; node < size; node++) {
            int end = tree.subtreeEnd(node, size);
            int leaves = 0;
            int solutions = 0;
            int deepest = 0;
            for (int n = node; n < end; n++) {
                leaves += tree.firstChild(n, size) < 0 ? 1 : 0;
                solutions += tree.isSolution(n) ? 1 : 0;
                deepest = Math.max(deepest, tree.depth(n));
            }
            assertEquals(leaves, tree.leaves(node, size), "node " + node);
            assertEquals(solutions, tree.solutions(node, end));
            assertEquals(deepest, tree.deepest(node));
            int children = 0;
            for (int c = tree.firstChild(node, size); c >= 0; c = tree.nextSibling(c, size)) {
                children += tree.leaves(c, size);
            }
            assertEquals(tree.firstChild(node, size) < 0 ? 1 : children, tree.leaves(node, size), "children partition it");
        }
        // cut at a bound, the last node kept is a leaf even if its children come later
        for (int cut = 1; cut <= size; cut++) {
            assertEquals(countLeaves(tree, cut), tree.leaves(0, cut, cut), "cut at " + cut);
        }
        assertFalse(tree.firstChild(0, size) < 0);
    }

    private static int countLeaves(SearchTree tree, int bound) {
        int leaves = 0;
        for (int n = 0; n < bound; n++) {
            leaves += tree.firstChild(n, bound) < 0 ? 1 : 0;
        }
        return leaves;
    }

    /** Every field of every node, one line each. */
    private static String describe(SearchTree tree) {
        StringBuilder text = new StringBuilder();
        int size = tree.size();
        for (int n = 0; n < size; n++) {
            text.append(line(tree, n, size)).append('\n');
        }
        return text.toString();
    }

    private static String line(SearchTree tree, int n, int size) {
        return n + ": " + tree.kind(n) + " parent " + tree.parent(n) + " depth " + tree.depth(n) + " item " + tree.item(n)
                + " d " + tree.length(n) + " k " + tree.rank(n) + " option " + tree.option(n)
                + " branch " + tree.branchPosition(n) + " start " + tree.startPosition(n) + " ready " + tree.readyPosition(n)
                + " end " + tree.endPosition(n) + " subtree " + tree.subtreeEnd(n, size) + " deepest " + tree.deepest(n)
                + " leaves " + tree.leavesBefore(n);
    }

    /**
     * A tree still growing agrees with the whole one: every node it has is the whole tree's
     * node, with all its fields once its branch has left the stack, with those that no longer
     * change while it is open (its subtree's end and deepest level may still grow).
     */
    private static void assertGrowingPartOf(String whole, SearchTree growing) {
        String[] lines = whole.split("\n");
        int size = growing.size();
        assertTrue(size <= lines.length);
        for (int n = 0; n < size; n++) {
            String line = line(growing, n, size);
            if (growing.endPosition(n) != Long.MAX_VALUE) {
                assertEquals(lines[n], line, "closed node " + n);
            } else if (growing.kind(n) != SearchTree.Kind.PENDING) {
                assertEquals(lines[n].substring(0, lines[n].indexOf(" ready ")), line.substring(0, line.indexOf(" ready ")),
                        "open node " + n);
            } else {
                String expected = lines[n].substring(lines[n].indexOf(" parent "), lines[n].indexOf(" item "))
                        + lines[n].substring(lines[n].indexOf(" k "), lines[n].indexOf(" start "));
                assertEquals(expected, line.substring(line.indexOf(" parent "), line.indexOf(" item "))
                        + line.substring(line.indexOf(" k "), line.indexOf(" start ")), "pending node " + n);
            }
        }
    }
}
