package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.lens.ItemOptions;
import dlxviz.app.lens.LensSelection;
import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.engine.Torus;
import dlxviz.engine.TorusView;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.NodeHidden;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.TorusChange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class LinksLayoutTest {

    /** Events up to (not including) the first OptionTried: the first choice and its cover. */
    private static List<SearchEvent> firstCover(Search search) {
        List<SearchEvent> events = TestProblems.stepUntil(search, e -> e instanceof OptionTried);
        events.remove(events.size() - 1);
        return events;
    }

    @Test
    void afterACoverTheLiveColumnLinksSkipTheHiddenNodes() {
        ExactCoverProblem problem = TestProblems.matrix4x4();
        Search search = new Search(problem);
        List<SearchEvent> events = firstCover(search);
        int covered = ((ItemChosen) events.get(0)).item();
        TorusView torus = search.torus();
        LinksLayout layout = LinksLayout.of(torus, false);

        // Independently of the torus: a column that stays active keeps the rows that do not
        // contain the covered item, top to bottom, closed by its header.
        for (int item = 1; item <= problem.itemCount(); item++) {
            if (item == covered) {
                continue;
            }
            List<Integer> expectedRows = new ArrayList<>();
            for (int option = 1; option <= problem.optionCount(); option++) {
                if (contains(problem.option(option), item) && !contains(problem.option(option), covered)) {
                    expectedRows.add(option);
                }
            }
            assertEquals(expectedRows, liveColumnRows(layout, item), "live rows of column " + problem.itemName(item));
        }
    }

    @Test
    void afterACoverTheGhostsKeepTheirOwnLinks() {
        Search search = new Search(TestProblems.knuth());
        List<SearchEvent> events = firstCover(search);
        LinksLayout layout = LinksLayout.of(search.torus(), false);
        List<LinkSegment> segments = layout.segments();
        List<NodeHidden> hidden = events.stream().filter(e -> e instanceof NodeHidden)
                .map(e -> (NodeHidden) e).collect(Collectors.toList());
        assertFalse(hidden.isEmpty());
        for (NodeHidden h : hidden) {
            assertTrue(layout.isGhost(h.node()));
            assertTrue(segments.stream().anyMatch(s -> s.from() == h.node() && s.to() == h.up()
                        && s.direction() == LinkDirection.UP && s.ghost()), "ghost keeps its up link: " + h);
            assertTrue(segments.stream().anyMatch(s -> s.from() == h.node() && s.to() == h.down()
                    && s.direction() == LinkDirection.DOWN && s.ghost()), "ghost keeps its down link: " + h);
            assertTrue(segments.stream().noneMatch(s -> s.to() == h.node() && !s.ghost()
                    && !s.direction().isHorizontal()), "no live vertical link points at " + h.node());
            LinkSegment overIt = segments.stream().filter(s -> s.from() == h.up() && s.direction() == LinkDirection.DOWN)
                    .findFirst().orElseThrow();
            assertTrue(overIt.detour() || overIt.wraps() || overIt.ghost(),
                    "the live link over a ghost goes round it: " + overIt);
        }
        HeaderUnlinked unlinked = (HeaderUnlinked) events.stream().filter(e -> e instanceof HeaderUnlinked)
                .findFirst().orElseThrow();
        assertTrue(segments.contains(new LinkSegment(unlinked.item(), unlinked.right(), LinkDirection.RIGHT, false, true)));
        assertTrue(segments.contains(new LinkSegment(unlinked.left(), unlinked.right(), LinkDirection.RIGHT, false, false, true)),
                "the left neighbour's R link now goes round the unlinked header");
        assertTrue(segments.stream().noneMatch(s -> s.to() == unlinked.item() && !s.ghost() && s.direction().isHorizontal()));
    }

    @Test
    void steppingBackThroughEveryEventGivesBackEverySegmentSeenOnTheWay() {
        Search search = new Search(TestProblems.knuth());
        Torus torus = (Torus) search.torus(); // the search's own torus, undone by hand below
        List<List<LinkSegment>> seen = new ArrayList<>();
        List<SearchEvent> events = new ArrayList<>();
        seen.add(LinksLayout.of(torus, false).segments());
        SearchEvent event;
        while ((event = search.step()) != null) {
            events.add(event);
            seen.add(LinksLayout.of(torus, false).segments());
        }
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof TorusChange change) {
                torus.apply(change.inverse());
            }
            assertEquals(seen.get(i), LinksLayout.of(torus, false).segments(), "after undoing event " + i);
        }
    }

    @Test
    void steppingBackFromMidSearchRestoresTheStartSegments() {
        Search search = new Search(TestProblems.matrix4x4());
        Torus torus = (Torus) search.torus(); // the search's own torus, undone by hand below
        List<LinkSegment> start = LinksLayout.of(torus, false).segments();
        List<SearchEvent> events = TestProblems.stepUntil(search, e -> e instanceof NodeHidden && ((NodeHidden) e).node() > 12);
        assertTrue(LinksLayout.of(torus, false).segments().stream().anyMatch(LinkSegment::ghost));
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof TorusChange change) {
                torus.apply(change.inverse());
            }
        }
        assertEquals(start, LinksLayout.of(torus, false).segments());
    }

    @Test
    void eachCircularListWrapsOnceInEachDirection() {
        ExactCoverProblem problem = TestProblems.knuth();
        LinksLayout layout = LinksLayout.of(new Torus(problem), false);
        long wraps = layout.segments().stream().filter(LinkSegment::wraps).count();
        // the item list, every column and every option is one circular list each way
        assertEquals(2 + 2L * problem.itemCount() + 2L * problem.optionCount(), wraps);
        assertTrue(layout.segments().contains(new LinkSegment(0, 7, LinkDirection.LEFT, true, false)),
                "the root's L link goes round to the last item");
    }

    @Test
    void foldedShowsOnlyLiveItemsAndLiveOptionsAfterTheFirstChoice() {
        Search search = new Search(TestProblems.knuth());
        firstCover(search); // DLX1 chooses a (length 2) and hides options 2 and 4
        LinksLayout folded = LinksLayout.of(search.torus(), true);
        List<Integer> rows = new ArrayList<>();
        for (int r = 1; r < folded.rowCount(); r++) {
            rows.add(folded.optionAtRow(r));
        }
        assertEquals(List.of(1, 3, 5, 6), rows);
        List<Integer> columns = new ArrayList<>();
        for (int c = 0; c < folded.columnCount(); c++) {
            columns.add(folded.headerAtColumn(c));
        }
        assertEquals(List.of(0, 2, 3, 4, 5, 6, 7), columns);
        for (LinkSegment segment : folded.segments()) {
            assertTrue(folded.shows(segment.from()) && folded.shows(segment.to()), "dangling " + segment);
            assertFalse(segment.ghost(), "folded draws no ghosts: " + segment);
        }
    }

    @Test
    void foldedSecondaryItemsGetTheirOwnRootColumn() {
        ExactCoverProblem problem = ExactCoverProblem.builder().primary("p", "q").secondary("x", "y")
                .option("p", "x").option("q", "y").option("p", "q").build();
        LinksLayout layout = LinksLayout.of(new Torus(problem), false);
        assertEquals(0, layout.headerAtColumn(0));
        assertEquals(problem.itemCount() + 1, layout.headerAtColumn(3), "the secondary root after the primaries");
        Set<LinkSegment> secondaryList = new HashSet<>(layout.segments());
        assertTrue(secondaryList.contains(new LinkSegment(5, 3, LinkDirection.RIGHT, false, false)));
        assertTrue(secondaryList.contains(new LinkSegment(4, 5, LinkDirection.RIGHT, true, false)));
    }

    private static List<Integer> liveColumnRows(LinksLayout layout, int item) {
        List<Integer> rows = new ArrayList<>();
        int at = item;
        for (int guard = 0; guard < 100; guard++) {
            final int from = at;
            LinkSegment down = layout.segments().stream()
                    .filter(s -> s.from() == from && s.direction() == LinkDirection.DOWN).findFirst().orElseThrow();
            assertFalse(down.ghost());
            if (down.to() == item) {
                assertTrue(down.wraps(), "the link back to the header wraps round");
                return rows;
            }
            rows.add(layout.torus().optionOf(down.to()));
            at = down.to();
        }
        throw new AssertionError("column does not close");
    }

    private static boolean contains(int[] items, int item) {
        for (int i : items) {
            if (i == item) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aLensDrawsItsItemsAndOptionsAndHandsOnTheLinksThatLeaveIt() {
        ExactCoverProblem knuth = TestProblems.knuth(); // options: c e f, a d g, b c f, a d, b g, d e g
        Torus torus = new Torus(knuth);
        LinksLayout layout = LinksLayout.lens(torus, LensSelection.around(1, ItemOptions.of(knuth), knuth));
        assertEquals(List.of(0, 1, 4, 7), headers(layout), "root, a, d, g");
        assertEquals(3, layout.rowCount(), "the header row, a d g and a d");
        Set<String> elided = new HashSet<>();
        Set<String> drawn = new HashSet<>();
        layout.forEachSegment(new SegmentSink() {
            @Override
            public void segment(int from, int to, LinkDirection direction, boolean wraps, boolean ghost, boolean detour) {
                drawn.add(from + " " + direction);
            }

            @Override
            public void elided(int from, int to, LinkDirection direction, boolean ghost) {
                elided.add(from + " " + direction);
            }
        });
        int d = 4;
        int dInAd = torus.firstNode(4) + 1;
        assertTrue(elided.containsAll(Set.of("1 RIGHT", "4 LEFT", "4 RIGHT", "4 UP", dInAd + " DOWN")),
                "a's right neighbour b, d's c and e, and d's column on to d e g are out of the lens: " + elided);
        assertTrue(drawn.containsAll(Set.of("0 RIGHT", "0 LEFT", "7 RIGHT", d + " DOWN")), "links within the lens: " + drawn);
        assertTrue(java.util.Collections.disjoint(elided, drawn));
    }

    @Test
    void aLensRoutesALinkRoundTheGhostsItDrawsAndOnlyThose() {
        ExactCoverProblem knuth = TestProblems.knuth();
        Search search = new Search(knuth);
        firstCover(search); // a chosen and covered: a d g and a d leave the columns of d and g
        TorusView torus = search.torus();
        ItemOptions columns = ItemOptions.of(knuth);
        LinksLayout onD = LinksLayout.lens(torus, LensSelection.around(4, columns, knuth));
        LinksLayout onB = LinksLayout.lens(torus, LensSelection.around(2, columns, knuth));
        assertTrue(segment(onD, 4, LinkDirection.DOWN).detour(),
                "D[d] skips the ghosts of a d g and a d, which the lens on d draws");
        assertFalse(segment(onB, 0, LinkDirection.RIGHT).detour(),
                "R[root] skips a, which the lens on b does not draw: straight to b");
    }

    private static List<Integer> headers(LinksLayout layout) {
        List<Integer> ids = new ArrayList<>();
        for (int c = 0; c < layout.columnCount(); c++) {
            ids.add(layout.headerAtColumn(c));
        }
        return ids;
    }

    private static LinkSegment segment(LinksLayout layout, int from, LinkDirection direction) {
        return layout.segments().stream().filter(s -> s.from() == from && s.direction() == direction).findFirst()
                .orElseThrow(() -> new AssertionError("no " + direction + " link from " + from));
    }
}
