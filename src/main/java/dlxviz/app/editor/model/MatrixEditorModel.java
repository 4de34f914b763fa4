package dlxviz.app.editor.model;

import dlxviz.app.session.LoadedProblem;
import dlxviz.app.session.ProblemInputException;
import dlxviz.app.session.ProblemSources;
import dlxviz.problems.Dlx1Format;
import dlxviz.problems.Dlx1SyntaxException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyListProperty;
import javafx.beans.property.ReadOnlyListWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;

/**
 * The matrix editor's view model: the document, its edits with undo and redo, opening and saving
 * DLX1 text, what {@link MatrixCheck} finds, and running the problem in the window. No control in
 * sight; the dialog forwards each action in one line and redraws when {@link #revisionProperty()}
 * ticks. A refused edit or a file that cannot be read changes nothing and says why in
 * {@link #messageProperty()}; the dialog keeps what the user typed.
 */
public final class MatrixEditorModel {
    /** Cells a grid of controls shows comfortably; larger problems are run from a file instead. */
    static final int MAX_CELLS = 6_000;
    /** What Run names the problem in the window's title. */
    static final String ORIGIN = "The matrix editor";

    private final MatrixDocument document = new MatrixDocument();
    private final EditHistory history = new EditHistory();
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper(this, "undoText", "Undo");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper(this, "redoText", "Redo");
    private final ReadOnlyBooleanWrapper runnable = new ReadOnlyBooleanWrapper(this, "runnable");
    private final ReadOnlyBooleanWrapper unsaved = new ReadOnlyBooleanWrapper(this, "unsaved");
    private final ReadOnlyStringWrapper file = new ReadOnlyStringWrapper(this, "file");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyListWrapper<MatrixCheck.Finding> findings =
            new ReadOnlyListWrapper<>(this, "findings", FXCollections.observableArrayList());

    public MatrixEditorModel() {
        changed(false);
    }

    /** The document, to draw. Change it only through this model's commands. */
    public MatrixDocument document() {
        return document;
    }

    // ------------------------------------------------------------------ items

    /** A new primary item at the right, named A, B, ... (the first free name); returns its column. */
    public int addItem() {
        perform(() -> Edits.addItem(document, null, false));
        return document.itemCount() - 1;
    }

    /** Renames the item in {@code column}; null when done, else why not (nothing changed). */
    public String renameItem(int column, String name) {
        return perform(() -> Edits.rename(document, column, name));
    }

    public void setSecondary(int column, boolean secondary) {
        perform(() -> Edits.setSecondary(document, column, secondary));
    }

    /** Removes the item in {@code column} and its cells in every option (undo brings both back). */
    public void removeItem(int column) {
        perform(() -> Edits.removeItem(document, column));
    }

    // ------------------------------------------------------------------ options

    /** A new empty option at the bottom; returns its number (0-based). */
    public int addOption() {
        perform(() -> Edits.addOption(document, List.of()));
        return document.optionCount() - 1;
    }

    public void removeOption(int k) {
        perform(() -> Edits.removeOption(document, k));
    }

    /** Puts the item of {@code column} into option {@code k}, or takes it out. */
    public void toggle(int k, int column) {
        perform(() -> Edits.toggle(document, k, column));
    }

    /** Option {@code k}'s items as typed ({@code A D G}); null when done, else why not. */
    public String setOptionText(int k, String text) {
        return perform(() -> Edits.setOptionText(document, k, text));
    }

    // ------------------------------------------------------------------ undo

    public void undo() {
        if (history.undo(document)) {
            message.set("");
            changed(true);
        }
    }

    public void redo() {
        if (history.redo(document)) {
            message.set("");
            changed(true);
        }
    }

    // ------------------------------------------------------------------ whole documents

    /** An empty document (undo brings the old one back). */
    public void newProblem() {
        replace(new MatrixDocument.Snapshot(List.of(), List.of(), List.of()), "new problem");
        file.set(null);
        unsaved.set(false);
    }

    /**
     * Reads DLX1 text into the editor (undo brings the old document back). Null when done; else
     * where and what ({@code knuth.dlx: line 3, column 5: unknown item 'X'}), and nothing changed.
     */
    public String load(String text, String origin) {
        MatrixDocument.Snapshot read;
        try {
            read = MatrixText.read(text);
        } catch (IllegalArgumentException e) { // Dlx1SyntaxException (line, column, token) and InvalidProblemException
            return refuse(origin + ": " + e.getMessage());
        }
        int cells = cells(read);
        if (cells > MAX_CELLS) {
            return refuse(String.format("%s is too large to edit cell by cell (%,d cells, at most %,d here): open it "
                    + "in the window instead.", origin, cells, MAX_CELLS));
        }
        replace(read, "open " + origin);
        return null;
    }

    /** Opens a DLX1 file; null when done, else why not. */
    public String open(Path path) {
        String name = path.getFileName() == null ? path.toString() : path.getFileName().toString();
        String text;
        try {
            text = Dlx1Format.text(Files.readAllBytes(path)); // read as exact-cover reads it: comments whatever their bytes
        } catch (Dlx1SyntaxException e) {
            return refuse(name + ": " + e.getMessage() + ".");
        } catch (IOException e) {
            return refuse("Cannot read " + path + ": " + e.getMessage());
        }
        String wrong = load(text, name);
        if (wrong == null) {
            file.set(path.toString());
            unsaved.set(false);
        }
        return wrong;
    }

    /**
     * The editor's first content: the window's problem when it can be edited here, else nothing.
     * Not an edit (there is nothing before it to go back to) and never a message: the user has
     * not asked for anything yet.
     */
    public void begin(LoadedProblem current) {
        if (current != null && !current.isSudoku() && "dlx".equals(current.saveExtension())) {
            try {
                MatrixDocument.Snapshot read = MatrixText.read(current.saveText());
                if (cells(read) <= MAX_CELLS) {
                    document.restore(read);
                }
            } catch (IllegalArgumentException unreadable) {
                // start empty: the window's problem is the window's concern
            }
        }
        changed(false);
    }

    private static int cells(MatrixDocument.Snapshot read) {
        long options = read.lines().stream().filter(l -> l instanceof MatrixDocument.Option).count();
        return (int) Math.min(Integer.MAX_VALUE, read.items().size() * options);
    }

    /** The problem open in the window, when it is exact cover in DLX1 form (a sudoku is not edited here). */
    public String edit(LoadedProblem loaded) {
        if (loaded.isSudoku() || !"dlx".equals(loaded.saveExtension())) {
            return refuse(loaded.title() + " is a sudoku: its exact cover (729 options) is made from the grid, "
                    + "not edited cell by cell. Open an exact-cover problem, or start a new one.");
        }
        return load(loaded.saveText(), loaded.title());
    }

    /** Saves as DLX1 text, comments kept; null when done, else why not (the editor keeps everything). */
    public String save(Path path) {
        String blocked = blocker("save");
        if (blocked != null) {
            return refuse(blocked);
        }
        try {
            Files.writeString(path, text(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return refuse("Cannot save " + path + ": " + e.getMessage());
        }
        file.set(path.toString());
        unsaved.set(false);
        message.set("");
        return null;
    }

    /** The document as DLX1 text. */
    public String text() {
        return MatrixText.write(document);
    }

    /** The problem as the window opens it, as if from a .dlx file. */
    public LoadedProblem problem() throws ProblemInputException {
        String blocked = blocker("run");
        if (blocked != null) {
            throw new ProblemInputException(blocked);
        }
        return ProblemSources.fromText(text(), ORIGIN, true);
    }

    /** Runs the problem in the window through {@code window} (which says whether it opened it); null when done, else why not. */
    public String run(Predicate<LoadedProblem> window) {
        try {
            if (!window.test(problem())) {
                return refuse("The window could not open the problem; its message bar says why.");
            }
            message.set("");
            return null;
        } catch (ProblemInputException e) {
            return refuse(e.getMessage());
        }
    }

    // ------------------------------------------------------------------ state for the dialog

    /** Ticks after every change of the document. */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** "Undo rename A to X", for the button's tooltip. */
    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    /** True when the problem can be saved and run (no errors). */
    public ReadOnlyBooleanProperty runnableProperty() {
        return runnable.getReadOnlyProperty();
    }

    /** Changed since it was last opened or saved. */
    public ReadOnlyBooleanProperty unsavedProperty() {
        return unsaved.getReadOnlyProperty();
    }

    /** The file last opened or saved, or null. */
    public ReadOnlyStringProperty fileProperty() {
        return file.getReadOnlyProperty();
    }

    /** Why the last action was refused, or empty. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** What the document's check found: errors, DLX1's warnings, the search's figures. */
    public ReadOnlyListProperty<MatrixCheck.Finding> findingsProperty() {
        return findings.getReadOnlyProperty();
    }

    // ------------------------------------------------------------------ the plumbing

    /** Makes an edit; a refused one changes nothing and returns why. */
    private String perform(EditMaker maker) {
        MatrixEdit edit;
        try {
            edit = maker.make();
        } catch (Edits.Refused e) {
            return refuse(e.getMessage());
        }
        message.set("");
        if (edit != null) {
            history.perform(edit, document);
            changed(true);
        }
        return null;
    }

    private void replace(MatrixDocument.Snapshot now, String description) {
        if (!now.equals(document.snapshot())) {
            history.perform(Edits.replaceAll(document, now, description), document);
        }
        message.set("");
        changed(true);
    }

    /** The first error, as a reason why {@code action} cannot be done, or null. */
    private String blocker(String action) {
        for (MatrixCheck.Finding finding : findings) {
            if (finding.severity() == MatrixCheck.Severity.ERROR) {
                return "Cannot " + action + " yet: " + finding.text();
            }
        }
        return null;
    }

    private String refuse(String why) {
        message.set(why);
        return why;
    }

    private void changed(boolean edited) {
        findings.setAll(MatrixCheck.of(document));
        runnable.set(findings.stream().noneMatch(f -> f.severity() == MatrixCheck.Severity.ERROR));
        canUndo.set(history.nextUndo() != null);
        canRedo.set(history.nextRedo() != null);
        undoText.set(history.nextUndo() == null ? "Undo" : "Undo " + history.nextUndo());
        redoText.set(history.nextRedo() == null ? "Redo" : "Redo " + history.nextRedo());
        if (edited) {
            unsaved.set(true);
        }
        revision.set(revision.get() + 1);
    }

    @FunctionalInterface
    private interface EditMaker {
        MatrixEdit make() throws Edits.Refused;
    }
}
