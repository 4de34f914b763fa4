package dlxviz.app.editor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * One change to a {@link MatrixDocument} with its exact inverse: undo applies the inverse, redo
 * the edit again. Each edit carries what it replaces, so that its inverse needs nothing else and
 * applying it to a document it was not made for fails at once. Made by {@link Edits}.
 */
public interface MatrixEdit {
    void apply(MatrixDocument document);

    MatrixEdit inverse();

    /** What it does, for the Undo and Redo buttons ("rename A to X"). */
    String description();

    /** An item added at {@code column}; the inverse removes it. */
    record InsertItem(int column, MatrixDocument.Item item, String description) implements MatrixEdit {
        @Override
        public void apply(MatrixDocument document) {
            document.insertItem(column, item);
        }

        @Override
        public MatrixEdit inverse() {
            return new RemoveItem(column, item, description);
        }
    }

    /** An item that no option uses removed from {@code column}. */
    record RemoveItem(int column, MatrixDocument.Item item, String description) implements MatrixEdit {
        @Override
        public void apply(MatrixDocument document) {
            document.removeItem(column, item);
        }

        @Override
        public MatrixEdit inverse() {
            return new InsertItem(column, item, description);
        }
    }

    /** The item at {@code column} renamed or made primary or secondary. */
    record ReplaceItem(int column, MatrixDocument.Item before, MatrixDocument.Item after, String description)
            implements MatrixEdit {
        @Override
        public void apply(MatrixDocument document) {
            document.replaceItem(column, before, after);
        }

        @Override
        public MatrixEdit inverse() {
            return new ReplaceItem(column, after, before, description);
        }
    }

    /** A line (an option) inserted at {@code index} of the lines. */
    record InsertLine(int index, MatrixDocument.Line line, String description) implements MatrixEdit {
        @Override
        public void apply(MatrixDocument document) {
            document.insertLine(index, line);
        }

        @Override
        public MatrixEdit inverse() {
            return new RemoveLine(index, line, description);
        }
    }

    /** The line at {@code index} removed. */
    record RemoveLine(int index, MatrixDocument.Line line, String description) implements MatrixEdit {
        @Override
        public void apply(MatrixDocument document) {
            document.removeLine(index, line);
        }

        @Override
        public MatrixEdit inverse() {
            return new InsertLine(index, line, description);
        }
    }

    /** The line at {@code index} changed (an option's items). */
    record ReplaceLine(int index, MatrixDocument.Line before, MatrixDocument.Line after, String description)
            implements MatrixEdit {
        @Override
        public void apply(MatrixDocument document) {
            document.replaceLine(index, before, after);
        }

        @Override
        public MatrixEdit inverse() {
            return new ReplaceLine(index, after, before, description);
        }
    }

    /** The whole document replaced (New, Open): undo brings the old one back, so nothing is lost. */
    record ReplaceAll(MatrixDocument.Snapshot before, MatrixDocument.Snapshot after, String description)
            implements MatrixEdit {
        @Override
        public void apply(MatrixDocument document) {
            if (!document.snapshot().equals(before)) {
                throw new IllegalStateException("edit does not fit the document: not the document it replaces");
            }
            document.restore(after);
        }

        @Override
        public MatrixEdit inverse() {
            return new ReplaceAll(after, before, description);
        }
    }

    /** Several edits as one (removing an item takes it out of each option first); undone in reverse order. */
    record Compound(List<MatrixEdit> edits, String description) implements MatrixEdit {
        public Compound {
            edits = List.copyOf(edits);
        }

        @Override
        public void apply(MatrixDocument document) {
            for (MatrixEdit edit : edits) {
                edit.apply(document);
            }
        }

        @Override
        public MatrixEdit inverse() {
            List<MatrixEdit> backwards = new ArrayList<>();
            for (int i = edits.size() - 1; i >= 0; i--) {
                backwards.add(edits.get(i).inverse());
            }
            return new Compound(backwards, description);
        }
    }
}
