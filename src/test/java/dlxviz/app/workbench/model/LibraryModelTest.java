package dlxviz.app.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.sudoku.PuzzleLibrary;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The library browser's rows, filter and ratings, without a window (work run at once). */
class LibraryModelTest {
    private final LibraryModel library = new LibraryModel(Runnable::run, Runnable::run);

    @Test
    void everyPuzzleIsListedWithItsSizeCluesAndSource() {
        assertEquals(PuzzleLibrary.names().size(), library.shown().size());
        LibraryRow escargot = library.shown().get(0);
        assertEquals("ai-escargot", escargot.name());
        assertEquals("9x9", escargot.sizeLabel());
        assertEquals(23, escargot.clues());
        assertEquals("AI Escargot, by Arto Inkala (2006)", escargot.description());
        assertTrue(escargot.source().startsWith("Famous 9x9 puzzles"), escargot.source());
        LibraryRow easy = row("easy-1");
        assertTrue(easy.source().contains("BSD-2-Clause"), easy.source());
        assertTrue(row("6x6-1").sizeLabel().equals("6x6 (2x3 boxes)"));
        assertTrue(row("16x16-1").source().contains("CC0"));
    }

    @Test
    void theSizeFilterShowsOneSizeAndDropsASelectionItHides() {
        library.selectedProperty().set(row("ai-escargot"));
        library.sizeFilterProperty().set(16);
        assertTrue(library.shown().stream().allMatch(row -> row.size() == 16));
        assertEquals(8, library.shown().size());
        assertNull(library.selectedProperty().get());
        library.sizeFilterProperty().set(LibraryModel.ALL_SIZES);
        assertEquals(PuzzleLibrary.names().size(), library.shown().size());
        assertEquals(List.of(4, 6, 9, 12, 16), library.sizes());
    }

    @Test
    void aPuzzleIsSelectedByNameOnlyWhenTheFilterShowsIt() {
        assertTrue(library.select("golden-nugget"));
        assertEquals("golden-nugget", library.selectedProperty().get().name());
        library.sizeFilterProperty().set(16);
        assertFalse(library.select("golden-nugget"));
        assertNull(library.selectedProperty().get());
    }

    @Test
    void ratingFillsInTheDifficulty() {
        assertEquals("rating…", row("easy-1").difficulty());
        library.rateAll();
        assertTrue(row("easy-1").difficulty().startsWith("singles suffice"), row("easy-1").difficulty());
        assertTrue(row("ai-escargot").difficulty().startsWith("needs more than singles"));
        assertEquals("yes", row("easy-1").singlesProperty().get());
        assertEquals("no", row("ai-escargot").singlesProperty().get());
        assertEquals(String.format("%,d", dlxviz.sudoku.Difficulty.rate(row("ai-escargot").entry().grid()).dlxNodes()),
                row("ai-escargot").nodesProperty().get());
    }

    private LibraryRow row(String name) {
        return library.shown().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }
}
