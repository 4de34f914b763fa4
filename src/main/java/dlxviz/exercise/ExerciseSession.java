package dlxviz.exercise;

import dlxviz.engine.TorusView;
import dlxviz.events.DeadEnd;
import dlxviz.events.EventKind;
import dlxviz.events.ItemChosen;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.events.SolutionFound;
import dlxviz.playback.Playback;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The student performs Algorithm X and the engine checks each move: the search waits at each
 * event the exercise asks for (a choice, a header, a node), a right move performs it, a wrong
 * one gets a reason, and after {@link #TRIES} wrong moves the model answer is performed and the
 * step counts as helped. Events the student is not asked for (covers' start and end marks, dead
 * ends, solutions, and at a coarser detail the links themselves) play by themselves.
 *
 * <p>Nothing here runs on its own: the caller (a test, the app's view model) makes the moves.
 */
public final class ExerciseSession {
    /** Wrong moves allowed for a step before its model answer is given. */
    public static final int TRIES = 2;

    private final Exercise exercise;
    private final EventCursor cursor;
    private final LongSupplier millis;
    private final Set<EventKind> asked;
    private final Choreography dance;
    private final Reasons reasons;
    private final Words words;
    private final List<StepRecord> records = new ArrayList<>();
    private final List<StepRecord.Answer> answers = new ArrayList<>();
    private final List<SearchEvent> performed = new ArrayList<>();
    private SearchEvent expected;
    private long askedAt;
    private boolean finished;
    private String news = "";

    /** An exercise on a playback of its own. */
    public static ExerciseSession start(Exercise exercise, LongSupplier millis) {
        return start(exercise, new int[0], millis);
    }

    /** An exercise on a playback of its own, after {@code forced} options (a sudoku's givens). */
    public static ExerciseSession start(Exercise exercise, int[] forced, LongSupplier millis) {
        return new ExerciseSession(exercise, new PlaybackCursor(new Playback(exercise.problem(), Exercise.RULE, forced)),
                millis);
    }

    /**
     * An exercise on {@code cursor}, which must stand where the search begins (the app's cursor at
     * the end of its set-up); {@code millis} is the clock of the time per step.
     */
    public ExerciseSession(Exercise exercise, EventCursor cursor, LongSupplier millis) {
        this.exercise = exercise;
        this.cursor = cursor;
        this.millis = millis;
        this.asked = exercise.asked();
        this.dance = new Choreography(cursor.torus());
        this.reasons = new Reasons(cursor.torus(), dance, Exercise.RULE);
        this.words = new Words(cursor.torus());
        List<SearchEvent> played = new ArrayList<>();
        playUntilAsked(played);
        performed.addAll(played);
    }

    public Exercise exercise() {
        return exercise;
    }

    public TorusView torus() {
        return cursor.torus();
    }

    public boolean isFinished() {
        return finished;
    }

    /** The engine's next event, which the student is to perform; null when the exercise is over. */
    public SearchEvent expected() {
        return expected;
    }

    /** Wrong moves made so far for the step now asked. */
    public int wrongTriesNow() {
        return answers.size();
    }

    /** Every event performed since the start, the student's and the ones that played by themselves. */
    public List<SearchEvent> performed() {
        return List.copyOf(performed);
    }

    public List<StepRecord> steps() {
        return List.copyOf(records);
    }

    public Score score() {
        return Score.of(records);
    }

    /** What happened by itself before the step now asked (a dead end, a solution), or empty. */
    public String news() {
        return news;
    }

    /** The results to save: {@code started} is when the exercise began, ISO-8601 UTC. */
    public ExerciseResults results(String student, String started) {
        return new ExerciseResults(student, exercise.name(), exercise.seed(), exercise.detail().label(),
                dlxviz.problems.Dlx1Format.toText(exercise.problem()), started, records);
    }

    /** What the student is to do now, in a short line, without giving the answer away; the score at the end. */
    public String prompt() {
        if (finished) {
            return "Done. " + scoreSentence();
        }
        EventKind kind = expected.kind();
        if (kind == EventKind.ITEM_CHOSEN) {
            return "Level " + ((ItemChosen) expected).level() + ": choose the item to branch on.";
        }
        if (kind == EventKind.OPTION_TRIED) {
            return "Try an option of " + words.item(cursor.torus().top(((OptionTried) expected).node()))
                    + ": click one of its nodes.";
        }
        String what = exercise.detail() == dlxviz.playback.StepSize.LINK ? "header or node" : "header";
        if (kind == EventKind.HEADER_UNLINKED || kind == EventKind.NODE_HIDDEN) {
            return "Cover: the next " + what + " to take out.";
        }
        return "Uncover: the next " + what + " to put back.";
    }

    /** "Score: 8 of 12 steps right first time, 0 helped, 4 wrong tries, 3.1 s a step." */
    public String scoreSentence() {
        Score s = score();
        return "Score: " + s.rightFirstTime() + " of " + s.steps() + " steps right first time, " + s.helped()
                + " helped, " + s.wrongTries() + " wrong tries, " + s.secondsPerStep() + " s a step.";
    }

    /** The task of the step now asked, in the results file's words ("hide node"). */
    public String task() {
        return finished ? "" : task(expected.kind());
    }

    /** Checks the student's move against the engine's next event. */
    public Verdict answer(Move move) {
        if (finished) {
            throw new IllegalStateException("the exercise is over");
        }
        if (reasons.matches(expected, move)) {
            answers.add(new StepRecord.Answer(move.words(cursor.torus().problem()), true, ""));
            return perform(Verdict.Outcome.RIGHT, "", StepRecord.RIGHT);
        }
        String why = reasons.why(expected, move);
        answers.add(new StepRecord.Answer(move.words(cursor.torus().problem()), false, why));
        if (answers.size() < TRIES) {
            return new Verdict(Verdict.Outcome.WRONG, why, "", List.of(), "");
        }
        return perform(Verdict.Outcome.HELPED, why, StepRecord.HELPED);
    }

    /** The student asks for the answer: the model answer is performed and the step counts as helped. */
    public Verdict showMe() {
        if (finished) {
            throw new IllegalStateException("the exercise is over");
        }
        return perform(Verdict.Outcome.HELPED, "", StepRecord.HELPED);
    }

    /** The move that is right now (for a scripted student, and for the app to point at when helped). */
    public Move rightMove() {
        return finished ? null : Reasons.rightMove(expected);
    }

    private Verdict perform(Verdict.Outcome outcome, String reason, String verdict) {
        String model = outcome == Verdict.Outcome.HELPED ? words.modelAnswer(expected) : "";
        long now = millis.getAsLong();
        records.add(new StepRecord(records.size() + 1, task(expected.kind()), words.modelAnswer(expected),
                answers, verdict, Math.max(0, now - askedAt)));
        answers.clear();
        List<SearchEvent> played = new ArrayList<>();
        news = "";
        playOne(played);
        playUntilAsked(played);
        performed.addAll(played);
        return new Verdict(outcome, reason, model, played, news);
    }

    private void playOne(List<SearchEvent> played) {
        SearchEvent event = cursor.peek();
        dance.before(event);
        cursor.advance();
        played.add(event);
        if (event instanceof SolutionFound solution) {
            tell("Solution " + solution.number() + " found: " + optionList(solution.options()) + ".");
            finished |= !exercise.wholeSearch();
        } else if (event instanceof DeadEnd dead) {
            tell("Dead end: " + words.item(dead.item()) + " has no option left; back up.");
        }
    }

    private void tell(String sentence) {
        news = news.isEmpty() ? sentence : news + " " + sentence;
    }

    /**
     * Why {@code move} would be wrong now, or null when it is right; records nothing (tests try
     * every move against every step with it).
     */
    String judge(Move move) {
        return reasons.matches(expected, move) ? null : reasons.why(expected, move);
    }

    /** Plays the events nobody is asked for, up to the next asked one or the end. */
    private void playUntilAsked(List<SearchEvent> played) {
        while (!finished) {
            SearchEvent next = cursor.peek();
            if (next == null) {
                finished = true;
            } else if (asked.contains(next.kind())) {
                expected = next;
                askedAt = millis.getAsLong();
                return;
            } else {
                playOne(played);
            }
        }
        expected = null;
    }

    private static String task(EventKind kind) {
        switch (kind) {
            case ITEM_CHOSEN:
                return "choose item";
            case OPTION_TRIED:
                return "try option";
            case HEADER_UNLINKED:
                return "unlink header";
            case HEADER_RELINKED:
                return "relink header";
            case NODE_HIDDEN:
                return "hide node";
            default:
                return "restore node";
        }
    }

    /** The options of a solution by their items, as the narration names them: "B G, A C D, E F". */
    private String optionList(int[] options) {
        StringBuilder text = new StringBuilder();
        for (int option : options) {
            text.append(text.length() == 0 ? "" : ", ").append(cursor.torus().problem().optionLabel(option));
        }
        return text.toString();
    }
}
