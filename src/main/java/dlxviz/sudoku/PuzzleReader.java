package dlxviz.sudoku;

import dlxviz.text.Shown;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Reads puzzles one at a time from text of any length, in bounded memory: at most one grid's
 * lines (25 rows and their separators; 64 rows to tell a grid too large, see
 * {@link #startsAGridTooLarge}) are held ahead of the puzzle being answered.
 *
 * <h2>What each line is</h2>
 * A line's role is decided from its neighbours, never by the first line of the file:
 * <ul>
 *   <li>A line whose first token holds n*n cells (16, 36, 64, 81, 144, 256 or 625) is a
 *       one-line puzzle, whatever comes before or after it. Text after the token is ignored;
 *       {@code puzzle:count:solution} is a tdoku listing ({@link TdokuListing}). A prime n (25
 *       cells, 49, ...) has no usual box shape: its puzzles and grids are read when a note gives
 *       it one, the line's own ({@code # box: 1x5} after the cells, as generate writes it) or a
 *       {@code # box:} line before (see {@link #hasShape}).</li>
 *   <li>A line of n cells (4 to 25) starts a grid when the lines after it are the grid's other
 *       rows: a grid needs n consecutive rows of n cells, with separator lines allowed between.
 *       Blank and comment lines end a grid, and so does a line that is a whole puzzle itself.
 *       When most of the rows agree on another size, that is the size and the first row is the
 *       one in error (a typo in its frame).</li>
 *   <li>Sixteen cells are both a 4x4 puzzle and a row of a 16x16 grid. Sixteen such lines in a
 *       row are a 16x16 grid when fewer than half of those with clues could be 4x4 puzzles;
 *       otherwise each line is read by itself. A grid cut short never takes in a line that is a
 *       puzzle by itself.</li>
 *   <li>A line that is neither a puzzle nor a row of a grid is reported by itself, and the next
 *       line is read afresh: one stray line never swallows the puzzles after it. If its cells,
 *       blanks between them, make a whole puzzle ({@code 1 . . 4 ...}, 81 of them) it is one.</li>
 * </ul>
 * Blank lines and lines starting with '#' are skipped; {@code # notation: NAME} sets the notation
 * of the puzzles after it when none was given. Errors become entries (see {@link PuzzleEntry}), so
 * a bad puzzle in a file of thousands is answered on its own line and the rest are read.
 */
public final class PuzzleReader implements Closeable {

    private final LineReader lines;
    private final ReadOptions options;
    /** Lines read ahead while deciding whether a line starts a grid; used before reading more. */
    private final List<PuzzleLine> ahead = new ArrayList<>();
    private final Cells cells = new Cells();
    private final CharCells charCells = new CharCells();
    private final Directives directives = new Directives();
    /** The sizes of grid that have a box shape for every line, as the directives now stand (see {@link #hasShape}). */
    private final IntPredicate shaped = this::hasShape;
    /** False to read every line the general way (tests compare the two). */
    private final boolean plainLines;

    public PuzzleReader(LineReader lines, ReadOptions options) {
        this(lines, options, true);
    }

    PuzzleReader(LineReader lines, ReadOptions options, boolean plainLines) {
        this.lines = lines;
        this.options = options == null ? ReadOptions.AUTO : options;
        this.plainLines = plainLines;
    }

    public static PuzzleReader of(String text, ReadOptions options) {
        return new PuzzleReader(LineReader.of(text), options);
    }

    /** A reader of UTF-8 bytes (see {@link LineReader#utf8}). */
    public static PuzzleReader utf8(InputStream in, ReadOptions options) {
        return new PuzzleReader(LineReader.utf8(in), options);
    }

    /** Every entry of {@code text}. */
    public static List<PuzzleEntry> readAll(String text, ReadOptions options) {
        List<PuzzleEntry> out = new ArrayList<>();
        try (PuzzleReader reader = of(text, options)) {
            for (PuzzleEntry entry = reader.next(); entry != null; entry = reader.next()) {
                out.add(entry);
            }
        } catch (IOException e) {
            throw new IllegalStateException("a StringReader does not fail", e);
        }
        return out;
    }

    /** The next puzzle, or the error that stopped it; null at the end of the input. */
    public PuzzleEntry next() throws IOException {
        while (true) {
            PuzzleLine line;
            if (ahead.isEmpty()) {
                LineReader.Line raw = lines.next();
                if (raw == null) {
                    return null;
                }
                ParsedPuzzle plain = plainLines ? plainLine(raw) : null;
                if (plain != null) {
                    return PuzzleEntry.of(plain);
                }
                line = classify(raw);
            } else {
                line = ahead.remove(0);
            }
            if (line.kind == PuzzleLine.SKIP) {
                try {
                    directives.read(line.line);
                } catch (PuzzleFormatException e) {
                    return PuzzleEntry.of(e);
                }
                continue;
            }
            if (line.kind == PuzzleLine.CONTENT) {
                try {
                    return PuzzleEntry.of(read(line));
                } catch (PuzzleFormatException e) {
                    return PuzzleEntry.of(e);
                }
            }
        }
    }

    /** True when the next entry can be read without waiting for more input (see {@link LineReader#ready}). */
    public boolean ready() throws IOException {
        return !ahead.isEmpty() || lines.ready();
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }

    // ---- lines, read ahead as needed ----

    private Notation notation() {
        return options.notation() != null ? options.notation() : directives.notation();
    }

    private PuzzleLine classify(LineReader.Line line) {
        return line == null ? null : PuzzleLine.of(line, options.box(), notation(), shaped);
    }

    /**
     * A line that is only the n*n cells of a one-line puzzle of 6x6, 8x8 or 9x9 in plain digits
     * ('1' to n, '.' or '0' for empty), nearly every line of a big puzzle file, read in one pass
     * instead of the general way's several (classify, count, collect, guess the notation, build
     * the grid); the result is the same, and so is the code's cost once the JIT has compiled it,
     * but this path is short enough to be compiled early and costs little before. Null for any
     * other line, which then goes the general way: a 4x4 line may be a row of a 16x16 grid, and
     * a given box shape of another size, a notation other than digits, a stray character, a digit
     * too large or anything after the cells are the general way's to judge.
     */
    private ParsedPuzzle plainLine(LineReader.Line line) {
        String text = line.text();
        int length = text.length();
        int n = length == 81 ? 9 : length == 64 ? 8 : length == 36 ? 6 : 0;
        if (n == 0) {
            return null;
        }
        Notation notation = notation();
        BoxShape box = options.box();
        if (notation != null && notation != Notation.DIGITS || box != null && box.size() != n) {
            return null;
        }
        int[] values = new int[length];
        char top = (char) ('0' + n);
        for (int k = 0; k < length; k++) {
            char ch = text.charAt(k);
            if (ch >= '1' && ch <= top) {
                values[k] = ch - '0';
            } else if (ch != '.' && ch != '0') {
                return null;
            }
        }
        if (box == null) {
            box = directives.box(n) != null ? directives.box(n) : BoxShape.forSize(n);
        }
        return new ParsedPuzzle(line.number(), Grid.wrap(box, values),
                Notation.DIGITS, -1, null);
    }

    /** The line {@code i} lines after the one taken last (0 = the next), or null past the end. */
    private PuzzleLine peek(int i) throws IOException {
        while (ahead.size() <= i) {
            PuzzleLine line = classify(lines.next());
            if (line == null) {
                return null;
            }
            ahead.add(line);
        }
        return ahead.get(i);
    }

    /** Drops the first {@code count} lines read ahead (the rows of a grid just read). */
    private void skip(int count) {
        ahead.subList(0, count).clear();
    }

    // ---- deciding what a line is ----

    private ParsedPuzzle read(PuzzleLine line) throws IOException {
        if (line.line.unended()) {
            throw new PuzzleFormatException(line.number(), 0, String.format("no line end in %,d characters; a puzzle "
                    + "line is at most %,d characters, so reading stops here (is this a text file of puzzles?)",
                    line.line.length(), LineReader.MAX_LINE));
        }
        if (line.line.isCut()) {
            throw new PuzzleFormatException(line.number(), 0, String.format("a line of %,d characters; a puzzle "
                    + "line is at most %,d (is this a text file of puzzles?)", line.line.length(), LineReader.MAX_LINE));
        }
        if (startsAGridTooLarge(line)) {
            throw new PuzzleFormatException(line.number(), 0, line.lineCells + " rows of " + line.lineCells + " cells: a "
                    + line.lineCells + "x" + line.lineCells + " grid, and the largest sudoku is " + BoxShape.MAX_SIZE
                    + "x" + BoxShape.MAX_SIZE);
        }
        if (line.puzzleSize > 0 && !(line.puzzleSize == 4 && line.lineCells == 16 && nextRowHasSixteenCells(line))) {
            return onePuzzle(line, line.puzzleSize);
        }
        return gridOrAlone(line);
    }

    /**
     * True when {@code first} starts c rows of c blank-separated cells (numbers, or characters with
     * blanks between), c = 36 or 64: the shape of a 36x36 or 64x64 sudoku, which some books print and
     * which is larger than any read here. Each such line would also be a 6x6 or 8x8 puzzle by itself,
     * so, as for sixteen 16-cell lines, the rows decide: they are the grid (skipped, to be refused)
     * when none has a clue or fewer than half of those with clues could be puzzles by themselves; a
     * run of spaced 6x6 puzzles stays puzzles. 81 cells are left out: blank-separated they are the
     * usual spaced 9x9 puzzle, and no one writes an 81x81 grid; that also keeps the lines held
     * ahead to 64.
     */
    private boolean startsAGridTooLarge(PuzzleLine first) throws IOException {
        int c = first.lineCells;
        int n = PuzzleLine.squareRoot(c);
        boolean spaced = first.numbers || first.tokenCells != c;
        if (!spaced || n == 0 || c <= BoxShape.MAX_SIZE || c >= 81 || options.box() != null) {
            return false;
        }
        GridRows rows = rowsAfter(first, c);
        if (rows.countOf(c, true) < c) {
            return false;
        }
        int withClues = 0;
        int puzzles = 0;
        for (PuzzleLine row : rows.lines) {
            int fit = fitsAlone(row, n);
            withClues += fit == 0 ? 0 : 1;
            puzzles += fit > 0 ? 1 : 0;
        }
        if (withClues > 0 && 2 * puzzles >= withClues) {
            return false;
        }
        skip(rows.spanAhead);
        return true;
    }

    /** For a row of blank-separated cells: 0 when it has no clue, 1 when it could be an n x n puzzle alone, -1 when not. */
    private int fitsAlone(PuzzleLine row, int n) {
        cells.clear();
        boolean clue = false;
        if (row.numbers) {
            NumberCells.collect(row.text(), row.number(), cells);
            boolean fits = true;
            for (int k = 0; k < cells.count; k++) {
                clue |= cells.values[k] != 0;
                fits &= cells.values[k] >= 0 && cells.values[k] <= n;
            }
            return !clue ? 0 : fits ? 1 : -1;
        }
        CharCells.collect(row.text(), row.number(), 0, row.text().length(), cells);
        for (int k = 0; k < cells.count; k++) {
            clue |= Character.isLetter(cells.chars[k]) || cells.chars[k] >= '1' && cells.chars[k] <= '9';
        }
        return !clue ? 0 : CharCells.firstNotASymbol(cells, 0, cells.count, n, notation()) < 0 ? 1 : -1;
    }

    /** True when the next row-like line has 16 cells: the 4x4 puzzle on {@code line} may be a 16x16 row. */
    private boolean nextRowHasSixteenCells(PuzzleLine line) throws IOException {
        if (options.box() != null) {
            return false; // the box shape says which
        }
        for (int i = 0; i <= BoxShape.MAX_SIZE; i++) { // separators may stand between rows, not too many
            PuzzleLine next = peek(i);
            if (next == null || next.kind == PuzzleLine.SKIP) {
                return false;
            }
            if (next.kind == PuzzleLine.CONTENT) {
                return next.cellsAs(line.numbers) == 16;
            }
        }
        return false;
    }

    /** A one-line puzzle of size n: the first token's cells, or all the numbers of the line. */
    private ParsedPuzzle onePuzzle(PuzzleLine line, int n) {
        cells.clear();
        if (line.numbers) {
            NumberCells.collect(line.text(), line.number(), cells);
        } else {
            CharCells.collect(line.text(), line.number(), line.tokenStart, line.tokenEnd, cells);
        }
        return puzzle(line, n, line.tokenEnd);
    }

    /** The grid of the collected cells, with the tdoku listing that may follow {@code end} on the line. */
    private ParsedPuzzle puzzle(PuzzleLine first, int n, int end) {
        return puzzle(first, n, end, null);
    }

    /** The same, for a grid whose drawing shows {@code drawn} boxes (null: it shows none). */
    private ParsedPuzzle puzzle(PuzzleLine first, int n, int end, BoxShape drawn) {
        BoxShape shape = shapeFor(n, first, drawn);
        if (first.numbers) {
            return new ParsedPuzzle(first.number(), NumberCells.toGrid(cells, shape), Notation.NUMBERS, -1, null);
        }
        Notation notation = NotationGuess.choose(notation(), n, cells);
        Grid grid = charCells.toGrid(cells, shape, notation);
        if (end < 0) {
            return new ParsedPuzzle(first.number(), grid, notation, -1, null);
        }
        return TdokuListing.read(first.number(), grid, notation, first.text(), end);
    }

    /**
     * The box shape of a puzzle of size n starting on {@code first}: the one given by the user,
     * else the puzzle's own note ({@code # box: 3x2} after it), its drawing, a {@code # box:}
     * line before it, and last the usual shape for the size (see {@link BoxNote}).
     */
    private BoxShape shapeFor(int n, PuzzleLine first, BoxShape drawn) {
        if (options.box() != null) {
            return options.box();
        }
        BoxShape noted;
        try {
            noted = BoxNote.read(first.comment);
        } catch (IllegalArgumentException e) {
            throw new PuzzleFormatException(first.number(), first.text().length() + 1, e.getMessage());
        }
        if (noted != null && noted.size() != n) {
            throw new PuzzleFormatException(first.number(), first.text().length() + 1, "the note '# box: " + noted
                    + "' is for a " + noted.size() + "x" + noted.size() + " grid, but this puzzle is " + n + "x" + n);
        }
        BoxShape shape = noted != null ? noted : drawn != null ? drawn : directives.box(n);
        if (shape != null) {
            return shape;
        }
        try {
            return BoxShape.forSize(n);
        } catch (IllegalArgumentException e) {
            throw new PuzzleFormatException(first.number(), 0, e.getMessage());
        }
    }

    /**
     * True when a grid of size n has a box shape whatever line it starts on: the size of --box
     * when given, else a size with a usual shape or one a {@code # box:} line set (a prime size
     * has no other way). A line's own note adds its size for that line ({@link PuzzleLine#hasShape}).
     */
    private boolean hasShape(int n) {
        return options.box() != null ? n == options.box().size() : PuzzleLine.hasUsualShape(n) || directives.box(n) != null;
    }

    /**
     * The rows that may make a grid with {@code first}: the next lines up to {@code target}
     * rows, separators skipped, ending at a blank or comment line, the end of the input, or a
     * line that is a whole puzzle of another size.
     */
    private GridRows rowsAfter(PuzzleLine first, int target) throws IOException {
        GridRows rows = new GridRows(first);
        int separators = 0;
        for (int i = 0; rows.size() < target; i++) {
            PuzzleLine next = peek(i);
            if (next == null || next.kind == PuzzleLine.SKIP || next.line.isCut()) {
                break;
            }
            if (next.kind == PuzzleLine.SEPARATOR) {
                if (++separators > BoxShape.MAX_SIZE) {
                    break;
                }
                rows.separator();
                continue;
            }
            int count = next.cellsAs(first.numbers);
            if (next.puzzleSize > 0 && count != first.lineCells) {
                break; // a puzzle of its own
            }
            rows.add(next, count, i + 1);
        }
        return rows;
    }

    private ParsedPuzzle gridOrAlone(PuzzleLine first) throws IOException {
        int n = first.lineCells;
        GridRows rows = rowsAfter(first, first.hasShape(n) ? n : BoxShape.MAX_SIZE);
        int other = rows.mostCommonAfterFirst();
        if (other != n && first.hasShape(other) && 2 * rows.countOf(other, false) > rows.size() - 1) {
            n = other; // most rows agree: the first row is the one in error
            rows = rowsAfter(first, n);
        }
        if (rows.size() == 1 || !first.hasShape(n) || !looksLikeGrid(rows, n)) {
            return alone(first);
        }
        if (rows.size() < n && rows.holdsAWholePuzzle()) {
            return alone(first); // a grid cut short never swallows a line that is a puzzle by itself
        }
        // Skip the grid's lines whatever is wrong in them: the next puzzle starts after it.
        skip(rows.spanAhead);
        if (rows.size() < n) {
            throw new PuzzleFormatException(first.number(), 0, "the grid starting here has " + rows.size()
                    + " rows; a " + n + "x" + n + " grid needs " + n);
        }
        return readGrid(rows, n);
    }

    /**
     * True when the rows look like one grid of size n: more than half of them have n cells and,
     * for 16, fewer than half of those with clues are 4x4 puzzles by themselves (a 16x16 grid rarely has a row of
     * clues 1-4 only; a run of 4x4 puzzles has nothing else).
     */
    private boolean looksLikeGrid(GridRows rows, int n) {
        if (2 * rows.countOf(n, true) <= rows.size()) {
            return false;
        }
        if (n == 16 && options.box() == null) {
            // Empty lines fit both readings; of the others, most must not be 4x4 puzzles.
            int fourByFour = 0;
            int withClues = 0;
            for (PuzzleLine line : rows.lines) {
                boolean empty = line.puzzleSize == 4 && !line.hasClue();
                withClues += empty ? 0 : 1;
                fourByFour += line.puzzleSize == 4 && !empty ? 1 : 0;
            }
            return 2 * fourByFour < withClues; // half and half: read line by line, so no puzzle is lost
        }
        return true;
    }

    /** The n rows of a grid, each checked to hold n cells. */
    private ParsedPuzzle readGrid(GridRows grid, int n) {
        List<PuzzleLine> rows = grid.lines;
        boolean numbers = rows.get(0).numbers;
        cells.clear();
        for (PuzzleLine row : rows) {
            int before = cells.count;
            if (numbers) {
                NumberCells.collect(row.text(), row.number(), cells);
            } else {
                CharCells.collect(row.text(), row.number(), 0, row.text().length(), cells);
            }
            int got = cells.count - before;
            if (got != n) {
                throw badRow(row, before, got, n, numbers);
            }
        }
        return puzzle(rows.get(0), n, -1, grid.drawnShape(n));
    }

    /** A row of {@code got} cells in a grid of n: name a typo in the frame, else the extra cell or the count. */
    private PuzzleFormatException badRow(PuzzleLine row, int from, int got, int n, boolean numbers) {
        String unit = numbers ? " numbers" : " cells";
        String count = got + unit + " in this row; a " + n + "x" + n + " grid needs " + n;
        if (!numbers) {
            int odd = CharCells.firstNotASymbol(cells, from, from + got, n, notation());
            if (odd >= 0) {
                return new PuzzleFormatException(row.number(), cells.columns[odd], Shown.character(
                        cells.values[odd]) + " is neither a digit of a " + n + "x" + n
                        + " grid nor decoration ('|', '+', '=' or blanks): " + count);
            }
        }
        return new PuzzleFormatException(row.number(), got > n ? cells.columns[from + n] : 0, count);
    }

    /**
     * A line that is not part of a grid. When its cells, with blanks between them, make a whole
     * puzzle it is one; otherwise it is reported by itself.
     */
    private ParsedPuzzle alone(PuzzleLine line) {
        if (line.puzzleSize > 0) {
            return onePuzzle(line, line.puzzleSize);
        }
        int n = PuzzleLine.squareRoot(line.lineCells);
        if (!line.numbers && n > 0 && line.hasShape(n)) {
            cells.clear();
            CharCells.collect(line.text(), line.number(), 0, line.text().length(), cells);
            if (n != 4 || CharCells.fourByFourOnly(cells, 0, cells.count)) {
                return puzzle(line, n, -1);
            }
        }
        throw notAPuzzle(line);
    }

    private PuzzleFormatException notAPuzzle(PuzzleLine line) {
        return NotAPuzzle.of(line, options.box(), cells);
    }
}
