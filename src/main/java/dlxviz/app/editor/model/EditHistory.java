package dlxviz.app.editor.model;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Undo and redo as two stacks of edits: performing an edit pushes it on the undo stack and
 * clears the redo stack; undo applies the inverse of the last edit and moves it to the redo
 * stack. Every edit carries its own inverse, so undo is exact however far back it goes.
 */
final class EditHistory {
    /** Enough for a lesson's worth of editing; the oldest edits are forgotten beyond it. */
    static final int LIMIT = 1000;

    private final Deque<MatrixEdit> undo = new ArrayDeque<>();
    private final Deque<MatrixEdit> redo = new ArrayDeque<>();

    void perform(MatrixEdit edit, MatrixDocument document) {
        edit.apply(document);
        undo.push(edit);
        if (undo.size() > LIMIT) {
            undo.removeLast();
        }
        redo.clear();
    }

    /** Undoes the last edit; false when there is none. */
    boolean undo(MatrixDocument document) {
        if (undo.isEmpty()) {
            return false;
        }
        MatrixEdit edit = undo.pop();
        edit.inverse().apply(document);
        redo.push(edit);
        return true;
    }

    /** Redoes the last edit undone; false when there is none. */
    boolean redo(MatrixDocument document) {
        if (redo.isEmpty()) {
            return false;
        }
        MatrixEdit edit = redo.pop();
        edit.apply(document);
        undo.push(edit);
        return true;
    }

    /** What undo would undo, or null. */
    String nextUndo() {
        return undo.isEmpty() ? null : undo.peek().description();
    }

    /** What redo would redo, or null. */
    String nextRedo() {
        return redo.isEmpty() ? null : redo.peek().description();
    }
}
