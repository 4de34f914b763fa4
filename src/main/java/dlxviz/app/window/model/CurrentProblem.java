package dlxviz.app.window.model;

import dlxviz.app.narration.Narrator;
import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import dlxviz.app.session.Sentences;
import dlxviz.app.session.StartupChoice;
import dlxviz.app.session.StartupProblem;
import dlxviz.catalogue.RuleNames;
import dlxviz.engine.ItemChoice;
import dlxviz.playback.Playback;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The problem the window works on: loading it (an example, pasted text, a file), saving it, and
 * the playback and narrator made for it. A load that fails says why in the message bar and keeps
 * the old problem, so nothing on screen is lost.
 */
public final class CurrentProblem {
    /** A problem opened: what was loaded, its playback (at position 0) and its narrator. */
    record Opened(LoadedProblem loaded, Playback playback, Narrator narrator) {
        /**
         * The record's equals and hashCode, written out as the generated ones behave: their first
         * call is the {@code opened} property's change check at start-up, and the generated ones
         * link through java.lang.runtime.ObjectMethods, which nothing else in the window links
         * before its whole frame. Measured (issue 28, 11 starts taking turns): with the generated
         * ones the start-up phase that opens the problem took 36 ms more (median of the paired
         * differences; 74 more classes loaded up to the whole window's frame).
         */
        @Override
        public boolean equals(Object other) {
            return this == other || other instanceof Opened o && java.util.Objects.equals(loaded, o.loaded)
                    && java.util.Objects.equals(playback, o.playback) && java.util.Objects.equals(narrator, o.narrator);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(loaded, playback, narrator);
        }
    }

    private final Messages messages;
    private final Runnable beforeLoad;
    private final ReadOnlyObjectWrapper<Opened> opened = new ReadOnlyObjectWrapper<>(this, "opened");
    private final ReadOnlyObjectWrapper<LoadedProblem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyStringWrapper lastFile = new ReadOnlyStringWrapper(this, "lastFile");
    private final ReadOnlyObjectWrapper<ItemChoice> rule = new ReadOnlyObjectWrapper<>(this, "rule", ItemChoice.MIN_LENGTH);
    /** The seed of the random tie-break: the same seed, the same search. */
    private final javafx.beans.property.ReadOnlyLongWrapper seed = new javafx.beans.property.ReadOnlyLongWrapper(this, "seed", 1);

    /** @param beforeLoad runs before a problem is replaced (stops play and background runs) */
    CurrentProblem(Messages messages, Runnable beforeLoad) {
        this.messages = messages;
        this.beforeLoad = beforeLoad;
    }

    /**
     * Replaces the problem: a new playback at position 0. Returns false, with the reason in the
     * message bar, when the problem cannot be set up (e.g. givens that clash); the old one stays.
     */
    public boolean load(LoadedProblem loaded) {
        beforeLoad.run();
        Playback next;
        try {
            next = new Playback(loaded.problem(), rule.get(), seed.get(), loaded.forced());
        } catch (IllegalArgumentException e) {
            messages.showError("Cannot open " + loaded.title() + ": " + e.getMessage());
            return false;
        }
        // its first steps taken once in the background, so the teacher's first key finds the code warm
        FirstStepWarmUp.start(loaded, rule.get(), seed.get());
        opened.set(new Opened(loaded, next, new Narrator(loaded)));
        problem.set(loaded);
        messages.clear();
        return true;
    }

    /**
     * Searches with {@code choice} from now on ({@code seed} for the random tie-break): the problem
     * open starts again at Ready under the new rule. The rules the app offers are DLX1's minimum
     * length, the first active item, and the minimum with a random tie-break.
     */
    public void useRule(ItemChoice choice, long newSeed) {
        if (choice == ItemChoice.MIN_LENGTH_FAST) {
            throw new IllegalArgumentException("the app shows DLX1's choices: use MIN_LENGTH");
        }
        if (choice == rule.get() && newSeed == seed.get()) {
            return;
        }
        seed.set(newSeed);
        rule.set(choice);
        LoadedProblem current = problem.get();
        if (current != null && load(current)) {
            messages.showInfo("The search starts again at Ready, choosing by " + RuleNames.describe(choice, seed.get()) + ".");
        }
    }

    /** The choice rule of the search (DLX1's minimum length unless changed). */
    public ReadOnlyObjectProperty<ItemChoice> ruleProperty() {
        return rule.getReadOnlyProperty();
    }

    public long seed() {
        return seed.get();
    }

    public javafx.beans.property.ReadOnlyLongProperty seedProperty() {
        return seed.getReadOnlyProperty();
    }

    /** Loads a built-in example or library sudoku by name; false (with a message) when there is none. */
    public boolean loadExample(String name) {
        try {
            return load(ProblemSources.example(name));
        } catch (ProblemInputException e) {
            messages.showError(e.getMessage());
            return false;
        }
    }

    /**
     * Loads a pasted puzzle or DLX1 problem. Returns null when it was loaded, else what is wrong
     * and where (also shown in the window); the caller keeps the text so nothing typed is lost.
     */
    public String loadText(String text, String origin) {
        try {
            return load(ProblemSources.fromText(text, origin, false)) ? null : messages.text();
        } catch (ProblemInputException e) {
            messages.showError(e.getMessage());
            return e.getMessage();
        }
    }

    /** Loads what was read from {@code path}, remembered as the last file when it loads. */
    boolean loadFile(Path path, LoadedProblem loaded) {
        boolean done = load(loaded);
        if (done) {
            lastFile.set(path.toAbsolutePath().toString());
        }
        return done;
    }

    /**
     * Opens what the window starts with, already read ({@link StartupProblem}, off the FX
     * thread); if that fails or there is nothing, the classroom example, keeping the message that
     * says why.
     */
    public void open(StartupProblem read) {
        StartupChoice choice = read.choice();
        switch (choice.kind()) {
            case FILE:
            case EXAMPLE:
            case TEXT:
                if (read.loaded() == null) {
                    messages.showError(read.error());
                } else if (choice.kind() == StartupChoice.Kind.FILE) {
                    loadFile(Path.of(choice.value()), read.loaded());
                } else {
                    load(read.loaded());
                }
                break;
            case MISSING_FILE:
                messages.showError(choice.value());
                break;
            default:
                break;
        }
        if (problem.get() == null) {
            String error = messages.text();
            loadExample(StartupChoice.FALLBACK_EXAMPLE);
            if (!error.isEmpty()) {
                // what is on screen is not what was asked for: say so, and what it is
                messages.showError(Sentences.join(error, problem.get().title() + " is open instead"));
            }
        }
    }

    /** Saves the current problem (puzzle line or DLX1 text); false (with a message) on failure. */
    public boolean saveTo(Path path) {
        LoadedProblem current = problem.get();
        if (current == null) {
            return false;
        }
        try {
            Files.writeString(path, current.saveText() + System.lineSeparator(), StandardCharsets.UTF_8);
            messages.showInfo("Saved " + path.getFileName() + ".");
            return true;
        } catch (IOException e) {
            messages.showError("Cannot save " + path + ": " + e.getMessage());
            return false;
        }
    }

    /** The file extension the current problem saves as ({@code txt} or {@code dlx}). */
    public String saveExtension() {
        return problem.get() == null ? "txt" : problem.get().saveExtension();
    }

    public ReadOnlyObjectProperty<LoadedProblem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The problem open, or null before the first. */
    public LoadedProblem problem() {
        return problem.get();
    }

    /** The last file opened (for the preferences), or null. */
    public ReadOnlyStringProperty lastFileProperty() {
        return lastFile.getReadOnlyProperty();
    }

    /** The problem opened with its playback and narrator; the window's parts hear of each new one here. */
    ReadOnlyObjectProperty<Opened> openedProperty() {
        return opened.getReadOnlyProperty();
    }
}
