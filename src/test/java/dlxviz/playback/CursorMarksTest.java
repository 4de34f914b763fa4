package dlxviz.playback;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.SudokuEncoding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Playback's marks at the cursor (chosen, tried, covered by level, givens), checked at every
 * event against an independent tracker that follows the events one by one, forwards and back.
 */
class CursorMarksTest {

    private static String state(CursorMarks marks, int items) {
        StringBuilder text = new StringBuilder();
        text.append(marks.level()).append('/').append(marks.chosenItem()).append('/').append(marks.triedOption())
                .append('/').append(Arrays.toString(marks.placedOptions())).append('/');
        for (int i = 1; i <= items; i++) {
            text.append(marks.coveredLevel(i)).append(',');
        }
        return text.toString();
    }

    private static String state(Tracker marks, int items) {
        StringBuilder text = new StringBuilder();
        text.append(marks.level()).append('/').append(marks.chosenItem()).append('/').append(marks.triedOption())
                .append('/').append(Arrays.toString(marks.placed())).append('/');
        for (int i = 1; i <= items; i++) {
            text.append(marks.coveredLevel[i]).append(',');
        }
        return text.toString();
    }

    @Test
    void followsTheSearchAndEverySolutionIsThePartialSolutionWhenFound() {
        for (ExactCoverProblem problem : List.of(TestProblems.knuth(), TestProblems.matrix4x4(), TestProblems.queens(5))) {
            Playback playback = new Playback(problem);
            int solutions = 0;
            while (playback.canStepForward()) {
                Step step = playback.stepForward(StepSize.LINK);
                CursorMarks marks = playback.marks();
                SearchEvent event = step.lastEvent();
                if (event instanceof ItemChosen chosen) {
                    assertEquals(chosen.item(), marks.chosenItem());
                    assertEquals(chosen.level(), marks.level());
                }
                if (event instanceof SolutionFound found) {
                    int[] expected = found.options().clone();
                    int[] actual = marks.placedOptions();
                    Arrays.sort(expected);
                    Arrays.sort(actual);
                    assertArrayEquals(expected, actual);
                    assertEquals(true, marks.isSolution());
                    solutions++;
                } else {
                    assertEquals(false, marks.isSolution(), "not on a solution after " + event);
                }
            }
            assertEquals(playback.solutions(), solutions);
            assertEquals(-1, playback.marks().level(), "nothing chosen at the end");
        }
    }

    @Test
    void steppingBackGivesBackEveryMarkSeenOnTheWay() {
        ExactCoverProblem problem = TestProblems.knuth();
        Playback playback = new Playback(problem);
        List<String> seen = new ArrayList<>();
        seen.add(state(playback.marks(), problem.itemCount()));
        while (playback.canStepForward()) {
            playback.stepForward(StepSize.LINK);
            seen.add(state(playback.marks(), problem.itemCount()));
        }
        for (int i = seen.size() - 2; i >= 0; i--) {
            playback.stepBack(StepSize.LINK);
            assertEquals(seen.get(i), state(playback.marks(), problem.itemCount()), "back at step " + i);
        }
    }

    @Test
    void givensAreAllPlacedAtLevelMinusOne() {
        // AI Escargot (Arto Inkala, 2006): 23 givens
        Grid puzzle = Grid.of(AI_ESCARGOT.chars().map(c -> c == '.' ? 0 : c - '0').toArray());
        SudokuEncoding encoding = SudokuEncoding.full(puzzle.shape());
        int[] givens = encoding.givenOptions(puzzle);
        Playback playback = new Playback(encoding.problem(), ItemChoice.MIN_LENGTH, givens);
        while (playback.forcedOptions().length < givens.length || playback.isSettingUp()) {
            playback.stepForward(StepSize.COVER);
        }
        CursorMarks marks = playback.marks();
        assertEquals(23, givens.length);
        for (int given : givens) {
            assertEquals(-1, marks.levelOfOption(given));
        }
        assertEquals(-1, marks.coveredLevel(encoding.cellItem(0, 0)), "r1c1 holds a given");
    }

    private static final String AI_ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    @Test
    void marksAtTheCursorMatchThoseFollowedFromTheEvents() {
        for (ExactCoverProblem problem : List.of(TestProblems.knuth(), TestProblems.queens(6),
                SudokuEncoding.full(BoxShape.forSize(4)).problem())) {
            Playback playback = new Playback(problem);
            Tracker tracker = new Tracker(problem.itemCount(), problem.primaryCount());
            int compared = 0;
            while (playback.canStepForward() && compared < 3000) {
                Step step = playback.stepForward(StepSize.LINK);
                for (SearchEvent event : step.events()) {
                    tracker.apply(event);
                }
                SearchEvent last = step.lastEvent();
                if (last instanceof ItemCovered || last instanceof HeaderRelinked) {
                    // the tracker marks a cover from its first event to its last; the torus only
                    // while the header is out: they differ for one micro-step at each end
                    continue;
                }
                assertEquals(state(tracker, problem.itemCount()), state(playback.marks(), problem.itemCount()),
                        "after " + last);
                compared++;
            }
        }
    }

    @Test
    void atEveryChoiceAnOptionIsHiddenExactlyWhenItClashesWithThePartialSolution() {
        for (ExactCoverProblem problem : List.of(TestProblems.knuth(), TestProblems.matrix4x4(), TestProblems.queens(6))) {
            Playback playback = new Playback(problem);
            while (playback.canStepForward()) {
                playback.stepForward(StepSize.CHOICE);
                CursorMarks marks = playback.marks();
                int[] placed = marks.placedOptions();
                int[] chosen = playback.chosenItems();
                int[] stack = playback.partialSolution();
                for (int option = 1; option <= problem.optionCount(); option++) {
                    final int k = option;
                    boolean isPlaced = Arrays.stream(placed).anyMatch(o -> o == k);
                    boolean clashes = false;
                    for (int p : placed) {
                        clashes |= shares(problem.option(k), problem.option(p));
                    }
                    // waiting in the column of the item chosen at level j: it holds that item and
                    // nothing covered before it (the givens' items, the options tried above level j)
                    boolean waits = false;
                    for (int j = 0; j < chosen.length; j++) {
                        boolean holdsChosen = shares(problem.option(k), new int[] {chosen[j]});
                        boolean hitEarlier = false;
                        for (int level = 0; level < j && level < stack.length; level++) {
                            hitEarlier |= shares(problem.option(k), problem.option(stack[level]));
                        }
                        waits |= holdsChosen && !hitEarlier;
                    }
                    CursorMarks.OptionState expected = isPlaced ? CursorMarks.OptionState.PLACED
                            : waits ? CursorMarks.OptionState.WAITING
                            : clashes ? CursorMarks.OptionState.HIDDEN : CursorMarks.OptionState.LIVE;
                    assertEquals(expected, marks.optionState(option), problem.optionLabel(option) + " at " + playback.position());
                }
                boolean deadEnd = playback.chosenItem() > 0 && playback.torus().length(playback.chosenItem()) == 0
                        && !marks.isSolution();
                assertEquals(deadEnd, marks.isDeadEnd(), "dead end at " + playback.position());
            }
        }
    }

    @Test
    void atKnuthsDeadEndTheOptionsThatClashAreHiddenAndTheOthersOfAChosenItemWait() {
        ExactCoverProblem knuth = TestProblems.knuth(); // options: 1 CEF, 2 ADG, 3 BCF, 4 AD, 5 BG, 6 DEG
        Playback playback = new Playback(knuth);
        while (!(playback.stepForward(StepSize.LINK).lastEvent() instanceof dlxviz.events.DeadEnd)) {
            assertTrue(playback.canStepForward(), "Knuth's example reaches a dead end at level 2");
        }
        CursorMarks marks = playback.marks();
        assertTrue(marks.isDeadEnd());
        assertEquals(CursorMarks.OptionState.PLACED, marks.optionState(2));
        assertEquals(CursorMarks.OptionState.PLACED, marks.optionState(3));
        assertEquals(CursorMarks.OptionState.HIDDEN, marks.optionState(1), "C E F clashes with B C F, though E is chosen");
        assertEquals(CursorMarks.OptionState.HIDDEN, marks.optionState(6), "D E G clashes with A D G");
        assertEquals(CursorMarks.OptionState.WAITING, marks.optionState(4), "A D waits its turn at level 0");
        assertEquals(CursorMarks.OptionState.HIDDEN, marks.optionState(5),
                "B G left B's column when G was covered at level 0, before B was chosen");
    }

    @Test
    void anOptionIsStruckOnlyOnceACoverHasUnlinkedIt() {
        ExactCoverProblem matrix = TestProblems.matrix4x4(); // rows 1 {c2}, 2 {c1}, 3 {c1 c2 c3}, 4 {c3 c4}
        Playback playback = new Playback(matrix);
        Step step;
        do { // to the link step that unlinks c3's header, as row 4 is tried
            step = playback.stepForward(StepSize.LINK);
        } while (!(step.lastEvent() instanceof dlxviz.events.HeaderUnlinked h && h.item() == 3));
        assertEquals(CursorMarks.OptionState.LIVE, playback.marks().optionState(3),
                "row 3's nodes are all still in their columns: not yet hidden");
        playback.stepForward(StepSize.LINK); // hide a node of row 3
        assertEquals(CursorMarks.OptionState.HIDDEN, playback.marks().optionState(3));
        assertEquals(CursorMarks.OptionState.PLACED, playback.marks().optionState(4));
    }

    private static boolean shares(int[] items, int[] others) {
        for (int a : items) {
            for (int b : others) {
                if (a == b && a != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The marks followed event by event, as the links view once kept them: an independent
     * account to check playback's, which derives them from the torus and the search context.
     */
    private static final class Tracker {
        final int[] coveredLevel;
        final int[] chosenAt;
        final int[] triedAt;

        Tracker(int items, int primaries) {
            coveredLevel = new int[items + 1];
            chosenAt = new int[primaries + 3];
            triedAt = new int[primaries + 3];
            Arrays.fill(coveredLevel, CursorMarks.NOT_COVERED);
        }

        void apply(SearchEvent event) {
            if (event instanceof ItemChosen e) {
                chosenAt[e.level() + 1] = e.item();
            } else if (event instanceof ItemCovered e) {
                coveredLevel[e.item()] = e.level();
            } else if (event instanceof ItemUncovered e) {
                coveredLevel[e.item()] = CursorMarks.NOT_COVERED;
                if (triedAt[e.level() + 1] == 0 && e.level() >= 0) {
                    chosenAt[e.level() + 1] = 0; // the chosen item's own uncover, backing up from this level
                }
            } else if (event instanceof OptionTried e && e.level() >= 0) {
                triedAt[e.level() + 1] = e.option();
            } else if (event instanceof OptionRetracted e) {
                triedAt[e.level() + 1] = 0;
            }
        }

        int level() {
            for (int l = chosenAt.length - 1; l >= 1; l--) {
                if (chosenAt[l] != 0) {
                    return l - 1;
                }
            }
            return -1;
        }

        int chosenItem() {
            int level = level();
            return level < 0 ? 0 : chosenAt[level + 1];
        }

        int triedOption() {
            int level = level();
            return level < 0 ? 0 : triedAt[level + 1];
        }

        int[] placed() {
            return Arrays.stream(triedAt).filter(o -> o != 0).toArray();
        }
    }
}
