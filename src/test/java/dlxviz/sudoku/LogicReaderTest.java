package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dlxviz.engine.ItemChoice;
import dlxviz.engine.Search;
import dlxviz.engine.Torus;
import dlxviz.events.ItemChosen;
import dlxviz.events.SearchEvent;
import org.junit.jupiter.api.Test;

class LogicReaderTest {
    private static final BoxShape NINE = new BoxShape(3, 3);
    private final SudokuEncoding encoding = SudokuEncoding.full(NINE);

    /** A search on the full encoding with the givens forced, and its first choice event. */
    private ChoiceReading firstChoice(Grid puzzle) {
        Torus torus = new Torus(encoding.problem());
        Search search = new Search(torus, ItemChoice.MIN_LENGTH);
        assertEquals(-1, encoding.forceGivens(search, puzzle));
        SearchEvent event;
        do {
            event = search.step();
        } while (!(event instanceof ItemChosen));
        return LogicReader.read(encoding, torus, (ItemChosen) event);
    }

    @Test
    void cellWithOneCandidateIsANakedSingle() {
        // Row 1 holds 1..8 in its first eight cells: r1c9 can only be 9. The first item
        // (r1c1, ...) of length 1 the scan meets is the cell r1c9.
        Grid puzzle = PuzzleParser.parse("12345678." + ".".repeat(72));
        ChoiceReading reading = firstChoice(puzzle);
        assertEquals(ChoiceReading.Kind.NAKED_SINGLE, reading.kind());
        assertEquals("r1c9", encoding.itemName(reading.item()));
        assertEquals("r1c9 can only be 9 (a naked single)", reading.text());
    }

    @Test
    void inA16x16TheDigitsFrom10OnAreToldAsTheGridShowsThem() {
        SudokuEncoding sixteen = SudokuEncoding.full(new BoxShape(4, 4));
        int cell = sixteen.problem().itemNumber("r1c16");
        ChoiceReading naked = LogicReader.read(sixteen, cell, new int[] {sixteen.option(0, 15, 14)});
        assertEquals("r1c16 can only be E (a naked single)", naked.text());
        ChoiceReading guess = LogicReader.read(sixteen, cell,
                new int[] {sixteen.option(0, 15, 9), sixteen.option(0, 15, 16)});
        assertEquals("r1c16 has 2 candidates (9, G): guess, trying each in turn", guess.text());
        int row = sixteen.problem().itemNumber("r1#A");
        ChoiceReading hidden = LogicReader.read(sixteen, row, new int[] {sixteen.option(0, 2, 10)});
        assertEquals("A has one place left in row 1: r1c3 (a hidden single)", hidden.text());
    }

    @Test
    void digitWithOnePlaceLeftIsAHiddenSingle() {
        // 7s at r2c4, r3c7, r4c2 and r7c3 leave 7 one place in box 1 (r1c1), and one in row 1
        // too (boxes 2 and 3 hold a 7). No cell has a single candidate; the scan meets the cells
        // first, then the row items, so r1#7 is the first item of length 1.
        Grid puzzle = Grid.empty(NINE).with(1, 3, 7).with(2, 6, 7).with(3, 1, 7).with(6, 2, 7);
        ChoiceReading reading = firstChoice(puzzle);
        assertEquals(ChoiceReading.Kind.HIDDEN_SINGLE, reading.kind());
        assertEquals("r1#7", encoding.itemName(reading.item()));
        assertEquals("7 has one place left in row 1: r1c1 (a hidden single)", reading.text());
    }

    @Test
    void digitItemsOfColumnsAndBoxesAreNamedByTheirUnit() {
        Grid puzzle = Grid.empty(NINE).with(1, 3, 7).with(2, 6, 7).with(3, 1, 7).with(6, 2, 7);
        Torus torus = new Torus(encoding.problem());
        Search search = new Search(torus, ItemChoice.MIN_LENGTH);
        encoding.forceGivens(search, puzzle);
        int box = encoding.digitItem(SudokuEncoding.ItemKind.BOX_DIGIT, 0, 7);
        assertEquals("7 has one place left in box 1: r1c1 (a hidden single)", LogicReader.read(encoding, torus, box).text());
        // Column 9 loses r1c9..r3c9 to box 3, r2/r3/r4/r7 to the rows holding 7.
        int column = encoding.digitItem(SudokuEncoding.ItemKind.COLUMN_DIGIT, 8, 7);
        assertEquals("7 has 4 places left in column 9 (r5c9, r6c9, r8c9, r9c9): guess, trying each in turn",
                LogicReader.read(encoding, torus, column).text());
    }

    @Test
    void cellWithoutCandidatesIsAContradiction() {
        // r1c9 sees 1..8 in its row and 9 in its column: no candidate.
        Grid puzzle = PuzzleParser.parse("12345678." + "........9" + ".".repeat(63));
        ChoiceReading reading = firstChoice(puzzle);
        assertEquals(ChoiceReading.Kind.CONTRADICTION, reading.kind());
        assertEquals("r1c9 has no candidate left: a contradiction, so back up", reading.text());
    }

    @Test
    void emptyGridStartsWithAGuessAmongNine() {
        ChoiceReading reading = firstChoice(Grid.empty(NINE));
        assertEquals(ChoiceReading.Kind.GUESS, reading.kind());
        assertEquals(9, reading.length());
        assertEquals("r1c1 has 9 candidates (1, 2, 3, 4, 5, 6, 7, 8, 9): guess, trying each in turn", reading.text());
    }

    @Test
    void everyChoiceOfASinglesPuzzleReadsAsASingle() {
        Grid puzzle = PuzzleLibrary.get("easy-1").grid();
        Torus torus = new Torus(encoding.problem());
        Search search = new Search(torus, ItemChoice.MIN_LENGTH);
        encoding.forceGivens(search, puzzle);
        int singles = 0;
        for (SearchEvent event = search.step(); event != null; event = search.step()) {
            if (event instanceof ItemChosen chosen) {
                ChoiceReading reading = LogicReader.read(encoding, torus, chosen);
                assertEquals(1, reading.length(), reading.text());
                singles++;
            }
        }
        assertEquals(81 - puzzle.clueCount(), singles);
    }
}
