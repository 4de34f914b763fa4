package dlxviz.sudoku;

import dlxviz.text.Shown;

/**
 * Reads cells written one character each: a one-line puzzle, or a row of a grid with '|', '+',
 * '=' and blanks as decoration. Knows which characters can be cells and says what is wrong with
 * one that cannot, at its column. No regular expressions: a file of a million puzzles must read
 * at the speed of the disk.
 */
final class CharCells {
    private final int[] table = new int[128];
    private Notation tableNotation;
    private int tableSize;

    /** Blanks between cells and after a puzzle: whitespace, also the non-breaking kinds. */
    static boolean isBlank(char ch) {
        return ch == ' ' || ch == '\t' || Character.isWhitespace(ch) || Character.isSpaceChar(ch);
    }

    /** Frame characters of a drawn grid; never cells. */
    static boolean isDecoration(char ch) {
        return ch == '|' || ch == '+' || ch == '=';
    }

    /** Index of the first non-blank character of {@code line}, or its length. */
    static int firstNonBlank(String line) {
        int k = 0;
        while (k < line.length() && isBlank(line.charAt(k))) {
            k++;
        }
        return k;
    }

    /**
     * End of the token starting at {@code start}: the first blank or ':' (a tdoku line goes on
     * {@code :count:solution}). A one-line puzzle is this token; the rest of the line is free text.
     */
    static int tokenEnd(String line, int start) {
        int end = start;
        while (end < line.length() && line.charAt(end) != ':' && !isBlank(line.charAt(end))) {
            end++;
        }
        return end;
    }

    /**
     * Appends the cells of {@code line[from, to)}: every character but blanks and decoration, with
     * its column (a character beyond the Basic Multilingual Plane counts once) and, in
     * {@code values}, its whole code point for messages.
     */
    static void collect(String line, int lineNo, int from, int to, Cells into) {
        int surrogates = 0;
        for (int k = 0; k < from; k++) {
            if (Character.isLowSurrogate(line.charAt(k))) {
                surrogates++;
            }
        }
        for (int k = from; k < to; k++) {
            char ch = line.charAt(k);
            if (Character.isLowSurrogate(ch) && k > 0 && Character.isHighSurrogate(line.charAt(k - 1))) {
                surrogates++;
                continue; // the second half of the character recorded just before
            }
            if (isBlank(ch) || isDecoration(ch)) {
                continue;
            }
            into.add(ch, lineNo, k + 1 - surrogates, Character.codePointAt(line, k), null);
        }
    }

    /** The number of cells {@link #collect} would append, without storing them. */
    static int count(String line, int from, int to) {
        int count = 0;
        for (int k = from; k < to; k++) {
            char ch = line.charAt(k);
            if (!isBlank(ch) && !isDecoration(ch)
                    && !(Character.isLowSurrogate(ch) && k > 0 && Character.isHighSurrogate(line.charAt(k - 1)))) {
                count++;
            }
        }
        return count;
    }

    /** True when cells {@code [from, to)} are all symbols of a 4x4 grid: 1-4 or an empty marker. */
    static boolean fourByFourOnly(Cells cells, int from, int to) {
        for (int k = from; k < to; k++) {
            if (Notation.DIGITS.value(cells.chars[k], 4) < 0) {
                return false;
            }
        }
        return true;
    }

    /** True for a character that no notation uses: not an ASCII digit, letter or empty marker. */
    static boolean isStray(char ch) {
        return !(ch >= '0' && ch <= '9' || ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z'
                || Notation.isBlankMark(ch));
    }

    /** Index of the first stray character (see {@link #isStray}) among cells {@code [from, to)}, or -1. */
    static int firstStray(Cells cells, int from, int to) {
        for (int k = from; k < to; k++) {
            if (isStray(cells.chars[k])) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Index of the first cell in {@code [from, to)} that cannot be a symbol of an n x n grid in
     * {@code notation} (any one-character notation that fits n, when null), or -1: in a row with
     * one cell too many, that is most likely a typo for '|' (a '!' or a 'Q' in the frame).
     */
    static int firstNotASymbol(Cells cells, int from, int to, int n, Notation notation) {
        for (int k = from; k < to; k++) {
            if (!isSymbol(cells.chars[k], n, notation)) {
                return k;
            }
        }
        return -1;
    }

    private static boolean isSymbol(char ch, int n, Notation notation) {
        if (notation != null && notation != Notation.NUMBERS) {
            return notation.value(ch, n) >= 0;
        }
        if (n <= 9) {
            return Notation.DIGITS.value(ch, n) >= 0;
        }
        return Notation.ONE_BASED.value(ch, n) >= 0 || Notation.ZERO_BASED.value(ch, n) >= 0
                || Notation.LETTERS.fits(n) && Notation.LETTERS.value(ch, n) >= 0;
    }

    /**
     * The grid of the collected cells in {@code notation}.
     *
     * @throws PuzzleFormatException at the first cell that is not a digit of the notation
     */
    Grid toGrid(Cells cells, BoxShape shape, Notation notation) {
        int n = shape.size();
        int[] values = new int[n * n];
        int[] symbols = valueTable(notation, n);
        for (int k = 0; k < cells.count; k++) {
            char ch = cells.chars[k];
            int v = ch < 128 ? symbols[ch] : -1;
            if (v < 0) {
                throw new PuzzleFormatException(cells.lines[k], cells.columns[k], ch < 128
                        ? notADigit(ch, n, notation) : stray(cells.values[k]));
            }
            values[k] = v;
        }
        return Grid.wrap(shape, values);
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

    /** "'x' is not a digit for a 9x9 grid (digits 1-9; empty . 0 _ - *)", naming a non-ASCII character by its code. */
    static String notADigit(int codePoint, int n, Notation notation) {
        return Shown.character(codePoint) + " is not a digit for a " + n + "x" + n + " grid (digits "
                + notation.describe(n) + "; empty " + (notation == Notation.ZERO_BASED ? ". _ - *" : ". 0 _ - *")
                + (n >= 10 ? "; see --notation" : "") + ")";
    }

    /**
     * What is wrong with a stray character (see {@link #isStray}), or with any character outside
     * ASCII: "'é' (U+00E9) is not ASCII: cells are digits, letters or . 0 _ - *".
     */
    static String stray(int codePoint) {
        if (codePoint == 0xFFFD) {
            return "bytes that are not UTF-8 (read as U+FFFD): save the file as UTF-8 text";
        }
        return Shown.character(codePoint) + (codePoint >= 128 ? " is not ASCII" : " cannot be a cell")
                + ": cells are digits, letters or . 0 _ - *";
    }
}
