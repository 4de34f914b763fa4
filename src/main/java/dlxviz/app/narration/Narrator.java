package dlxviz.app.narration;

import dlxviz.app.session.LoadedProblem;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.TorusView;
import dlxviz.events.DeadEnd;
import dlxviz.events.HeaderRelinked;
import dlxviz.events.HeaderUnlinked;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.ItemUncovered;
import dlxviz.events.NodeHidden;
import dlxviz.events.NodeRestored;
import dlxviz.events.OptionRetracted;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SearchFinished;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Direction;
import dlxviz.playback.ReadOnlyPlayback;
import dlxviz.playback.Step;
import dlxviz.sudoku.BitmaskSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.SolveResult;
import java.util.List;

/**
 * The one line under the picture that says in words what the last step did: "Level 1: try
 * option A D", "r3c5 can only be 7: a naked single", "Solution 1: ...". A step of many events is
 * told by its most telling event (a solution over a dead end over an option tried over an item
 * chosen over a cover over a single link).
 */
public final class Narrator {
    /** How the line is shown (css classes {@code solution}, {@code dead-end}). */
    public enum Tone { PLAIN, SOLUTION, DEAD_END }

    public record Line(String text, Tone tone) {
    }

    private static final int MAX_LISTED_OPTIONS = 8;
    /**
     * Work allowed for the first line's solution count, which runs on the FX thread as a puzzle
     * loads: at most about 30 ms here. Any 9x9 settles far within it; a hard 16x16 or 25x25 may
     * not, and then the line says nothing about solutions.
     */
    private static final long VERDICT_BUDGET = 500_000;

    private final LoadedProblem loaded;
    private final ExactCoverProblem problem;
    private final SudokuReading sudoku;
    private final String verdict;
    private static final String NO_SOLUTION = "The puzzle has no solution: the search will end without one. ";

    public Narrator(LoadedProblem loaded) {
        this.loaded = loaded;
        this.problem = loaded.problem();
        this.sudoku = loaded.encoding() != null ? new SudokuReading(loaded.encoding()) : null;
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

    public Line describe(ReadOnlyPlayback playback) {
        Step step = playback.lastStep();
        TorusView torus = playback.torus();
        boolean told = step != null && !step.isJump() && !step.isEmpty();
        if (playback.position() == 0 && !told) {
            return startLine();
        }
        if (!told) {
            SearchEvent last = playback.lastEvent();
            // a jump (seek, or a step too long to list): tell the event the cursor stands after
            return last == null ? startLine() : line("", last, torus);
        }
        List<SearchEvent> events = step.events();
        SearchEvent key = mostTelling(events);
        if (step.direction() == Direction.BACKWARD) {
            String where = playback.position() == 0 ? " (back at the start)" : "";
            return new Line("Back: undid \"" + describe(key, torus) + "\"" + where, Tone.PLAIN);
        }
        Line main = line("", key, torus);
        if (key instanceof OptionTried tried && tried.level() >= 0) {
            int at = events.indexOf(key);
            ItemChosen before = lastOf(events.subList(0, at), ItemChosen.class);
            ItemChosen after = lastOf(events.subList(at, events.size()), ItemChosen.class);
            String text = before == null ? main.text()
                    : choice(before, torus, tried.option()) + "; try " + option(tried.option());
            if (after != null) {
                text += "; then " + lowerFirst(choice(after, torus, 0));
            }
            return new Line(text, main.tone());
        }
        return main;
    }

    /** The line before any step; in the dead-end colour when the puzzle has no solution. */
    private Line startLine() {
        return new Line(start(), verdict.equals(NO_SOLUTION) ? Tone.DEAD_END : Tone.PLAIN);
    }

    private String start() {
        int givens = loaded.forced().length;
        String setUp = givens > 0 ? givens + " givens to place first, then the search. " : "";
        return "Ready: " + problem.primaryCount() + " items to cover with " + problem.optionCount()
                + " options. " + setUp + verdict + "Press Right to step, Space to play.";
    }

    private Line line(String prefix, SearchEvent event, TorusView torus) {
        Tone tone = event instanceof SolutionFound ? Tone.SOLUTION
                : event instanceof DeadEnd ? Tone.DEAD_END : Tone.PLAIN;
        if (event instanceof ItemChosen chosen && chosen.length() == 0) {
            tone = Tone.DEAD_END;
        }
        return new Line(prefix + describe(event, torus), tone);
    }

    /** The event that best tells what a step did. */
    static SearchEvent mostTelling(List<SearchEvent> events) {
        SearchEvent best = null;
        int bestRank = -1;
        for (SearchEvent event : events) {
            int rank = rank(event);
            if (rank > bestRank) {
                best = event;
                bestRank = rank;
            }
        }
        return best;
    }

    private static int rank(SearchEvent event) {
        switch (event.kind()) {
            case SOLUTION_FOUND:
                return 9;
            case DEAD_END:
                return 8;
            case SEARCH_FINISHED:
                return 7;
            case OPTION_TRIED:
            case OPTION_RETRACTED:
                return 6;
            case ITEM_CHOSEN:
                return 5;
            case ITEM_COVERED:
            case ITEM_UNCOVERED:
                return 4;
            default:
                return 1;
        }
    }

    /** One event in words. */
    public String describe(SearchEvent event, TorusView torus) {
        if (event instanceof ItemChosen e) {
            return choice(e, torus, 0);
        }
        return describeOther(event, torus);
    }

    private String choice(ItemChosen e, TorusView torus, int knownOption) {
        if (sudoku != null) {
            String reading = sudoku.readChoice(e, torus, knownOption);
            if (reading != null) {
                return reading;
            }
        }
        if (e.length() == 0) {
            return "Level " + e.level() + ": item " + item(e.item()) + " has no option left, so this branch fails";
        }
        return "Level " + e.level() + ": choose item " + item(e.item()) + ", it has the fewest options ("
                + e.length() + ")";
    }

    private String describeOther(SearchEvent event, TorusView torus) {
        if (event instanceof OptionTried e) {
            if (e.level() < 0) {
                return "Place the given " + option(e.option()) + ": cover its items";
            }
            return "Level " + e.level() + ": try option " + option(e.option()) + " and cover its other items";
        }
        if (event instanceof OptionRetracted e) {
            if (e.level() < 0) {
                return "Take back the given " + option(e.option());
            }
            return "Level " + e.level() + ": take back option " + option(e.option()) + " (its items uncovered)";
        }
        if (event instanceof ItemCovered e) {
            return "Cover item " + item(e.item()) + ": unlink its header, hide the other nodes of its options";
        }
        if (event instanceof ItemUncovered e) {
            return "Item " + item(e.item()) + " uncovered: its nodes and header are back";
        }
        if (event instanceof HeaderUnlinked e) {
            return "Unlink header " + item(e.item()) + ": R[" + itemOrRoot(e.left(), torus) + "] = "
                    + itemOrRoot(e.right(), torus) + ", L[" + itemOrRoot(e.right(), torus) + "] = " + itemOrRoot(e.left(), torus);
        }
        if (event instanceof HeaderRelinked e) {
            return "Relink header " + item(e.item()) + " between " + itemOrRoot(e.left(), torus) + " and "
                    + itemOrRoot(e.right(), torus) + ", using its own untouched links";
        }
        if (event instanceof NodeHidden e) {
            return "Hide node " + e.node() + " (option " + option(torus.optionOf(e.node())) + ") from column "
                    + item(e.item()) + ": D[" + node(e.up(), torus) + "] = " + node(e.down(), torus)
                    + ", U[" + node(e.down(), torus) + "] = " + node(e.up(), torus);
        }
        if (event instanceof NodeRestored e) {
            return "Restore node " + e.node() + " (option " + option(torus.optionOf(e.node())) + ") to column "
                    + item(e.item()) + ": it still points at " + node(e.up(), torus) + " and " + node(e.down(), torus);
        }
        if (event instanceof DeadEnd e) {
            return "Dead end at level " + e.level() + ": item " + item(e.item()) + " has no option left; back up";
        }
        if (event instanceof SolutionFound e) {
            return "Solution " + e.number() + ": " + options(e.options());
        }
        if (event instanceof SearchFinished e) {
            return "Search finished: " + e.solutions() + (e.solutions() == 1 ? " solution" : " solutions") + " in all";
        }
        return String.valueOf(event);
    }

    private String options(int[] options) {
        if (sudoku != null) {
            return "every cell is filled (" + options.length + " digits placed by the search)";
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < options.length && i < MAX_LISTED_OPTIONS; i++) {
            text.append(i == 0 ? "" : ", ").append(option(options[i]));
        }
        if (options.length > MAX_LISTED_OPTIONS) {
            text.append(", … (").append(options.length).append(" options)");
        }
        return text.toString();
    }

    private String item(int item) {
        return problem.itemName(item);
    }

    private String option(int option) {
        return option >= 1 && option <= problem.optionCount() ? problem.optionLabel(option) : "#" + option;
    }

    private String itemOrRoot(int item, TorusView torus) {
        if (item == 0 || item == torus.secondaryRoot()) {
            return "root";
        }
        return item(item);
    }

    private String node(int node, TorusView torus) {
        return torus.isHeader(node) ? "header " + item(node) : Integer.toString(node);
    }

    private static <T> T lastOf(List<SearchEvent> events, Class<T> type) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (type.isInstance(events.get(i))) {
                return type.cast(events.get(i));
            }
        }
        return null;
    }

    private static String lowerFirst(String text) {
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
