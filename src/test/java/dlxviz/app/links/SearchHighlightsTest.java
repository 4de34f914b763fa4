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
}
