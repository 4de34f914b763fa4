package dlxviz.app.workbench.model;

import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.Notation;
import dlxviz.sudoku.ParsedPuzzle;
import dlxviz.sudoku.PuzzleParser;
import dlxviz.sudoku.ReadOptions;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The puzzle being typed: the grid and its notation, the cell the keys go to, the clashes among
 * the givens, a text buffer for puzzles typed or pasted as text, and a line that says what the
 * last key did when it did not do what was meant. Nothing is ever lost: every change can be
 * undone (Clear and a paste included), each size keeps its own grid when another is chosen, and
 * text that cannot be read stays in the buffer with a message that says where and what.
 * FX thread only (or one thread in tests); no control in sight.
 */
public final class DraftModel {
    /** Changes kept for undo; a whole 25x25 is 2.5 kB, so this is at most a megabyte or two. */
    static final int UNDO_DEPTH = 500;

    /** What undo brings back: the grid, the text buffer and where the keys were. */
    private record Snapshot(Draft draft, String text, int selected) {
    }

    private final ReadOnlyObjectWrapper<Draft> draft = new ReadOnlyObjectWrapper<>(this, "draft");
    private final ReadOnlyObjectWrapper<Clashes> clashes = new ReadOnlyObjectWrapper<>(this, "clashes");
    /** The clashes of {@link #draft}, set with it. */
    private Clashes current;
    private final ReadOnlyIntegerWrapper selected = new ReadOnlyIntegerWrapper(this, "selected", 0);
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper messageIsError = new ReadOnlyBooleanWrapper(this, "messageIsError");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final Deque<Snapshot> undo = new ArrayDeque<>();
    /** The grid each size had when another size was chosen, so switching back finds it again. */
    private final Map<BoxShape, Draft> bySize = new HashMap<>();
    /** For the numbers notation: the cell whose number is being typed digit by digit, or -1. */
    private int numberCell = -1;

    public DraftModel() {
        setDraft(Draft.empty(new BoxShape(3, 3)));
    }

    // ------------------------------------------------------------------ what the views read

    public ReadOnlyObjectProperty<Draft> draftProperty() {
        return draft.getReadOnlyProperty();
    }

    public Draft draft() {
        return draft.get();
    }

    /** The clashing givens of the draft, kept up to date with every change. */
    public ReadOnlyObjectProperty<Clashes> clashesProperty() {
        return clashes.getReadOnlyProperty();
    }

    /** The clashes of the draft as it is now (in step even while the draft's listeners run). */
    public Clashes clashes() {
        return current;
    }

    /** The cell the keys go to (row * n + column). */
    public ReadOnlyIntegerProperty selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public int selected() {
        return selected.get();
    }

    /** The text buffer: a puzzle typed or pasted as text, read into the grid by {@link #readText()}. */
    public StringProperty textProperty() {
        return text;
    }

    /** What the last command could not do, or what it did that is worth saying; "" for nothing. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return messageIsError.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    // ------------------------------------------------------------------ the keys

    /** The keys go to {@code cell}. */
    public void select(int cell) {
        int n = draft().size();
        if (cell >= 0 && cell < n * n) {
            selected.set(cell);
            numberCell = -1;
        }
    }

    /** Arrows: one cell in a direction, stopping at the edges. */
    public void move(int rows, int cols) {
        int n = draft().size();
        int r = Math.max(0, Math.min(n - 1, selected() / n + rows));
        int c = Math.max(0, Math.min(n - 1, selected() % n + cols));
        select(r * n + c);
    }

    /**
     * A key typed on the grid: a digit of the draft's notation sets the selected cell, an empty
     * mark ('.', '0' where it is not a digit, space) clears it; anything else changes nothing and
     * says which digits this grid takes. In the numbers notation a second digit typed at once
     * extends the first (1 then 6 is 16) while the number fits the grid.
     *
     * @return true when the key meant something to the grid
     */
    public boolean type(String typed) {
        if (typed == null || typed.length() != 1) {
            return false;
        }
        char ch = typed.charAt(0);
        Draft now = draft();
        int n = now.size();
        int cell = selected();
        if (ch == ' ') {
            clearCell();
            return true;
        }
        int digit;
        if (now.notation() == Notation.NUMBERS) {
            if (ch < '0' || ch > '9') {
                return refuse(ch, now);
            }
            int d = ch - '0';
            int current = now.grid().cell(cell);
            digit = numberCell == cell && current * 10 + d <= n ? current * 10 + d : d;
        } else {
            digit = now.notation().value(ch, n);
            if (digit < 0) {
                return refuse(ch, now);
            }
        }
        change(now.with(cell, digit), null);
        numberCell = digit == 0 ? -1 : cell;
        say("", false);
        return true;
    }

    private boolean refuse(char ch, Draft now) {
        if (Character.isISOControl(ch)) {
            return false;
        }
        int n = now.size();
        say("'" + ch + "' is not a digit of a " + n + "x" + n + " grid: type " + now.digitsHint()
                + " (Delete clears a cell).", true);
        return true;
    }

    /** Delete and Backspace: the selected cell empty. */
    public void clearCell() {
        Draft now = draft();
        if (now.grid().cell(selected()) != 0) {
            change(now.with(selected(), 0), null);
        }
        numberCell = -1;
    }

    /** Clear: every cell empty (undo brings them back). */
    public void clearAll() {
        Draft now = draft();
        if (now.grid().clueCount() > 0) {
            change(Draft.empty(now.shape()).in(now.notation()), null);
            say("Cleared. Undo (Ctrl+Z) brings the digits back.", false);
        }
    }

    /** Another size: the grid of that size as it was left, or an empty one. */
    public void useShape(BoxShape shape) {
        Draft now = draft();
        if (shape == null || shape.equals(now.shape())) {
            return;
        }
        bySize.put(now.shape(), now);
        Draft next = bySize.getOrDefault(shape, Draft.empty(shape));
        change(next, null);
        select(0);
        say("", false);
    }

    /** The digits written another way (for 10x10 and up: 1-9A, 0-9A, letters or numbers). */
    public void useNotation(Notation notation) {
        Draft now = draft();
        if (notation == null || notation == now.notation()) {
            return;
        }
        if (!Draft.fits(notation, now.size())) {
            say("A " + now.size() + "x" + now.size() + " grid cannot be written in " + notation.cliName() + ".", true);
            return;
        }
        change(now.in(notation), null);
    }

    // ------------------------------------------------------------------ whole puzzles

    /**
     * A whole puzzle pasted anywhere on the workbench: read in any form the parser knows (it may
     * change the grid's size). Text that cannot be read goes into the text buffer with the
     * message, so it can be mended there; the grid is left as it was.
     *
     * @return true when the grid now holds the pasted puzzle
     */
    public boolean paste(String pasted) {
        return paste(pasted, "Pasted");
    }

    /** The same, saying {@code what} brought the puzzle ("From the command line"). */
    public boolean paste(String pasted, String what) {
        if (pasted == null || pasted.isBlank()) {
            say("The clipboard holds no text to paste.", true);
            return false;
        }
        ParsedPuzzle puzzle;
        try {
            puzzle = PuzzleParser.parseOne(pasted, ReadOptions.AUTO);
        } catch (IllegalArgumentException e) {
            change(draft(), pasted);
            say("The pasted text is in the text box below and the grid is unchanged: " + e.getMessage(), true);
            return false;
        }
        take(new Draft(puzzle.grid(), typable(puzzle.notation(), puzzle.grid().size())), what);
        return true;
    }

    /** Reads the text buffer into the grid; when it cannot be read, says where and what, and keeps both. */
    public boolean readText() {
        String typed = text.get();
        if (typed == null || typed.isBlank()) {
            say("The text box is empty: type or paste a puzzle there first.", true);
            return false;
        }
        try {
            ParsedPuzzle puzzle = PuzzleParser.parseOne(typed, ReadOptions.AUTO);
            take(new Draft(puzzle.grid(), typable(puzzle.notation(), puzzle.grid().size())), "Read");
            return true;
        } catch (IllegalArgumentException e) {
            say("The text cannot be read: " + e.getMessage(), true);
            return false;
        }
    }

    /** Writes the grid into the text buffer as one line (the old text can be had back with undo). */
    public void copyGridToText() {
        change(draft(), draft().oneLine());
    }

    /** Puts {@code next} on the grid (undo brings the old one back), saying {@code what} happened. */
    public void take(Draft next, String what) {
        change(next, null);
        select(0);
        int n = next.size();
        say(what + ": a " + n + "x" + n + " puzzle with " + next.grid().clueCount() + " givens.", false);
    }

    /** Undoes the last change of the grid or the text buffer. */
    public void undo() {
        Snapshot back = undo.pollLast();
        if (back == null) {
            say("Nothing to undo.", false);
            return;
        }
        setDraft(back.draft());
        text.set(back.text());
        selected.set(Math.min(back.selected(), back.draft().size() * back.draft().size() - 1));
        numberCell = -1;
        canUndo.set(!undo.isEmpty());
        say("", false);
    }

    /** Says {@code words} under the grid ("" clears it). */
    public void say(String words, boolean error) {
        message.set(words);
        messageIsError.set(error && !words.isEmpty());
    }

    // ------------------------------------------------------------------ the one way things change

    /** A new draft and, unless null, a new text; the state before goes on the undo stack. */
    private void change(Draft next, String newText) {
        undo.addLast(new Snapshot(draft(), text.get(), selected()));
        if (undo.size() > UNDO_DEPTH) {
            undo.removeFirst();
        }
        canUndo.set(true);
        setDraft(next);
        if (newText != null) {
            text.set(newText);
        }
    }

    private void setDraft(Draft next) {
        current = Clashes.of(next); // before the draft's listeners, which ask for them
        draft.set(next);
        clashes.set(current);
        int cells = next.size() * next.size();
        if (selected.get() >= cells) {
            selected.set(0);
        }
    }

    /** The parser's notation, unless it cannot be typed (then the size's usual one). */
    private static Notation typable(Notation notation, int n) {
        return notation != null && Draft.fits(notation, n) ? notation : Notation.defaultFor(n);
    }
}
