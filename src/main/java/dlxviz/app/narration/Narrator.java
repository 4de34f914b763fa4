package dlxviz.app.narration;

import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.events.DeadEnd;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import dlxviz.events.TorusChange;
import dlxviz.playback.Direction;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.Step;
import dlxviz.playback.StepSize;
import dlxviz.sudoku.BitmaskSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.SolveResult;
import java.util.List;

/**
 * The line under the picture that says in words what the last step did, all of it and nothing
 * else: "Level 1: try option B C F; cover C and F: 4 nodes leave their columns". The sentence is
 * built from the step's {@link StepAccount}; link operations are said only at step size link. A
 * step back says where the search now stands, in the words of the forward step that leads there,
 * "Back: " in front. Where the cursor jumped (a seek, Ready), the line says where it stands.
 */
public final class Narrator {
    /** How the line is shown (css classes {@code solution}, {@code dead-end}). */
    public enum Tone { PLAIN, SOLUTION, DEAD_END }

    public record Line(String text, Tone tone) {
    }

    /**
     * Work allowed for the first line's solution count, which runs on the FX thread as a puzzle
     * loads: at most about 30 ms here. Any 9x9 settles far within it; a hard 16x16 or 25x25 may
     * not, and then the line says nothing about solutions.
     */
    private static final long VERDICT_BUDGET = 500_000;
    private static final String NO_SOLUTION = "The puzzle has no solution: the search will end without one. ";

    private final LoadedProblem loaded;
    private final ExactCoverProblem problem;
    private final EventWords words;
    private final StepWords steps;
    private final String verdict;

    public Narrator(LoadedProblem loaded) {
        this.loaded = loaded;
        this.problem = loaded.problem();
        SudokuReading sudoku = loaded.encoding() != null ? new SudokuReading(loaded.encoding()) : null;
        this.words = new EventWords(problem, sudoku, ProblemWords.of(problem, loaded.encoding()));
        this.steps = new StepWords(words);
        this.verdict = loaded.encoding() != null ? sudokuVerdict(loaded) : "";
    }

    /**
     * What a student asks first of a pasted puzzle, for the first line: does it have one
     * solution? Counted to 2 by the bitmask solver in a bounded effort (well under a
     * millisecond for a 9x9); empty when the count is not settled within it.
     */
    private static String sudokuVerdict(LoadedProblem loaded) {
        Grid puzzle = loaded.encoding().decode(loaded.forced());
        SolveResult result = new BitmaskSolver(puzzle.shape()).count(puzzle, 2, VERDICT_BUDGET);
        if (!result.complete()) {
            return "";
        }
        if (result.solutions() == 0) {
            return NO_SOLUTION;
        }
        return result.solutions() == 1 ? "The puzzle has exactly one solution. "
                : "The puzzle has more than one solution: the search will find them all. ";
    }

    /**
     * Which node numbers the picture shows: a node whose number it does not show is named by its
     * option and column instead ("hide the node of r1c4=2 from column r1#2"). All by default.
     */
    public void nodeNumbersShown(java.util.function.IntPredicate shown) {
        words.nodeNumbersShown(shown);
    }

    /**
     * Which items the picture shows (a lens shows a few of a large problem's): an item it does
     * not show is counted, not named ("cover 3 items"), and link changes around it are said in
     * words, not in its name (issue 25). All by default.
     */
    public void itemsShown(java.util.function.IntPredicate shown) {
        words.itemsShown(shown);
    }

    public Line describe(ReadOnlyPlayback playback) {
        words.at(playback.position());
        words.rule(playback.choice());
        Step step = playback.lastStep();
        boolean told = step != null && !step.isJump() && !step.isEmpty();
        if (!told) {
            return whereItStands(playback);
        }
        if (step.direction() == Direction.BACKWARD) {
            return back(playback);
        }
        return stepLine(step.events(), playback);
    }

    /**
     * After a step back: where the search now stands, in the words of the forward step that
     * leads there, "Back: " in front; at the start or at Ready, their own lines.
     */
    private Line back(ReadOnlyPlayback playback) {
        long position = playback.position();
        if (position == playback.setUpLength()) {
            return new Line("Back at " + readyLine().text(), Tone.PLAIN);
        }
        List<SearchEvent> into = position == 0 ? List.of() : playback.stepInto();
        Line here = into.isEmpty() ? whereItStands(playback) : stepLine(into, playback);
        return new Line("Back: " + lowerFirst(here.text()), here.tone());
    }

    /** A step's line, from its account: every clause it did, in order, and nothing else. */
    private Line stepLine(List<SearchEvent> events, ReadOnlyPlayback playback) {
        StepAccount account = StepAccount.of(events);
        boolean linkTerms = playback.lastStepSize() == StepSize.LINK;
        String text = steps.sentence(account, playback.torus(), linkTerms, playback.coveringItem(),
                playback.uncoveringItem());
        if (account.has(StepAccount.Kind.FINISHED)) {
            String end = complete(playback).text();
            // a run to the end is told by its end alone; a step by what it did, then the end
            text = text.isEmpty() || account.clauses().size() > StepWords.MAX_TOLD_CLAUSES ? end
                    : text + "; " + lowerFirst(end);
            return new Line(text, complete(playback).tone());
        }
        Tone tone = account.has(StepAccount.Kind.SOLUTION) ? Tone.SOLUTION
                : account.has(StepAccount.Kind.DEAD_END) ? Tone.DEAD_END : Tone.PLAIN;
        return new Line(text, tone);
    }

    /** After a jump: the start, Ready, the end, or the event the cursor stands after. */
    private Line whereItStands(ReadOnlyPlayback playback) {
        long position = playback.position();
        if (position == playback.setUpLength()) {
            return readyLine();
        }
        if (position == 0) {
            return new Line("The set-up: " + loaded.forced().length + " givens to place, one cover each; step forward "
                    + "to place them, or press Home for Ready.", Tone.PLAIN);
        }
        if (playback.isSearchComplete() && position == playback.recordedLength()) {
            return complete(playback);
        }
        SearchEvent last = playback.lastEvent();
        return last == null ? readyLine() : line(last, playback.torus());
    }

    /** The line at Ready; in the dead-end colour when the puzzle has no solution. */
    private Line readyLine() {
        int givens = loaded.forced().length;
        String placed = givens > 0 ? String.format("%,d givens placed (step back to watch them go in). ", givens) : "";
        String text = String.format("Ready: %,d items to cover with %,d options. ", problem.primaryCount(),
                problem.optionCount()) + placed + verdict + "Press Right to step, Space to play, L for what the marks mean.";
        return new Line(text, verdict.equals(NO_SOLUTION) ? Tone.DEAD_END : Tone.PLAIN);
    }

    /** The end of the search, with its count and DLX1's counters. */
    private Line complete(ReadOnlyPlayback playback) {
        long solutions = playback.solutions();
        String cleansings = playback.torus().hasColours() ? String.format(", %,d cleansings", playback.cleansings()) : "";
        return new Line(String.format("The search is complete: %s, %,d nodes, %,d updates%s.",
                EventWords.count(solutions, "solution"), playback.nodes(), playback.updates(), cleansings),
                solutions > 0 ? Tone.SOLUTION : Tone.DEAD_END);
    }

    private Line line(SearchEvent event, TorusView torus) {
        Tone tone = event instanceof SolutionFound ? Tone.SOLUTION
                : event instanceof DeadEnd ? Tone.DEAD_END : Tone.PLAIN;
        if (event instanceof ItemChosen chosen && chosen.length() == 0) {
            tone = Tone.DEAD_END;
        }
        return new Line(words.describe(event, torus), tone);
    }

    /** One event in words (for tests and the window's other lines). */
    public String describe(SearchEvent event, TorusView torus) {
        return words.describe(event, torus);
    }

    /**
     * The sentence with its first word in lower case, to follow a semicolon: "then r3c5 can only
     * be 7". Only an ordinary word is lowered; a name or a digit ("C has one place left") keeps
     * the case the grid writes it in.
     */
    static String lowerFirst(String text) {
        if (text.length() < 2 || !Character.isUpperCase(text.charAt(0)) || !Character.isLowerCase(text.charAt(1))) {
            return text;
        }
        return Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
