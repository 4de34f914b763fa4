package dlxviz.app.teaching.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.playback.Playback;
import dlxviz.playback.SearchTree;
import dlxviz.playback.StepSize;
import dlxviz.playback.TreeBuilder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tree panel's view model, without a window: its words, its seeks, what it holds. */
class TreeViewModelTest {
    private final List<Long> seeks = new ArrayList<>();
    private final TreeViewModel model = new TreeViewModel(seeks::add);

    /** Knuth's example (items a..g), recorded to the end and put at {@code position}. */
    private static Playback knuthAt(long position) {
        Playback playback = new Playback(TestProblems.knuth());
        while (playback.record(1 << 16) > 0) {
            // all of it: 104 events
        }
        playback.seek(position);
        return playback;
    }

    /** The window asks twice per step at the recording's edge (the recorded length, then the cursor): once is work. */
    @Test
    void theSameTreeAtTheSameCursorIsShownOnce() {
        Playback playback = knuthAt(0);
        playback.seek(playback.searchTree().readyPosition(2));
        model.show(TreeInput.of(playback));
        long shown = model.revisionProperty().get();
        model.show(TreeInput.of(playback));
        assertEquals(shown, model.revisionProperty().get(), "nothing new to show");
        playback.seek(playback.searchTree().readyPosition(3));
        model.show(TreeInput.of(playback));
        assertEquals(shown + 1, model.revisionProperty().get(), "the cursor moved");
    }

    @Test
    void atTheDeadEndThePathReadsLikeDlx1sChoicesAndTheEstimateIsAQuarter() {
        Playback playback = knuthAt(0);
        long deadEnd = playback.searchTree().readyPosition(2);
        playback.seek(deadEnd);
        model.show(TreeInput.of(playback));

        assertEquals("L0: a 1 of 2 \u00b7 L1: b 1 of 1 \u00b7 L2: e (0 options): a dead end \u2715",
                model.pathTextProperty().get());
        assertEquals(0.25, model.estimateProperty().get(), 1e-12, "0/2 + 0/2 + (1/2)/(2*1)");
        assertEquals("25.0% done, Knuth's estimate", model.estimateTextProperty().get());
        // a box says how it was reached in the path's words: b's box "a 1 of 2", e's "b 1 of 1"
        assertEquals("", model.branchWords(0));
        assertEquals("a 1 of 2", model.branchWords(1));
        assertEquals("b 1 of 1", model.branchWords(2));
        assertEquals(2, model.current());
        assertEquals(3, model.reached());
        assertEquals(3, model.bound(), "what lies ahead is hidden");
        model.showAheadProperty().set(true);
        assertEquals(6, model.bound(), "shown, greyed: the whole recorded tree");
        assertEquals("[1, 1, 1]", java.util.Arrays.toString(model.profile()), "DLX1's profile so far");
    }

    @Test
    void atTheSolutionAndAtTheEnd() {
        Playback playback = knuthAt(0);
        SearchTree tree = playback.searchTree();
        playback.seek(tree.readyPosition(5));
        model.show(TreeInput.of(playback));
        assertEquals("L0: a 2 of 2 \u00b7 L1: e 1 of 1 \u00b7 L2: b 1 of 1 \u00b7 a solution \u2713", model.pathTextProperty().get());
        assertEquals(0.75, model.estimateProperty().get(), 1e-12, "1/2 + 0 + 0 + (1/2)/2");

        playback.seek(playback.recordedLength());
        model.show(TreeInput.of(playback));
        assertEquals("The search is over: 1 solution in a tree of 6 nodes.", model.pathTextProperty().get());
        assertEquals("100.0% done, Knuth's estimate \u2014 in fact 6 of 6 nodes (100.0%)", model.estimateTextProperty().get());
        assertEquals(-1, model.current());
    }

    @Test
    void whileAnOptionIsBeingTriedThePathSaysSo() {
        Playback playback = knuthAt(0);
        SearchTree tree = playback.searchTree();
        playback.seek(tree.branchPosition(1) + 2); // OptionTried of "1 of 2" applied, its covers under way
        model.show(TreeInput.of(playback));
        assertEquals("L0: a 1 of 2, being tried", model.pathTextProperty().get());
        assertEquals(1, model.current());
        assertFalse(model.isEntered(1), "its item is not chosen yet at the cursor");
        assertTrue(model.describe(1).contains("being tried"), model.describe(1));
        assertTrue(model.describe(1).contains("a d g"), "names the option: " + model.describe(1));
    }

    @Test
    void aDeepPathNamesItsDeepestLevelsAndTheTooltipAllOfThem() {
        Playback playback = new Playback(dlxviz.problems.NQueens.of(8));
        while (playback.solutions() == 0) {
            playback.stepForward(StepSize.SOLUTION);
        }
        model.show(TreeInput.of(playback));
        String shown = model.pathTextProperty().get();
        String whole = model.wholePathTextProperty().get();
        assertTrue(shown.startsWith("L0\u2013L4 \u2026 \u00b7 L5: "), shown);
        assertTrue(shown.endsWith("a solution \u2713"), shown);
        assertTrue(whole.startsWith("L0: "), whole);
        assertTrue(whole.endsWith(shown.substring(shown.indexOf("L5: "))), whole);
        assertEquals(9, whole.split(" \u00b7 ").length, "eight levels and the solution");
    }

    @Test
    void beforeTheFirstChoiceNothingIsLit() {
        model.show(TreeInput.of(knuthAt(0)));
        assertEquals(-1, model.current());
        assertEquals(0, model.bound());
        assertEquals(0, model.estimateProperty().get());
        assertTrue(model.pathTextProperty().get().startsWith("The search has not chosen anything yet"));
    }

    @Test
    void aClickOnANodeOrABranchAsksForItsPlaceInTheLog() {
        Playback playback = knuthAt(Long.MAX_VALUE);
        SearchTree tree = playback.searchTree();
        model.show(TreeInput.of(playback));
        model.seekToNode(2);
        model.seekToBranch(3);
        model.seekToBranch(0); // the root has no branch: nothing asked
        model.seekToNode(99); // no such node
        assertEquals(List.of(tree.readyPosition(2), tree.branchPosition(3)), seeks);
    }

    @Test
    void twoTreesDrawnAtTheScaleOfBoth() {
        TreeViewModel other = new TreeViewModel(p -> { });
        model.show(TreeInput.whole(built(TestProblems.knuth()), TestProblems.knuth()));
        other.show(TreeInput.whole(built(dlxviz.problems.NQueens.of(6)), dlxviz.problems.NQueens.of(6)));
        TreeScale both = model.naturalScale().union(other.naturalScale());
        model.scaleProperty().set(both);
        other.scaleProperty().set(both);
        assertEquals(model.effectiveScale(), other.effectiveScale(), "the same leaves across, levels down, bar length");
        assertEquals(other.naturalScale(), both, "the larger tree sets it");
        assertEquals(2, model.naturalScale().leaves(), "Knuth's tree has two leaves: a dead end and a solution");
    }

    private static SearchTree built(ExactCoverProblem problem) {
        TreeBuilder builder = new TreeBuilder();
        Search search = new Search(problem);
        search.setObserver(builder);
        search.runToEnd();
        return builder.tree();
    }

    @Test
    void theProfileGrowsWithTheSearch() {
        Playback playback = new Playback(TestProblems.knuth());
        long last = 0;
        while (playback.canStepForward()) {
            playback.stepForward(StepSize.CHOICE);
            model.show(TreeInput.of(playback));
            long nodes = java.util.Arrays.stream(model.profile()).sum();
            assertEquals(playback.nodes(), nodes);
            assertTrue(nodes >= last);
            last = nodes;
        }
        assertEquals(6, last);
    }
}
