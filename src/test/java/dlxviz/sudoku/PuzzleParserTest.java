package dlxviz.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PuzzleParserTest {
    private static final String ESCARGOT =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    @Test
    void oneLineFormAcceptsEveryEmptyMarkerAndIgnoresTrailingText() {
        Grid dots = PuzzleParser.parse(ESCARGOT);
        assertEquals(23, dots.clueCount());
        assertEquals(1, dots.get(0, 0));
        assertEquals(7, dots.get(0, 5));
        for (char empty : new char[] {'0', '_', '-', '*'}) {
            assertEquals(dots, PuzzleParser.parse(ESCARGOT.replace('.', empty) + "   AI Escargot\r\n"));
        }
    }

    @Test
    void multiLineGridWithDecorationReadsLikeTheOneLineForm() {
        String grid = String.join("\r\n",
                "1 . . | . . 7 | . 9 .",
                ". 3 . | . 2 . | . . 8",
                ". . 9 | 6 . . | 5 . .",
                "------+-------+------",
                ". . 5 | 3 . . | 9 . .",
                ". 1 . | . 8 . | . . 2",
                "6 . . | . . 4 | . . .",
                "------+-------+------",
                "3 . . | . . . | . 1 .",
                ". 4 . | . . . | . . 7",
                ". . 7 | . . . | 3 . .");
        assertEquals(PuzzleParser.parse(ESCARGOT), PuzzleParser.parse(grid));
    }

    @Test
    void sudoCueSdkWithHeaderLinesIsRead() {
        String sdk = "#AArto Inkala\n#DAI Escargot\n" + rows(ESCARGOT, 9, "\n");
        assertEquals(PuzzleParser.parse(ESCARGOT), PuzzleParser.parse(sdk));
    }

    @Test
    void simpleSudokuFrameIsRead() {
        String[] r = rows(ESCARGOT, 9, "\n").split("\n");
        StringBuilder ss = new StringBuilder("*-----------*\n");
        for (int i = 0; i < 9; i++) {
            ss.append('|').append(r[i], 0, 3).append('|').append(r[i], 3, 6).append('|').append(r[i], 6, 9).append("|\n");
            if (i == 2 || i == 5) {
                ss.append("|---+---+---|\n");
            }
        }
        ss.append("*-----------*\n");
        assertEquals(PuzzleParser.parse(ESCARGOT), PuzzleParser.parse(ss.toString()));
    }

    @Test
    void tdokuLineRecordsListedCountAndSolution() {
        ParsedPuzzle p = PuzzleParser.parseOne(ESCARGOT + ":1:" + "162857493534129678789643521475312986913586742628794135356478219241935867897261354", ReadOptions.AUTO);
        assertEquals(1, p.listedCount());
        assertEquals(1, p.listedSolution().get(0, 0));
        assertTrue(p.listedSolution().isFull());
    }

    @Test
    void fileOfManyPuzzlesSkipsCommentsAndKeepsGoingAfterABadLine() {
        String text = "# a comment\n" + ESCARGOT + "\n\n" + ESCARGOT.substring(1) + "\n" + ESCARGOT + "\n";
        List<PuzzleEntry> entries = PuzzleParser.parseAll(text, ReadOptions.AUTO);
        assertEquals(3, entries.size());
        assertTrue(entries.get(0).isValid());
        assertEquals(4, entries.get(1).error().line());
        assertTrue(entries.get(2).isValid());
        assertEquals(5, entries.get(2).line());
    }

    @Test
    void badCharacterIsNamedWithLineAndColumn() {
        String text = "# header\n\n" + ESCARGOT.substring(0, 16) + "x" + ESCARGOT.substring(17);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleParser.parse(text));
        assertEquals(3, e.line());
        assertEquals(17, e.column());
        assertTrue(e.getMessage().startsWith("line 3, column 17: 'x' is not a digit for a 9x9 grid"), e.getMessage());
    }

    @Test
    void wrongLengthIsNamedWithItsLine() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleParser.parse(ESCARGOT + "1"));
        assertEquals(1, e.line());
        assertTrue(e.getMessage().startsWith("line 1: 82 cells"), e.getMessage());
    }

    @Test
    void shortRowOfAGridIsNamedWithItsLine() {
        String[] lines = rows(ESCARGOT, 9, "\n").split("\n");
        lines[6] = lines[6].substring(1);
        String text = String.join("\n", lines);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleParser.parse(text));
        assertEquals(7, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("8 cells in this row; a 9x9 grid needs 9"), e.getMessage());
    }

    @Test
    void extraCellInARowIsPointedAt() {
        String[] lines = rows(ESCARGOT, 9, "\n").split("\n");
        lines[2] = lines[2] + "5";
        String text = String.join("\n", lines);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleParser.parse(text));
        assertEquals(3, e.line());
        assertEquals(10, e.column());
    }

    @Test
    void gridWithTooFewRowsNamesWhereItStarts() {
        String text = "# x\n" + rows(ESCARGOT, 9, "\n").substring(0, 50);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleParser.parse(text));
        assertEquals(2, e.line());
        assertTrue(e.getMessage().contains("has 5 rows; a 9x9 grid needs 9"), e.getMessage());
    }

    @Test
    void sixteenBySixteenInEveryOneCharacterNotation() {
        String oneBased = TestData.text("generated-16x16.txt").lines().filter(l -> !l.startsWith("#"))
                .findFirst().orElseThrow().split(":")[0];
        Grid grid = PuzzleParser.parse(oneBased);
        assertEquals(16, grid.size());
        assertEquals(Notation.ONE_BASED, PuzzleParser.parseOne(oneBased, ReadOptions.AUTO).notation());
        for (Notation notation : new Notation[] {Notation.ZERO_BASED, Notation.LETTERS}) {
            String written = GridWriter.oneLine(grid, notation);
            ParsedPuzzle back = PuzzleParser.parseOne(written, ReadOptions.AUTO);
            assertEquals(grid, back.grid(), notation.name());
            assertEquals(notation, back.notation());
        }
    }

    @Test
    void sixteenBySixteenRowsTypedWithoutSpacesAreRowsNotFourByFourPuzzles() {
        Grid grid = PuzzleLibrary.get("16x16-1").grid();
        String rows = rows(GridWriter.oneLine(grid, Notation.ONE_BASED), 16, "\n");
        assertEquals(grid, PuzzleParser.parse(rows));
        assertEquals(4, PuzzleParser.parse("..3...4123...4..").size());
    }

    @Test
    void numbersSeparatedBySpacesOrCommasWithZeroForEmpty() {
        Grid grid = PuzzleParser.parse(TestData.text("generated-16x16.txt").lines().filter(l -> !l.startsWith("#"))
                .findFirst().orElseThrow().split(":")[0]);
        String spaced = GridWriter.oneLine(grid, Notation.NUMBERS);
        assertEquals(grid, PuzzleParser.parse(spaced));
        assertEquals(grid, PuzzleParser.parse(spaced.replace(' ', ',')));
        assertEquals(grid, PuzzleParser.parse(rows(spaced.replace(" ", ","), 16, "\n")));
    }

    @Test
    void aGridOfNumbersWithALongRowOrTooFewRowsIsNamedLikeAGridOfDigits() {
        // The 16x16 file's first puzzle as 16 rows of comma-separated numbers.
        Grid grid = PuzzleParser.parse(TestData.text("generated-16x16.txt").lines().filter(l -> !l.startsWith("#"))
                .findFirst().orElseThrow().split(":")[0]);
        String[] lines = rows(GridWriter.oneLine(grid, Notation.NUMBERS).replace(" ", ","), 16, "\n").split("\n");
        String[] longRow = lines.clone();
        longRow[4] = longRow[4] + ",7";
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleParser.parse(String.join("\n", longRow)));
        assertEquals(5, e.line(), e.getMessage());
        assertEquals(longRow[4].length(), e.column(), e.getMessage());
        assertTrue(e.getMessage().contains("17 numbers in this row; a 16x16 grid needs 16"), e.getMessage());

        String shortGrid = "# a comment\n" + String.join("\n", java.util.Arrays.copyOf(lines, 6));
        e = assertThrows(PuzzleFormatException.class, () -> PuzzleParser.parse(shortGrid));
        assertEquals(2, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("has 6 rows; a 16x16 grid needs 16"), e.getMessage());
    }

    @Test
    void boxedGridRoundTripsForEverySize() {
        for (String name : List.of("4x4-1", "ai-escargot", "16x16-1")) {
            Grid grid = PuzzleLibrary.get(name).grid();
            String boxed = GridWriter.boxed(grid, Notation.defaultFor(grid.size()));
            assertEquals(grid, PuzzleParser.parseOne(boxed, new ReadOptions(grid.shape(), null)).grid(), name);
        }
    }

    @Test
    void boxShapeCanBeOverridden() {
        Grid six = PuzzleParser.parseOne("1.....".repeat(6), new ReadOptions(new BoxShape(3, 2), null)).grid();
        assertEquals(new BoxShape(3, 2), six.shape());
        assertEquals(new BoxShape(2, 3), PuzzleParser.parse("1.....".repeat(6)).shape());
    }

    @Test
    void emptyTextSaysNoPuzzle() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleParser.parse("# only\n\n"));
        assertTrue(e.getMessage().contains("no puzzle"));
    }

    @Test
    void conflictsAreNamedByCell() {
        Grid grid = PuzzleParser.parse("7...7" + ".".repeat(76));
        assertEquals("r1c1 and r1c5 both hold 7 (row 1)", GridValidator.firstConflict(grid).message(9));
        assertNull(GridValidator.firstConflict(PuzzleParser.parse(ESCARGOT)));
    }

    /** The n*n characters (or comma-separated numbers) of a one-line puzzle as n rows. */
    static String rows(String oneLine, int n, String newline) {
        String[] cells = oneLine.contains(",") ? oneLine.split(",") : oneLine.split("");
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (c > 0 && cells[0].length() > 0 && oneLine.contains(",")) {
                    out.append(',');
                }
                out.append(cells[r * n + c]);
            }
            out.append(newline);
        }
        return out.toString();
    }
}
