package dlxviz.app.lens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dlxviz.app.testkit.TestProblems;
import dlxviz.engine.ExactCoverProblem;
import dlxviz.sudoku.BoxShape;
import dlxviz.sudoku.SudokuEncoding;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OverviewShapeTest {
    private final SudokuEncoding sudoku = SudokuEncoding.full(BoxShape.forSize(9));
    private final ExactCoverProblem problem = sudoku.problem();

    @Test
    void aSudokusItemsSitInFourBlocksAsTheGridReads() {
        OverviewShape shape = OverviewShape.sudoku(sudoku);
        assertEquals(4, shape.blocks().size());
        assertPlace(shape, "r3c5", 0, 4, 2);   // the cell where it is in the grid
        assertPlace(shape, "r3#7", 1, 6, 2);   // row 3 down, digit 7 across
        assertPlace(shape, "c5#7", 2, 4, 6);   // column 5 across, digit 7 down
        assertPlace(shape, "b2#7", 3, 3, 2);   // box 2 (top middle), the 7 at a candidate's place: bottom left
        assertPlace(shape, "b9#9", 3, 8, 8);
    }

    @Test
    void everyItemHasAPlaceOfItsOwnAndThePlaceGivesItBack() {
        for (OverviewShape shape : new OverviewShape[] {OverviewShape.sudoku(sudoku),
            OverviewShape.sudoku(SudokuEncoding.full(BoxShape.forSize(6))), OverviewShape.strip(TestProblems.knuth(), 3)}) {
            Set<String> places = new HashSet<>();
            for (int item = 1; item <= shape.itemCount(); item++) {
                int block = shape.blockOf(item);
                assertTrue(block >= 0 && shape.x(item) < shape.blocks().get(block).columns()
                        && shape.y(item) < shape.blocks().get(block).rows(), "item " + item + " inside its block");
                assertTrue(places.add(block + ":" + shape.x(item) + ":" + shape.y(item)), "item " + item + " alone");
                assertEquals(item, shape.itemAt(block, shape.x(item), shape.y(item)));
            }
        }
    }

    @Test
    void aStripPutsSecondaryItemsInAStripOfTheirOwn() {
        ExactCoverProblem queens = dlxviz.problems.NQueens.of(5);
        OverviewShape shape = OverviewShape.strip(queens, 4);
        assertEquals(2, shape.blocks().size());
        assertEquals("secondary items", shape.blocks().get(1).label());
        assertEquals(1, shape.blockOf(queens.primaryCount() + 1));
        assertEquals(0, shape.x(queens.primaryCount() + 1));
    }

    @Test
    void theLayoutFindsEachItemAtItsCellAndPicksTheArrangementWithTheLargestCells() {
        OverviewLayout wide = OverviewLayout.fit(problem, sudoku, 800, 120, 14);
        OverviewLayout square = OverviewLayout.fit(problem, sudoku, 300, 300, 14);
        assertTrue(wide.blockY(3) == wide.blockY(0), "a wide space: the four blocks in one row");
        assertTrue(square.blockY(2) > square.blockY(0), "a square space: two rows of two");
        for (OverviewLayout layout : new OverviewLayout[] {wide, square}) {
            for (int item = 1; item <= problem.itemCount(); item++) {
                assertEquals(item, layout.itemAt(layout.x(item) + layout.cell() / 2, layout.y(item) + layout.cell() / 2));
            }
            assertEquals(0, layout.itemAt(-5, -5));
            assertTrue(layout.width() <= 800 && layout.height() <= 300);
        }
    }

    private void assertPlace(OverviewShape shape, String name, int block, int x, int y) {
        int item = problem.itemNumber(name);
        assertEquals(block, shape.blockOf(item), name);
        assertEquals(x, shape.x(item), name + " across");
        assertEquals(y, shape.y(item), name + " down");
    }
}
