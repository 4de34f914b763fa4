package dlxviz.app.links;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.Search;
import dlxviz.events.ItemChosen;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchHighlightsTest {

    private static String state(SearchHighlights marks, int items) {
        StringBuilder text = new StringBuilder();
        text.append(marks.level()).append('/').append(marks.chosenItem()).append('/').append(marks.triedOption())
                .append('/').append(Arrays.toString(marks.partialSolution())).append('/');
        for (int i = 1; i <= items; i++) {
            text.append(marks.coveredLevel(i)).append(',');
        }
        return text.toString();
    }

    @Test
    void followsTheSearchAndEverySolutionIsThePartialSolutionWhenFound() {
        for (ExactCoverProblem problem : List.of(TestProblems.knuth(), TestProblems.matrix4x4(), TestProblems.sudoku(2))) {
            Search search = new Search(problem);
            SearchHighlights marks = new SearchHighlights(problem.itemCount(), problem.primaryCount());
            SearchEvent event;
            int solutions = 0;
            while ((event = search.step()) != null) {
                marks.apply(event, true);
                if (event instanceof ItemChosen chosen) {
                    assertEquals(chosen.item(), marks.chosenItem());
                    assertEquals(chosen.level(), marks.level());
                }
                if (event instanceof SolutionFound found) {
                    int[] expected = found.options().clone();
                    int[] actual = marks.partialSolution();
                    Arrays.sort(expected);
                    Arrays.sort(actual);
                    assertArrayEquals(expected, actual);
                    solutions++;
                }
            }
            assertEquals(search.solutions(), solutions);
            assertEquals(-1, marks.level(), "nothing chosen at the end");
        }
    }

    @Test
    void undoingEveryEventGivesBackEveryHighlightSeenOnTheWay() {
        ExactCoverProblem problem = TestProblems.knuth();
        Search search = new Search(problem);
        SearchHighlights marks = new SearchHighlights(problem.itemCount(), problem.primaryCount());
        List<String> seen = new ArrayList<>();
        List<SearchEvent> events = new ArrayList<>();
        seen.add(state(marks, problem.itemCount()));
        SearchEvent event;
        while ((event = search.step()) != null) {
            marks.apply(event, true);
            events.add(event);
            seen.add(state(marks, problem.itemCount()));
        }
        for (int i = events.size() - 1; i >= 0; i--) {
            marks.apply(events.get(i), false);
            assertEquals(seen.get(i), state(marks, problem.itemCount()), "after undoing event " + i + " " + events.get(i));
        }
    }

    @Test
    void givensAreAllOnTheStackAtLevelMinusOne() {
        Search search = new Search(TestProblems.sudoku(3));
        SearchHighlights marks = new SearchHighlights(324, 324);
        search.setObserver(dlxviz.engine.EventCollector.into(new java.util.AbstractList<SearchEvent>() {
            @Override
            public boolean add(SearchEvent e) {
                marks.apply(e, true);
                return true;
            }

            @Override
            public SearchEvent get(int index) {
                throw new UnsupportedOperationException();
            }

            @Override
            public int size() {
                return 0;
            }
        }));
        TestProblems.forceGivens(search, TestProblems.HARD_9X9);
        long clues = TestProblems.HARD_9X9.chars().filter(Character::isDigit).count();
        assertEquals(clues, marks.partialSolution().length);
        for (int option : marks.partialSolution()) {
            assertEquals(-1, marks.levelOfOption(option));
        }
        assertEquals(-1, marks.coveredLevel(1), "r1c1 holds a given");
    }

    @Test
    void highlightsRebuiltFromTheStateMatchThoseFollowedFromTheEvents() {
        for (ExactCoverProblem problem : List.of(TestProblems.knuth(), TestProblems.sudoku(2))) {
            Search search = new Search(problem);
            SearchHighlights marks = new SearchHighlights(problem.itemCount(), problem.primaryCount());
            SearchEvent event;
            int compared = 0;
            while ((event = search.step()) != null && compared < 3000) {
                marks.apply(event, true);
                if (event instanceof dlxviz.events.ItemCovered || event instanceof dlxviz.events.HeaderRelinked) {
                    // the tracker marks a cover from its first event to its last; the torus only
                    // while the header is out: they differ for one micro-step at each end
                    continue;
                }
                int[] chosen = new int[marks.level() + 1];
                for (int l = 0; l <= marks.level(); l++) {
                    chosen[l] = chosenAt(marks, l);
                }
                SearchHighlights rebuilt = SearchHighlights.fromState(search.torus(), new int[0],
                        marks.partialSolution(), chosen);
                assertEquals(state(marks, problem.itemCount()), state(rebuilt, problem.itemCount()), "after " + event);
                compared++;
            }
        }
    }

    /** The chosen item at level l, read through the public API by stepping the level down. */
    private static int chosenAt(SearchHighlights marks, int level) {
        return marks.chosenItemAt(level);
    }
}
