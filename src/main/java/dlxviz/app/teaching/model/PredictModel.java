package dlxviz.app.teaching.model;

import dlxviz.app.hover.Highlight;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.engine.ItemChoice;
import dlxviz.engine.TorusView;
import dlxviz.events.ItemChosen;
import dlxviz.events.ItemCovered;
import dlxviz.events.OptionTried;
import dlxviz.events.SearchEvent;
import dlxviz.playback.Pause;
import dlxviz.playback.ReadOnlyPlayback;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * Predict, then see: before each decision of the search the student says what Algorithm X will do
 * (which item it chooses, which option it tries first), by clicking or typing; the answer is shown
 * with its reason and counted in a running score. The window's cursor asks {@link #holds()}
 * before a step forward and calls {@link #arrive} after every move. FX thread only.
 */
public final class PredictModel {
    /**
     * What a question asks for: the item chosen, the option tried first, an item's length after a
     * cover; or a lesson's own question (OPEN), in the teacher's words, which the class answers
     * aloud: nothing is judged, and the next step shows what the search does.
     */
    public enum Kind { ITEM, FIRST_OPTION, LENGTH, OPEN }

    /**
     * A question at {@code position}: its kind, the words that ask it, the right answer (an item
     * or an option), and the reason, said once it is answered; {@code item} is the chosen item a
     * first-option question is about (0 for an item question).
     */
    public record Question(Kind kind, long position, String prompt, int answer, String answerName, String reason,
                           int item) {
    }

    /** How an answer went, in words, and whether it counted as right. */
    public record Verdict(boolean right, boolean scored, String text) {
    }

    private final BooleanProperty on = new SimpleBooleanProperty(this, "on", false);
    private final BooleanProperty askLengths = new SimpleBooleanProperty(this, "askLengths", false);
    private final ReadOnlyObjectWrapper<Question> question = new ReadOnlyObjectWrapper<>(this, "question");
    private final ReadOnlyObjectWrapper<Verdict> verdict = new ReadOnlyObjectWrapper<>(this, "verdict");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper(this, "hint", "");
    private final ReadOnlyIntegerWrapper asked = new ReadOnlyIntegerWrapper(this, "asked");
    private final ReadOnlyIntegerWrapper right = new ReadOnlyIntegerWrapper(this, "right");
    /** Positions whose question was answered (or skipped): never asked again in this problem. */
    private final Set<Long> settled = new HashSet<>();
    private ReadOnlyPlayback playback;
    private ItemChoice rule = ItemChoice.MIN_LENGTH;
    /** A lesson's question ({@link #lessonAsks}) and the position it is asked at; null for none. */
    private String lessonWords;
    private long lessonAt = -1;

    public PredictModel() {
        askLengths.addListener((obs, before, now) -> {
            if (playback != null && on.get()) {
                question.set(null);
                arrive(playback);
            }
        });
        on.addListener((obs, before, now) -> {
            if (!now) {
                question.set(null);
                verdict.set(null);
            } else if (playback != null) {
                arrive(playback);
            }
        });
    }

    /** A new problem (or the same one under another rule): the score starts again. */
    public void restart(ReadOnlyPlayback newPlayback, ItemChoice newRule) {
        playback = newPlayback;
        rule = newRule == null ? ItemChoice.MIN_LENGTH : newRule;
        settled.clear();
        lessonWords = null; // asked of the problem shown before
        asked.set(0);
        right.set(0);
        question.set(null);
        verdict.set(null);
    }

    // ------------------------------------------------------------------ the cursor's side

    /** Where a step forward stops in predict mode: before each question this mode may ask. */
    public Set<Pause> pauses() {
        if (!on.get()) {
            return Pause.NONE;
        }
        return askLengths.get() ? EnumSet.allOf(Pause.class) : Pause.DECISIONS;
    }

    /** True while a question waits for its answer: the step forward must wait too (not for a lesson's open question). */
    public boolean holds() {
        return on.get() && question.get() != null && question.get().kind() != Kind.OPEN;
    }

    /**
     * A lesson's stop asks {@code words} at {@code position} (null: no question): predict mode
     * opens there with them, in place of its own question at that position. Turn predict on too.
     */
    public void lessonAsks(String words, long position) {
        lessonWords = words;
        lessonAt = words == null ? -1 : position;
        if (playback != null && on.get()) {
            question.set(null);
            arrive(playback);
        }
    }

    /**
     * The cursor stands at {@code playback}'s position after a move: asks about the decision the
     * search takes next, if it is about to take one not asked here before; a question pending
     * elsewhere is dropped, unscored.
     */
    public void arrive(ReadOnlyPlayback at) {
        playback = at;
        Question pending = question.get();
        if (pending != null && pending.position() == at.position()) {
            return;
        }
        question.set(null);
        hint.set("");
        if (verdict.get() != null && lastVerdictAt != at.position()) {
            verdict.set(null); // a verdict stays until the cursor moves on
        }
        // Before Ready (givens still being placed) there is no decision to ask about; at Ready the
        // set-up flag is still up (the last given was the last move), yet the first choice is next.
        if (!on.get() || at.position() < at.setUpLength()) {
            return;
        }
        if (lessonWords != null && at.position() == lessonAt) {
            // asked each time the stop is shown: the class may be asked again
            question.set(new Question(Kind.OPEN, at.position(), lessonWords, 0, "", "", 0));
            return;
        }
        if (settled.contains(at.position())) {
            return;
        }
        question.set(questionAt(at));
    }

    /** Where the last verdict was given. */
    private long lastVerdictAt = -1;

    private Question questionAt(ReadOnlyPlayback at) {
        SearchEvent next = at.nextEvent();
        TorusView torus = at.torus();
        ExactCoverProblem problem = at.problem();
        if (next instanceof ItemChosen chosen) {
            String reason = ChoiceReason.explain(torus, rule, chosen.item());
            return new Question(Kind.ITEM, at.position(),
                    "Level " + chosen.level() + ": which item will Algorithm X choose? Click it, or type its name.",
                    chosen.item(), problem.itemName(chosen.item()), reason, 0);
        }
        if (next instanceof ItemCovered covered && askLengths.get()) {
            return lengthQuestion(at, covered.item());
        }
        if (next instanceof OptionTried tried && !tried.forced()) {
            int item = torus.top(tried.node());
            if (torus.down(item) != tried.node() || at.partialSolution().length != tried.level()) {
                return null; // not the first option of the item: no decision, just the next in line
            }
            String label = problem.optionLabel(tried.option());
            String reason = "x[l] \u2190 D(i): the search tries the options of " + problem.itemName(item)
                    + " from the top of its column down, and " + label + " is the first still there.";
            return new Question(Kind.FIRST_OPTION, at.position(),
                    "Which option of " + problem.itemName(item) + " will it try first? Click it, or type its items.",
                    tried.option(), label, reason, item);
        }
        return null;
    }

    /**
     * Before a cover of {@code item}: how long will the item it shortens most be afterwards? The
     * cover hides the other nodes of each option still in the item's column, so an item loses one
     * option per option it shares with {@code item}.
     */
    private Question lengthQuestion(ReadOnlyPlayback at, int item) {
        TorusView torus = at.torus();
        ExactCoverProblem problem = at.problem();
        java.util.Map<Integer, Integer> lost = new java.util.TreeMap<>();
        int options = 0;
        for (int p = torus.down(item); p != item; p = torus.down(p)) {
            options++;
            for (int q = torus.nodeRight(p); q != p; q = torus.nodeRight(q)) {
                lost.merge(torus.top(q), 1, Integer::sum);
            }
        }
        int most = 0;
        int worst = 0;
        for (var entry : lost.entrySet()) {
            if (entry.getValue() > most) {
                most = entry.getValue();
                worst = entry.getKey();
            }
        }
        if (worst == 0) {
            return null; // the cover hides nothing: nothing to ask
        }
        int before = torus.length(worst);
        int after = before - most;
        String reason = "covering " + problem.itemName(item) + " hides the other nodes of its " + options
                + (options == 1 ? " option" : " options") + "; " + problem.itemName(worst) + " is in " + most
                + " of them, so LEN(" + problem.itemName(worst) + ") goes from " + before + " to " + after + ".";
        return new Question(Kind.LENGTH, at.position(), "Covering " + problem.itemName(item) + ": how many options will "
                + problem.itemName(worst) + " have left (it has " + before + ")? Type the number.",
                after, Integer.toString(after), reason, worst);
    }

    /** A step forward was asked for while a question waits: shows the answer, unscored. */
    public void skip() {
        Question q = question.get();
        if (q == null || q.kind() == Kind.OPEN) {
            return;
        }
        settle(q, new Verdict(false, false, "The answer: " + q.answerName() + ". " + capitalised(q.reason())));
    }

    // ------------------------------------------------------------------ answers

    /**
     * An answer by a click on something (a header, a column, a row, a node, a sudoku cell).
     * Returns null when it counted, else what to click instead (nothing is scored).
     */
    public String answer(Highlight picked) {
        return hinted(answerPicked(picked));
    }

    private String answerPicked(Highlight picked) {
        Question q = question.get();
        if (q == null || picked == null || q.kind() == Kind.OPEN) {
            return null;
        }
        TorusView torus = playback.torus();
        if (q.kind() == Kind.LENGTH) {
            return "The question asks for a number: type it.";
        }
        if (q.kind() == Kind.ITEM) {
            switch (picked.kind()) {
                case ITEM:
                    return judge(q, picked.id(), playback.problem().itemName(picked.id()));
                case NODE:
                    int item = torus.top(picked.id());
                    return judge(q, item, playback.problem().itemName(item));
                default:
                    return "The question is about an item: click a header, a matrix column or a cell.";
            }
        }
        int option;
        switch (picked.kind()) {
            case OPTION:
                option = picked.id();
                break;
            case NODE:
                option = torus.optionOf(picked.id());
                break;
            default:
                option = optionOfChosenWith(q.item(), picked.id());
                if (option == 0) {
                    return "The question is about an option: click its row, or one of its nodes.";
                }
        }
        return judge(q, option, playback.problem().optionLabel(option));
    }

    /** The only option in the chosen item's column that has {@code item} (a sudoku cell clicked), or 0. */
    private int optionOfChosenWith(int chosen, int item) {
        TorusView torus = playback.torus();
        int found = 0;
        if (chosen <= 0 || item == chosen) {
            return 0;
        }
        for (int node = torus.down(chosen); node != chosen; node = torus.down(node)) {
            for (int k = torus.nodeRight(node); k != node; k = torus.nodeRight(k)) {
                if (torus.top(k) == item) {
                    if (found != 0) {
                        return 0;
                    }
                    found = torus.optionOf(node);
                }
            }
        }
        return found;
    }

    /**
     * An answer typed: an item's name, or an option's label, its item names in any order, or its
     * number. Returns null when it counted, else what is wrong with the text (nothing is scored,
     * and the text is the caller's to keep).
     */
    public String answer(String typed) {
        return hinted(answerTyped(typed));
    }

    /** Shows what was wrong with an answer that did not count (or clears it when one did). */
    private String hinted(String problemWithAnswer) {
        hint.set(problemWithAnswer == null ? "" : problemWithAnswer);
        return problemWithAnswer;
    }

    private String answerTyped(String typed) {
        Question q = question.get();
        if (q == null || q.kind() == Kind.OPEN) {
            return null;
        }
        String text = typed == null ? "" : typed.strip();
        if (text.isEmpty()) {
            return "Type an answer first.";
        }
        ExactCoverProblem problem = playback.problem();
        if (q.kind() == Kind.LENGTH) {
            if (!text.matches("\\d{1,6}")) {
                return "Type a number of options, like 2.";
            }
            return judge(q, Integer.parseInt(text), text);
        }
        if (q.kind() == Kind.ITEM) {
            for (int item = 1; item <= problem.itemCount(); item++) {
                if (problem.itemName(item).equalsIgnoreCase(text)) {
                    return judge(q, item, problem.itemName(item));
                }
            }
            return "No item is named '" + shorten(text) + "'.";
        }
        int option = optionNamed(problem, text);
        if (option == 0) {
            return "No option is '" + shorten(text) + "': type its label, its items, or its number.";
        }
        return judge(q, option, problem.optionLabel(option));
    }

    private static int optionNamed(ExactCoverProblem problem, String text) {
        String wanted = text.startsWith("#") ? text.substring(1) : text;
        if (wanted.matches("\\d{1,9}")) {
            int number = Integer.parseInt(wanted);
            return number >= 1 && number <= problem.optionCount() ? number : 0;
        }
        Set<String> items = Set.of(text.toLowerCase(Locale.ROOT).split("\\s+"));
        for (int option = 1; option <= problem.optionCount(); option++) {
            if (problem.optionLabel(option).equalsIgnoreCase(text)) {
                return option;
            }
            Set<String> names = new HashSet<>();
            for (int k = 0; k < problem.optionSize(option); k++) {
                names.add(problem.itemName(problem.optionItem(option, k)).toLowerCase(Locale.ROOT));
            }
            if (names.equals(items)) {
                return option;
            }
        }
        return 0;
    }

    private String judge(Question q, int given, String givenName) {
        boolean correct = given == q.answer();
        asked.set(asked.get() + 1);
        if (correct) {
            right.set(right.get() + 1);
        }
        String text = correct
                ? "Right: " + q.answerName() + ". " + capitalised(q.reason())
                : "Not " + givenName + ": the answer is " + q.answerName() + ". " + capitalised(q.reason());
        settle(q, new Verdict(correct, true, text));
        return null;
    }

    private void settle(Question q, Verdict result) {
        hint.set("");
        settled.add(q.position());
        lastVerdictAt = q.position();
        question.set(null);
        verdict.set(result);
    }

    /**
     * The reason as a sentence: an ordinary first word capitalised ("This rule takes ..."), a
     * name kept as the problem writes it ("c1 has 1 option", not "C1 has ..."; issue 25).
     */
    private static String capitalised(String text) {
        int end = 0;
        while (end < text.length() && Character.isLetter(text.charAt(end))) {
            end++;
        }
        boolean word = end >= 2 && (end == text.length() || text.charAt(end) == ' ')
                && text.substring(0, end).chars().allMatch(Character::isLowerCase);
        return word ? Character.toUpperCase(text.charAt(0)) + text.substring(1) : text;
    }

    private static String shorten(String text) {
        return text.length() <= 30 ? text : text.substring(0, 27) + "...";
    }

    // ------------------------------------------------------------------ properties

    /** Predict mode on or off (key Q). */
    public BooleanProperty onProperty() {
        return on;
    }

    public boolean isOn() {
        return on.get();
    }

    /** Also ask, before each cover, how long the item it shortens most will be (off by default). */
    public BooleanProperty askLengthsProperty() {
        return askLengths;
    }

    /** The question waiting for an answer, or null. */
    public ReadOnlyObjectProperty<Question> questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** The last answer's verdict, until the step after it; null for none. */
    public ReadOnlyObjectProperty<Verdict> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** What was wrong with the last answer that did not count ("No item is named ..."); empty for none. */
    public ReadOnlyStringProperty hintProperty() {
        return hint.getReadOnlyProperty();
    }

    /** Questions answered (skipped ones not counted). */
    public ReadOnlyIntegerProperty askedProperty() {
        return asked.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty rightProperty() {
        return right.getReadOnlyProperty();
    }
}
