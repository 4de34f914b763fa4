package dlxviz.sudoku;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads sudoku puzzles from text in the common forms, one character at a time (no regular
 * expressions: a file of 50,000 puzzles must read in milliseconds).
 *
 * <h2>What it reads</h2>
 * <ul>
 *   <li>One-line puzzles: n*n cells in row order (16, 36, 64, 81, 144, 256 or 625), empty as
 *       '.', '0', '_', '-' or '*'. Whatever follows the first whitespace is ignored, so are
 *       CRs. A tdoku-style line {@code puzzle:count:solution} also records the listed count
 *       and solution.</li>
 *   <li>Grids over n lines, with '|', '+', '=' and spaces as decoration and lines of dashes
 *       ({@code ------+------}, {@code ---+---+---}, {@code -----------}) as separators: this
 *       covers SudoCue {@code .sdk} (header lines start with '#'), Simple Sudoku {@code .ss}
 *       frames and hand-typed grids.</li>
 *   <li>Files of many puzzles: any mix of the above; blank lines and lines starting with '#'
 *       are skipped.</li>
 *   <li>For n >= 10, one character per cell ({@link Notation}) or numbers separated by spaces
 *       or commas with 0 for empty. The notation is inferred unless given: numbers when a line
 *       has commas or a two-digit token; letters when no digit appears; 0-9A when '0' appears,
 *       the largest 1-9A symbol (e.g. 'G') does not, and empty cells use another marker (or
 *       there are none); otherwise 1-9A.</li>
 * </ul>
 * A 16-character line is read as a 4x4 one-line puzzle, not as a row of a 16x16 grid, unless
 * the box shape given says 16x16, the row has spaces or '|' between cells, or it holds a symbol
 * a 4x4 grid cannot (5-9 or a letter).
 *
 * <p>Conflicting givens are not a format error (the app shows such a grid with the clash
 * marked); {@link GridValidator} finds them.
 */
public final class PuzzleParser {
    private final ReadOptions options;

    // Cells of the puzzle being read, in char mode: character, line and column of each.
    private char[] chars = new char[640];
    private int[] lines = new int[640];
    private int[] columns = new int[640];
    private int[] values = new int[640];
    private int cellCount;
    /** Index of the line to go on from after a puzzle (also after an error inside a grid). */
    private int resume;

    public PuzzleParser(ReadOptions options) {
        this.options = options == null ? ReadOptions.AUTO : options;
    }

    /** Reads the one puzzle in {@code text} (the first, when there are several). */
    public static Grid parse(String text) {
        return parseOne(text, ReadOptions.AUTO).grid();
    }

    /**
     * Reads the first puzzle in {@code text}.
     *
     * @throws PuzzleFormatException when there is none or it cannot be read
     */
    public static ParsedPuzzle parseOne(String text, ReadOptions options) {
        List<PuzzleEntry> entries = new PuzzleParser(options).readAll(text);
        if (entries.isEmpty()) {
            throw new PuzzleFormatException(0, 0, "no puzzle found (only blank or # comment lines)");
        }
        PuzzleEntry first = entries.get(0);
        if (first.error() != null) {
            throw first.error();
        }
        return first.puzzle();
    }

    /** Reads every puzzle in {@code text}; an unreadable puzzle becomes an entry with its error. */
    public static List<PuzzleEntry> parseAll(String text, ReadOptions options) {
        return new PuzzleParser(options).readAll(text);
    }

    public List<PuzzleEntry> readAll(String text) {
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1); // a byte-order mark from a Windows editor
        }
        String[] all = splitLines(text);
        List<PuzzleEntry> out = new ArrayList<>();
        int i = 0;
        while (i < all.length) {
            String line = all[i];
            if (isBlankOrComment(line) || isSeparator(line)) {
                i++;
                continue;
            }
            resume = i + 1;
            try {
                out.add(PuzzleEntry.of(readPuzzleAt(all, i)));
            } catch (PuzzleFormatException e) {
                out.add(PuzzleEntry.of(e));
            }
            i = Math.max(resume, i + 1);
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------

    private ParsedPuzzle readPuzzleAt(String[] all, int index) {
        String line = all[index];
        int lineNo = index + 1;
        boolean numbers = options.notation() == Notation.NUMBERS
                || (options.notation() == null && looksLikeNumbers(line));
        if (numbers) {
            return readNumbers(all, index);
        }
        // One-line form: the first token (up to whitespace or ':') holds n*n cells.
        int start = 0;
        while (Character.isWhitespace(line.charAt(start))) {
            start++;
        }
        int end = start;
        while (end < line.length() && line.charAt(end) != ' ' && line.charAt(end) != ':'
                && !Character.isWhitespace(line.charAt(end))) {
            end++;
        }
        cellCount = 0;
        collectChars(line, lineNo, start, end);
        int oneLineSize = oneLineSize(cellCount, line, start, end);
        if (oneLineSize > 0) {
            BoxShape shape = shapeFor(oneLineSize, lineNo);
            Notation notation = chooseNotation(oneLineSize);
            Grid grid = toGrid(shape, notation);
            return withListing(lineNo, grid, notation, line, end);
        }
        // Otherwise the first row of a grid written over several lines.
        cellCount = 0;
        collectChars(line, lineNo, 0, line.length());
        int n = cellCount;
        if (!isRowSize(n)) {
            throw new PuzzleFormatException(lineNo, 0, n + " cells: neither a one-line puzzle "
                    + "(16, 36, 64, 81, 144, 256 or 625 cells) nor a row of a grid (4 to 25 cells)"
                    + (options.box() != null ? " of size " + options.box().size() : ""));
        }
        BoxShape shape = shapeFor(n, lineNo);
        resume = readOtherRows(all, index, n, "cells", (text, no) -> collectChars(text, no, 0, text.length()));
        Notation notation = chooseNotation(n);
        return new ParsedPuzzle(lineNo, toGrid(shape, notation), notation, -1, null);
    }

    /** Reads one line's cells (or numbers) into the collected cells, with their positions. */
    private interface RowReader {
        void read(String line, int lineNo);
    }

    /**
     * Reads rows 2..n of a grid whose first row, with n {@code unit}, is on line {@code index}:
     * separator lines are skipped, a short grid or a row of another length is an error naming
     * its line (and the column of the first extra cell). Returns the index after the grid.
     */
    private int readOtherRows(String[] all, int index, int n, String unit, RowReader reader) {
        int rows = 1;
        int j = index + 1;
        while (rows < n) {
            if (j >= all.length || isBlankOrComment(all[j])) {
                resume = j;
                throw new PuzzleFormatException(index + 1, 0, "the grid starting here has " + rows
                        + (rows == 1 ? " row" : " rows") + "; a " + n + "x" + n + " grid needs " + n);
            }
            if (!isSeparator(all[j])) {
                int before = cellCount;
                reader.read(all[j], j + 1);
                int got = cellCount - before;
                if (got != n) {
                    resume = skipGrid(all, j);
                    throw new PuzzleFormatException(j + 1, got > n ? columns[before + n] : 0,
                            got + " " + unit + " in this row; a " + n + "x" + n + " grid needs " + n);
                }
                rows++;
            }
            j++;
        }
        return j;
    }

    /** After a bad row, go on after the rest of the grid (up to a blank or comment line). */
    private static int skipGrid(String[] all, int j) {
        while (j < all.length && !isBlankOrComment(all[j])) {
            j++;
        }
        return j;
    }

    /** The grid size when {@code count} cells on a line make a one-line puzzle; else 0. */
    private int oneLineSize(int count, String line, int start, int end) {
        int n = (int) Math.round(Math.sqrt(count));
        if (n * n != count || n < 4 || n > BoxShape.MAX_SIZE) {
            return 0;
        }
        if (options.box() != null) {
            if (options.box().size() == count) {
                return 0; // a row of a big grid, as the box shape says
            }
            return options.box().size() == n ? n : 0;
        }
        // 16 cells: a 4x4 puzzle, unless the line continues like a 16x16 row or uses symbols
        // a 4x4 grid cannot hold (a 16x16 row typed without spaces, "9.D..C6.8.35..7.").
        if (count == 16 && (hasMoreCells(line, end) || !onlyFourByFourSymbols())) {
            return 0;
        }
        return hasShape(n) ? n : 0;
    }

    private boolean onlyFourByFourSymbols() {
        for (int k = 0; k < cellCount; k++) {
            if (Notation.DIGITS.value(chars[k], 4) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasMoreCells(String line, int end) {
        for (int k = end; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (ch == ':') {
                return false;
            }
            if (!Character.isWhitespace(ch) && !isDecoration(ch)) {
                return true;
            }
        }
        return false;
    }

    private boolean isRowSize(int n) {
        if (options.box() != null) {
            return n == options.box().size();
        }
        return n >= 4 && n <= BoxShape.MAX_SIZE && hasShape(n);
    }

    private static boolean hasShape(int n) {
        if (n < 4 || n > BoxShape.MAX_SIZE) {
            return false;
        }
        for (int r = 2; r * r <= n; r++) {
            if (n % r == 0) {
                return true;
            }
        }
        return false;
    }

    private BoxShape shapeFor(int n, int lineNo) {
        if (options.box() != null) {
            return options.box();
        }
        try {
            return BoxShape.forSize(n);
        } catch (IllegalArgumentException e) {
            throw new PuzzleFormatException(lineNo, 0, e.getMessage());
        }
    }

    /** Appends the cell characters of line[from, to): everything but whitespace and decoration. */
    private void collectChars(String line, int lineNo, int from, int to) {
        for (int k = from; k < to; k++) {
            char ch = line.charAt(k);
            if (ch == ' ' || ch == '\t' || isDecoration(ch) || Character.isWhitespace(ch)) {
                continue;
            }
            ensureCapacity(cellCount + 1);
            chars[cellCount] = ch;
            lines[cellCount] = lineNo;
            columns[cellCount] = k + 1;
            cellCount++;
        }
    }

    private static boolean isDecoration(char ch) {
        return ch == '|' || ch == '+' || ch == '=';
    }

    private void ensureCapacity(int size) {
        if (size > chars.length) {
            int capacity = Math.max(size, chars.length * 2);
            chars = java.util.Arrays.copyOf(chars, capacity);
            lines = java.util.Arrays.copyOf(lines, capacity);
            columns = java.util.Arrays.copyOf(columns, capacity);
            values = java.util.Arrays.copyOf(values, capacity);
        }
    }

    /** The notation given, or the one inferred from the characters read (see class comment). */
    private Notation chooseNotation(int n) {
        Notation given = options.notation();
        if (given != null && given != Notation.NUMBERS) {
            if (!given.fits(n)) {
                throw new PuzzleFormatException(lines[0], 0, "notation " + given.cliName()
                        + " cannot write the digits of a " + n + "x" + n + " grid");
            }
            return given;
        }
        if (n <= 9) {
            return Notation.DIGITS;
        }
        boolean digit = false, zero = false, letter = false, otherEmpty = false, topOneBased = false;
        char top = Notation.ONE_BASED.symbol(n);
        for (int k = 0; k < cellCount; k++) {
            char ch = chars[k];
            if (ch == '0') {
                zero = true;
            } else if (ch >= '1' && ch <= '9') {
                digit = true;
            } else if (Character.isLetter(ch)) {
                letter = true;
                topOneBased |= Character.toUpperCase(ch) == top;
            } else {
                otherEmpty = true;
            }
        }
        if (!digit && !zero && letter) {
            return Notation.LETTERS;
        }
        if (zero && !topOneBased && (otherEmpty || cellCount == n * n && !hasEmptyMarkerBesidesZero())) {
            return Notation.ZERO_BASED;
        }
        return Notation.ONE_BASED;
    }

    private boolean hasEmptyMarkerBesidesZero() {
        for (int k = 0; k < cellCount; k++) {
            char ch = chars[k];
            if (ch == '.' || ch == '_' || ch == '-' || ch == '*') {
                return true;
            }
        }
        return false;
    }

    private Grid toGrid(BoxShape shape, Notation notation) {
        int n = shape.size();
        int[] cells = new int[n * n];
        int[] table = valueTable(notation, n);
        for (int k = 0; k < cellCount; k++) {
            char ch = chars[k];
            int v = ch < 128 ? table[ch] : -1;
            if (v < 0) {
                throw new PuzzleFormatException(lines[k], columns[k], notADigit(chars[k], n, notation));
            }
            cells[k] = v;
        }
        return Grid.wrap(shape, cells);
    }

    /** notation.value(ch, n) for every ASCII ch, computed once per notation and size. */
    private int[] valueTable(Notation notation, int n) {
        if (tableNotation != notation || tableSize != n) {
            for (char ch = 0; ch < 128; ch++) {
                table[ch] = notation.value(ch, n);
            }
            tableNotation = notation;
            tableSize = n;
        }
        return table;
    }

    private final int[] table = new int[128];
    private Notation tableNotation;
    private int tableSize;

    static String notADigit(char ch, int n, Notation notation) {
        String shown = Character.isISOControl(ch) ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
        return "'" + shown + "' is not a digit for a " + n + "x" + n + " grid (digits "
                + notation.describe(n) + "; empty " + (notation == Notation.ZERO_BASED ? ". _ - *" : ". 0 _ - *")
                + (n >= 10 ? "; see --notation" : "") + ")";
    }

    /** Records what a {@code puzzle:count:solution} line lists after the puzzle. */
    private ParsedPuzzle withListing(int lineNo, Grid grid, Notation notation, String line, int end) {
        if (end >= line.length() || line.charAt(end) != ':') {
            return new ParsedPuzzle(lineNo, grid, notation, -1, null);
        }
        int k = end + 1;
        int count = 0;
        int digits = 0;
        while (k < line.length() && Character.isDigit(line.charAt(k))) {
            count = Math.min(1_000_000, count * 10 + line.charAt(k) - '0');
            digits++;
            k++;
        }
        if (digits == 0) {
            return new ParsedPuzzle(lineNo, grid, notation, -1, null);
        }
        Grid solution = null;
        if (k < line.length() && line.charAt(k) == ':') {
            int n = grid.size();
            int from = k + 1;
            int to = from;
            while (to < line.length() && !Character.isWhitespace(line.charAt(to)) && line.charAt(to) != ':') {
                to++;
            }
            if (to - from == n * n) {
                int[] cells = new int[n * n];
                boolean ok = true;
                for (int q = 0; q < n * n && ok; q++) {
                    cells[q] = notation.value(line.charAt(from + q), n);
                    ok = cells[q] > 0;
                }
                if (ok) {
                    solution = Grid.wrap(grid.shape(), cells);
                }
            }
        }
        return new ParsedPuzzle(lineNo, grid, notation, count, solution);
    }

    // ---- numbers separated by spaces or commas ----

    /**
     * True for a line of numbers: its first token is at most two characters long (a one-line
     * puzzle's is at least 16) and, before any '#', it has a comma or a two-digit number.
     */
    private static boolean looksLikeNumbers(String line) {
        int end = line.indexOf('#');
        if (end < 0) {
            end = line.length();
        }
        int run = 0;
        boolean tokenAllDigits = true;
        boolean firstToken = true;
        boolean numbers = false;
        for (int k = 0; k <= end; k++) {
            char ch = k < end ? line.charAt(k) : ' ';
            boolean separator = ch == ',' || ch == ';';
            if (separator || Character.isWhitespace(ch) || isDecoration(ch)) {
                if (run > 0) {
                    if (firstToken && run > 2) {
                        return false;
                    }
                    firstToken = false;
                    numbers |= tokenAllDigits && run == 2;
                }
                numbers |= separator;
                run = 0;
                tokenAllDigits = true;
            } else {
                run++;
                tokenAllDigits &= Character.isDigit(ch);
            }
        }
        return numbers;
    }

    private ParsedPuzzle readNumbers(String[] all, int index) {
        int lineNo = index + 1;
        cellCount = 0;
        collectNumbers(all[index], lineNo);
        int count = cellCount;
        int n = (int) Math.round(Math.sqrt(count));
        boolean oneLine = n * n == count && n >= 4 && n <= BoxShape.MAX_SIZE
                && (options.box() == null ? hasShape(n) && (count != 16 || !isContinued(all, index)) : options.box().size() == n);
        if (!oneLine) {
            n = count;
            if (!isRowSize(n)) {
                throw new PuzzleFormatException(lineNo, 0, n + " numbers: neither a one-line puzzle "
                        + "(16, 36, 64, 81, 144, 256 or 625 numbers) nor a row of a grid (4 to 25 numbers)");
            }
            resume = readOtherRows(all, index, n, "numbers", this::collectNumbers);
        }
        BoxShape shape = shapeFor(n, lineNo);
        int[] cells = new int[n * n];
        for (int k = 0; k < cellCount; k++) {
            if (values[k] < 0 || values[k] > n) {
                throw new PuzzleFormatException(lines[k], columns[k], "'" + (values[k] < 0 ? chars[k] + "..." : values[k])
                        + "' is not a digit for a " + n + "x" + n + " grid (numbers 1-" + n + ", 0 or . for empty)");
            }
            cells[k] = values[k];
        }
        return new ParsedPuzzle(lineNo, Grid.wrap(shape, cells), Notation.NUMBERS, -1, null);
    }

    private boolean isContinued(String[] all, int index) {
        return index + 1 < all.length && !isBlankOrComment(all[index + 1]) && !all[index + 1].contains(":");
    }

    /** Appends the numbers of a line; a token that is not a number gets value -1. */
    private void collectNumbers(String line, int lineNo) {
        int k = 0;
        int comment = line.indexOf('#');
        int len = comment < 0 ? line.length() : comment; // text after '#' is a comment
        while (k < len) {
            char ch = line.charAt(k);
            if (Character.isWhitespace(ch) || isDecoration(ch) || ch == ',' || ch == ';') {
                k++;
                continue;
            }
            int start = k;
            int value = 0;
            boolean ok = true;
            while (k < len) {
                char c = line.charAt(k);
                if (Character.isWhitespace(c) || isDecoration(c) || c == ',' || c == ';') {
                    break;
                }
                if (c >= '0' && c <= '9') {
                    value = Math.min(1000, value * 10 + c - '0');
                } else if (!((c == '.' || c == '_' || c == '-' || c == '*') && k == start)) {
                    ok = false;
                }
                k++;
            }
            ensureCapacity(cellCount + 1);
            chars[cellCount] = line.charAt(start);
            lines[cellCount] = lineNo;
            columns[cellCount] = start + 1;
            values[cellCount] = ok ? value : -1;
            cellCount++;
        }
    }

    // ---- lines ----

    static String[] splitLines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int len = text.length();
        for (int k = 0; k < len; k++) {
            char ch = text.charAt(k);
            if (ch == '\n' || ch == '\r') {
                out.add(text.substring(start, k));
                if (ch == '\r' && k + 1 < len && text.charAt(k + 1) == '\n') {
                    k++;
                }
                start = k + 1;
            }
        }
        if (start < len) {
            out.add(text.substring(start));
        }
        return out.toArray(new String[0]);
    }

    private static boolean isBlankOrComment(String line) {
        for (int k = 0; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (!Character.isWhitespace(ch)) {
                return ch == '#';
            }
        }
        return true;
    }

    /**
     * A line of decoration between the rows of a grid: only dashes, '+', '=', '|', '*' and
     * spaces, with a '+' or '=' or a run of four dashes. ("---|---|---" stays a row of empty
     * cells written as dashes.)
     */
    static boolean isSeparator(String line) {
        boolean strong = false;
        int dashes = 0;
        boolean any = false;
        for (int k = 0; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (ch == '-') {
                dashes++;
                strong |= dashes >= 4;
                any = true;
                continue;
            }
            dashes = 0;
            if (ch == '+' || ch == '=') {
                strong = true;
                any = true;
            } else if (ch == '|' || ch == '*') {
                any = true;
            } else if (!Character.isWhitespace(ch)) {
                return false;
            }
        }
        return any && strong;
    }
}
