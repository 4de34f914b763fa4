package dlxviz.app.workbench.model;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import dlxviz.catalogue.ExampleNames;
import dlxviz.sudoku.Grid;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.PuzzleLibrary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The workbench's view model: the draft being typed, its check, the generator and the library,
 * and the way to the window. Opening in the window goes through {@link ProblemSources} as a pasted
 * puzzle does, so the puzzle opens at Ready with its givens placed, and a refusal (clashing
 * givens) is said here with the draft untouched. FX thread only; no control in sight.
 */
public final class WorkbenchModel {
    private final DraftModel draft = new DraftModel();
    private final CheckModel check;
    private final GeneratorModel generator;
    private final LibraryModel library;
    private final WindowLink window;
    private final ReadOnlyStringWrapper libraryStatus = new ReadOnlyStringWrapper(this, "libraryStatus", "");
    private final ReadOnlyObjectWrapper<Draft> generated = new ReadOnlyObjectWrapper<>(this, "generated");

    public WorkbenchModel(WindowLink window) {
        this(window, new CheckModel(), new GeneratorModel(), new LibraryModel());
    }

    WorkbenchModel(WindowLink window, CheckModel check, GeneratorModel generator, LibraryModel library) {
        this.window = window;
        this.check = check;
        this.generator = generator;
        this.library = library;
        draft.draftProperty().addListener((obs, before, now) -> check.draftChanged());
        generator.setOnMade(this::made);
    }

    public DraftModel draft() {
        return draft;
    }

    public CheckModel check() {
        return check;
    }

    public GeneratorModel generator() {
        return generator;
    }

    public LibraryModel library() {
        return library;
    }

    /** What the library's last command did or why it could not. */
    public ReadOnlyStringProperty libraryStatusProperty() {
        return libraryStatus.getReadOnlyProperty();
    }

    /** The last puzzle the generator made (it is on the grid now); null before the first. */
    public ReadOnlyObjectProperty<Draft> generatedProperty() {
        return generated.getReadOnlyProperty();
    }

    /**
     * What the app was started with, put on the grid ({@code --workbench}) and checked at once,
     * so the verdict is there when the class looks: a library puzzle's name, a file, or puzzle
     * text, read as a paste is (a clash is kept and marked, so it can be mended); false with a
     * message when it cannot be read.
     */
    public boolean takeStartup(String sourceOrName) {
        boolean taken = putStartup(sourceOrName);
        if (taken) {
            checkDraft();
        }
        return taken;
    }

    private boolean putStartup(String sourceOrName) {
        if (sourceOrName == null || sourceOrName.isBlank()) {
            return false;
        }
        Optional<PuzzleLibrary.Entry> entry = ExampleNames.sudoku(sourceOrName);
        if (entry.isPresent()) {
            Grid grid = entry.get().grid();
            draft.take(new Draft(grid, Notation.defaultFor(grid.size())), "From the library, " + entry.get().name());
            library.select(entry.get().name()); // its row and attribution, should the library tab be the one shown
            return true;
        }
        Path path;
        try {
            path = Path.of(sourceOrName);
        } catch (InvalidPathException e) {
            path = null;
        }
        if (path != null && Files.isRegularFile(path)) {
            try {
                if (Files.size(path) > MAX_FILE_BYTES) {
                    draft.say(path.getFileName() + " is too large for a puzzle file.", true);
                    return false;
                }
                return draft.paste(Files.readString(path, StandardCharsets.UTF_8), "From " + path.getFileName());
            } catch (IOException | UncheckedIOException e) {
                draft.say("Cannot read " + path + ": " + e.getMessage(), true);
                return false;
            }
        }
        return draft.paste(sourceOrName, "From the command line");
    }

    /** Files larger than this are not read onto the grid (a puzzle file is a few kilobytes). */
    static final long MAX_FILE_BYTES = 1024 * 1024;

    /** Checks the draft as it is now. */
    public void checkDraft() {
        check.check(draft.draft());
    }

    /**
     * Opens the draft in the window, ready to step; clashing givens are refused with their names
     * (and stay marked). True when the window opened it.
     */
    public boolean openDraft() {
        Grid grid = draft.draft().grid();
        int n = grid.size();
        return open("Sudoku from the workbench (" + n + "x" + n + ", " + grid.clueCount() + " givens)");
    }

    private boolean open(String title) {
        Grid grid = draft.draft().grid();
        try {
            String why = window.open(ProblemSources.sudoku(title, grid));
            if (why != null) {
                draft.say("The window did not open it: " + why, true);
                return false;
            }
        } catch (ProblemInputException e) {
            draft.say(e.getMessage(), true);
            return false;
        }
        draft.say("Opened in the window at Ready, its " + grid.clueCount() + " givens placed: step it there.", false);
        return true;
    }

    /** Puts the sudoku open in the window on the grid, to edit it; false (with a message) when it is not a sudoku. */
    public boolean takeFromWindow() {
        LoadedProblem open = window.current();
        if (open == null || !open.isSudoku()) {
            draft.say("The window has no sudoku open.", true);
            return false;
        }
        Grid givens = open.encoding().decode(open.forced());
        draft.take(new Draft(givens, Notation.defaultFor(givens.size())), "Taken from the window");
        return true;
    }

    /** Opens the library's selected puzzle in the window by its name, as Examples does. */
    public boolean openSelectedPuzzle() {
        LibraryRow row = library.selectedProperty().get();
        if (row == null) {
            libraryStatus.set("Choose a puzzle in the list first.");
            return false;
        }
        try {
            String why = window.open(ProblemSources.example(row.name()));
            libraryStatus.set(why == null ? "Opened " + row.name() + " in the window at Ready: step it there." : why);
            return why == null;
        } catch (ProblemInputException e) {
            libraryStatus.set(e.getMessage());
            return false;
        }
    }

    /** Puts the library's selected puzzle on the grid, to edit or check it. */
    public boolean editSelectedPuzzle() {
        LibraryRow row = library.selectedProperty().get();
        if (row == null) {
            libraryStatus.set("Choose a puzzle in the list first.");
            return false;
        }
        Grid grid = row.entry().grid();
        draft.take(new Draft(grid, Notation.defaultFor(grid.size())), "From the library, " + row.name());
        libraryStatus.set("");
        return true;
    }

    /** A generated puzzle: on the grid (undo brings the old one back), checked, and opened in the window. */
    private void made(GeneratorModel.Made made, String words) {
        Grid puzzle = made.generated().puzzle();
        draft.take(new Draft(puzzle, Notation.defaultFor(puzzle.size())), "Generated");
        generated.set(draft.draft());
        checkDraft();
        int n = puzzle.size();
        if (open("Sudoku generated (" + n + "x" + n + ", " + puzzle.clueCount() + " clues, "
                + GenerateRequest.symmetryWords(made.request().settings().symmetry()) + ", seed " + made.request().seed() + ")")) {
            draft.say(words + " Opened in the window at Ready.", false);
        }
    }
}
