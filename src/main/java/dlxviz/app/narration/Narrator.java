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
import dlxviz.sudoku.BitmaskSolver;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.SolveResult;
import java.util.List;

/**
 * The one line under the picture that says in words what the last step did: "Level 1: try
 * option A D", "r3c5 can only be 7: a naked single", "Solution 1: ...". A step of one link
 * change (step size link) tells that change in the link operations' terms, after the choice or
 * cover it belongs to; a longer step is told by its most telling event (the end of the search
 * over a solution over a dead end over an option tried over an item chosen over a cover over a
 * single link). Where the cursor jumped (a seek, Ready), the line says where it stands.
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
    private final String verdict;

    public Narrator(LoadedProblem loaded) {
        this.loaded = loaded;
        this.problem = loaded.problem();
        SudokuReading sudoku = loaded.encoding() != null ? new SudokuReading(loaded.encoding()) : null;
        this.words = new EventWords(problem, sudoku, ProblemWords.of(problem, loaded.encoding()));
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
        words.at(playback.position());
        words.rule(playback.choice());
        Step step = playback.lastStep();
        TorusView torus = playback.torus();
        boolean told = step != null && !step.isJump() && !step.isEmpty();
        if (!told) {
            return whereItStands(playback);
        }
        List<SearchEvent> events = step.events();
        if (step.direction() == Direction.BACKWARD) {
            String where = playback.position() == 0 ? " (back at the start)"
                    : playback.position() == playback.setUpLength() ? " (back at Ready)" : "";
            return new Line("Back: undid \"" + words.describe(mostTelling(events), torus) + "\"" + where, Tone.PLAIN);
        }
        if (lastOf(events, SearchFinished.class) != null) {
            return complete(playback);
        }
        if (linkChanges(events) == 1 && lastOf(events, SolutionFound.class) == null && lastOf(events, DeadEnd.class) == null) {
            return linkStep(events, torus);
        }
        SearchEvent key = mostTelling(events);
        Line main = line(key, torus);
        if (key instanceof OptionTried tried && tried.level() >= 0) {
            int at = events.indexOf(key);
            ItemChosen before = lastOf(events.subList(0, at), ItemChosen.class);
            ItemChosen after = lastOf(events.subList(at, events.size()), ItemChosen.class);
            String text = before == null ? main.text()
                    : words.choice(before, torus, tried.option()) + "; try " + words.option(tried.option());
            if (after != null) {
                text += "; then " + lowerFirst(words.choice(after, torus, 0));
            }
            return new Line(text, main.tone());
        }
        return main;
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

    /**
     * A step of one link change: the markers it carries (a choice, a cover, an option tried) and
     * then the change itself, in link terms.
     */
    private Line linkStep(List<SearchEvent> events, TorusView torus) {
        StringBuilder text = new StringBuilder();
        String pending = null; // a link change not written yet: it goes before the next marker
        boolean changed = false; // a link change came earlier in this step
        for (SearchEvent event : events) {
            String link = words.link(event, torus);
            if (link != null) {
                pending = link;
                changed = true;
                continue;
            }
            String sentence;
            if (event instanceof ItemChosen chosen) {
                sentence = words.choice(chosen, torus, 0);
            } else if (event instanceof ItemCovered covered) {
                sentence = "cover " + words.item(covered.item());
            } else if (event instanceof ItemUncovered uncovered) {
                sentence = changed ? "item " + words.item(uncovered.item()) + " is uncovered"
                        : "uncover " + words.item(uncovered.item());
            } else {
                sentence = lowerFirst(words.describe(event, torus));
            }
            if (pending != null) {
                text.append(text.length() == 0 ? capitalised(pending) : "; " + pending);
                pending = null;
            }
            text.append(text.length() == 0 ? capitalised(sentence) : "; " + sentence);
        }
        if (pending != null) {
            text.append(text.length() == 0 ? capitalised(pending) : " \u2014 " + pending);
        }
        Tone tone = lastOf(events, ItemChosen.class) != null && lastOf(events, ItemChosen.class).length() == 0
                ? Tone.DEAD_END : Tone.PLAIN;
        return new Line(text.toString(), tone);
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

    private static int linkChanges(List<SearchEvent> events) {
        int changes = 0;
        for (SearchEvent event : events) {
            changes += event instanceof TorusChange ? 1 : 0;
        }
        return changes;
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
            case SEARCH_FINISHED:
                return 10;
            case SOLUTION_FOUND:
                return 9;
            case DEAD_END:
                return 8;
            case OPTION_TRIED:
            case OPTION_RETRACTED:
                return 6;
            case ITEM_CHOSEN:
                return 5;
            case ITEM_COVERED:
            case ITEM_UNCOVERED:
            case ITEM_PURIFIED:
            case ITEM_UNPURIFIED:
                return 4;
            default:
                return 1;
        }
    }

    private static <T> T lastOf(List<SearchEvent> events, Class<T> type) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (type.isInstance(events.get(i))) {
                return type.cast(events.get(i));
            }
        }
        return null;
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
