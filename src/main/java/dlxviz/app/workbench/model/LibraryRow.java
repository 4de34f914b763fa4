package dlxviz.app.workbench.model;

import dlxviz.sudoku.Difficulty;
import dlxviz.sudoku.PuzzleLibrary;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * One puzzle of the library as the browser lists it: name, size, clues, difficulty (rated in the
 * background, "rating…" until then) and where it comes from, with its group's attribution.
 */
public final class LibraryRow {
    private final PuzzleLibrary.Entry entry;
    private final ReadOnlyStringWrapper difficulty = new ReadOnlyStringWrapper(this, "difficulty", "rating…");
    // the rating in two short columns, so a table on a projector need not cut the words off
    private final ReadOnlyStringWrapper singles = new ReadOnlyStringWrapper(this, "singles", "…");
    private final ReadOnlyStringWrapper nodes = new ReadOnlyStringWrapper(this, "nodes", "…");

    LibraryRow(PuzzleLibrary.Entry entry) {
        this.entry = entry;
    }

    public PuzzleLibrary.Entry entry() {
        return entry;
    }

    public String name() {
        return entry.name();
    }

    public int size() {
        return entry.grid().size();
    }

    /** "9x9", "6x6 (2x3 boxes)". */
    public String sizeLabel() {
        return Shapes.label(entry.grid().shape());
    }

    public int clues() {
        return entry.grid().clueCount();
    }

    /** Who made it or where it was published ("AI Escargot, by Arto Inkala (2006)"). */
    public String description() {
        return entry.description();
    }

    /** Where its group was taken from and under which licence. */
    public String source() {
        return entry.source();
    }

    /** "singles suffice, 58 DLX nodes"; "rating…" until the background rating reaches it. */
    public ReadOnlyStringProperty difficultyProperty() {
        return difficulty.getReadOnlyProperty();
    }

    public String difficulty() {
        return difficulty.get();
    }

    /** "yes" when naked and hidden singles alone solve it, "no" when the search must guess (the Singles column). */
    public ReadOnlyStringProperty singlesProperty() {
        return singles.getReadOnlyProperty();
    }

    /** DLX1's search nodes to solve it and rule out a second solution ("1,196"). */
    public ReadOnlyStringProperty nodesProperty() {
        return nodes.getReadOnlyProperty();
    }

    void rated(Difficulty rating) {
        difficulty.set(rating.summary());
        singles.set(rating.singlesSuffice() ? "yes" : "no");
        nodes.set(String.format("%,d", rating.dlxNodes()));
    }
}
