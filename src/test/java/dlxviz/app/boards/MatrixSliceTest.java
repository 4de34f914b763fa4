package dlxviz.app.boards;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.events.ItemChosen;
import dlxviz.playback.CursorMarks;
import dlxviz.playback.Playback;
import dlxviz.playback.StepSize;
import java.util.Arrays;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The matrix beside a large problem shows the current step: at each of AI Escargot's first 20
 * choices, the chosen item's options (those live when it was chosen, read from the problem and
 * the torus's live flags, not from the slice's own walk) and exactly the items they have.
 */
class MatrixSliceTest {

    @Test
    void atEachOfAiEscargotsFirstChoicesTheSliceIsTheChosenItemsOptionsAndTheirItems() throws Exception {
        LoadedProblem loaded = ProblemSources.example("ai-escargot");
        ExactCoverProblem problem = loaded.problem();
        Playback playback = new Playback(problem, ItemChoice.MIN_LENGTH, loaded.forced());
        playback.ready();
        int choices = 0;
        while (choices < 20 && playback.canStepForward()) {
            // stop right before each choice: the live options of the item about to be chosen
            playback.stepForward(StepSize.COVER, dlxviz.playback.Pause.DECISIONS);
            if (!(playback.nextEvent() instanceof ItemChosen chosen)) {
                continue;
            }
            TreeSet<Integer> expectedRows = new TreeSet<>();
            TreeSet<Integer> expectedColumns = new TreeSet<>();
            for (int option = 1; option <= problem.optionCount(); option++) {
                int first = playback.torus().firstNode(option);
                boolean has = false;
                boolean live = true;
                for (int node = first; node < first + problem.optionSize(option); node++) {
                    has |= playback.torus().top(node) == chosen.item();
                    live &= playback.torus().isNodeVisible(node);
                }
                if (has && live) {
                    expectedRows.add(option);
                    for (int k = 0; k < problem.optionSize(option); k++) {
                        expectedColumns.add(problem.optionItem(option, k));
                    }
                }
            }
            assertEquals(chosen.length(), expectedRows.size());
            playback.stepForward(StepSize.COVER, dlxviz.playback.Pause.DECISIONS); // the choice and the cover of the item
            CursorMarks marks = playback.marks();
            MatrixSlice core = MatrixSlice.focused(playback.torus(), marks, false);
            MatrixSlice full = MatrixSlice.focused(playback.torus(), marks);
            assertEquals(chosen.item(), core.focus());
            assertEquals(chosen.item(), core.item(0), "the chosen item's column comes first");
            assertArrayEquals(expectedRows.stream().mapToInt(Integer::intValue).toArray(), core.rows());
            int[] columns = core.columns();
            Arrays.sort(columns);
            assertArrayEquals(expectedColumns.stream().mapToInt(Integer::intValue).toArray(), columns);
            assertArrayEquals(core.columns(), full.columns(), "neighbours add rows, not columns");
            for (int option : core.rows()) {
                assertTrue(full.rowOf(option) >= 0);
            }
            for (int row = 0; row < full.rowCount(); row++) {
                assertTrue(marks.optionState(full.option(row)) != CursorMarks.OptionState.HIDDEN
                        || core.rowOf(full.option(row)) >= 0 || hiddenByThisLevel(problem, marks, full.option(row)),
                        "a struck neighbour was hidden by this level's covers");
            }
            assertTrue(full.rowCount() <= MatrixSlice.MAX_ROWS);
            choices++;
        }
        assertEquals(20, choices);
        playback.ready();
        assertEquals(problem.optionCount(), MatrixSlice.focused(playback.torus(), playback.marks()).rowCount(),
                "before the first choice, the whole matrix");
    }

    private static boolean hiddenByThisLevel(ExactCoverProblem problem, CursorMarks marks, int option) {
        for (int k = 0; k < problem.optionSize(option); k++) {
            if (marks.coveredLevel(problem.optionItem(option, k)) == marks.level()) {
                return true;
            }
        }
        return false;
    }
}
