package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Issue 26.1: a box shape travels with its puzzle. Whatever writes a grid (one line, one line in
 * numbers, a drawn grid) reads back as the same puzzle, box shape included, through the reader
 * the app uses (text held whole) and the one the commands use (bytes, one puzzle at a time), for
 * every shape of every size 4..25, the usual ones and their transposes (6x6 3x2 and 2x3, 8x8 4x2
 * and 2x4, 12x12 4x3 and 3x4, ...).
 */
class BoxShapeRoundTripTest {

    /** Every box shape with both sides at least 2, sizes 4..25. */
    static List<BoxShape> everyShape() {
        List<BoxShape> shapes = new ArrayList<>();
        for (int rows = 2; rows <= 12; rows++) {
            for (int cols = 2; rows * cols <= BoxShape.MAX_SIZE; cols++) {
                shapes.add(new BoxShape(rows, cols));
            }
        }
        return shapes;
    }

    /** A solved grid of {@code shape} with some cells emptied: valid in its shape, and (n > 4) not in the transposed one. */
    static Grid puzzleOf(BoxShape shape) {
        int n = shape.size();
        int[] cells = new int[n * n];
        Random random = new Random(n * 31L + shape.boxRows());
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int value = (shape.boxCols() * (r % shape.boxRows()) + r / shape.boxRows() + c) % n + 1;
                cells[r * n + c] = random.nextInt(3) == 0 ? 0 : value;
            }
        }
        return Grid.of(shape, cells);
    }

    private static List<Grid> readBothWays(String text) throws IOException {
        List<Grid> grids = new ArrayList<>();
        for (PuzzleEntry entry : PuzzleParser.parseAll(text, ReadOptions.AUTO)) {
            assertNull(entry.error(), () -> "read from\n" + text + "\n" + entry.error().getMessage());
            grids.add(entry.puzzle().grid());
        }
        try (PuzzleReader reader = PuzzleReader.utf8(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), ReadOptions.AUTO)) {
            for (PuzzleEntry next = reader.next(); next != null; next = reader.next()) {
                PuzzleEntry entry = next;
                assertNull(entry.error(), () -> "read from\n" + text + "\n" + entry.error().getMessage());
                grids.add(entry.puzzle().grid());
            }
        }
        return grids;
    }

    private static void readsBackAs(Grid grid, String written) throws IOException {
        assertEquals(List.of(grid, grid), readBothWays(written), () -> "written as\n" + written);
    }

    @Test
    void theShapesDifferWhereItMatters() {
        // Without a note, a 3x2 grid read as 2x3 is another puzzle: its givens clash.
        Grid threeByTwo = puzzleOf(new BoxShape(3, 2));
        Grid asUsual = PuzzleParser.parse(GridWriter.cells(threeByTwo, Notation.DIGITS));
        assertEquals(new BoxShape(2, 3), asUsual.shape());
        assertTrue(GridValidator.firstConflict(Grid.of(new BoxShape(2, 3), fullOf(new BoxShape(3, 2)))) != null);
    }

    private static int[] fullOf(BoxShape shape) {
        int n = shape.size();
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                cells[r * n + c] = (shape.boxCols() * (r % shape.boxRows()) + r / shape.boxRows() + c) % n + 1;
            }
        }
        return cells;
    }

    @Test
    void oneLineFormsReadBackWithTheirShape() throws IOException {
        for (BoxShape shape : everyShape()) {
            Grid grid = puzzleOf(shape);
            readsBackAs(grid, GridWriter.oneLine(grid, Notation.defaultFor(shape.size())) + "\n");
            readsBackAs(grid, "# notation: numbers\n" + GridWriter.oneLine(grid, Notation.NUMBERS) + "\n");
            readsBackAs(grid, grid + "\n");
        }
    }

    @Test
    void drawnGridsReadBackWithTheShapeTheyDraw() throws IOException {
        for (BoxShape shape : everyShape()) {
            Grid grid = puzzleOf(shape);
            readsBackAs(grid, GridWriter.boxed(grid, Notation.defaultFor(shape.size())));
            // As generate writes them: a first line names the notation, which a row without a
            // number over 9 cannot show.
            readsBackAs(grid, "# notation: numbers\n" + GridWriter.boxed(grid, Notation.NUMBERS));
        }
    }

    @Test
    void aNoteLineHoldsForThePuzzlesOfItsSizeAfterIt() throws IOException {
        Grid a = puzzleOf(new BoxShape(3, 2));
        Grid nine = puzzleOf(new BoxShape(3, 3));
        Grid b = puzzleOf(new BoxShape(3, 2));
        String text = "# box: 3x2\n" + GridWriter.cells(a, Notation.DIGITS) + "\n" + nine + "\n"
                + GridWriter.cells(b, Notation.DIGITS) + "  a remark\n"
                + "# box: auto\n" + GridWriter.cells(b, Notation.DIGITS) + "\n";
        List<Grid> read = readBothWays(text);
        assertEquals(List.of(a, nine, b), read.subList(0, 3));
        assertEquals(new BoxShape(2, 3), read.get(3).shape(), "after '# box: auto' the usual shape again");
    }

    @Test
    void linesShuffledKeepTheirOwnNotes() throws IOException {
        List<String> lines = new ArrayList<>();
        List<Grid> grids = new ArrayList<>();
        for (BoxShape shape : List.of(new BoxShape(3, 2), new BoxShape(2, 3), new BoxShape(4, 2), new BoxShape(4, 3))) {
            grids.add(puzzleOf(shape));
        }
        for (Grid grid : grids) {
            lines.add(GridWriter.oneLine(grid, null));
        }
        Collections.reverse(lines);
        Collections.reverse(grids);
        List<Grid> read = readBothWays(String.join("\n", lines));
        assertEquals(grids, read.subList(0, grids.size()));
    }

    @Test
    void theUsualShapeNeedsNoNote() {
        assertNull(BoxNote.of(new BoxShape(2, 3)));
        assertEquals("box: 3x2", BoxNote.of(new BoxShape(3, 2)));
        assertEquals(-1, GridWriter.oneLine(puzzleOf(new BoxShape(2, 3)), null).indexOf('#'));
        assertNotEquals(-1, GridWriter.oneLine(puzzleOf(new BoxShape(4, 3)), null).indexOf(" # box: 4x3"));
    }

    @Test
    void aBadNoteIsNamedWithItsLine() {
        List<PuzzleEntry> entries = PuzzleParser.parseAll("# box: 3by2\n" + puzzleOf(new BoxShape(2, 3)) + "\n"
                + GridWriter.cells(puzzleOf(new BoxShape(3, 3)), Notation.DIGITS) + " # box: 3x2\n", ReadOptions.AUTO);
        assertEquals("line 1, column 1: '# box: 3by2' is not a box shape: write it RxC, rows x columns of one box, "
                + "e.g. # box: 3x2", entries.get(0).error().getMessage());
        assertEquals(new BoxShape(2, 3), entries.get(1).puzzle().grid().shape());
        assertTrue(entries.get(2).error().getMessage().startsWith("line 3, column 83: the note '# box: 3x2' is for a 6x6 grid, "
                + "but this puzzle is 9x9"), entries.get(2).error().getMessage());
    }
}
