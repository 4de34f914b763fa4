package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.Search;
import dlxviz.engine.TorusView;
import dlxviz.events.NodeHidden;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpliceMemoryTest {

    @Test
    void aHideSwingsTheNeighboursFromTheNodeAndARestoreSwingsThemBack() {
        Search search = new Search(TestProblems.knuth());
        List<SearchEvent> cover = TestProblems.stepUntil(search, e -> e instanceof OptionTried);
        NodeHidden hide = (NodeHidden) cover.stream().filter(e -> e instanceof NodeHidden).findFirst().orElseThrow();

        SpliceMemory forward = new SpliceMemory();
        forward.remember(hide);
        assertEquals(hide.node(), forward.targetBefore(hide.up(), LinkDirection.DOWN), "D[up] pointed at the node");
        assertEquals(hide.node(), forward.targetBefore(hide.down(), LinkDirection.UP), "U[down] pointed at the node");
        assertEquals(0.0, forward.ghostBefore(hide.node()));
        assertNull(forward.targetBefore(hide.node(), LinkDirection.DOWN), "the node's own links do not move");

        SpliceMemory back = new SpliceMemory();
        back.remember(hide.inverse());
        assertEquals(hide.down(), back.targetBefore(hide.up(), LinkDirection.DOWN), "stepping back: D[up] pointed past it");
        assertEquals(1.0, back.ghostBefore(hide.node()));
    }

    @Test
    void aWholeCoverRemembersWhereEachLinkPointedBeforeIt() {
        Search search = new Search(TestProblems.knuth());
        TorusView torus = search.torus();
        int[] down = new int[torus.size()];
        int[] right = new int[torus.itemCount() + 2];
        for (int node = 1; node < torus.size(); node++) {
            down[node] = torus.down(node);
        }
        for (int item = 0; item < right.length; item++) {
            right[item] = torus.right(item);
        }
        List<SearchEvent> cover = TestProblems.stepUntil(search, e -> e instanceof OptionTried);
        SpliceMemory memory = new SpliceMemory();
        for (SearchEvent event : cover) {
            if (event instanceof TorusChange change) {
                memory.remember(change);
            }
        }
        for (int node = 1; node < torus.size(); node++) {
            Integer old = memory.targetBefore(node, LinkDirection.DOWN);
            if (old != null) {
                assertEquals(down[node], (int) old, "D of " + node + " before the cover");
            }
        }
        for (int item = 0; item < right.length; item++) {
            Integer old = memory.targetBefore(item, LinkDirection.RIGHT);
            if (old != null) {
                assertEquals(right[item], (int) old, "R of " + item + " before the cover");
            }
        }
    }
}
