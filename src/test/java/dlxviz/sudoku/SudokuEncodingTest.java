package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dlxviz.engine.Search;
import dlxviz.engine.StopReason;
import org.junit.jupiter.api.Test;

class SudokuEncodingTest {
    private final SudokuEncoding nine = SudokuEncoding.full(new BoxShape(3, 3));

    @Test
    void fullEncodingHas4NSquaredItemsAndNCubedOptions() {
        assertEquals(324, nine.problem().itemCount());
        assertEquals(324, nine.problem().primaryCount());
        assertEquals(729, nine.problem().optionCount());
        SudokuEncoding six = SudokuEncoding.full(new BoxShape(2, 3));
        assertEquals(144, six.problem().itemCount());
        assertEquals(216, six.problem().optionCount());
    }

    @Test
    void optionsAreNamedAndNumberedAsDocumented() {
        int option = nine.option(2, 4, 7); // r3c5=7
        assertEquals(1 + (2 * 9 + 4) * 9 + 6, option);
        assertEquals("r3c5=7", nine.problem().optionLabel(option));
        assertEquals("r3c5 r3#7 c5#7 b2#7", nine.problem().itemNamesOf(option));
        assertEquals(2, nine.optionRow(option));
        assertEquals(4, nine.optionCol(option));
        assertEquals(7, nine.optionDigit(option));
    }

    @Test
    void fromTenOnDigitsAreNamedAsTheGridWritesThemSoLabelsMatchThePuzzle() {
        SudokuEncoding sixteen = SudokuEncoding.full(new BoxShape(4, 4));
        int option = sixteen.option(6, 4, 14); // the grid shows 14 as E
        assertEquals("r7c5=E", sixteen.problem().optionLabel(option));
        assertEquals("r7c5 r7#E c5#E b6#E", sixteen.problem().itemNamesOf(option));
        assertEquals(14, sixteen.optionDigit(option));
        assertEquals("r1c1=9", sixteen.problem().optionLabel(sixteen.option(0, 0, 9)));
        assertEquals("r1c1=G", sixteen.problem().optionLabel(sixteen.option(0, 0, 16)));
        SudokuEncoding twentyFive = SudokuEncoding.full(new BoxShape(5, 5));
        assertEquals("r25c25=P", twentyFive.problem().optionLabel(twentyFive.option(24, 24, 25)));
    }

    @Test
    void itemsKnowTheirKindUnitAndDigit() {
        int box = nine.problem().itemNumber("b2#7");
        assertEquals(1 + 3 * 81 + 9 + 6, box);
        assertEquals(SudokuEncoding.ItemKind.BOX_DIGIT, nine.itemKind(box));
        assertEquals(1, nine.itemBox(box));
        assertEquals(7, nine.itemDigit(box));
        assertEquals(-1, nine.itemRow(box));
        int cell = nine.problem().itemNumber("r3c5");
        assertEquals(SudokuEncoding.ItemKind.CELL, nine.itemKind(cell));
        assertEquals(2, nine.itemRow(cell));
        assertEquals(4, nine.itemCol(cell));
        assertEquals(1, nine.itemBox(cell));
        int column = nine.problem().itemNumber("c5#7");
        assertEquals(column, nine.digitItem(SudokuEncoding.ItemKind.COLUMN_DIGIT, 4, 7));
    }

    @Test
    void regionCellsAreTheCellsOfTheItemsUnitForEveryShape() {
        for (BoxShape shape : new BoxShape[] {new BoxShape(2, 3), new BoxShape(3, 3), new BoxShape(3, 4)}) {
            SudokuEncoding encoding = SudokuEncoding.full(shape);
            int n = shape.size();
            Grid empty = Grid.empty(shape);
            for (int item = 1; item <= encoding.itemCount(); item++) {
                int[] cells = encoding.regionCells(item);
                assertEquals(encoding.itemKind(item) == SudokuEncoding.ItemKind.CELL ? 1 : n, cells.length);
                for (int cell : cells) {
                    int r = cell / n, c = cell % n;
                    switch (encoding.itemKind(item)) {
                        case CELL:
                            assertEquals(encoding.cellItem(r, c), item);
                            break;
                        case ROW_DIGIT:
                            assertEquals(encoding.itemRow(item), r);
                            break;
                        case COLUMN_DIGIT:
                            assertEquals(encoding.itemCol(item), c);
                            break;
                        default:
                            assertEquals(encoding.itemBox(item), empty.boxOf(r, c));
                    }
                }
            }
        }
    }

    @Test
    void reducedEncodingLeavesOutCoveredItemsAndRuledOutOptions() {
        Grid puzzle = Grid.empty(new BoxShape(3, 3)).with(0, 0, 5);
        SudokuEncoding reduced = SudokuEncoding.reduced(puzzle);
        assertEquals(320, reduced.problem().itemCount());
        // 729 minus the 9 options of r1c1 minus the other cells of its row, column and box for 5 (8+8+4).
        assertEquals(729 - 9 - 20, reduced.problem().optionCount());
        assertEquals(0, reduced.option(0, 3, 5));
        assertEquals("r1c4=6", reduced.problem().optionLabel(reduced.option(0, 3, 6)));
    }

    @Test
    void reducedAndForcedGivensGiveTheSameSolution() {
        Grid puzzle = PuzzleLibrary.get("qassim-hamza").grid();
        SudokuEncoding reduced = SudokuEncoding.reduced(puzzle);
        Search search = new Search(reduced.problem());
        assertEquals(StopReason.SOLUTION_LIMIT, search.run(1, Long.MAX_VALUE));
        Grid viaReduced = reduced.decode(search.currentOptions());

        Search forced = new Search(nine.problem());
        assertEquals(-1, nine.forceGivens(forced, puzzle));
        assertEquals(StopReason.SOLUTION_LIMIT, forced.run(1, Long.MAX_VALUE));
        assertEquals(viaReduced, nine.decode(puzzle, forced.currentOptions()));
        assertEquals(null, GridValidator.checkSolution(puzzle, viaReduced));
    }

    @Test
    void reducedEncodingRefusesClashingGivensByName() {
        Grid puzzle = Grid.empty(new BoxShape(3, 3)).with(0, 0, 7).with(0, 4, 7);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SudokuEncoding.reduced(puzzle));
        assertEquals("r1c1 and r1c5 both hold 7 (row 1)", e.getMessage());
    }

    @Test
    void forcingClashingGivensReportsTheSecondCell() {
        Grid puzzle = Grid.empty(new BoxShape(3, 3)).with(0, 0, 7).with(1, 1, 7);
        assertEquals(10, nine.forceGivens(new Search(nine.problem()), puzzle));
    }

    @Test
    void givenOptionsAreInReadingOrder() {
        Grid puzzle = Grid.empty(new BoxShape(2, 2)).with(3, 3, 1).with(0, 1, 2);
        SudokuEncoding four = SudokuEncoding.full(new BoxShape(2, 2));
        assertArrayEquals(new int[] {four.option(0, 1, 2), four.option(3, 3, 1)}, four.givenOptions(puzzle));
    }
}
