package dlxviz.app.lens;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.SudokuEncoding;
import org.junit.jupiter.api.Test;

class LensSelectionTest {

    @Test
    void knuthsItemAReachesTheItemsOfItsTwoOptions() {
        ExactCoverProblem knuth = TestProblems.knuth(); // a b c d e f g; options: c e f, a d g, b c f, a d, b g, d e g
        LensSelection lens = LensSelection.around(1, ItemOptions.of(knuth), knuth);
        assertArrayEquals(new int[] {2, 4}, lens.options(), "a d g and a d, top to bottom");
        assertArrayEquals(new int[] {1, 4, 7}, lens.items(), "a, d, g in list order");
        assertTrue(lens.showsItem(7));
        assertFalse(lens.showsItem(2));
        assertFalse(lens.showsOption(1));
    }

    @Test
    void aSudokuLensIsTheUnitsOfEveryCandidateOfItsItem() {
        SudokuEncoding encoding = SudokuEncoding.full(BoxShape.forSize(9));
        ExactCoverProblem problem = encoding.problem();
        ItemOptions columns = ItemOptions.of(problem);
        int cell = problem.itemNumber("r3c5");
        LensSelection cellLens = LensSelection.around(cell, columns, problem);
        assertEquals(9, cellLens.optionCount(), "r3c5=1 .. r3c5=9");
        assertEquals(1 + 3 * 9, cellLens.itemCount(), "the cell, and r3#d, c5#d, b2#d for every digit");
        assertEquals(1 + 9 + 9 + 3, LensSelection.around(problem.itemNumber("r3#7"), columns, problem).itemCount(),
                "row 3 with a 7: its nine cells, their columns with a 7, and the three boxes it crosses");
        assertEquals(1 + 9 + 3 + 3, LensSelection.around(problem.itemNumber("b2#7"), columns, problem).itemCount());
        assertEquals(28, columns.widestLens());
        assertEquals(9, columns.longest());
    }

    @Test
    void lensesAreEqualWhenTheyLookAtTheSameItem() {
        ExactCoverProblem knuth = TestProblems.knuth();
        ItemOptions columns = ItemOptions.of(knuth);
        assertEquals(LensSelection.around(4, columns, knuth), LensSelection.around(4, columns, knuth));
        assertNotEquals(LensSelection.around(4, columns, knuth), LensSelection.around(5, columns, knuth));
        assertThrows(IllegalArgumentException.class, () -> LensSelection.around(8, columns, knuth));
    }

    @Test
    void aCompactLensShowsOnlyTheOptionsStillInTheColumnAndTheirItems() {
        dlxviz.sudoku.Grid grid = dlxviz.sudoku.PuzzleLibrary.get("16x16-1").grid();
        SudokuEncoding encoding = SudokuEncoding.full(grid.shape());
        dlxviz.playback.Playback playback = new dlxviz.playback.Playback(encoding.problem(),
                dlxviz.engine.ItemChoice.MIN_LENGTH, encoding.givenOptions(grid));
        playback.ready();
        for (int choices = 0; choices < 20; ) {
            if (playback.stepForward(dlxviz.playback.StepSize.LINK).events().stream()
                    .anyMatch(e -> e instanceof dlxviz.events.ItemChosen)) {
                choices++;
            }
        }
        dlxviz.engine.TorusView torus = playback.torus();
        int focus = playback.chosenItem();
        ItemOptions columns = ItemOptions.of(encoding.problem());
        assertEquals(49, columns.widestLens(), "a 16x16's cell reaches 1 + 3 x 16 items");
        LensSelection compact = LensSelection.compact(focus, columns, torus);
        assertTrue(compact.compact());
        java.util.TreeSet<Integer> expected = new java.util.TreeSet<>(java.util.List.of(focus));
        java.util.List<Integer> options = new java.util.ArrayList<>();
        for (int node = torus.itemCount() + 1; node < torus.size(); node++) {
            if (!torus.isSpacer(node) && torus.top(node) == focus && torus.isNodeVisible(node)) {
                int option = torus.optionOf(node);
                options.add(option);
                for (int q = torus.firstNode(option); q < torus.firstNode(option) + torus.optionSize(option); q++) {
                    expected.add(torus.top(q));
                }
            }
        }
        assertEquals(options, java.util.Arrays.stream(compact.options()).boxed().toList());
        assertTrue(options.size() < 16, "some of the column's sixteen options are hidden, and left out");
        assertEquals(expected.stream().mapToInt(Integer::intValue).boxed().toList(),
                java.util.Arrays.stream(compact.items()).boxed().toList());
        assertTrue(compact.itemCount() < 20, "few enough to read: " + compact.itemCount());
    }
}
