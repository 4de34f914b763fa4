package dlxviz.app.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemSources;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import dlxviz.playback.Step;
import dlxviz.playback.StepEnd;
import dlxviz.playback.StepSize;
import dlxviz.sudoku.BacktrackingSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.PuzzleLibrary;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class NarratorTest {

    @Test
    void aNakedSingleNamesTheCellAndTheDigitOfThePuzzlesSolution() throws Exception {
        LoadedProblem loaded = ProblemSources.example("easy-1");
        // the solution from the plain backtracking baseline, independent of DLX
        Grid solution = new BacktrackingSolver().count(PuzzleLibrary.get("easy-1").grid(), 2, 10_000_000).solution();
        Playback playback = new Playback(loaded.problem(), ItemChoice.MIN_LENGTH, loaded.forced());
        Narrator narrator = new Narrator(loaded);
        Pattern naked = Pattern.compile("r(\\d+)c(\\d+) can only be (\\d+) \\(a naked single\\)");
        int checked = 0;
        for (int i = 0; i < 200 && checked < 5; i++) {
            Step step = playback.stepForward(StepSize.CHOICE);
            if (step.end() == StepEnd.END) {
                break;
            }
            Matcher m = naked.matcher(narrator.describe(playback).text());
            if (m.find()) {
                int row = Integer.parseInt(m.group(1)) - 1;
                int col = Integer.parseInt(m.group(2)) - 1;
                assertEquals(solution.get(row, col), Integer.parseInt(m.group(3)), m.group());
                checked++;
            }
        }
        assertTrue(checked > 0, "an easy puzzle is full of naked singles");
    }

    @Test
    void aSolutionIsToldWithItsOptions() throws Exception {
        LoadedProblem loaded = ProblemSources.example("knuth");
        Playback playback = new Playback(loaded.problem());
        Narrator narrator = new Narrator(loaded);
        Step step = playback.stepForward(StepSize.SOLUTION);
        assertEquals(StepEnd.STEP_DONE, step.end());
        Narrator.Line line = narrator.describe(playback);
        assertEquals(Narrator.Tone.SOLUTION, line.tone());
        // Knuth's example has the one solution A D, B G, C E F (TAOCP 7.2.2.1)
        assertTrue(line.text().startsWith("Solution 1: "), line.text());
        for (String option : new String[] {"A D", "B G", "C E F"}) {
            assertTrue(line.text().contains(option), line.text());
        }
    }

    @Test
    void aChoiceThatCompletesTheCoverIsToldBeforeTheSolutionItMakes() throws Exception {
        // the 4x4 matrix's last choice tries a row and so makes solution 1: the line said
        // "Solution 1: ... . Level 2: try option ...", as if the solution came before the try
        LoadedProblem loaded = ProblemSources.example("matrix4x4");
        Playback playback = new Playback(loaded.problem());
        Narrator narrator = new Narrator(loaded);
        String line = null;
        for (int i = 0; i < 50 && line == null; i++) {
            playback.stepForward(StepSize.CHOICE);
            String text = narrator.describe(playback).text();
            if (text.contains("Solution 1")) {
                line = text;
            }
        }
        assertNotNull(line, "stepping by choice reaches solution 1");
        int tried = line.indexOf("try option");
        assertTrue(tried >= 0, line);
        assertTrue(tried < line.indexOf("Solution 1"), "the try before the solution it makes: " + line);
    }

    @Test
    void aStepBackSaysWhereTheSearchNowStands() throws Exception {
        LoadedProblem loaded = ProblemSources.example("matrix4x4");
        Playback playback = new Playback(loaded.problem());
        Narrator narrator = new Narrator(loaded);
        playback.stepForward(StepSize.CHOICE);
        String forward = narrator.describe(playback).text();
        playback.stepBack(StepSize.CHOICE);
        String back = narrator.describe(playback).text();
        assertTrue(back.startsWith("Back at Ready: "), back);
        playback.stepForward(StepSize.CHOICE);
        playback.stepForward(StepSize.CHOICE);
        playback.stepBack(StepSize.CHOICE);
        assertEquals("Back: " + Narrator.lowerFirst(forward), narrator.describe(playback).text());
    }

    @Test
    void theFirstLineSaysWhetherASudokuHasOneSolutionNoneOrSeveral() throws Exception {
        assertTrue(startLine(ProblemSources.example("ai-escargot")).contains("The puzzle has exactly one solution. "));
        // From the edge-case file: 77 givens with two solutions, and Escargot plus a given
        // that breaks no rule but leaves no solution.
        String twoSolutions = "..3496758587132469694875213..8763945946581327375924186761259834852347691439618572";
        String none = "12...7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
        assertTrue(startLine(ProblemSources.fromText(twoSolutions, "pasted", false))
                .contains("The puzzle has more than one solution: the search will find them all. "));
        LoadedProblem unsolvable = ProblemSources.fromText(none, "pasted", false);
        Narrator.Line line = new Narrator(unsolvable).describe(ready(unsolvable));
        assertTrue(line.text().contains("The puzzle has no solution: the search will end without one. "), line.text());
        assertEquals(Narrator.Tone.DEAD_END, line.tone());
        assertEquals(Narrator.Tone.PLAIN, new Narrator(ProblemSources.example("ai-escargot"))
                .describe(new Playback(ProblemSources.example("ai-escargot").problem())).tone());
        String knuth = startLine(ProblemSources.example("knuth"));
        assertTrue(knuth.startsWith("Ready: ") && !knuth.contains("The puzzle has"), knuth);
    }

    /** The line a problem opens with: at Ready, its givens placed, as the window opens it. */
    private static String startLine(LoadedProblem loaded) {
        return new Narrator(loaded).describe(ready(loaded)).text();
    }

    private static Playback ready(LoadedProblem loaded) {
        Playback playback = new Playback(loaded.problem(), ItemChoice.MIN_LENGTH, loaded.forced());
        playback.ready();
        return playback;
    }

    @Test
    void everyLinkStepOfKnuthsExampleSaysItsLinkChangeInLinkTerms() throws Exception {
        LoadedProblem loaded = ProblemSources.example("knuth");
        Playback playback = new Playback(loaded.problem());
        Narrator narrator = new Narrator(loaded);
        int told = 0;
        while (playback.canStepForward()) {
            Step step = playback.stepForward(StepSize.LINK);
            String line = narrator.describe(playback).text();
            for (var event : step.events()) {
                String expected = event instanceof dlxviz.events.HeaderUnlinked ? "unlink header"
                        : event instanceof dlxviz.events.HeaderRelinked ? "elink header"
                        : event instanceof dlxviz.events.NodeHidden ? "ide node"
                        : event instanceof dlxviz.events.NodeRestored ? "estore node" : null;
                boolean marked = step.events().stream().anyMatch(e -> e instanceof dlxviz.events.SolutionFound
                        || e instanceof dlxviz.events.DeadEnd || e instanceof dlxviz.events.SearchFinished);
                if (expected != null && !marked) {
                    assertTrue(line.contains(expected), line);
                    assertTrue(line.contains(event instanceof dlxviz.events.HeaderUnlinked
                            || event instanceof dlxviz.events.HeaderRelinked ? "R[" : "D["), line);
                    told++;
                }
            }
        }
        assertTrue(told > 50, "Knuth's example has dozens of link changes: " + told);
    }

    /** Large figures are grouped as the counters group them ("1,024 items", not "1024 items"). */
    @Test
    void readyGroupsItsFiguresAsTheCountersDo() throws Exception {
        LoadedProblem loaded = ProblemSources.example("16x16-1");
        Playback playback = ready(loaded);
        String line = new Narrator(loaded).describe(playback).text();
        assertTrue(line.startsWith(String.format("Ready: %,d items to cover with %,d options.", 1024, 4096)), line);
    }

    /**
     * A sudoku's choice, read as a naked or hidden single, is told with its level as every other
     * choice is ("; level 19: 2 has one place left in row 4: r4c6"): it once came without, so
     * the line said "Level 18: try ..." while the counters and the lens said level 19.
     */
    @Test
    void aSudokuChoiceIsToldWithTheLevelTheCountersShow() throws Exception {
        LoadedProblem loaded = ProblemSources.example("ai-escargot");
        Playback playback = ready(loaded);
        Narrator narrator = new Narrator(loaded);
        Pattern then = Pattern.compile("; level (\\d+): [^;]*(single|guess)");
        int told = 0;
        for (int i = 0; i < 40 && playback.canStepForward(); i++) {
            playback.stepForward(StepSize.CHOICE);
            String line = narrator.describe(playback).text();
            Matcher m = then.matcher(line);
            if (m.find()) {
                assertEquals(playback.level(), Integer.parseInt(m.group(1)), line);
                told++;
            }
        }
        assertTrue(told > 10, "most of AI Escargot's first choices are told after the option before: " + told);
    }

    /**
     * A link step that carries several markers after its link change (the 4x4 matrix's step 10:
     * an uncover, then the option taken back) once read "...item c2 is uncovered; ; level 1: ...".
     */
    @Test
    void noLinkStepHasAnEmptyClause() throws Exception {
        for (String example : new String[] {"matrix4x4", "knuth", "queens5"}) {
            LoadedProblem loaded = ProblemSources.example(example);
            Playback playback = new Playback(loaded.problem());
            Narrator narrator = new Narrator(loaded);
            int steps = 0;
            while (playback.canStepForward() && steps < 5_000) {
                playback.stepForward(StepSize.LINK);
                steps++;
                String line = narrator.describe(playback).text();
                assertTrue(!line.matches(".*(;\\s*;|;\\s*$|^\\s*;|\u2014\\s*$).*"),
                        example + ", link step " + steps + ": " + line);
            }
            assertTrue(steps > 10, example + ": " + steps + " steps");
        }
    }

    @Test
    void aSudokuItemIsExplainedTheFirstTimeTheLessonNamesIt() throws Exception {
        LoadedProblem loaded = ProblemSources.example("ai-escargot");
        Playback playback = new Playback(loaded.problem(), ItemChoice.MIN_LENGTH, loaded.forced());
        playback.ready();
        Narrator narrator = new Narrator(loaded);
        java.util.Map<String, Integer> explained = new java.util.HashMap<>();
        Pattern named = Pattern.compile("([rcb]\\d+#\\d|r\\d+c\\d+) \\((row|column|box|cell) [^)]*\\)");
        for (int i = 0; i < 60; i++) {
            playback.stepForward(StepSize.COVER);
            Matcher m = named.matcher(narrator.describe(playback).text());
            while (m.find()) {
                explained.merge(m.group(1), 1, Integer::sum);
            }
        }
        assertTrue(explained.size() > 3, "items are explained: " + explained);
        explained.forEach((item, times) -> assertEquals(1, times, item + " explained more than once"));
    }

    /**
     * A node number the picture does not show is not named (issue 25: "Hide node 28 ..." while
     * 28's number was not drawn): with the numbers of nodes 20 and up hidden, no link step of
     * Knuth's example names one, and those nodes are named by option and column instead.
     */
    @Test
    void aNodeNumberThePictureDoesNotShowIsNotNamed() throws Exception {
        LoadedProblem loaded = ProblemSources.example("knuth");
        Playback playback = new Playback(loaded.problem());
        Narrator narrator = new Narrator(loaded);
        narrator.nodeNumbersShown(node -> node < 20);
        int byOption = 0;
        while (playback.canStepForward()) {
            playback.stepForward(StepSize.LINK);
            String line = narrator.describe(playback).text();
            Matcher m = Pattern.compile("(?:node |[DU]\\[|= )(\\d+)").matcher(line);
            while (m.find()) {
                assertTrue(Integer.parseInt(m.group(1)) < 20, "names a number not drawn: " + line);
            }
            byOption += line.contains("the node of option") ? 1 : 0;
        }
        assertTrue(byOption > 5, "nodes named by option and column: " + byOption);
    }
}
