package dlxviz.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dlxviz.engine.ExactCoverProblem;
import dlxviz.sudoku.SudokuEncoding;
import org.junit.jupiter.api.Test;

/** Each family's names both ways: what an encoding reads back is what its writer wrote. */
class EncodingNamesTest {

    @Test
    void everyQueensItemReadsBackAsTheLineItNames() {
        int n = 6;
        QueensEncoding queens = QueensEncoding.of(NQueens.of(n));
        ExactCoverProblem problem = NQueens.of(n);
        for (int item = 1; item <= problem.itemCount(); item++) {
            int number = queens.lineNumber(item);
            String written;
            switch (queens.line(item)) {
                case ROW:
                    written = QueensEncoding.rowName(number);
                    break;
                case COLUMN:
                    written = QueensEncoding.columnName(number);
                    break;
                case SUM_DIAGONAL:
                    written = QueensEncoding.sumDiagonalName(number);
                    break;
                case DIFFERENCE_DIAGONAL:
                    written = QueensEncoding.differenceDiagonalName(number);
                    break;
                default:
                    written = null;
            }
            assertEquals(problem.itemName(item), written);
        }
        for (int r = 1; r <= n; r++) {
            for (int c = 1; c <= n; c++) {
                int option = queens.optionAt((r - 1) * n + c - 1);
                assertEquals(QueensEncoding.optionLabel(r, c), problem.optionLabel(option));
                assertEquals((r - 1) * n + c - 1, queens.squareOf(option));
            }
        }
        // a DLX1 file has no labels: the squares are read from the row and column items
        QueensEncoding unlabelled = QueensEncoding.of(Dlx1Format.read(Dlx1Format.toText(problem)).problem());
        assertNotNull(unlabelled);
        assertEquals(queens.squareOf(17), unlabelled.squareOf(17));
    }

    @Test
    void tilingAndLangfordItemsReadBackAsCellsSlotsPiecesAndNumbers() {
        ExactCoverProblem box = PentominoTiling.of(3, 20);
        TilingEncoding tiling = TilingEncoding.of(box);
        for (int cell = 0; cell < tiling.rows() * tiling.cols(); cell++) {
            int item = tiling.cellItem(cell);
            assertEquals(TilingEncoding.cellName(cell / tiling.cols() + 1, cell % tiling.cols() + 1), box.itemName(item));
            assertEquals(TilingEncoding.ItemKind.CELL, tiling.itemKind(item));
        }
        assertEquals(TilingEncoding.ItemKind.PIECE, tiling.itemKind(box.itemNumber("X")));

        ExactCoverProblem pairs = LangfordPairs.of(4);
        TilingEncoding row = TilingEncoding.of(pairs);
        for (int j = 1; j <= 8; j++) {
            int item = pairs.itemNumber(TilingEncoding.slotName(j));
            assertEquals(TilingEncoding.ItemKind.SLOT, row.itemKind(item));
            assertEquals(j, row.slotPosition(item));
        }
        assertEquals(TilingEncoding.ItemKind.NUMBER, row.itemKind(pairs.itemNumber("3")));
    }

    @Test
    void aSudokuNameIsFoundHoweverItsDigitIsTyped() {
        assertEquals("r7c5=14", SudokuEncoding.typedNameKey("r7c5=E"));
        assertEquals("r7c5=14", SudokuEncoding.typedNameKey("R7C5=e"));
        assertEquals("r7c5=14", SudokuEncoding.typedNameKey("r7c5=14"));
        assertEquals("b6#14", SudokuEncoding.typedNameKey("B6#E"));
        assertNull(SudokuEncoding.typedNameKey("Q r1c1"));
        assertNull(SudokuEncoding.typedNameKey("r7c5=?"));
    }
}
