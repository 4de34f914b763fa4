package dlxviz.app.workbench.model;

import dlxviz.sudoku.Difficulty;
import dlxviz.sudoku.PuzzleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The library browser: every bundled puzzle with its size, clues, difficulty and source, filtered
 * by size; the one selected can be opened in the window or put on the grid. Difficulties are
 * rated once, in the background, the first time the library is shown (DLX counts to 2 on each
 * puzzle, a second or so for all of them). FX thread only.
 */
public final class LibraryModel {
    /** The size filter's value for "every size". */
    public static final int ALL_SIZES = 0;

    private final ObservableList<LibraryRow> rows = FXCollections.observableArrayList();
    private final FilteredList<LibraryRow> shown = new FilteredList<>(rows);
    private final IntegerProperty sizeFilter = new SimpleIntegerProperty(this, "sizeFilter", ALL_SIZES);
    private final ObjectProperty<LibraryRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final Consumer<Runnable> background;
    private final Executor onFx;
    private boolean rating;

    public LibraryModel() {
        this(Background.threads("library-rating"), Platform::runLater);
    }

    /** With {@code background} to rate the puzzles and {@code onFx} to publish each rating. */
    LibraryModel(Consumer<Runnable> background, Executor onFx) {
        this.background = background;
        this.onFx = onFx;
        for (PuzzleLibrary.Entry entry : PuzzleLibrary.entries()) {
            rows.add(new LibraryRow(entry));
        }
        sizeFilter.addListener((obs, before, now) -> {
            int n = now.intValue();
            shown.setPredicate(n == ALL_SIZES ? null : row -> row.size() == n);
            if (selected.get() != null && !shown.contains(selected.get())) {
                selected.set(null);
            }
        });
    }

    /** The rows the filter lets through, in library order (famous first, then by size). */
    public ObservableList<LibraryRow> shown() {
        return shown;
    }

    /** The sizes the library has, smallest first, for the filter. */
    public List<Integer> sizes() {
        TreeSet<Integer> sizes = new TreeSet<>();
        for (LibraryRow row : rows) {
            sizes.add(row.size());
        }
        return new ArrayList<>(sizes);
    }

    /** n to show only the n x n puzzles, {@link #ALL_SIZES} for every one. */
    public IntegerProperty sizeFilterProperty() {
        return sizeFilter;
    }

    public ObjectProperty<LibraryRow> selectedProperty() {
        return selected;
    }

    /** Selects the puzzle called {@code name} when the filter shows it; false when it does not. */
    public boolean select(String name) {
        for (LibraryRow row : shown) {
            if (row.name().equals(name)) {
                selected.set(row);
                return true;
            }
        }
        return false;
    }

    /** Rates every puzzle in the background, once; each row shows its rating as it comes. */
    public void rateAll() {
        if (rating) {
            return;
        }
        rating = true;
        List<LibraryRow> all = List.copyOf(rows);
        background.accept(() -> {
            for (LibraryRow row : all) {
                Difficulty difficulty = Difficulty.rate(row.entry().grid());
                onFx.execute(() -> row.rated(difficulty));
            }
        });
    }
}
